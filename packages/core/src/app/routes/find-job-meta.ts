import { data as routeData } from 'react-router-dom';
import type { Lang } from '@jobboard/contracts/routes';
import {
  type SearchAttributes,
  searchAttributesKey,
} from '../../features/offers/api/get-board-attributes';
import { getOffersKey } from '../../features/offers/api/get-offers';
import type { DataLoader } from '../../lib/data';
import { CITY_NAME_PARAM } from '../../lib/search/city-param';
import { pageFilters } from '../../lib/search/per-render';
import { searchSubject, searchTitle } from '../../lib/search/resolve';
import { cityFieldKeys } from '../../lib/search/typed-city';
import type { HeadContext, PageContext, PageHead } from '../page';

/*
 * What the server needs of the find-a-job page before rendering it: the data it loads once
 * the board's attributes are known (or its 404), and its title, description and alternates.
 * The URL's rules are lib/search's; pageFilters resolves the URL once for the loader, the head
 * and the component.
 */

const attrsOf = (ctx: PageContext, peek: DataLoader['peek']) =>
  peek<SearchAttributes>(searchAttributesKey(ctx.brand.board))?.data;

export function findJobDependentKeys(ctx: PageContext, peek: DataLoader['peek']): string[] {
  const {
    unknown,
    fromPath: _fromPath,
    ...filters
  } = pageFilters(ctx.params, ctx.search, attrsOf(ctx, peek), ctx.brand.manifest);
  // /job/{category}/{specialization}/{city} naming one that does not exist, or a category or
  // specialization id of the query that the board does not have, is a page that does not
  // exist: a 404, not an empty 200 list that search engines would index.
  if (unknown) throw routeData(null, { status: 404 });
  return [
    getOffersKey(ctx.brand.board, { ...filters, facets: true, lg: ctx.lang }),
    ...cityFieldKeys(ctx),
  ];
}

export function findJobHead(ctx: HeadContext): PageHead {
  const attrs = attrsOf(ctx, ctx.peek);
  const cityIds = pageFilters(ctx.params, ctx.search, attrs, ctx.brand.manifest).city;
  // The city of the path, or the one city of the query (?city=): a variant of the page for
  // that city names it in its title and description.
  const subject = searchSubject(ctx.params, cityIds, attrs, ctx.lang);
  const { c, s, label, place } = subject;
  const localized = (l: Lang) => {
    const p: Record<string, string> = {};
    if (c) p.category = c.slug[l];
    else if (ctx.params.category) p.category = ctx.params.category;
    if (s) p.specialization = s.slug[l];
    else if (ctx.params.specialization) p.specialization = ctx.params.specialization;
    if (ctx.params.city) p.city = ctx.params.city;
    return p;
  };
  const title = searchTitle(ctx.intl, subject);
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
    // A typed city that names no municipality is the search of every city (the page says so).
    ignoredQuery: [CITY_NAME_PARAM],
  };
}
