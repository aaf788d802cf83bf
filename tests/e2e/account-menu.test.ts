import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, startServer, type TestServer } from '../playwright-utils';

/**
 * The signed-in candidate's header at 1280 px keeps one row: the account's pages and log out sit
 * behind the account button, a disclosure that the keyboard opens, Tab walks, Escape closes
 * (focus back on the button) and a click outside closes.
 */
const DEMO_CANDIDATE = { email: 'candidate@demo.jobboard.test', password: 'demo-candidate-pass' };
const CASES = [
  { brand: 'hotelsjobs', lang: 'fr' },
  { brand: 'emploisti', lang: 'en' },
] as const;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

describe.each(CASES)('account menu on $brand ($lang)', ({ brand, lang }) => {
  let context: BrowserContext;
  afterAll(async () => {
    await context?.close();
  });

  it('keeps the header on one row and works with the keyboard and the mouse', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await gotoHydrated(page, server.url(brand, lang === 'fr' ? '/fr/connexion' : '/en/login'));
    await page.fill('#auth-email', DEMO_CANDIDATE.email);
    await page.fill('#auth-password', DEMO_CANDIDATE.password);
    await page.click('[data-testid=login-form] button[type=submit]');
    await page.waitForURL((u) => !/connexion|login/.test(u.pathname));
    await gotoHydrated(page, server.url(brand, `/${lang}`));

    const account = page.locator('[data-testid=nav-account]');
    expect(await account.getAttribute('aria-label')).toBe(
      lang === 'fr' ? 'Mon compte' : 'My account',
    );

    // One row: the inline menu beside the logo, not below it, its items on one line.
    const row = await page.$eval('header nav[aria-label]:not(dialog nav)', (nav) => {
      const logo = nav.parentElement!.firstElementChild!.getBoundingClientRect();
      const items = [...nav.children].map((e) => e.getBoundingClientRect());
      return {
        navTop: nav.getBoundingClientRect().top,
        logoBottom: logo.bottom,
        itemTops: items.map((r) => Math.round(r.top + r.height / 2)),
      };
    });
    expect(row.navTop).toBeLessThan(row.logoBottom);
    expect(row.itemTops.length).toBeGreaterThan(3);
    expect(Math.max(...row.itemTops) - Math.min(...row.itemTops)).toBeLessThanOrEqual(2);
    expect(await page.locator('[data-testid=nav-logout]').count()).toBe(0);

    // Keyboard: Enter opens, Tab reaches the first item, Escape closes and gives focus back.
    await account.focus();
    await page.keyboard.press('Enter');
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('nav-my-applications');
    const heights = await page.$$eval('#account-menu a, #account-menu button', (els) =>
      els.map((e) => e.getBoundingClientRect().height),
    );
    expect(heights).toHaveLength(4);
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Escape');
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toBe('nav-account');

    // Mouse: a click outside closes; an item leads to its page and closes the menu.
    await account.click();
    await page.mouse.click(20, 600);
    expect(await page.locator('#account-menu').count()).toBe(0);
    await account.click();
    await page.click('[data-testid=nav-profile]');
    await page.waitForURL((u) => /profil|profile/.test(u.pathname));
    expect(await account.getAttribute('aria-expanded')).toBe('false');

    // Log out from the menu: back home, anonymous header.
    await account.click();
    await page.click('[data-testid=nav-logout]');
    await page.locator('[data-testid=nav-login]').waitFor();
    expect(await page.locator('[data-testid=nav-account]').count()).toBe(0);
  });
});
