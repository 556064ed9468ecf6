import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

export const deleteSignature = () => api.delete<SessionUser>('/auth/signature');

export const useDeleteSignature = () => useMutation({ mutationFn: deleteSignature });
