import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BrandManifestSchema, type BrandManifest } from '@jobboard/manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, pathTo, pathToUnsafe, ROUTE_NAMES, type Lang } from '@jobboard/contracts/routes';
import { REPO_ROOT, type TestServer } from '../playwright-utils';
import { sharedServer } from './setup';

/**
 * Every brand of `brands/`, in both languages, served by one process: the public pages answer
 * with server-rendered content in the brand's own colours, wording and SEO, with offers of its
 * own board. HTTP only (the browser journeys run on three brands in the other files).
 */
const brands: BrandManifest[] = readdirSync(path.join(REPO_ROOT, 'brands'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) =>
    BrandManifestSchema.parse(
      JSON.parse(readFileSync(path.join(REPO_ROOT, 'brands', entry.name, 'brand.json'), 'utf8')),
    ),
  );

let server: TestServer;
beforeAll(async () => {
  server = sharedServer();
});
afterAll(async () => {
  await server?.stop();
});

interface OfferSummary {
  id: number;
  contents: Partial<Record<Lang, { title: string; slug: string }>>;
  primary_language: Lang;
}

/**
 * A page's status and HTML, fetched once: an offer page that the public pages' test read is read
 * again by the JobPosting test of the same brand and language (its first written offer), and
 * nothing in between changes it.
 */
const pages = new Map<string, Promise<{ status: number; body: string }>>();
const html = (brand: string, pathname: string) => {
  const key = `${brand} ${pathname}`;
  let page = pages.get(key);
  if (!page) {
    page = server
      .get(brand, pathname, { accept: 'text/html' })
      .then(async (res) => ({ status: res.status, body: await res.text() }));
    pages.set(key, page);
  }
  return page;
};
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

it('covers every brand folder', () => {
  expect(brands.length).toBeGreaterThanOrEqual(13);
});

describe.each(brands.map((manifest) => ({ brand: manifest.name, manifest })))(
  'brand $brand',
  ({ brand, manifest }) => {
    it.each(LANGS)('serves its public pages server-rendered in %s', async (lang) => {
      const problems: string[] = [];
      const expectPage = (name: string, page: { status: number; body: string }) => {
        if (page.status !== 200) problems.push(`${name}: HTTP ${page.status}`);
        if (!page.body.includes(`<html lang="${lang}-CA">`)) problems.push(`${name}: lang`);
        if (!page.body.includes(`<meta name="theme-color" content="${manifest.colors.primary}">`))
          problems.push(`${name}: not the brand's colours`);
        if (page.body.includes('data-error-page')) problems.push(`${name}: error page`);
      };
      // Pages are large: name what is missing rather than print the page.
      const expectIn = (name: string, body: string, text: string) => {
        if (!body.includes(text)) problems.push(`${name}: no ${text}`);
      };

      const home = await html(brand, pathTo('home', lang));
      expectPage('home', home);
      // The home title carries the brand suffix like every other page.
      expectIn(
        'home',
        home.body,
        `<title>${escapeHtml(`${manifest.seo.title[lang]} ${manifest.seo.suffix[lang].trim()}`.trim())}</title>`,
      );
      expectIn('home', home.body, `<h1>${escapeHtml(manifest.title[lang])}</h1>`);

      const offersRes = await server.get(brand, `/api/jobboard/${brand}/offers?per_page=20`);
      const offers = (await offersRes.json()) as { data: OfferSummary[]; meta: { total: number } };
      expect(offers.meta.total, `${brand} has demo offers`).toBeGreaterThan(0);
      // An offer written in this language (a one-language offer's other address has its
      // canonical, JobPosting and sitemap entry on the written page: bilingual-offers.test.ts).
      const offer = offers.data.find((o) => o.contents[lang]) ?? offers.data[0]!;
      const content = offer.contents[lang] ?? offer.contents[offer.primary_language]!;

      const findJob = await html(brand, pathTo('findJob', lang));
      expectPage('findJob', findJob);
      expectIn('findJob', findJob.body, 'data-testid="offer-card"');

      const offerPath = pathTo('offer', lang, { slug: content.slug, id: offer.id });
      const offerPage = await html(brand, offerPath);
      expectPage('offer', offerPage);
      expectIn('offer', offerPage.body, `${escapeHtml(manifest.seo.suffix[lang].trim())}</title>`);
      // The heading as read: its markup may hold line-break opportunities (<wbr>).
      const heading = /data-testid="offer-title"[^>]*>(.*?)<\/h1>/s
        .exec(offerPage.body)?.[1]
        ?.replace(/<[^>]*>/g, '');
      if (heading !== escapeHtml(content.title))
        problems.push(`offer: heading ${heading} instead of ${content.title}`);
      expectIn('offer', offerPage.body, '"@type":"JobPosting"');
      expectIn(
        'offer',
        offerPage.body,
        `<link rel="canonical" href="${server.url(brand, offerPath)}"`,
      );

      expectPage('companiesHiring', await html(brand, pathTo('companiesHiring', lang)));

      const sitemap = await (await server.get(brand, '/sitemap.xml')).text();
      expectIn('sitemap.xml', sitemap, `${offerPath}</loc>`);
      expect(problems).toEqual([]);
    });

    it.each(LANGS)(
      'gives every offer a JobPosting with Google’s required and recommended properties in %s',
      async (lang) => {
        const list = (await (
          await server.get(brand, `/api/jobboard/${brand}/offers?per_page=50`)
        ).json()) as { data: PostedOffer[] };
        const grouped = (await (
          await server.get(brand, `/api/jobboard/${brand}/offers-grouped-by-companies`)
        ).json()) as { data: Array<{ company: { name_fr: string; name_en: string } }> };
        const companyNames = grouped.data
          .flatMap((g) => [g.company.name_fr, g.company.name_en])
          .filter((n) => n.length > 3);
        // Every confidential offer, and enough others to meet every shape of data, on the
        // page of a version they have (a one-language offer's other address has no JobPosting:
        // its canonical is the written page).
        const written = list.data.filter((o) => o.contents[lang]);
        const sample = [
          ...written.filter((o) => o.is_confidential),
          ...written.filter((o) => !o.is_confidential).slice(0, 6),
        ];
        const problems: string[] = [];
        for (const offer of sample) {
          const content = offer.contents[lang] ?? offer.contents[offer.primary_language]!;
          const path = pathTo('offer', lang, { slug: content.slug, id: offer.id });
          const { body } = await html(brand, path);
          problems.push(...jobPostingProblems(path, body, offer, lang));
          if (offer.is_confidential) {
            // Neither its JobPosting nor its text names a company of the board (the similar
            // offers under it may: they are other offers).
            const jsonLd = body.match(/"@type":"JobPosting"[\s\S]*?<\/script>/)?.[0] ?? '';
            const named = companyNames.filter((n) => jsonLd.includes(n));
            if (named.length)
              problems.push(`${path}: confidential offer names ${named.join(', ')}`);
          }
        }
        expect(problems).toEqual([]);
      },
    );
  },
);

interface PostedOffer extends OfferSummary {
  is_confidential: boolean;
  salary: { min: number | null; max: number | null } | null;
  attributes: Array<{ type: string }>;
  expires_at: string | null;
  city: { label: string } | null;
}

/**
 * Google's JobPosting rules (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * required title, description, datePosted, hiringOrganization (with a name), jobLocation with an
 * address; recommended validThrough, employmentType, identifier, baseSalary — each checked where
 * the offer's data can fill it.
 */
function jobPostingProblems(path: string, body: string, offer: PostedOffer, lang: Lang): string[] {
  const blocks = [
    ...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .filter((b) => b['@type'] === 'JobPosting');
  if (blocks.length !== 1) return [`${path}: ${blocks.length} JobPosting blocks`];
  const p = blocks[0]! as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${path}: ${what}`);
  };
  const content = offer.contents[lang] ?? offer.contents[offer.primary_language]!;
  need(p.title === content.title, `title ${p.title} is not the page's ${content.title}`);
  need(typeof p.description === 'string' && p.description.length > 30, 'description');
  need(!Number.isNaN(Date.parse(p.datePosted)), 'datePosted');
  need(p.hiringOrganization?.['@type'] === 'Organization', 'hiringOrganization');
  need(
    typeof p.hiringOrganization?.name === 'string' && p.hiringOrganization.name,
    'hiringOrganization.name',
  );
  if (offer.is_confidential) {
    need(
      ['Employeur confidentiel', 'Confidential employer'].includes(p.hiringOrganization?.name),
      `confidential hiringOrganization is ${p.hiringOrganization?.name}`,
    );
    need(!p.hiringOrganization?.sameAs && !p.hiringOrganization?.logo, 'confidential sameAs/logo');
  }
  const address = p.jobLocation?.address;
  need(p.jobLocation?.['@type'] === 'Place', 'jobLocation');
  need(
    address?.addressLocality && address?.addressRegion && address?.addressCountry === 'CA',
    'jobLocation.address',
  );
  if (offer.city)
    need(address?.addressLocality === offer.city.label, 'addressLocality is the city');
  if (offer.expires_at) need(p.validThrough === offer.expires_at, 'validThrough');
  if (offer.attributes.some((a) => a.type === 'schedule')) need(p.employmentType, 'employmentType');
  need(p.identifier?.value === String(offer.id) && p.identifier?.name, 'identifier');
  if (offer.salary && (offer.salary.min !== null || offer.salary.max !== null))
    need(p.baseSalary?.currency === 'CAD' && p.baseSalary?.value?.unitText, 'baseSalary');
  else need(!p.baseSalary, 'baseSalary without a salary');
  return problems;
}

it('answers an unknown host with a 404, not another brand', async () => {
  const res = await server.get('no-such-brand', pathTo('home', 'fr'), { accept: 'text/html' });
  expect(res.status).toBe(404);
});

it('answers every route filled with hostile values with a page, never a server error', async () => {
  const HOSTILE = [
    '-1',
    '99999999999999999999',
    "x' OR '1'='1",
    '%E0%A4%A',
    '..%2F..%2Fetc%2Fpasswd',
    '<script>alert(1)</script>',
    'x'.repeat(600),
  ];
  const brand = brands[0]!.name;
  const failures: string[] = [];
  for (const name of ROUTE_NAMES) {
    for (const value of HOSTILE) {
      // Raw values: the router and the API must cope with what a hand-typed URL may hold.
      const params = new Proxy({}, { get: () => value }) as Record<string, string>;
      const path = pathToUnsafe(name, 'fr', params).replace(/%25/g, '%');
      const res = await server.get(brand, `${path}?page=${encodeURIComponent(value)}`, {
        accept: 'text/html',
      });
      if (res.status >= 500) failures.push(`${path.slice(0, 80)} → ${res.status}`);
    }
  }
  expect(failures).toEqual([]);
});
