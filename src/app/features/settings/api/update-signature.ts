import { useMutation } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { SessionUser } from '@app/lib/session';

export const updateSignature = (signature: string) => api.put<SessionUser>('/auth/signature', { signature });

export const useUpdateSignature = () => useMutation({ mutationFn: updateSignature });
