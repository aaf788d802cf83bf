import type { Attribute, DataOf } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';

export const getSpecializationsKey = (board: string) =>
  `/api/jobboard/${board}/user/specializations`;

export function useSpecializations() {
  const { board } = useBrand();
  return useApi<DataOf<Attribute[]>>(getSpecializationsKey(board));
}

export const saveSpecializations = (board: string, ids: number[]) =>
  apiRequest<DataOf<Attribute[]>>(getSpecializationsKey(board), {
    json: { specialization_ids: ids },
  });
