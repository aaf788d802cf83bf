import type { CityRadius, OfferSearchPage } from '@jobboard/contracts';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Pagination } from '../../components/ui/pagination';
import { AlertBox } from '../../features/alerts/components/alert-box';
import type { SearchAttributes } from '../../features/offers/api/get-board-attributes';
import { ActiveFilters, type FilterChip } from '../../features/offers/components/active-filters';
import type { EmptySuggestion } from '../../features/offers/components/empty-results';
import { FilterSheet } from '../../features/offers/components/filter-sheet';
import { OfferList } from '../../features/offers/components/offer-list';
import { SortControl } from '../../features/offers/components/sort-control';
import { lazyComponent } from '../../lib/lazy-component';
import {
  activeFilterCount,
  effectiveSort,
  FILTER_NAMES,
  filtersQueryString,
  toggleFilter,
  setPosted,
  toggleRemote,
  withoutFilters,
  type FilterName,
  type SearchFilters as Filters,
} from '../../lib/search/query';
import { bestRelaxation, radiusRelaxation } from '../../lib/search/resolve';

// Only an empty search, or one whose keywords the server corrects, shows them: not in the
// page's first load.
const EmptyResults = lazyComponent(() =>
  import('../../features/offers/components/empty-results').then((m) => ({
    default: m.EmptyResults,
  })),
);
const SpellingNotice = lazyComponent(() =>
  import('../../features/offers/components/empty-results').then((m) => ({
    default: m.SpellingNotice,
  })),
);

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
  margin-bottom: ${(p) => p.theme.space[3]};
  .tools {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
  }
`;

/**
 * The count heads the results: h1 → h2 → the cards' h3, so a screen reader's outline has no
 * gap (Lighthouse's heading-order).
 */
const ResultsHeading = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.xl};
`;

const withoutPage = (f: Filters): Filters => ({ ...f, page: undefined, sort: undefined });

/**
 * The results column: the count, the phone's filter sheet and the order, the active filters
 * as removable chips, the spelling correction, the job alert box, then the cards (or the help
 * of an empty result) and the pages.
 */
export function FindJobResults({
  data,
  loading,
  filters,
  attributes,
  hrefOf,
  navigate,
  parentOf,
  labelOf,
}: {
  data: OfferSearchPage | undefined;
  loading: boolean;
  filters: Filters;
  attributes: SearchAttributes['data'] | undefined;
  hrefOf: (next: Filters) => string;
  navigate: (href: string) => void;
  parentOf: (id: number) => number | null | undefined;
  labelOf: (name: FilterName, id: number) => string;
}) {
  const intl = useIntl();

  const chips: FilterChip[] = [];
  if (filters.q)
    chips.push({
      key: 'q',
      label: intl.formatMessage({ id: 'search.keywordChip' }, { q: filters.q }),
      href: hrefOf({ ...filters, q: undefined, page: undefined }),
    });
  for (const name of FILTER_NAMES) {
    for (const id of filters[name] ?? [])
      chips.push({
        key: `${name}-${id}`,
        label: labelOf(name, id),
        href: hrefOf(toggleFilter(filters, name, id, parentOf)),
      });
    // After its cities (removing the last city removes it too: toggleFilter).
    if (name === 'city' && filters.radius && filters.city?.length)
      chips.push({
        key: 'radius',
        label: intl.formatMessage({ id: 'search.radiusChip' }, { km: filters.radius }),
        href: hrefOf({ ...filters, radius: undefined, page: undefined }),
      });
  }
  if (filters.remote)
    chips.push({
      key: 'remote',
      label: intl.formatMessage({ id: 'offer.remote' }),
      href: hrefOf(toggleRemote(filters)),
    });
  if (filters.posted)
    chips.push({
      key: 'posted',
      label: intl.formatMessage({ id: 'search.posted.within' }, { days: filters.posted }),
      href: hrefOf(setPosted(filters, undefined)),
    });
  const resetHref = activeFilterCount(filters) ? hrefOf(withoutFilters(filters)) : null;

  const relaxation = data && data.meta.total === 0 ? bestRelaxation(data.relaxations) : undefined;
  const suggestion: EmptySuggestion | null = relaxation
    ? relaxation.filter === 'q'
      ? {
          kind: 'keywords',
          label: filters.q ?? '',
          count: relaxation.total,
          href: hrefOf({ ...filters, q: undefined, page: undefined }),
        }
      : relaxation.filter === 'remote'
        ? {
            kind: 'filter',
            label: intl.formatMessage({ id: 'offer.remote' }),
            count: relaxation.total,
            href: hrefOf(toggleRemote(filters)),
          }
        : relaxation.filter === 'posted'
          ? {
              kind: 'filter',
              label: intl.formatMessage({ id: 'search.posted.within' }, { days: filters.posted }),
              count: relaxation.total,
              href: hrefOf(setPosted(filters, undefined)),
            }
          : {
              kind: 'filter',
              label: labelOf(relaxation.filter, relaxation.id!),
              count: relaxation.total,
              href: hrefOf(toggleFilter(filters, relaxation.filter, relaxation.id!, parentOf)),
            }
    : null;

  // A city searched closer than the suggested radius: that radius, first (it keeps every filter).
  const around = data && data.meta.total === 0 ? radiusRelaxation(data.relaxations) : undefined;
  const suggestions: EmptySuggestion[] = [
    ...(around
      ? [
          {
            kind: 'radius' as const,
            label: String(around.id),
            count: around.total,
            href: hrefOf({ ...filters, radius: around.id as CityRadius, page: undefined }),
          },
        ]
      : []),
    ...(suggestion ? [suggestion] : []),
  ];

  const spelling = filters.q ? data?.spelling : undefined;
  // In the empty-results help the correction is a link (nothing was shown in its stead).
  const spellingNotice = (inBox: boolean) =>
    spelling ? (
      <Suspense fallback={null}>
        <SpellingNotice
          spelling={inBox ? { ...spelling, applied: false } : spelling}
          original={filters.q!}
          href={hrefOf({ ...filters, q: spelling.q, page: undefined })}
          inBox={inBox}
        />
      </Suspense>
    ) : null;

  const pageHref = (page: number) => hrefOf({ ...filters, page: page > 1 ? page : undefined });
  return (
    <section aria-labelledby="results-count">
      <Toolbar>
        <ResultsHeading id="results-count" data-testid="results-count" aria-live="polite">
          {data
            ? intl.formatMessage(
                { id: data.meta.total_capped ? 'search.resultsCapped' : 'search.results' },
                { count: data.meta.total },
              )
            : intl.formatMessage({ id: 'common.loading' })}
        </ResultsHeading>
        <div className="tools">
          <FilterSheet
            filters={filters}
            attributes={attributes}
            hrefOf={hrefOf}
            navigate={navigate}
            parentOf={parentOf}
          />
          <SortControl
            current={effectiveSort(filters)}
            hrefFor={(sort) => hrefOf({ ...filters, sort, page: undefined })}
          />
        </div>
      </Toolbar>
      <ActiveFilters chips={chips} resetHref={resetHref} />
      {data && data.data.length > 0 ? spellingNotice(false) : null}
      {/* Saves this search (its filters, not its page or order) as a job alert. */}
      <AlertBox key={filtersQueryString(withoutPage(filters))} filters={filters} />
      {data && data.data.length === 0 && data.meta.total === 0 ? (
        <Suspense fallback={null}>
          <EmptyResults suggestions={suggestions} resetHref={resetHref}>
            {spellingNotice(true)}
          </EmptyResults>
        </Suspense>
      ) : (
        <OfferList offers={data?.data} loading={loading} min="300px" />
      )}
      {data ? (
        <Pagination
          current={data.meta.current_page}
          last={data.meta.last_page}
          hrefFor={pageHref}
        />
      ) : null}
    </section>
  );
}
