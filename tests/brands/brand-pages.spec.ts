import { expect, test, type Page } from '@playwright/test';
import { pathTo, type Lang } from '@jobboard/contracts/routes';

/**
 * What each brand shows (docs/brands.md): aria snapshots of its main pages in its default language
 * (both languages for the flagship board) and screenshots of home, search and offer on desktop
 * and phone. Dates and counts that move with the calendar are masked; everything else,
 * including the brand's self-hosted fonts, is compared to the committed baseline.
 */
const BOTH_LANGUAGES = new Set(['jobboard']);
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function brandInfo(page: Page, brand: string) {
  // From the browser: Node does not resolve <brand>.localhost, Chromium does.
  await page.goto('/robots.txt');
  const api = (p: string) => page.evaluate((u) => fetch(u).then((r) => r.json()), p);
  const manifest = (await api('/site.webmanifest')) as { lang?: string };
  const offers = (await api(`/api/jobboard/${brand}/offers?per_page=1`)) as {
    data: Array<{ id: number; company: { id: number } | null }>;
  };
  const lang: Lang = String(manifest.lang ?? 'fr').startsWith('en') ? 'en' : 'fr';
  return { lang, offer: offers.data[0] ?? null };
}

async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'load' });
  // A page the server did not render (a 503, an error page) never hydrates: say so at once.
  expect(response?.status(), `${path} status`).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** An offer's or a company's page by its id: the server moves the stand-in slug to the real one. */
const byId = (id: number) => ({ slug: 'x', id });

/** The parts of a page that change with the calendar, not with the brand. */
const moving = (page: Page) => [page.locator('time'), page.locator('[data-testid=result-count]')];

/** The pages with a screenshot, in the order every test visits them. */
const SCREENSHOT_KINDS = ['home', 'search', 'offer'];

async function screenshot(page: Page, kind: string, viewportName: string) {
  await expect(page).toHaveScreenshot(`${kind}.${viewportName}.png`, {
    mask: moving(page),
    timeout: 20_000,
  });
}

test.describe('brand pages', () => {
  // One visit of each page on desktop serves both its aria snapshots and its screenshot: as two
  // tests, each brand's home, search and offer pages were opened and hydrated twice at 1280 px.
  test('desktop: aria snapshots of home, search, offer, company and both logins; screenshots of home, search and offer', async ({
    page,
  }, info) => {
    const brand = info.project.name;
    const { lang: defaultLang, offer } = await brandInfo(page, brand);
    await page.setViewportSize(VIEWPORTS.desktop);
    const langs: Lang[] = BOTH_LANGUAGES.has(brand) ? ['fr', 'en'] : [defaultLang];
    for (const lang of langs) {
      const paths: Record<string, string> = {
        home: pathTo('home', lang),
        search: pathTo('findJob', lang),
      };
      if (offer) paths.offer = pathTo('offer', lang, byId(offer.id));
      paths.candidateLogin = pathTo('login', lang);
      paths.employerLogin = pathTo('employerLogin', lang);
      if (offer?.company) paths.company = pathTo('company', lang, byId(offer.company.id));
      for (const [kind, path] of Object.entries(paths)) {
        await open(page, path);
        // Screenshots in the brand's own language, taken as the page first settles (home, then
        // search, then offer: what the visitor saw before is what the baselines show).
        if (lang === defaultLang && SCREENSHOT_KINDS.includes(kind))
          await screenshot(page, kind, 'desktop');
        // The page's frame and its first heading: the lists under them follow the data.
        await expect(
          page.getByRole('banner').first(),
          `${kind} ${lang} banner`,
        ).toMatchAriaSnapshot({
          name: `${kind}.${lang}.banner.aria.yml`,
        });
        await expect(page.locator('h1').first(), `${kind} ${lang} heading`).toMatchAriaSnapshot({
          name: `${kind}.${lang}.h1.aria.yml`,
        });
        await expect(
          page.getByRole('contentinfo').first(),
          `${kind} ${lang} footer`,
        ).toMatchAriaSnapshot({
          name: `${kind}.${lang}.footer.aria.yml`,
        });
      }
    }
  });

  test('phone: screenshots of home, search and offer', async ({ page }, info) => {
    const brand = info.project.name;
    const { lang, offer } = await brandInfo(page, brand);
    await page.setViewportSize(VIEWPORTS.phone);
    const shots: Array<[string, string]> = [
      ['home', pathTo('home', lang)],
      ['search', pathTo('findJob', lang)],
    ];
    if (offer) shots.push(['offer', pathTo('offer', lang, byId(offer.id))]);
    for (const [kind, path] of shots) {
      await open(page, path);
      await screenshot(page, kind, 'phone');
    }
  });
});
