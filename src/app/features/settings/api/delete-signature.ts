import { useMutation } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { SessionUser } from '@app/lib/session';

export const deleteSignature = () => api.delete<SessionUser>('/auth/signature');

export const useDeleteSignature = () => useMutation({ mutationFn: deleteSignature });
