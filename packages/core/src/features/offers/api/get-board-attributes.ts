import type { BoardAttributes } from '@jobboard/contracts';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';

/**
 * GET /api/jobboard/{board}/offer-attributes: attributes by type (categories with "other" last,
 * specializations carrying their category as parent_id) and the cities, the short list of 10
 * first (`featured`). Reference data: the server lets it be cached for five minutes.
 */
export type { BoardAttributes };

export const getBoardAttributesKey = (board: string) => `/api/jobboard/${board}/offer-attributes`;

export function useBoardAttributes() {
  const { board } = useBrand();
  return useApi<BoardAttributes>(getBoardAttributesKey(board));
}
