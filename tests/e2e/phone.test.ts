import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathTo, type Lang } from '@jobboard/contracts/routes';
import { gotoHydrated } from '../playwright-utils';
import { useE2e } from './setup';

/**
 * A phone (390 × 844): the header within 64 px with a menu drawer that is a modal
 * dialog (Tab stays inside, Escape and the backdrop close it, focus returns to the button, the
 * page does not scroll behind it), which also opens without JavaScript; no public page scrolls
 * sideways; every tap target of the header, footer and pagination is at least 44 px.
 */
const PHONE = { width: 390, height: 844 };

interface ListedOffer {
  id: number;
  is_confidential: boolean;
  company: { id: number; slug: string } | null;
  contents: Partial<Record<Lang, { slug: string }>>;
  primary_language: Lang;
}

const e2e = useE2e({ context: { viewport: PHONE } });

/** Where focus is: inside the open dialog, or a description of the element outside it. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    const active = document.activeElement;
    return !!dialog && !!active && active !== dialog && dialog.contains(active);
  });

describe('phone menu', () => {
  it('opens a modal drawer: 44 px links, Tab stays inside, Escape closes, focus returns', async () => {
    const page = await e2e.context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await gotoHydrated(page, e2e.server.url('jobboard', '/fr'));
    // Where the menu button shows, the drawer's focus trap comes after hydration, before any
    // tap: it is there when a keyboard user opens the drawer.
    await expect
      .poll(() => fetched.some((path) => /\/focus-trap[.\w-]*\.js$/.test(path)))
      .toBe(true);
    const header = await page.locator('body > div header').first().boundingBox();
    expect(header!.height).toBeLessThanOrEqual(64);
    // The 728 px leaderboard is not reserved on a phone: no empty band under the header.
    const leaderboard = page.locator('[data-ad-zone=leaderboard]');
    expect(await leaderboard.count()).toBe(1);
    expect(await leaderboard.isVisible()).toBe(false);
    // The inline menu is hidden on a phone: the button is the way in.
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);

    const button = page.getByTestId('menu-button');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Menu principal' });
    await dialog.waitFor();
    expect(await focusInDialog(page)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    const heights = await dialog
      .locator('nav a, nav button')
      .evaluateAll((els) => els.map((e) => [e.textContent, e.getBoundingClientRect().height]));
    expect(heights.length).toBeGreaterThanOrEqual(5);
    for (const [text, height] of heights) expect(height, String(text)).toBeGreaterThanOrEqual(44);

    // Twice around the drawer forwards, once backwards: focus never leaves it. focus-trap takes
    // the drawer as it opens (a CI run under load, when it was fetched on the opening, tabbed out
    // at the last link before it had arrived).
    await page.locator('dialog[open][data-focus-trapped=true]').waitFor();
    const stops = (heights.length + 2) * 2;
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < heights.length + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page), `Shift+Tab ${i + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    // The button's state follows the dialog's close event in React's next render.
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );

    // The backdrop (left of the panel) closes it too.
    await button.click();
    await dialog.waitFor();
    await page.mouse.click(10, 400);
    await dialog.waitFor({ state: 'hidden' });

    // A link of the drawer goes to its page and the drawer closes.
    await button.click();
    await dialog.getByRole('link', { name: 'Connexion' }).click();
    await page.waitForURL((u) => u.pathname === '/fr/connexion');
    // The history changes as the navigation starts; the new page (without the drawer) follows.
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await page.close();
  });

  it('opens without JavaScript: the button is a link to the drawer', async () => {
    const noJs = await e2e.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await noJs.newPage();
    await page.goto(e2e.server.url('hotelsjobs', '/en'));
    await page.getByTestId('menu-button').click();
    const link = page.locator('#site-menu').getByRole('link', { name: 'Log in' });
    await link.waitFor({ state: 'visible' });
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await noJs.close();
  });
});

/** Every public page kind of a brand in a language: home, search, offer, company, login, register. */
async function publicPages(brand: string, lang: Lang): Promise<string[]> {
  const res = await e2e.server.get(brand, `/api/jobboard/${brand}/offers?per_page=50`);
  const offers = ((await res.json()) as { data: ListedOffer[] }).data;
  const offer = offers[0]!;
  const company = offers.find((o) => o.company && !o.is_confidential)?.company;
  const content = (offer.contents[lang] ?? offer.contents[offer.primary_language])!;
  return [
    pathTo('home', lang),
    pathTo('findJob', lang),
    pathTo('offer', lang, { slug: content.slug, id: offer.id }),
    ...(company ? [pathTo('company', lang, { slug: company.slug, id: company.id })] : []),
    pathTo('login', lang),
    pathTo('register', lang),
  ];
}

describe.each(['hotelsjobs', 'emploisti'])('%s at 390 px', (brand) => {
  it.each(['fr', 'en'] as const)(
    'in %s: no sideways scroll, 44 px tap targets in header, footer and pagination',
    async (lang) => {
      // Three tabs at a time: a visit mostly waits (the server, then the network's half-second
      // of quiet), and the tabs share nothing a public page sets.
      const paths = await publicPages(brand, lang);
      const queue = [...paths];
      const found = new Map<string, string[]>();
      const visit = async (page: Page, path: string) => {
        const problems: string[] = [];
        found.set(path, problems);
        await gotoHydrated(page, e2e.server.url(brand, path), { untilQuiet: true });
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement!.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) problems.push(`${path}: scrollWidth ${scrollWidth}`);
        const small = await page.evaluate(() =>
          [
            // The site's own header and footer (not a company banner inside the page).
            ...document.querySelectorAll(
              ':is(header, footer):not(main *) :is(a, button, input), nav[data-pagination] a',
            ),
          ]
            .filter((e) => !e.closest('dialog'))
            .map((e) => ({ e, r: e.getBoundingClientRect() }))
            .filter(({ r }) => r.width > 0 && r.height > 0)
            .filter(({ r }) => r.height < 44 || r.width < 44)
            .map(
              ({ e, r }) =>
                `${e.textContent?.trim() || e.outerHTML.slice(0, 60)} ${Math.round(r.width)}×${Math.round(r.height)}`,
            ),
        );
        for (const s of small) problems.push(`${path}: ${s}`);
      };
      await Promise.all(
        Array.from({ length: 3 }, async () => {
          const page = await e2e.context.newPage();
          for (let next = queue.shift(); next; next = queue.shift()) await visit(page, next);
          await page.close();
        }),
      );
      // In the pages' order; every page was visited.
      expect(paths.flatMap((path) => found.get(path) ?? [`${path}: not visited`])).toEqual([]);
    },
  );
});
