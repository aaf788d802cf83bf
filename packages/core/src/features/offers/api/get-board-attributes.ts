import type { AttributesByType, City } from '@jobboard/contracts';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';

export interface BoardAttributes {
  data: { attributes: AttributesByType; cities: City[] };
}

export const getBoardAttributesKey = (board: string) => `/api/jobboard/${board}/offer-attributes`;

export function useBoardAttributes() {
  const { board } = useBrand();
  return useApi<BoardAttributes>(getBoardAttributesKey(board));
}
