import type { CityLookup } from '@jobboard/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AdSlot } from '../../components/ui/ad-slot';
import { Container, PageTitle } from '../../components/ui/primitives';
import {
  searchAttributesKey,
  useSearchAttributes,
} from '../../features/offers/api/get-board-attributes';
import { useOffers } from '../../features/offers/api/get-offers';
import { filterLabel } from '../../features/offers/components/filter-groups';
import { SearchFilters } from '../../features/offers/components/search-filters';
import { useBrand } from '../../lib/brand';
import { useLang } from '../../lib/lang';
import { useAfterHydration } from '../../lib/saved-offers';
import { useApi } from '../../lib/use-api';
import {
  activeFilterCount,
  toggleFilter,
  type FacetName,
  type FilterName,
  type SearchFilters as Filters,
} from '../../lib/search/query';
import { definePage } from '../page';
import { catalogs } from '../../i18n';
import { pageFilters } from '../../lib/search/per-render';
import { searchHref, searchSubject, searchTitle } from '../../lib/search/resolve';
import { findJobDependentKeys, findJobHead } from './find-job-meta';
import { FindJobResults } from './find-job-results';
import { FindJobSidebar } from './find-job-sidebar';
import { cityNameKey } from '../../components/forms/city-name';
import { typedCityOf, typedCityRedirect, unmatchedCity } from '../../lib/search/typed-city';

/*
 * The find-a-job page and its category, specialization and city variants. This file puts the
 * parts together: the URL rules (lib/search, resolved once a render by pageFilters), what the
 * server loads and the page head (find-job-meta.ts), the filters beside the results
 * (find-job-sidebar.tsx) and the results (find-job-results.tsx); the search bar is
 * features/offers' SearchFilters.
 */

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

/** "No city matches …": a line above the results, which are those of every city. */
const CityNotice = styled.p`
  margin: 0 0 ${(p) => p.theme.space[4]};
  font-size: ${(p) => p.theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

/*
 * This browser's recent searches (lib/recent.ts): read from localStorage, so shown only once the
 * page has hydrated (the server's HTML never has them), and their code is loaded only then.
 */
const RecentSearches = lazy(() => import('../../features/offers/components/recent-searches'));

function FindJob() {
  const intl = useIntl();
  const lang = useLang();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const { data: attrs } = useSearchAttributes();
  const brand = useBrand();
  const {
    unknown: _unknown,
    fromPath,
    ...filters
  } = pageFilters(params, search, attrs?.data, brand.manifest);
  const { data: fresh, isLoading } = useOffers({ ...filters, facets: true, lg: lang });
  // While another filter's page loads, the last results stay (no skeleton flash). Not SWR's
  // keepPreviousData: it would prefer them to the server's answers in the fallback.
  const last = useRef(fresh);
  if (fresh) last.current = fresh;
  const data = fresh ?? last.current;
  const subject = searchSubject(params, filters.city, attrs?.data, lang);
  const typedCity = typedCityOf(search);
  const { data: named } = useApi<CityLookup>(typedCity ? cityNameKey(typedCity, lang) : null);
  const noCity = unmatchedCity(search, named);

  const hydrated = useAfterHydration();
  // A search with keywords or one city is kept among the recent ones (once its city is named).
  const cityId = filters.city?.length === 1 ? filters.city[0] : undefined;
  const cityLabel =
    cityId === undefined ? null : (filterLabel(attrs?.data, 'city', cityId, lang) ?? null);
  const words = filters.q?.trim() ?? '';
  useEffect(() => {
    if (!attrs || (!words && !cityLabel)) return;
    void import('../../lib/recent').then(
      (recent) =>
        recent.recordSearch(brand.board, {
          q: words,
          city: cityLabel ? cityId : undefined,
          cityLabel,
        }),
      () => undefined,
    );
  }, [!attrs, words, cityId, cityLabel, brand.board]); // once per search

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
  const setFilters = (change: (f: Filters) => Filters) => {
    const next = change(ticked ?? filters);
    setTicked(next);
    go(hrefOf(next));
  };

  return (
    <Container>
      <PageTitle>{searchTitle(intl, subject)}</PageTitle>
      <SearchFilters
        key={location.search + location.pathname}
        filters={filters}
        attributes={attrs?.data}
        action={location.pathname}
        hrefOf={hrefOf}
        navigate={go}
        collapsed={!!filters.q || activeFilterCount(filters) > 0}
      />
      {hydrated ? (
        <Suspense fallback={null}>
          <RecentSearches />
        </Suspense>
      ) : null}
      {noCity ? (
        <CityNotice role="status" data-testid="city-no-match">
          {intl.formatMessage({ id: 'search.cityNoMatch' }, { city: noCity })}
        </CityNotice>
      ) : null}
      <Layout>
        <FindJobSidebar
          filters={filters}
          shown={ticked ?? filters}
          facets={data?.facets}
          attributes={attrs?.data}
          action={location.pathname}
          onToggle={toggle}
          onSet={setFilters}
        />
        <FindJobResults
          data={data}
          loading={isLoading}
          filters={filters}
          attributes={attrs?.data}
          hrefOf={hrefOf}
          navigate={go}
          parentOf={parentOf}
          labelOf={labelOf}
        />
      </Layout>
      <AdSlot zone="mobile" />
    </Container>
  );
}

export default definePage({
  prepare: catalogs('search'),
  Component: FindJob,
  keys: ({ brand }) => [searchAttributesKey(brand.board)],
  mainResource: true,
  dependentKeys: findJobDependentKeys,
  redirect: typedCityRedirect,
  head: findJobHead,
});
