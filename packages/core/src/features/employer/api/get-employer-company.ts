import type { DataOf, EmployerCompany } from '@jobboard/contracts';
import { useApi } from '../../../lib/use-api';

export const getEmployerCompanyKey = (id: number | string) =>
  `/api/ats/companies/${encodeURIComponent(String(id))}`;

/** GET /ats/companies/{id}: the team's company as stored (no language fallback), 404 otherwise. */
export function useEmployerCompany(id: number | string | null) {
  return useApi<DataOf<EmployerCompany>>(id === null ? null : getEmployerCompanyKey(id));
}
