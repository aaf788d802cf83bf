import type { CompanyInputValues, DataOf, EmployerCompany } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /ats/companies → 201 { data }; 422 per field (name_fr when both names are empty, URLs). */
export const createCompany = (input: CompanyInputValues) =>
  apiRequest<DataOf<EmployerCompany>>('/api/ats/companies', {
    method: 'POST',
    json: { ...input },
  });
