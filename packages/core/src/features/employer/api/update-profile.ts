import type { DataOf, User, UserInfoInput } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

export const getProfileUpdatePath = () => '/api/ats/profile';

/** PUT /ats/profile → { data: User }; 422 per field (phone checked against the country). */
export const updateEmployerProfile = (input: UserInfoInput) =>
  apiRequest<DataOf<User>>(getProfileUpdatePath(), {
    method: 'PUT',
    json: { ...input },
  });
