import type { CompanyInputValues, DataOf, EmployerCompany } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getEmployerCompanyKey } from './get-employer-company';

/** PUT /ats/companies/{id} → { data }; the whole form (fields left out are cleared). */
export const updateCompany = (id: number, input: CompanyInputValues) =>
  apiRequest<DataOf<EmployerCompany>>(getEmployerCompanyKey(id), {
    method: 'PUT',
    json: { ...input },
  });
