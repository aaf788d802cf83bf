import type { CompanyOption } from '@jobboard/contracts';
import { useApi } from '../../../lib/use-api';

export const getCompanyOptionsKey = () => '/api/ats/options/companies';

/** GET /ats/options/companies: id and names of the team's companies (offer form select). */
export function useCompanyOptions() {
  return useApi<{ data: CompanyOption[] }>(getCompanyOptionsKey());
}
