import { useMutation } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { SessionUser } from '@app/lib/session';
import type { ProfileInput } from '@shared/schemas/auth';

export const updateProfile = (input: ProfileInput) => api.put<SessionUser>('/auth/profile', input);

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
