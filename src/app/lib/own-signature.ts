// The signed-in user's saved signature (settings, and "save for next time" where a form asked for it).
import { api } from './api-client';
import type { SessionUser } from './session';

export const updateOwnSignature = (signature: string) => api.put<SessionUser>('/auth/signature', { signature });
