import type { IntlShape } from 'react-intl';
import {
  LANGS,
  pathToUnsafe,
  routes,
  type Lang,
  type RouteDef,
  type RouteName,
} from '@jobboard/contracts/routes';
import { fallbackVariant } from '../lib/brand';
import type { DataLoader } from '../lib/data';
import type { HeadData } from '../lib/head';
import { getLoadedMessages, LOCALES } from '../i18n';
import { createAppIntl } from '../i18n/app-intl';
import type { PageContext, PageDefinition, PageHead } from './page';

const intls = new Map<string, IntlShape>();
export function intlFor(lang: Lang): IntlShape {
  const messages = getLoadedMessages(lang) ?? {};
  const key = `${lang}:${Object.keys(messages).length}`;
  let intl = intls.get(key);
  if (!intl) {
    intl = createAppIntl({
      locale: LOCALES[lang],
      messages,
      onError: () => undefined,
    });
    intls.set(key, intl);
  }
  return intl;
}

/**
 * The head of a page: the page's own fields over the brand's SEO defaults, the same function
 * on the server (document head) and in the browser (after a navigation).
 */
export function computeHead(
  page: PageDefinition | undefined,
  ctx: PageContext,
  peek: DataLoader['peek'],
  status = 200,
): HeadData {
  const { brand, lang, name } = ctx;
  const seo = brand.manifest.seo;
  const intl = intlFor(lang);
  // A page shown with its content: 200, or 410 (an offer expired long ago, still useful to the
  // candidate who follows an old link).
  const shown = status === 200 || status === 410;
  let own: PageHead = {};
  try {
    own = shown ? (page?.head?.({ ...ctx, intl, peek }) ?? {}) : {};
  } catch {
    // A page whose data failed to load keeps the brand's defaults rather than breaking the page.
  }
  const suffix = seo.suffix[lang].trim() ? ` ${seo.suffix[lang].trim()}` : '';
  const def: RouteDef = routes[name];
  // The order of a list is no other page: a sorted variant's canonical is the unsorted page.
  const query = new URLSearchParams(ctx.url.search);
  query.delete('sort');
  for (const key of own.ignoredQuery ?? []) query.delete(key);
  const search = query.size ? `?${query.toString()}` : '';
  const urlOf = (l: Lang) => {
    if (!shown) return brand.origin + pathToUnsafe('home', l);
    const params = own.localizedParams?.[l] ?? ctx.params;
    try {
      return brand.origin + pathToUnsafe(name, l, params) + search;
    } catch {
      // Incomplete localized params: the same params as the current page.
      return brand.origin + pathToUnsafe(name, l, ctx.params) + search;
    }
  };
  const alternates = Object.fromEntries(LANGS.map((l) => [l, urlOf(l)])) as Record<Lang, string>;
  // A page written in one language only (an offer without its other version): its address in
  // the other language shows it untranslated, so that one is its canonical and its x-default.
  const versions = shown ? own.versions?.filter((l) => LANGS.includes(l)) : undefined;
  const written = versions?.length && versions.length < LANGS.length ? versions : undefined;
  const defaultLang = brand.manifest.behaviour.defaultLanguage;
  const canonicalLang = written && !written.includes(lang) ? written[0]! : lang;
  const xDefaultLang = written && !written.includes(defaultLang) ? written[0]! : defaultLang;
  const errorTitle =
    status === 404
      ? 'errorPage.notFound.title'
      : status === 403
        ? 'errorPage.forbidden.title'
        : 'errorPage.generic.title';
  // A list's later pages name their page number: each has its own title and description.
  const pageNumber = Number(ctx.url.searchParams.get('page'));
  const paged = (text: string) =>
    Number.isInteger(pageNumber) && pageNumber > 1
      ? intl.formatMessage({ id: 'head.page' }, { text, page: pageNumber })
      : text;
  const title = !shown
    ? intl.formatMessage({ id: errorTitle }) + suffix
    : // The home page too carries the suffix: the brand name in every title.
      `${paged(own.title ?? (name === 'home' ? seo.title[lang] : brand.manifest.label[lang]))}${suffix}`;
  const og = fallbackVariant(brand.images, 'ogImage');
  return {
    title,
    description: shown ? paged(own.description || seo.description[lang]) : seo.description[lang],
    canonical: !shown ? brand.origin + ctx.url.pathname : alternates[canonicalLang],
    alternates: { ...alternates, xDefault: alternates[xDefaultLang] },
    ...(written ? { versions: written } : {}),
    lang,
    noindex: status !== 200 || def.noindex || own.noindex,
    keywords: seo.keywords[lang],
    siteName: brand.manifest.label[lang],
    image:
      own.image ??
      (og ? { url: brand.origin + og.path, width: og.width, height: og.height } : undefined),
    ogType: own.ogType ?? 'website',
    fbAppId: brand.manifest.fbAppId,
    jsonLd: status === 200 ? own.jsonLd : undefined,
  };
}

export function routeNameOf(handle: unknown): { name: RouteName; lang: Lang } | null {
  const h = handle as { name?: RouteName; lang?: Lang } | undefined;
  return h?.name && h.lang ? { name: h.name, lang: h.lang } : null;
}
