import type { Attribute, OfferRelaxation } from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { data as routeData, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AdSlot } from '../../components/ui/ad-slot';
import { AlertBox } from '../../features/alerts/components/alert-box';
import { Pagination } from '../../components/ui/pagination';
import { Button, Container, PageTitle } from '../../components/ui/primitives';
import { pathTo, type Lang } from '../../config/routes';
import {
  type BoardAttributes,
  getBoardAttributesKey,
  useBoardAttributes,
} from '../../features/offers/api/get-board-attributes';
import { getOffersKey, useOffers } from '../../features/offers/api/get-offers';
import {
  activeFilterCount,
  effectiveSort,
  FILTER_NAMES,
  filtersQueryString,
  filtersToQuery,
  parseFilters,
  toggleFilter,
  toggleRemote,
  withoutFilters,
  type FacetName,
  type FilterName,
  type SearchFilters as Filters,
} from '../../lib/search-query';
import { ActiveFilters, type FilterChip } from '../../features/offers/components/active-filters';
import type { EmptySuggestion } from '../../features/offers/components/empty-results';
import { FilterGroups, filterLabel } from '../../features/offers/components/filter-groups';
import { FilterSheet } from '../../features/offers/components/filter-sheet';
import { OfferList } from '../../features/offers/components/offer-list';
import { SearchFilters } from '../../features/offers/components/search-filters';
import { SortControl } from '../../features/offers/components/sort-control';
import { useBrand } from '../../lib/brand';
import { useLang } from '../../lib/lang';
import { lazyComponent } from '../../lib/lazy-component';
import { attrLabel, findBySlug } from '../../lib/localize';
import { definePage, type PageContext } from '../page';

type Attrs = BoardAttributes['data'] | undefined;

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

export interface ResolvedFilters extends Filters {
  /** A slug of the path, or an id of the query, that the board does not know: a 404. */
  unknown?: boolean;
  /** The filters the path itself sets (/job/{category}/…, the board's own job page). */
  fromPath: Partial<Record<FilterName, number[]>>;
}

/** Filters of the URL query plus those of the path (/job/{category}/{specialization}/{city}). */
export function resolveFilters(
  params: Record<string, string | undefined>,
  search: URLSearchParams,
  attrs: Attrs,
  manifest?: Pick<BrandManifest, 'jobPageSlugs' | 'categoryIds'>,
): ResolvedFilters {
  const filters = parseFilters(search);
  const fromPath: ResolvedFilters['fromPath'] = {};
  let unknown = false;
  // Category and specialization ids of the query must be the board's: ?category=9999 is no page.
  if (attrs) {
    const known = (list: Array<{ id: number }>, ids: number[] | undefined) =>
      !ids || ids.every((id) => list.some((a) => a.id === id));
    if (
      !known(attrs.attributes.category, filters.category) ||
      !known(attrs.attributes.specialization, filters.specialization)
    )
      unknown = true;
  }
  // The board's own job page (footer "jobs" link): its categories, or every offer.
  const boardPage =
    !!params.category &&
    !!manifest &&
    Object.values(manifest.jobPageSlugs).includes(params.category);
  let category: Attribute | undefined;
  if (boardPage) {
    if (manifest.categoryIds.length && !filters.category)
      filters.category = fromPath.category = [...manifest.categoryIds].sort((a, b) => a - b);
  } else if (params.category) {
    category = findBySlug(attrs?.attributes.category, params.category);
    if (category) filters.category = fromPath.category = [category.id];
    else if (attrs) unknown = true;
  }
  if (params.specialization) {
    // Only a specialization of the path's category: /job/it/chef is no page.
    const s = findBySlug(
      attrs?.attributes.specialization.filter((x) => !category || x.parent_id === category.id),
      params.specialization,
    );
    if (s) filters.specialization = fromPath.specialization = [s.id];
    else if (attrs) unknown = true;
  }
  if (params.city) {
    const city = attrs?.cities.find((c) => c.slug === params.city);
    if (city) filters.city = fromPath.city = [city.id];
    else if (attrs) unknown = true;
  }
  return { ...filters, unknown, fromPath };
}

function describe(params: Record<string, string | undefined>, attrs: Attrs, lang: Lang) {
  const c = findBySlug(attrs?.attributes.category, params.category);
  const s = findBySlug(attrs?.attributes.specialization, params.specialization);
  const city = attrs?.cities.find((x) => x.slug === params.city);
  return {
    c,
    s,
    city,
    label: [c, s]
      .filter(Boolean)
      .map((a) => attrLabel(a!, lang))
      .join(' · '),
  };
}

const same = (a: number[] | undefined, b: number[] | undefined) =>
  (a ?? []).join(',') === (b ?? []).join(',');

/**
 * The URL of a search: the current path while the filters it sets are unchanged (its other
 * filters in the query), else the find-a-job page with every filter in the query.
 */
export function searchHref(
  next: Filters,
  fromPath: ResolvedFilters['fromPath'],
  pathname: string,
  lang: Lang,
): string {
  const pathNames = Object.keys(fromPath) as FilterName[];
  if (pathNames.length && pathNames.every((name) => same(next[name], fromPath[name]))) {
    const rest: Filters = { ...next };
    for (const name of pathNames) rest[name] = undefined;
    return pathname + filtersQueryString(rest);
  }
  return pathTo('findJob', lang, {}, filtersToQuery(next));
}

/** Most specific first: on equal totals, the suggestion drops the narrower filter. */
const SPECIFICITY = ['specialization', 'experience', 'schedule', 'remote', 'city', 'category', 'q'];

/** The removal that gives the most offers back, from the server's relaxations. */
export function bestRelaxation(relaxations: OfferRelaxation[] | undefined) {
  const useful = (relaxations ?? []).filter((r) => r.total > 0);
  useful.sort(
    (a, b) => b.total - a.total || SPECIFICITY.indexOf(a.filter) - SPECIFICITY.indexOf(b.filter),
  );
  return useful[0];
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space[5]};
  ${(p) => p.theme.media.md} {
    grid-template-columns: 240px minmax(0, 1fr);
  }
  ${(p) => p.theme.media.lg} {
    grid-template-columns: 280px minmax(0, 1fr);
  }
`;

const Sidebar = styled.aside`
  display: none;
  ${(p) => p.theme.media.md} {
    display: block;
    align-self: start;
    position: sticky;
    top: ${(p) => p.theme.space[4]};
    max-height: calc(100vh - 2rem);
    overflow-y: auto;
    padding: ${(p) => p.theme.space[4]};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.components.card.radius};
  }
  h2 {
    margin: 0 0 ${(p) => p.theme.space[3]};
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
  .apply {
    margin-top: ${(p) => p.theme.space[4]};
  }
  /* Before hydration the boxes are a plain GET form with this button; after it a tick
     navigates. CSS, not a prop, so the hydrated DOM stays the server's. */
  html[data-hydrated='true'] & .apply {
    display: none;
  }
`;

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

function FindJob() {
  const intl = useIntl();
  const lang = useLang();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const { data: attrs } = useBoardAttributes();
  const brand = useBrand();
  const {
    unknown: _unknown,
    fromPath,
    ...filters
  } = resolveFilters(params, search, attrs?.data, brand.manifest);
  const { data: fresh, isLoading } = useOffers({ ...filters, facets: true, lg: lang });
  // While another filter's page loads, the last results stay (no skeleton flash). Not SWR's
  // keepPreviousData: it would prefer them to the server's answers in the fallback.
  const last = useRef(fresh);
  if (fresh) last.current = fresh;
  const data = fresh ?? last.current;
  const { label, city } = describe(params, attrs?.data, lang);

  const hrefOf = (next: Filters) => searchHref(next, fromPath, location.pathname, lang);
  // Filters and sort keep focus where the person is (root's heading focus is for new pages).
  const go = (href: string) =>
    navigate(href, { preventScrollReset: true, state: { keepFocus: true } });
  const parentOf = (id: number) =>
    attrs?.data.attributes.specialization.find((s) => s.id === id)?.parent_id;
  const labelOf = (name: FilterName, id: number) =>
    filterLabel(attrs?.data, name, id, lang) ?? String(id);
  // A ticked box shows ticked at once, while the page of its URL loads.
  const [ticked, setTicked] = useState<Filters | null>(null);
  useEffect(() => setTicked(null), [location.key]);
  const toggle = (name: FacetName, id: number) => {
    const next = toggleFilter(ticked ?? filters, name, id, parentOf);
    setTicked(next);
    go(hrefOf(next));
  };
  const toggleRemoteWork = () => {
    const next = toggleRemote(ticked ?? filters);
    setTicked(next);
    go(hrefOf(next));
  };

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
        : {
            kind: 'filter',
            label: labelOf(relaxation.filter, relaxation.id!),
            count: relaxation.total,
            href: hrefOf(toggleFilter(filters, relaxation.filter, relaxation.id!, parentOf)),
          }
    : null;

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
    <Container>
      <PageTitle>
        {label
          ? city
            ? intl.formatMessage(
                { id: 'search.titleCategoryCity' },
                { category: label, city: city.label },
              )
            : intl.formatMessage({ id: 'search.titleCategory' }, { category: label })
          : intl.formatMessage({ id: 'search.title' })}
      </PageTitle>
      <SearchFilters
        key={location.search + location.pathname}
        filters={filters}
        attributes={attrs?.data}
        action={location.pathname}
        hrefOf={hrefOf}
        navigate={go}
      />
      <Layout>
        <Sidebar aria-labelledby="filters-title" data-testid="filters-sidebar">
          <h2 id="filters-title">{intl.formatMessage({ id: 'search.filters' })}</h2>
          <form method="get" action={location.pathname} onSubmit={(e) => e.preventDefault()}>
            {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
            {filters.city?.length ? (
              <input type="hidden" name="city" value={filters.city.join(',')} />
            ) : null}
            {filters.radius ? <input type="hidden" name="radius" value={filters.radius} /> : null}
            {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
            <FilterGroups
              filters={ticked ?? filters}
              facets={data?.facets}
              attributes={attrs?.data}
              idPrefix="sidebar"
              onToggle={toggle}
              onRemote={toggleRemoteWork}
            />
            <Button type="submit" className="apply" $block>
              {intl.formatMessage({ id: 'search.filtersApply' })}
            </Button>
          </form>
        </Sidebar>
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
                attributes={attrs?.data}
                hrefOf={hrefOf}
                navigate={go}
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
              <EmptyResults suggestion={suggestion} resetHref={resetHref}>
                {spellingNotice(true)}
              </EmptyResults>
            </Suspense>
          ) : (
            <OfferList offers={data?.data} loading={isLoading} min="300px" />
          )}
          {data ? (
            <Pagination
              current={data.meta.current_page}
              last={data.meta.last_page}
              hrefFor={pageHref}
            />
          ) : null}
        </section>
      </Layout>
      <AdSlot zone="mobile" />
    </Container>
  );
}

const withoutPage = (f: Filters): Filters => ({ ...f, page: undefined, sort: undefined });

const attrsOf = (ctx: PageContext, peek: <T>(k: string) => T | undefined) =>
  peek<BoardAttributes>(getBoardAttributesKey(ctx.brand.board))?.data;

export default definePage({
  Component: FindJob,
  keys: ({ brand }) => [getBoardAttributesKey(brand.board)],
  mainResource: true,
  dependentKeys: (ctx, peek) => {
    const {
      unknown,
      fromPath: _fromPath,
      ...filters
    } = resolveFilters(ctx.params, ctx.search, attrsOf(ctx, peek), ctx.brand.manifest);
    // /job/{category}/{specialization}/{city} naming one that does not exist, or a category or
    // specialization id of the query that the board does not have, is a page that does not
    // exist: a 404, not an empty 200 list that search engines would index.
    if (unknown) throw routeData(null, { status: 404 });
    return [getOffersKey(ctx.brand.board, { ...filters, facets: true, lg: ctx.lang })];
  },
  head: (ctx) => {
    const attrs = attrsOf(ctx, ctx.peek);
    const { c, s, city, label } = describe(ctx.params, attrs, ctx.lang);
    const localized = (l: Lang) => {
      const p: Record<string, string> = {};
      if (c) p.category = c.slug[l];
      else if (ctx.params.category) p.category = ctx.params.category;
      if (s) p.specialization = s.slug[l];
      else if (ctx.params.specialization) p.specialization = ctx.params.specialization;
      if (ctx.params.city) p.city = ctx.params.city;
      return p;
    };
    // The city of the path, or the one city of the query (?city=): a variant of the page for
    // that city names it in its title and description.
    const cityIds = resolveFilters(ctx.params, ctx.search, attrs, ctx.brand.manifest).city;
    const place =
      city ?? (cityIds?.length === 1 ? attrs?.cities.find((x) => x.id === cityIds[0]) : undefined);
    const title = label
      ? place
        ? ctx.intl.formatMessage(
            { id: 'search.titleCategoryCity' },
            { category: label, city: place.label },
          )
        : ctx.intl.formatMessage({ id: 'search.titleCategory' }, { category: label })
      : place
        ? ctx.intl.formatMessage({ id: 'search.titleCity' }, { city: place.label })
        : ctx.intl.formatMessage({ id: 'search.title' });
    const described = {
      label: ctx.brand.manifest.label[ctx.lang],
      category: label || ctx.brand.manifest.category[ctx.lang],
    };
    return {
      title,
      description: place
        ? ctx.intl.formatMessage(
            { id: 'search.descriptionCity' },
            { ...described, city: place.label },
          )
        : ctx.intl.formatMessage({ id: 'search.description' }, described),
      localizedParams: { fr: localized('fr'), en: localized('en') },
    };
  },
});
