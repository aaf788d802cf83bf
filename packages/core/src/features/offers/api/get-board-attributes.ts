import type {
  AttributeType,
  BoardAttributes,
  BoardAttributesSubset,
  DataOf,
} from '@jobboard/contracts';
import { FACET_NAMES } from '../../../lib/search/query';
import type { SearchAttributesData } from '../../../lib/search/resolve';
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
/**
 * What the home page lists: the categories (and the cities), and for a board of one category
 * (its manifest's categoryIds) that category's specializations too, which it browses by instead.
 */
export const homeAttributeTypes = (categoryIds: readonly number[]) =>
  categoryIds.length === 1 ? CATEGORIES_AND_SPECIALIZATIONS : CATEGORIES_ONLY;
const CATEGORIES_AND_SPECIALIZATIONS = [
  'category',
  'specialization',
] as const satisfies readonly AttributeType[];

export function useBoardCategories() {
  const { board, manifest } = useBrand();
  return useApi<BoardAttributesSubset>(
    getBoardAttributesKey(board, homeAttributeTypes(manifest.categoryIds)),
  );
}

/**
 * What the search page uses: the attributes of the search's filter families (the
 * facets) and the cities, not the skills, certifications and education that only the offer form
 * and the profile list.
 */
export type SearchAttributes = DataOf<SearchAttributesData>;
export const searchAttributesKey = (board: string) => getBoardAttributesKey(board, FACET_NAMES);
export function useSearchAttributes() {
  const { board } = useBrand();
  return useApi<SearchAttributes>(searchAttributesKey(board));
}
