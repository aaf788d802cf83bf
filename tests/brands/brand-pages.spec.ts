import { expect, test, type Page } from '@playwright/test';

/**
 * What each brand shows (docs/brands.md): aria snapshots of its main pages in its default language
 * (both languages for the flagship board) and screenshots of home, search and offer on desktop
 * and phone. Dates and counts that move with the calendar are masked; everything else,
 * including the brand's self-hosted fonts, is compared to the committed baseline.
 */
type Lang = 'fr' | 'en';
const PAGES: Record<string, Record<Lang, string>> = {
  home: { fr: '/fr', en: '/en' },
  search: { fr: '/fr/trouver-un-emploi', en: '/en/find-a-job' },
  candidateLogin: { fr: '/fr/connexion', en: '/en/login' },
  employerLogin: { fr: '/fr/employeur/connexion', en: '/en/employer/login' },
};
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

/** The parts of a page that change with the calendar, not with the brand. */
const moving = (page: Page) => [page.locator('time'), page.locator('[data-testid=result-count]')];

test.describe('brand pages', () => {
  test('aria snapshots of home, search, offer, company and both logins', async ({ page }, info) => {
    const brand = info.project.name;
    const { lang: defaultLang, offer } = await brandInfo(page, brand);
    const langs: Lang[] = BOTH_LANGUAGES.has(brand) ? ['fr', 'en'] : [defaultLang];
    for (const lang of langs) {
      const paths: Record<string, string> = Object.fromEntries(
        Object.entries(PAGES).map(([kind, byLang]) => [kind, byLang[lang]]),
      );
      if (offer) {
        paths.offer = `/${lang}/${lang === 'fr' ? 'offre' : 'offer'}/x/${offer.id}`;
        if (offer.company)
          paths.company = `/${lang}/${lang === 'fr' ? 'entreprise' : 'company'}/x/${offer.company.id}`;
      }
      for (const [kind, path] of Object.entries(paths)) {
        await open(page, path);
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

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test(`screenshots of home, search and offer (${viewportName})`, async ({ page }, info) => {
      const brand = info.project.name;
      const { lang, offer } = await brandInfo(page, brand);
      await page.setViewportSize(viewport);
      const shots: Array<[string, string]> = [
        ['home', PAGES.home![lang]],
        ['search', PAGES.search![lang]],
      ];
      if (offer)
        shots.push(['offer', `/${lang}/${lang === 'fr' ? 'offre' : 'offer'}/x/${offer.id}`]);
      for (const [kind, path] of shots) {
        await open(page, path);
        await expect(page).toHaveScreenshot(`${kind}.${viewportName}.png`, {
          mask: moving(page),
          timeout: 20_000,
        });
      }
    });
  }
});
