import type { NocJobTitle } from '@jobboard/contracts';
import { useApi } from '../../../lib/use-api';

/** NOC titles come 10 a page; the search is debounced 500 ms and resets to page 1. */
export const NOC_PAGE_SIZE = 10;
export const NOC_SEARCH_DEBOUNCE_MS = 500;

export interface NocJobTitlesPage {
  data: NocJobTitle[];
  total: number;
}

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
  return useApi<NocJobTitlesPage>(params ? getNocJobTitlesKey(params) : null, {
    keepPreviousData: true,
  });
}
