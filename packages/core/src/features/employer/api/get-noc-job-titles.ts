import type { NocPage } from '@jobboard/contracts';
import { useApi } from '../../../lib/use-api';

/** The search is debounced 500 ms and resets to page 1 (NOC_PAGE_SIZE titles a page). */
export const NOC_SEARCH_DEBOUNCE_MS = 500;

/** GET /noc-job-titles?page&title&lang&jobboard → { data, total }. */
export const getNocJobTitlesKey = (params: {
  title?: string;
  page?: number;
  lang: 'fr' | 'en';
  jobboard: string;
}) => {
  const query = new URLSearchParams({ lang: params.lang, jobboard: params.jobboard });
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const title = params.title?.trim();
  if (title) query.set('title', title);
  return `/api/noc-job-titles?${query.toString()}`;
};

export function useNocJobTitles(
  params: { title?: string; page?: number; lang: 'fr' | 'en'; jobboard: string } | null,
) {
  return useApi<NocPage>(params ? getNocJobTitlesKey(params) : null, {
    keepPreviousData: true,
  });
}
