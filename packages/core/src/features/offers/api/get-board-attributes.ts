import type {
  AttributeType,
  AttributesByType,
  BoardAttributes,
  BoardAttributesSubset,
  City,
} from '@jobboard/contracts';
import { FACET_NAMES, type FacetName } from '../../../lib/search-query';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';

/**
 * GET /api/jobboard/{board}/offer-attributes: attributes by type (categories with "other" last,
 * specializations carrying their category as parent_id) and the cities, the short list of 10
 * first (`featured`). Reference data: the server lets it be cached for five minutes.
 */
export type { BoardAttributes };

/** Every type, or only `types` (a page that shows only those does not carry the others). */
export const getBoardAttributesKey = (board: string, types?: readonly AttributeType[]) =>
  `/api/jobboard/${board}/offer-attributes${types ? `?types=${types.join(',')}` : ''}`;

export function useBoardAttributes() {
  const { board } = useBrand();
  return useApi<BoardAttributes>(getBoardAttributesKey(board));
}

/** Only the categories (and the cities): what the home page lists. */
export const CATEGORIES_ONLY = ['category'] as const satisfies readonly AttributeType[];
export function useBoardCategories() {
  const { board } = useBrand();
  return useApi<BoardAttributesSubset>(getBoardAttributesKey(board, CATEGORIES_ONLY));
}

/**
 * What the search page uses: the attributes of the search's filter families (the
 * facets) and the cities, not the skills, certifications and education that only the offer form
 * and the profile list.
 */
export interface SearchAttributes {
  data: { attributes: Pick<AttributesByType, FacetName>; cities: City[] };
}
export const searchAttributesKey = (board: string) => getBoardAttributesKey(board, FACET_NAMES);
export function useSearchAttributes() {
  const { board } = useBrand();
  return useApi<SearchAttributes>(searchAttributesKey(board));
}
