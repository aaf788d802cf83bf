import type { ComponentType } from 'react';
import type { IntlShape } from 'react-intl';
import type { Lang, RouteName } from '@jobboard/contracts/routes';
import type { BrandContextValue } from '../lib/brand';
import type { DataLoader } from '../lib/data';
import type { HeadData } from '../lib/head';

/** What a page's loader and head function know about the request. */
export interface PageContext {
  name: RouteName;
  lang: Lang;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  url: URL;
  brand: BrandContextValue;
}

export interface HeadContext extends PageContext {
  intl: IntlShape;
  peek: DataLoader['peek'];
}

/** Fields a page sets; the rest (canonical, alternates, image, site name) has defaults. */
export type PageHead = Partial<Omit<HeadData, 'title'>> & {
  /** Title without the brand suffix; omitted on the home page (the brand's SEO title). */
  title?: string;
  /** Params of the page in each language when they differ (localized slugs). */
  localizedParams?: Partial<Record<Lang, Record<string, string>>>;
  /**
   * Query parameters that make no other page (left out of the canonical and alternate URLs): what
   * the page shows is the same without them.
   */
  ignoredQuery?: string[];
};

/**
 * A screen: a thin route module under app/routes/ exporting `default definePage({...})`, named
 * by its routes' `page` in the route table (@jobboard/contracts/routes), which also says who
 * may open it.
 * The module is a lazy chunk; its API keys are loaded before it renders (SSR fallback on the
 * server, SWR cache in the browser).
 */
export interface PageDefinition {
  Component: ComponentType;
  /** API keys (paths under /api) this page renders from. */
  keys?: (ctx: PageContext) => string[];
  /** Keys that depend on what `keys` loaded (slug → id lookups, the signed-in user). */
  dependentKeys?: (ctx: PageContext, peek: DataLoader['peek']) => string[];
  /** The first key is the page's resource: its 404 (or 403) becomes the page status. */
  mainResource?: boolean;
  /** Redirect computed from params and loaded data (e.g. a legacy URL to the canonical one). */
  redirect?: (ctx: PageContext, peek: DataLoader['peek']) => string | null;
  /**
   * The status of a page shown with its content when it is not 200 (410: an offer expired long
   * ago, whose page still helps the candidate who follows an old link).
   */
  status?: (ctx: PageContext, peek: DataLoader['peek']) => number | undefined;
  head?: (ctx: HeadContext) => PageHead;
  /**
   * Runs before the page's data loads (after the route's access rules, which the router
   * enforces from the route table) and may throw a redirect or an error response.
   */
  beforeLoad?: (ctx: PageContext, rc: RouterContext) => Promise<void>;
  /**
   * What the page's first render needs besides its data (the employer catalog of its
   * language): awaited by its loader and, in the browser, before hydration, where loaders
   * do not run.
   */
  prepare?: (lang: Lang) => Promise<void>;
}

export function definePage(page: PageDefinition): PageDefinition {
  return page;
}

/** Passed to loaders: `context` on the server (per request), a singleton in the browser. */
export interface RouterContext {
  brand: BrandContextValue;
  data: DataLoader;
}
