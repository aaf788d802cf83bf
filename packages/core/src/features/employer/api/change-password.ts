import type { ChangePasswordInput } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /ats/auth/change-password → 204. A wrong current password is a 422 on current_password;
 * every other session of the user ends, this browser stays signed in.
 */
export const changeEmployerPassword = (input: ChangePasswordInput) =>
  apiRequest<void>('/api/ats/auth/change-password', { method: 'PUT', json: { ...input } });
