import type { CompanyListParams, EmployerCompany, PageMeta } from '@jobboard/contracts';
import { listQuery } from './list-params';

export interface EmployerCompaniesPage {
  data: EmployerCompany[];
  meta: PageMeta;
}

/** GET /ats/companies?j=…&page=… (default sort: created_at desc). */
export const getEmployerCompaniesKey = (params?: CompanyListParams, page = 1) =>
  `/api/ats/companies${listQuery(params, page)}`;
