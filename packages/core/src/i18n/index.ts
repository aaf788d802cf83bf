import { OFFER_TIME_ZONE } from '@jobboard/contracts/constants';
import type { Lang } from '@jobboard/contracts/routes';

export type Messages = Record<string, string>;

/** ICU locales of the two languages (fr-CA formats numbers with U+00A0: `1 234,56 $`). */
export const LOCALES: Record<Lang, string> = { fr: 'fr-CA', en: 'en-CA' };

/**
 * The time zone dates are shown in: Quebec's, the one offers are dated in, on the server (which
 * runs in UTC) and in every browser. An offer posted at 22:00 in Montréal shows the same day on
 * both sides of hydration, and the day its employer saw, wherever the visitor is.
 *
 * Each date or time format names it (lib/dates.ts). It is not given to createIntl: an intl with a
 * time zone merges its date formats again on every formatMessage call and keys its message cache
 * by them, which made a page's messages cost three times as much to format.
 */
export const TIME_ZONE = OFFER_TIME_ZONE;

const loaded: Partial<Record<Lang, Messages>> = {};
const loaders: Record<Lang, () => Promise<{ default: Messages }>> = {
  fr: () => import('./fr-CA.json'),
  en: () => import('./en-CA.json'),
};

/** Each catalog is its own chunk: a page downloads only its language. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  const known = loaded[lang];
  if (known) return known;
  const messages = (await loaders[lang]()).default;
  // Two calls can wait on the import at once, and a page's catalog may join in between: the
  // later call must not put back the language's messages without it.
  loaded[lang] ??= messages;
  return loaded[lang];
}

/**
 * Catalogs of their own, each with one chunk per language, for the messages only some pages
 * use, so that the other pages' first load does not carry them:
 * - `account`: the sign-in and candidate-account pages (keys auth., apply., profile.,
 *   documents., skills., application., myApplications., and the privacy page's and privacy
 *   centre's privacyPage. and privacyCentre.);
 * - `search`: the job search page and the alert pages (the search's titles,
 *   filters and sort, the alert box and the alerts' own pages);
 * - `offer`: the offer page (its details and attributes) and the application form;
 * - `home`: the home page (its categories, cities and empty board);
 * - `saved`: the saved jobs page (savedJobs.).
 * The offer page's share and report box brings its own (`offer-tools`, both languages in its
 * lazy chunk: features/offers/components/offer-tools.tsx), and so does the home page's « Offres
 * pour vous » (`for-you`: features/offers/components/recommended-offers.tsx).
 * What the app shell or several kinds of page use stays in the language's catalog. A page that
 * needs one has `prepare: catalogs('search')` (run by its loader and before hydration, and
 * preloaded with the page by the server); once loaded, a catalog joins the language's messages
 * (a new object: the app's intl follows it). i18n.test.ts checks which files use each one's keys.
 */
export type CatalogName = 'account' | 'search' | 'offer' | 'home' | 'saved';
const catalogLoaders: Record<CatalogName, Record<Lang, () => Promise<{ default: Messages }>>> = {
  account: { fr: () => import('./account/fr-CA.json'), en: () => import('./account/en-CA.json') },
  search: { fr: () => import('./search/fr-CA.json'), en: () => import('./search/en-CA.json') },
  offer: { fr: () => import('./offer/fr-CA.json'), en: () => import('./offer/en-CA.json') },
  home: { fr: () => import('./home/fr-CA.json'), en: () => import('./home/en-CA.json') },
  saved: { fr: () => import('./saved/fr-CA.json'), en: () => import('./saved/en-CA.json') },
};
const joined: Record<Lang, Set<CatalogName>> = { fr: new Set(), en: new Set() };

async function loadCatalog(name: CatalogName, lang: Lang): Promise<void> {
  if (joined[lang].has(name)) return;
  const [, catalog] = await Promise.all([loadMessages(lang), catalogLoaders[name][lang]()]);
  if (joined[lang].has(name)) return;
  // The messages as they are now: another catalog may have joined while this one loaded.
  loaded[lang] = { ...loaded[lang], ...catalog.default };
  joined[lang].add(name);
}

/** The source of a catalog's chunk as Vite's manifest names it (modulepreload). */
export function catalogSource(name: CatalogName, lang: Lang): string {
  return `src/i18n/${name}/${LOCALES[lang]}.json`;
}

type Prepare = (lang: Lang) => Promise<void>;
const sourcesOfPrepare = new WeakMap<Prepare, (lang: Lang) => string[]>();

/** Records the chunks a `prepare` loads (their sources as Vite's manifest names them). */
export function withCatalogSources(prepare: Prepare, sources: (lang: Lang) => string[]): Prepare {
  sourcesOfPrepare.set(prepare, sources);
  return prepare;
}

/** A page's `prepare` that loads these catalogs of its language. */
export function catalogs(...names: CatalogName[]): Prepare {
  return withCatalogSources(
    (lang) => Promise.all(names.map((n) => loadCatalog(n, lang))).then(),
    (lang) => names.map((n) => catalogSource(n, lang)),
  );
}

/**
 * The sources of the catalogs a page's `prepare` loads, for the server's preload list (and the
 * first-load budgets of tests/e2e/bundle.test.ts).
 */
export function preparedCatalogSources(prepare: Prepare | undefined, lang: Lang): string[] {
  return (prepare && sourcesOfPrepare.get(prepare)?.(lang)) ?? [];
}

/** The sign-in and candidate-account pages' `prepare`. */
export const loadAccountMessages = catalogs('account');

export function getLoadedMessages(lang: Lang): Messages | undefined {
  return loaded[lang];
}
