import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMPLOYER, gotoHydrated, type TestServer } from '../playwright-utils';
import { axeViolations, PAGE_AXE_RULES } from './axe';
import { launchFileBrowser, sharedServer } from './setup';

/**
 * The header keeps one row from the phone menu's breakpoint (768 px) up, anonymous and signed in,
 * on brands with long logos and in French (emploisti once wrapped below its logo at 768 px).
 * The signed-in candidate's account pages and log out sit behind the account button, a
 * disclosure named after the first name it shows, that the keyboard opens, Tab walks, Escape
 * closes (focus back on the button) and a click outside closes. Signed-in pages pass axe's page
 * rules (public-pages.test.ts holds the anonymous ones), the account buttons' label in name first.
 */
const DEMO_CANDIDATE = { email: 'candidate@demo.jobboard.test', password: 'demo-candidate-pass' };
const CASES = [
  { brand: 'hotelsjobs', lang: 'fr' },
  { brand: 'emploisti', lang: 'en' },
  { brand: 'lesjuristes', lang: 'fr' },
] as const;
const WIDTHS = [768, 900, 1024, 1280];

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchFileBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The inline menu beside the logo, not below it, its shown items on one line, nothing wider. */
async function expectOneRow(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const row = await page.$eval('header nav[aria-label]:not(dialog nav)', (nav) => {
    const logo = nav.parentElement!.firstElementChild!.getBoundingClientRect();
    const items = [...nav.children]
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0);
    return {
      navTop: nav.getBoundingClientRect().top,
      logoBottom: logo.bottom,
      itemTops: items.map((r) => Math.round(r.top + r.height / 2)),
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
  const where = `at ${width} px`;
  expect(row.navTop, where).toBeLessThan(row.logoBottom);
  expect(row.itemTops.length, where).toBeGreaterThan(3);
  expect(Math.max(...row.itemTops) - Math.min(...row.itemTops), where).toBeLessThanOrEqual(2);
  expect(row.scrollWidth, where).toBeLessThanOrEqual(width);
}

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

describe.each(CASES)('account menu on $brand ($lang)', ({ brand, lang }) => {
  let context: BrowserContext;
  afterAll(async () => {
    await context?.close();
  });

  it('keeps the header on one row and works with the keyboard and the mouse', async () => {
    // axe is injected as a script, which the site's CSP would refuse.
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    await gotoHydrated(page, server.url(brand, `/${lang}`));
    for (const width of WIDTHS) await expectOneRow(page, width);

    await gotoHydrated(page, server.url(brand, lang === 'fr' ? '/fr/connexion' : '/en/login'));
    await page.fill('#auth-email', DEMO_CANDIDATE.email);
    await page.fill('#auth-password', DEMO_CANDIDATE.password);
    await page.click('[data-testid=login-form] button[type=submit]');
    await page.waitForURL((u) => !/connexion|login/.test(u.pathname));
    // The page signing in led to, arrived (a document load started before it would be aborted).
    await page.locator('[data-testid=nav-account]').waitFor();
    // The home page is the same for every visitor (served from the anonymous visitors' copy):
    // before its scripts run, its « Connexion » links are hidden for a browser with a session...
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(server.url(brand, `/${lang}`));
    expect(await page.locator('[data-testid=nav-login]').count()).toBe(1);
    expect(await page.locator('[data-testid=nav-login]').isVisible()).toBe(false);
    await page.unroute('**/*.js');
    // ...and once it has hydrated, the browser asks who is signed in and shows their menu.
    await gotoHydrated(page, server.url(brand, `/${lang}`));

    // WCAG 2.5.3: the button's name starts with the first name it shows.
    const account = page.getByRole('button', {
      name: lang === 'fr' ? 'Camille, mon compte' : 'Camille, my account',
      exact: true,
    });
    expect(await account.getAttribute('data-testid')).toBe('nav-account');

    for (const width of WIDTHS) await expectOneRow(page, width);
    expect(await page.locator('[data-testid=nav-logout]').count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await axeViolations(page, PAGE_AXE_RULES)).toEqual([]);

    // Keyboard: Enter opens, Tab reaches the first item, Escape closes and gives focus back.
    await account.focus();
    // What a key press changes is read once the page has answered it (polled, not at once).
    await page.keyboard.press('Enter');
    await expect.poll(() => account.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('nav-my-applications');
    const heights = await page.$$eval('#account-menu a, #account-menu button', (els) =>
      els.map((e) => e.getBoundingClientRect().height),
    );
    // My applications, My alerts, Saved jobs, My profile, Log out.
    expect(heights).toHaveLength(5);
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Escape');
    await expect.poll(() => account.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => focused(page)).toBe('nav-account');

    // Mouse: a click outside closes; an item leads to its page and closes the menu.
    await account.click();
    await page.mouse.click(20, 600);
    await expect.poll(() => page.locator('#account-menu').count()).toBe(0);
    await account.click();
    await page.click('[data-testid=nav-profile]');
    await page.waitForURL((u) => /profil|profile/.test(u.pathname));
    // The profile page's own content, not only its address: the menu closes when the page it led
    // to arrives, so a click before that would open a menu the arrival then closes.
    await page.locator('#profile-info').waitFor();
    await expect.poll(() => account.getAttribute('aria-expanded')).toBe('false');
    expect(await axeViolations(page, PAGE_AXE_RULES)).toEqual([]);

    // Log out from the menu: back home, anonymous header.
    await account.click();
    await expect.poll(() => account.getAttribute('aria-expanded')).toBe('true');
    await page.click('[data-testid=nav-logout]');
    await page.locator('[data-testid=nav-login]').waitFor();
    expect(await page.locator('[data-testid=nav-account]').count()).toBe(0);
    // Signed out, the same page shows « Connexion » from its first paint.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(server.url(brand, `/${lang}`));
    expect(await page.locator('[data-testid=nav-login]').isVisible()).toBe(true);
    await page.unroute('**/*.js');
  });
});

describe.each(CASES)('employer header on $brand ($lang)', ({ brand, lang }) => {
  it('keeps one row from 768 px up and passes axe', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    try {
      const page = await context.newPage();
      // A wrong password, then the right one: the error is the login page's, not « Mes offres »'
      // (issue 36: it stayed over the publish button).
      await gotoHydrated(
        page,
        server.url(brand, lang === 'fr' ? '/fr/employeur/connexion' : '/en/employer/login'),
      );
      await page.fill('#employer-email', DEMO_EMPLOYER.email);
      await page.fill('#employer-password', 'not-the-password');
      await page.click('[data-testid=employer-login-form] button[type=submit]');
      const error = page.locator('.toast-warning');
      await error.waitFor();
      await page.fill('#employer-password', DEMO_EMPLOYER.password);
      await page.click('[data-testid=employer-login-form] button[type=submit]');
      await page.waitForURL((u) => !/connexion|login/.test(u.pathname));
      // Taken down as the right password is sent (then a second's fade), not after ten seconds.
      await error.waitFor({ state: 'detached', timeout: 4000 });
      await gotoHydrated(
        page,
        server.url(brand, lang === 'fr' ? '/fr/employeur/mes-offres' : '/en/employer/my-offers'),
      );
      for (const width of WIDTHS) await expectOneRow(page, width);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await axeViolations(page, PAGE_AXE_RULES)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
