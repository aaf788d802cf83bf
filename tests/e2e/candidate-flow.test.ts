import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPO_ROOT,
  gotoHydrated,
  openPage,
  registerCandidate,
  switchLanguage,
  type TestServer,
  waitForConfirmationLink,
} from '../playwright-utils';
import { launchFileBrowser, sharedServer } from './setup';

/** Three brands including hotelsjobs, each journey in both languages. */
const BRANDS = ['hotelsjobs', 'emploisti', 'lesjuristes'];
const CASES = BRANDS.flatMap((brand) => (['fr', 'en'] as const).map((lang) => ({ brand, lang })));

let server: TestServer;
let browser: Browser;
let apiReady = false;

/**
 * Each journey is another visitor: its own client address (X-Forwarded-For, which the shared
 * server trusts), so the per-address sign-up limit (5 a minute) counts visitors, not this file.
 */
let visitor = 0;
const newVisitorContext = () =>
  browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${++visitor}` } });

beforeAll(async () => {
  server = sharedServer();
  browser = await launchFileBrowser();
  // The offers and candidate API modules are written in parallel (packages/server/src/routes).
  const res = await server.get('hotelsjobs', '/api/jobboard/hotelsjobs/offers?per_page=1');
  apiReady = res.ok && ((await res.json()) as { data: unknown[] }).data.length > 0;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(CASES)('candidate journey on $brand ($lang)', ({ brand, lang }) => {
  it('home, search, offer, register, confirm, upload, apply, already applied, switch language, 404', async (ctx) => {
    if (!apiReady) ctx.skip();
    const context = await newVisitorContext();
    const probe = await openPage(context);
    const { page } = probe;
    const base = server.url(brand).replace(/\/$/, '');

    // Home
    await page.goto(`${base}/${lang}`);
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();

    // Search with a filter (the first schedule the sidebar offers: only values with offers
    // are listed), results in the URL
    await gotoHydrated(
      page,
      `${base}${lang === 'fr' ? '/fr/trouver-un-emploi' : '/en/find-a-job'}`,
    );
    const schedule = page
      .locator('[data-testid=filters-sidebar] [data-testid=facet-schedule] input')
      .first();
    const value = await schedule.getAttribute('value');
    expect(value, 'a schedule with offers').toBeTruthy();
    await schedule.check();
    await page.waitForURL(new RegExp(`schedule=${value}`));
    await page.locator('[data-testid=offer-card] a').first().waitFor();

    // Register (a check-your-inbox panel, no session), then the mailed link signs in: the profile
    await registerCandidate(page, server, base, lang);
    await page.locator('#doc-file').waitFor();
    expect(await page.locator('[data-testid=email-banner]').count(), 'address confirmed').toBe(0);

    // Upload a resume from the profile
    await page.setInputFiles('#doc-file', {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await page.click('[data-testid=document-upload] button[type=submit]');
    await page.locator('[data-testid=document]').first().waitFor();

    // Open an offer and apply with that resume
    await page.goto(`${base}${lang === 'fr' ? '/fr/trouver-un-emploi' : '/en/find-a-job'}`);
    await page.locator('[data-testid=offer-card] a').first().click();
    await page.locator('[data-testid=offer-title]').waitFor();
    await page.click('[data-testid=apply-button]');
    await page.click('[data-testid=apply-submit]');
    await page.locator('[data-testid=already-applied]').waitFor();

    // Reload: the offer's page is the same for every visitor; the browser asks whether this
    // candidate applied once it has hydrated.
    await page.reload();
    await page.locator('[data-testid=already-applied]').waitFor();

    // Same page in the other language
    const other = lang === 'fr' ? 'en' : 'fr';
    await switchLanguage(page, other);
    await page.locator('[data-testid=offer-title]').waitFor();
    await page.locator('[data-testid=already-applied]').waitFor();

    // A 404
    const res = await page.goto(`${base}/${other}/zzz-not-here`);
    expect(res?.status()).toBe(404);
    await page.locator('[data-error-page="404"]').waitFor();

    expect(probe.missingMessages).toEqual([]);
    expect(probe.errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  { brand: 'hotelsjobs', lang: 'en' as const },
  { brand: 'lesjuristes', lang: 'fr' as const },
])('visitor applies and registers in one step on $brand ($lang)', ({ brand, lang }) => {
  it('apply form with a resume → account, application, confirmation e-mail that signs in', async (ctx) => {
    if (!apiReady) ctx.skip();
    const context = await newVisitorContext();
    const probe = await openPage(context);
    const { page } = probe;
    const base = server.url(brand).replace(/\/$/, '');

    await page.goto(`${base}${lang === 'fr' ? '/fr/trouver-un-emploi' : '/en/find-a-job'}`);
    await page.locator('[data-testid=offer-card] a').first().click();
    await page.locator('[data-testid=offer-title]').waitFor();
    const offerUrl = page.url();
    await page.click('[data-testid=apply-button]');
    const email = `e2e-visitor-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
    await page.fill('#apply-first_name', 'Noé');
    await page.fill('#apply-last_name', 'Lévesque');
    await page.fill('#apply-email', email);
    await page.fill('#apply-password', 'correct horse battery');
    await page.setInputFiles('#apply-file', {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await page.click('[data-testid=apply-submit]');
    // The same answer whether or not the address has an account (no enumeration): the mail
    // says what comes next, and the visitor is not signed in yet.
    await page
      .getByText(
        lang === 'fr'
          ? `Un courriel vient d’être envoyé à ${email}`
          : `An e-mail has just been sent to ${email}`,
      )
      .first()
      .waitFor();
    // Said in place on the apply page, with the way back to the offer and on to other offers.
    const sent = page.locator('[data-testid=signup-sent]');
    expect(await sent.getByRole('link').count()).toBe(2);
    await sent.getByRole('link').first().click();
    await page.waitForURL(offerUrl);
    const link = await waitForConfirmationLink(server, email);
    expect(link, 'confirmation e-mail in the outbox').toBeTruthy();

    // The confirmation link signs the new account in; the application was kept.
    // Mail links carry the brand's canonical origin: the same path on this test server.
    // It then lands on the offer applied to (the alert that says so shows only until the
    // session is loaded, which a fast browser may do before the page is even hydrated).
    await page.goto(link.replace(/^https?:\/\/[^/]+/, base));
    await page.waitForURL(offerUrl);
    await page.locator('[data-testid=already-applied]').waitFor();

    // The resume is in the profile.
    await page.goto(`${base}/${lang}/profile`);
    await expect(page.locator('[data-testid=document]').first().textContent()).resolves.toContain(
      'cv.pdf',
    );

    expect(probe.missingMessages).toEqual([]);
    expect(probe.errors).toEqual([]);
    await context.close();
  });
});

describe('brand data', () => {
  it('has the brands these tests visit', () => {
    for (const { brand } of CASES) {
      expect(readFileSync(path.join(REPO_ROOT, 'brands', brand, 'brand.json'), 'utf8')).toContain(
        `"${brand}"`,
      );
    }
  });
});
