import type { PermissionName } from '@jobboard/contracts';
import { useApi } from './use-api';
import { EMPLOYER_ME_KEY, hasPermissions, type EmployerMeResponse } from './employer-guard';

export { EMPLOYER_ME_KEY, hasPermissions, type EmployerMeResponse };

/**
 * The signed-in employer (guard ats), separate from the candidate; null when signed out (the route
 * loader stores a 401 as null).
 */
export function useEmployerMe() {
  const { data, mutate, isLoading } = useApi<EmployerMeResponse>(EMPLOYER_ME_KEY, {
    onErrorRetry: () => undefined,
  });
  const user = data?.data ?? null;
  const employer = user && user.guard === 'ats' ? user : null;
  return {
    employer,
    isLoading,
    mutate,
    can: (...needed: PermissionName[]) => !!employer && hasPermissions(employer, needed),
  };
}
