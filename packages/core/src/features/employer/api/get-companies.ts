import type { CompanyListParams } from '@jobboard/contracts';
import { listQuery } from './list-params';

/** GET /ats/companies?j=…&page=… (default sort: created_at desc). */
export const getEmployerCompaniesKey = (params?: CompanyListParams, page = 1) =>
  `/api/ats/companies${listQuery(params, page)}`;
