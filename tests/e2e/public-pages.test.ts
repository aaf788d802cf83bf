import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathTo, type Lang } from '@jobboard/contracts/routes';
import { gotoHydrated, recordPageActivity } from '../playwright-utils';
import { axeViolations, PAGE_AXE_RULES } from './axe';
import { useE2e } from './setup';

/**
 * What an anonymous visitor meets on the public pages, checked in Chromium on three
 * brands in both languages: no console error and no request for /me, every piece of content in
 * a landmark and no skipped heading level (axe-core's rules, a validator nobody here wrote);
 * and over HTTP the permanent moves of offer addresses, the 404s of unknown slugs and hosts.
 */
const BRANDS = ['hotelsjobs', 'emploisti', 'jobboard'];
/** Pages of a test open at once. */
const TABS = 3;

interface ListedOffer {
  id: number;
  is_confidential: boolean;
  company: { id: number; slug: string } | null;
  contents: Partial<Record<Lang, { title: string; slug: string }>>;
  primary_language: Lang;
}

// axe is injected as a script: the site's nonce-based CSP would refuse it.
const e2e = useE2e({ context: { bypassCSP: true } });

const api = async <T>(brand: string, path: string): Promise<T> =>
  (await (await e2e.server.get(brand, path)).json()) as T;

async function offersOf(brand: string): Promise<ListedOffer[]> {
  return (await api<{ data: ListedOffer[] }>(brand, `/api/jobboard/${brand}/offers?per_page=50`))
    .data;
}

/**
 * An expired offer of the board (readable by id, not listed): its page says so. Looked for once
 * per board (one request per id): both languages' tests visit the same offer.
 */
const expiredOffers = new Map<string, Promise<ListedOffer | undefined>>();
function expiredOfferOf(brand: string): Promise<ListedOffer | undefined> {
  let found = expiredOffers.get(brand);
  if (!found) expiredOffers.set(brand, (found = findExpiredOffer(brand)));
  return found;
}
async function findExpiredOffer(brand: string): Promise<ListedOffer | undefined> {
  // Ten ids at a time: one at a time, the first expired offer of a board (one in ten of the
  // seeded offers, shared by thirteen boards) took a hundred round trips, a minute on a busy CI
  // machine.
  const BATCH = 10;
  for (let first = 1; first <= 400; first += BATCH) {
    const found = await Promise.all(
      Array.from({ length: BATCH }, async (_, i) => {
        const res = await e2e.server.get(brand, `/api/jobboard/${brand}/offers/${first + i}`);
        if (!res.ok) return undefined;
        const { data } = (await res.json()) as { data: ListedOffer & { status: string } };
        return data.status === 'expired' ? data : undefined;
      }),
    );
    const expired = found.find(Boolean);
    if (expired) return expired;
  }
  return undefined;
}

const offerPath = (offer: ListedOffer, lang: Lang) =>
  pathTo('offer', lang, {
    slug: (offer.contents[lang] ?? offer.contents[offer.primary_language])!.slug,
    id: offer.id,
  });

/** Opens a page as an anonymous visitor; returns console errors, /me requests and axe's findings. */
async function visit(page: Page, url: string, expectedStatus = 200) {
  const errors: string[] = [];
  const meRequests: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    // The document's own status (a 404 page) is not an error of the page.
    if (expectedStatus !== 200 && msg.location().url === url) return;
    errors.push(`${msg.text()} ${msg.location().url}`);
  };
  const onPageError = (error: Error) => errors.push(error.message);
  const onRequest = (request: Request) => {
    if (/\/api\/.*\/me(\?|$)/.test(request.url())) meRequests.push(request.url());
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  // Two runs (one local, one CI) waited out the 90 s of Playwright's networkidle on one page of
  // the shared server: the recorder's own count of requests in flight decides, and if it ever
  // runs out the error names each request and when (or whether) it was answered.
  const activity = recordPageActivity(page);
  let response: Awaited<ReturnType<typeof gotoHydrated>>;
  try {
    response = await gotoHydrated(page, url);
  } catch (error) {
    activity.stop();
    errors.push(`did not hydrate: ${String(error).slice(0, 100)}`);
    return { errors, meRequests, violations: [] as string[] };
  }
  expect(response?.status(), url).toBe(expectedStatus);
  try {
    await activity.quiet();
  } catch (error) {
    throw new Error(
      `${url}: ${String(error).slice(0, 300)}; since the visit began: ${activity.summary()}`,
    );
  } finally {
    activity.stop();
  }
  const violations = await axeViolations(page, PAGE_AXE_RULES);
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  page.off('request', onRequest);
  return { errors, meRequests, violations };
}

describe.each(BRANDS)('%s', (brand) => {
  it.each(['fr', 'en'] as const)(
    'public pages in %s: no console error, no /me, landmarks and heading order',
    async (lang) => {
      const offers = await offersOf(brand);
      const offer = offers.find((o) => o.company && !o.is_confidential) ?? offers[0]!;
      const company = offers.find((o) => o.company && !o.is_confidential)?.company;
      const pages: Array<[string, number]> = [
        [pathTo('home', lang), 200],
        [pathTo('findJob', lang), 200],
        [`${pathTo('findJob', lang)}?q=zzzzqqq`, 200],
        [offerPath(offer, lang), 200],
        [pathTo('companiesHiring', lang), 200],
        [pathTo('login', lang), 200],
        [pathTo('register', lang), 200],
        [`/${lang}/nothing-here`, 404],
      ];
      if (company)
        pages.push([pathTo('company', lang, { slug: company.slug, id: company.id }), 200]);
      const expired = brand === BRANDS[0] ? await expiredOfferOf(brand) : undefined;
      if (expired) pages.push([offerPath(expired, lang), 200]);
      // Three tabs at a time: a visit mostly waits (the server, then the network's half-second of
      // quiet), and the tabs share nothing a public page sets.
      const problems = new Map<string, string[]>();
      const queue = [...pages];
      await Promise.all(
        Array.from({ length: TABS }, async () => {
          const page = await e2e.context.newPage();
          for (let next = queue.shift(); next; next = queue.shift()) {
            const [path, status] = next;
            const { errors, meRequests, violations } = await visit(
              page,
              e2e.server.url(brand, path),
              status,
            );
            problems.set(path, [
              ...errors.map((e) => `${path}: console: ${e.slice(0, 200)}`),
              ...meRequests.map((m) => `${path}: asked ${m}`),
              ...violations.map((v) => `${path}: ${v.slice(0, 300)}`),
            ]);
          }
          await page.close();
        }),
      );
      // In the pages' order, whichever tab finished first; every page was visited.
      expect(pages.flatMap(([path]) => problems.get(path) ?? [`${path}: not visited`])).toEqual([]);
    },
    // Ten pages, each hydrated, left to go quiet and read by axe: 25 s on an idle machine, over
    // the project's two minutes on a CI machine busy with the other runners.
    300_000,
  );
});

describe('addresses', () => {
  const brand = BRANDS[0]!;

  it('moves an offer to its current address with a 301, English slug on English pages', async () => {
    const offers = await offersOf(brand);
    const bilingual = offers.find((o) => o.contents.fr && o.contents.en)!;
    const { fr, en } = bilingual.contents as Record<Lang, { slug: string; title: string }>;
    const location = async (path: string) => {
      const res = await e2e.server.get(brand, path, { accept: 'text/html' });
      return { status: res.status, location: res.headers.get('location') };
    };
    expect(await location(`/fr/offre/un-ancien-titre/${bilingual.id}`)).toEqual({
      status: 301,
      location: `/fr/offre/${fr.slug}/${bilingual.id}`,
    });
    expect(await location(`/en/offer/${fr.slug}/${bilingual.id}`)).toEqual({
      status: 301,
      location: `/en/offer/${en.slug}/${bilingual.id}`,
    });
    expect(await location(`/en/offer/${en.slug}-${bilingual.id}`)).toEqual({
      status: 301,
      location: `/en/offer/${en.slug}/${bilingual.id}`,
    });
    const page = await e2e.server.get(brand, `/en/offer/${en.slug}/${bilingual.id}`, {
      accept: 'text/html',
    });
    const body = await page.text();
    expect(page.status).toBe(200);
    expect(body).toContain(`>${en.title}</h1>`);
    expect(body).toMatch(new RegExp(`<title>${en.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('answers a real 404 for unknown category and specialization slugs', async () => {
    const attrs = await api<{
      data: { attributes: { category: Array<{ slug: Record<Lang, string> }> } };
    }>(brand, `/api/jobboard/${brand}/offer-attributes`);
    const category = attrs.data.attributes.category[0]!;
    const status = async (path: string) =>
      (await e2e.server.get(brand, path, { accept: 'text/html' })).status;
    expect(await status(`/fr/emploi/${category.slug.fr}`)).toBe(200);
    expect(await status('/fr/emploi/nulle-part')).toBe(404);
    expect(await status(`/fr/emploi/${category.slug.fr}/nulle-part`)).toBe(404);
    expect(await status(`/en/job/${category.slug.en}/nowhere/montreal`)).toBe(404);
  });

  it('answers an unknown host with a neutral HTML 404, JSON under /api', async () => {
    const page = await e2e.server.get('no-such-brand', '/fr', { accept: 'text/html' });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    const body = await page.text();
    expect(body).toContain('Site introuvable');
    for (const b of BRANDS) expect(body.toLowerCase()).not.toContain(b);
    const json = await e2e.server.get('no-such-brand', '/api/health-of-nothing');
    expect(json.status).toBe(404);
    expect(json.headers.get('content-type')).toContain('application/json');
  });
});
