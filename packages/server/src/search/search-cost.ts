/**
 * What a search will cost, read from its query before it runs (the search budget charges it
 * then): 1 for the list itself, plus its keywords past the third (each adds to the text query,
 * the thesaurus and the spelling step), each filter family, the facet counts a page asks, and
 * pages deep in a ranked list. Whole units, so the budget counts in integers.
 */
export interface SearchCostInput {
  /** The query's parameters as the URL gives them (repeated names: the first). */
  get(name: string): string | null;
}

const FILTERS = [
  'category',
  'specialization',
  'city',
  'radius',
  'schedule',
  'experience',
  'company',
  'pay',
  'remote',
] as const;

/** Keywords that cost nothing more than the list: a search of one to three words. */
const FREE_WORDS = 3;
/** The most a search's words add (SEARCH_QUERY_MAX characters bound them anyway). */
const WORDS_MAX = 60;

export function searchCost(query: SearchCostInput, options: { facets: boolean }): number {
  let cost = 1;
  const words = query.get('q')?.trim().split(/\s+/).filter(Boolean).length ?? 0;
  cost += Math.min(Math.max(0, words - FREE_WORDS), WORDS_MAX);
  for (const name of FILTERS) if (query.get(name)) cost += 1;
  if (query.get('pay_min') || query.get('pay_filter')) cost += 1;
  if (options.facets) cost += 2;
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page > 1) cost += Math.min(Math.floor(page / 5), 20);
  return cost;
}

/** The query names of a search: a page URL that has any of them is a search page. */
export const SEARCH_PARAMS: ReadonlySet<string> = new Set([
  'q',
  ...FILTERS,
  'pay_min',
  'pay_unit',
  'pay_filter',
  'sort',
  'page',
]);
