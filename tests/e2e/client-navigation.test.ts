import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, REPO_ROOT, switchLanguage } from '../playwright-utils';
import { useE2e } from './setup';

/**
 * react-router in the browser (docs/decisions/004): links change page without a document load,
 * history restores page and scroll, the language switcher keeps the page, guards send anonymous
 * visitors to login and back, and a route chunk that fails to load reloads the page once.
 */
const BRAND = 'jobboard';
const DEMO_CANDIDATE = { email: 'candidate@demo.jobboard.test', password: 'demo-candidate-pass' };

const e2e = useE2e({ context: { viewport: { width: 1280, height: 800 } } });

/** Marks the current document: a client navigation keeps the mark, a document load drops it. */
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __documentMark: number }).__documentMark = 42));
const markOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __documentMark?: number }).__documentMark ?? null);

describe('client navigation', () => {
  it('follows links without a document load, restores scroll on back and forward, focuses the heading', async () => {
    const { page, errors } = await openPage(e2e.context);
    await gotoHydrated(page, e2e.server.url(BRAND, '/fr'));
    await mark(page);

    await page.click('header nav a[href="/fr/trouver-un-emploi"]');
    await page.waitForURL((u) => u.pathname === '/fr/trouver-un-emploi');
    await page.waitForSelector('[data-testid=offer-card]');
    expect(await markOf(page)).toBe(42);
    // Screen readers hear the new page: focus moved to its heading.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');

    const lastOffer = page.locator('[data-testid=offer-card] a[href*="/fr/offre/"]').last();
    const offerHref = await lastOffer.getAttribute('href');
    expect(offerHref).toBeTruthy();
    await lastOffer.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await lastOffer.click();
    await page.waitForURL((u) => u.pathname === offerHref);
    await page.waitForSelector('h1');
    expect(await markOf(page)).toBe(42);

    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/fr/trouver-un-emploi');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scrolled);
    expect(await markOf(page)).toBe(42);

    await page.goForward();
    await page.waitForURL((u) => u.pathname === offerHref);
    expect(await markOf(page)).toBe(42);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches language on the same page', async () => {
    const { page, errors } = await openPage(e2e.context);
    const res = await e2e.server.get(BRAND, `/api/jobboard/${BRAND}/offers?per_page=1`);
    const { data } = (await res.json()) as { data: Array<{ id: number }> };
    const id = data[0]!.id;
    await gotoHydrated(page, e2e.server.url(BRAND, `/fr/offre/x/${id}`));
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/fr/offre/[^/]+/${id}$`));
    await switchLanguage(page, 'en');
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/en/offer/[^/]+/${id}$`));
    await switchLanguage(page, 'fr');
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/fr/offre/[^/]+/${id}$`));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends an anonymous visitor of a guarded page to login, and back after signing in', async () => {
    const anonymous = await e2e.browser.newContext();
    const { page, errors } = await openPage(anonymous);
    await gotoHydrated(page, e2e.server.url(BRAND, '/fr/profile'));
    const login = new URL(page.url());
    expect(login.pathname).toBe('/fr/connexion');
    expect(login.searchParams.get('redirect')).toBe('/fr/profile');
    await page.fill('#auth-email', DEMO_CANDIDATE.email);
    await page.fill('#auth-password', DEMO_CANDIDATE.password);
    await page.click('[data-testid=login-form] button[type=submit]');
    await page.waitForURL((u) => u.pathname === '/fr/profile');
    // Signed in, the login page itself sends the visitor on, even to a hostile target: home of
    // the site rather than another site.
    await gotoHydrated(page, e2e.server.url(BRAND, '/fr/connexion?redirect=%2F%5Cevil.example'));
    expect(new URL(page.url()).host).toBe(`${BRAND}.localhost:${e2e.server.port}`);
    expect(new URL(page.url()).pathname).toBe('/fr/profile');
    expect(errors).toEqual([]);
    await anonymous.close();
  });

  it('reloads once when a route chunk fails to load', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(REPO_ROOT, '.generated/client/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; src?: string }>;
    const offerChunk = Object.values(manifest).find((c) => c.src === 'src/app/routes/offer.tsx');
    expect(offerChunk).toBeDefined();
    const ctx = await e2e.browser.newContext();
    const page = await ctx.newPage();
    await gotoHydrated(page, e2e.server.url(BRAND, '/fr'));
    const offerLink = page.locator('a[href*="/fr/offre/"]').first();
    const target = await offerLink.getAttribute('href');
    // A deploy replaced the files: the offer page's chunk is gone.
    await page.route(`**/assets/${offerChunk!.file}`, (route) => route.abort());
    const documentLoads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documentLoads.push(frame.url());
    });
    const loads: number[] = [];
    page.on('load', () => loads.push(Date.now()));
    await mark(page);
    await offerLink.click();
    await page.waitForEvent('load', { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(target);
    expect(await markOf(page)).toBeNull();
    // The reloaded page still cannot load the chunk: no second reload within the minute.
    await page.waitForTimeout(3000);
    expect(loads).toHaveLength(1);
    await ctx.close();
  });
});
