import type { Attribute } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';

export const getSpecializationsKey = (board: string) =>
  `/api/jobboard/${board}/user/specializations`;

export function useSpecializations() {
  const { board } = useBrand();
  return useApi<{ data: Attribute[] }>(getSpecializationsKey(board));
}

export const saveSpecializations = (board: string, ids: number[]) =>
  apiRequest<{ data: Attribute[] }>(getSpecializationsKey(board), {
    json: { specialization_ids: ids },
  });
