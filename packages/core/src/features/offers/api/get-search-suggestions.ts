import type { SearchSuggestions } from '@jobboard/contracts';
import { SEARCH_SUGGESTIONS_MIN_CHARS } from '../../../config/constants';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { canPrefetch } from '../../../lib/prefetch';
import { useApi } from '../../../lib/use-api';

/** GET /api/jobboard/{board}/search-suggestions?q&lang: titles and occupations for the words typed. */
export const searchSuggestionsKey = (board: string, q: string, lang: 'fr' | 'en') =>
  `/api/jobboard/${board}/search-suggestions?${new URLSearchParams({ q, lang }).toString()}`;

/** The suggestions for `q` (null: none asked), in the page's language. */
export function useSearchSuggestions(q: string | null) {
  const { board } = useBrand();
  const lang = useLang();
  const text = q?.trim() ?? '';
  // Not on 2g or with data-saver on, the rule of prefetching: each pause in the typing would
  // cost a request the person did not ask for.
  const ask = text.length >= SEARCH_SUGGESTIONS_MIN_CHARS && canPrefetch();
  return useApi<SearchSuggestions>(ask ? searchSuggestionsKey(board, text, lang) : null, {
    // The last list stays while the next keystroke's loads (no flicker of an empty popup).
    keepPreviousData: true,
    // A missing or failing list is no error to show or retry: the field still searches.
    shouldRetryOnError: false,
    dedupingInterval: 60_000,
  });
}
