import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { data as routeData, useLocation, useParams } from 'react-router-dom';
import { AdSlot } from '../../components/ui/ad-slot';
import { Pagination } from '../../components/ui/pagination';
import { Container, Muted, PageTitle } from '../../components/ui/primitives';
import {
  type BoardAttributes,
  getBoardAttributesKey,
  useBoardAttributes,
} from '../../features/offers/api/get-board-attributes';
import { getOffersKey, useOffers } from '../../features/offers/api/get-offers';
import {
  parseFilters,
  type SearchFilters as Filters,
} from '../../features/offers/api/search-query';
import { OfferList } from '../../features/offers/components/offer-list';
import { SearchFilters } from '../../features/offers/components/search-filters';
import type { BrandManifest } from '@jobboard/manifest';
import type { Lang } from '../../config/routes';
import { useBrand } from '../../lib/brand';
import { queryString } from '../../config/routes';
import { attrLabel, findBySlug } from '../../lib/localize';
import { useLang } from '../../lib/lang';
import { definePage, type PageContext } from '../page';

type Attrs = BoardAttributes['data'] | undefined;

/** Filters of the URL query plus those of the path (/job/{category}/{specialization}/{city}). */
export function resolveFilters(
  params: Record<string, string | undefined>,
  search: URLSearchParams,
  attrs: Attrs,
  manifest?: Pick<BrandManifest, 'jobPageSlugs' | 'categoryIds'>,
): Filters & { unknown?: boolean } {
  const filters = parseFilters(search);
  let unknown = false;
  // The board's own job page (footer "jobs" link): its categories, or every offer.
  const boardPage =
    !!params.category &&
    !!manifest &&
    Object.values(manifest.jobPageSlugs).includes(params.category);
  if (boardPage) {
    if (manifest.categoryIds.length && !filters.category)
      filters.category = [...manifest.categoryIds].sort((a, b) => a - b);
  } else if (params.category) {
    const c = findBySlug(attrs?.attributes.category, params.category);
    if (c) filters.category = [c.id];
    else if (attrs) unknown = true;
  }
  if (params.specialization) {
    const s = findBySlug(attrs?.attributes.specialization, params.specialization);
    if (s) filters.specialization = [s.id];
    else if (attrs) unknown = true;
  }
  if (params.city) {
    const city = attrs?.cities.find((c) => c.slug === params.city);
    if (city) filters.city = [city.id];
    else if (attrs) unknown = true;
  }
  return { ...filters, unknown };
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

function FindJob() {
  const intl = useIntl();
  const lang = useLang();
  const params = useParams();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const { data: attrs } = useBoardAttributes();
  const { unknown: _unknown, ...filters } = resolveFilters(
    params,
    search,
    attrs?.data,
    useBrand().manifest,
  );
  const { data, isLoading } = useOffers(filters);
  const { label, city } = describe(params, attrs?.data, lang);
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(location.search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return location.pathname + queryString(next);
  };
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
      />
      {data ? (
        <ResultsHeading data-testid="results-count">
          <Muted>{intl.formatMessage({ id: 'search.results' }, { count: data.meta.total })}</Muted>
        </ResultsHeading>
      ) : null}
      <OfferList offers={data?.data} loading={isLoading} />
      {data ? (
        <Pagination current={data.meta.current_page} last={data.meta.last_page} hrefFor={hrefFor} />
      ) : null}
      <AdSlot zone="mobile" />
    </Container>
  );
}

/**
 * The count heads the results: h1 → h2 → the cards' h3, so a screen reader's outline has no
 * gap (Lighthouse's heading-order). It keeps the look of the count line it was.
 */
const ResultsHeading = styled.h2`
  font: inherit;
  text-transform: none;
  letter-spacing: normal;
  margin: 1em 0;
`;

const attrsOf = (ctx: PageContext, peek: <T>(k: string) => T | undefined) =>
  peek<BoardAttributes>(getBoardAttributesKey(ctx.brand.board))?.data;

export default definePage({
  Component: FindJob,
  keys: ({ brand }) => [getBoardAttributesKey(brand.board)],
  mainResource: true,
  dependentKeys: (ctx, peek) => {
    const { unknown, ...filters } = resolveFilters(
      ctx.params,
      ctx.search,
      attrsOf(ctx, peek),
      ctx.brand.manifest,
    );
    // /job/{category}/{specialization}/{city} naming one that does not exist is a page that does
    // not exist: a 404, not an empty 200 list that search engines would index.
    if (unknown) throw routeData(null, { status: 404 });
    return [getOffersKey(ctx.brand.board, filters)];
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
    const title = label
      ? city
        ? ctx.intl.formatMessage(
            { id: 'search.titleCategoryCity' },
            { category: label, city: city.label },
          )
        : ctx.intl.formatMessage({ id: 'search.titleCategory' }, { category: label })
      : ctx.intl.formatMessage({ id: 'search.title' });
    return {
      title,
      description: ctx.intl.formatMessage(
        { id: 'search.description' },
        {
          label: ctx.brand.manifest.label[ctx.lang],
          category: label || ctx.brand.manifest.category[ctx.lang],
        },
      ),
      localizedParams: { fr: localized('fr'), en: localized('en') },
    };
  },
});
