import type { UserOption } from '@jobboard/contracts';
import { useApi } from '../../../lib/use-api';

export const getUserOptionsKey = () => '/api/ats/options/users';

/** GET /ats/options/users: the members of the signed-in employer's team. */
export function useUserOptions() {
  return useApi<{ data: UserOption[] }>(getUserOptionsKey());
}
