import { Suspense, useEffect, useMemo, useRef } from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router-dom';
import { langOfPath, otherLang, type Lang } from '@jobboard/contracts/routes';
import { ProgressBar } from '../components/ui/progress-bar';
import { getLoadedMessages, LOCALES } from '../i18n';
import { createAppIntl } from '../i18n/app-intl';
import { setApiLang } from '../lib/api-client';
import { setHydrating } from '../lib/use-api';
import { useBrand } from '../lib/brand';
import { useDataLoader } from '../lib/data-context';
import { applyHead, type HeadData } from '../lib/head';
import { LangProvider } from '../lib/lang';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { computeHead, routeNameOf } from './head';
import { HeadProvider } from '../lib/head-context';
import { getLoadedPage } from './page-registry';
import { useConsent } from '../lib/consent';
import { lazyComponent } from '../lib/lazy-component';
import { SkipLink } from '../components/ui/skip-link';

// Only a visitor without a choice (or who reopened the settings) gets the banner's code: the
// server renders it into the page, and the browser fetches its chunk to make it interactive.
const ConsentBanner = lazyComponent(() =>
  import('../features/privacy/components/consent-banner').then((m) => ({
    default: m.ConsentBanner,
  })),
);

function ConsentBannerSlot() {
  const { bannerOpen, reopened } = useConsent();
  const matches = useMatches();
  // The privacy page holds the same choices in its cookie section: no second form over it,
  // unless the visitor asked for the banner (the footer's cookie settings).
  const onPrivacyPage = matches.some((m) => routeNameOf(m.handle)?.name === 'privacy');
  if (!bannerOpen || (onPrivacyPage && !reopened)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}

export function useCurrentLang(): Lang {
  const location = useLocation();
  const brand = useBrand();
  return langOfPath(location.pathname) ?? brand.manifest.behaviour.defaultLanguage;
}

/**
 * One intl object per language and catalog, shared by every render. IntlProvider would make a
 * new formatter cache per mount: each server render parsed again every message it showed and
 * built again every Intl number and date format (about a tenth of a page render's CPU).
 */
const intls = new Map<Lang, { messages: Record<string, string>; intl: IntlShape }>();
export function sharedIntl(lang: Lang, messages: Record<string, string>): IntlShape {
  let entry = intls.get(lang);
  if (entry?.messages !== messages) {
    entry = {
      messages,
      intl: createAppIntl({
        locale: LOCALES[lang],
        messages,
        defaultLocale: LOCALES[lang],
      }),
    };
    intls.set(lang, entry);
  }
  return entry.intl;
}

/** The app shell inside the router: language, messages, head, progress bar and toasts. */
export function Root() {
  const lang = useCurrentLang();
  const messages = getLoadedMessages(lang) ?? getLoadedMessages(otherLang(lang)) ?? {};
  const navigation = useNavigation();
  const head = useRouteHead(lang);

  useEffect(() => setApiLang(lang), [lang]);
  // Marks the end of hydration (end-to-end tests wait for it).
  useEffect(() => {
    setHydrating(false);
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // Marks which URL the page on screen shows: the router moves the address bar before its render
  // of the new page commits (a transition), and end-to-end tests wait for the two to agree.
  const location = useLocation();
  useEffect(() => {
    document.documentElement.dataset.renderedUrl = location.pathname + location.search;
  }, [location.pathname, location.search]);
  useEffect(() => {
    if (head) applyHead(head);
  }, [head]);
  useFocusHeadingOnNavigation();

  return (
    <LangProvider value={lang}>
      <RawIntlProvider value={sharedIntl(lang, messages)}>
        <HeadProvider value={head}>
          <ProgressBar active={navigation.state !== 'idle'} />
          <ScrollRestoration />
          <SkipLink />
          <Outlet />
          <ConsentBannerSlot />
          <LazyToaster />
        </HeadProvider>
      </RawIntlProvider>
    </LangProvider>
  );
}

/**
 * After a client navigation, focus moves to the new page's heading so that a screen reader
 * announces the page, as a document load would. The first render (hydration) keeps the
 * browser's own focus; a navigation that only changes the hash leaves focus where it is, and so
 * does one made with `state: { keepFocus: true }` (a search filter ticked: the next box is near).
 */
function useFocusHeadingOnNavigation(): void {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (location.hash) return;
    if ((location.state as { keepFocus?: boolean } | null)?.keepFocus) return;
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [location.pathname, location.search, location.hash]);
}

function useRouteHead(lang: Lang): HeadData | null {
  const matches = useMatches();
  const location = useLocation();
  const brand = useBrand();
  const data = useDataLoader();
  const last = [...matches].reverse().find((m) => routeNameOf(m.handle));
  return useMemo(() => {
    const named = routeNameOf(last?.handle);
    const url = new URL(location.pathname + location.search, brand.origin);
    const ctx = {
      name: named?.name ?? 'home',
      lang,
      params: last?.params ?? {},
      search: url.searchParams,
      url,
      brand,
    } as const;
    return computeHead(
      named ? getLoadedPage(named.name) : undefined,
      ctx,
      data.peek,
      named ? 200 : 404,
    );
  }, [last, location.pathname, location.search, brand, data, lang]);
}
