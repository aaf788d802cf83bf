import type { Company, DataOf } from '@jobboard/contracts';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';

export const getCompanyKey = (board: string, id: string | number) =>
  `/api/jobboard/${board}/company/${encodeURIComponent(String(id))}`;

export function useCompany(id: string | number) {
  const { board } = useBrand();
  return useApi<DataOf<Company>>(getCompanyKey(board, id));
}
