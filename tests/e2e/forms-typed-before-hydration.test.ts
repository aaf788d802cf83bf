import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { DEMO_EMPLOYER, openPage, signInDemoEmployer } from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * The server's page is usable before its scripts run: what a person types then must reach the
 * form's state when the scripts take over, and be what the submit sends. Each test holds the
 * client bundle back (every script request waits) while it types, as a slow connection would,
 * then lets it load, waits for hydration and submits.
 */
const BRAND = 'hotelsjobs';
const e2e = useE2e();

/** Holds every script of the page until the returned function is called. */
async function holdScripts(context: BrowserContext): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const pattern = /\/assets\/.+\.js(\?.*)?$/;
  await context.route(pattern, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await context.unroute(pattern);
  };
}

async function waitHydrated(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true',
    undefined,
    {
      timeout: 20_000,
    },
  );
}

/** The page is the server's alone: its scripts have not run (nothing hydrated yet). */
async function expectNotHydrated(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
}

describe('what is typed before the scripts take over is kept', () => {
  it('the company form saves the name and description typed before hydration, and an edit to its saved description', async () => {
    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    const base = e2e.server.url(BRAND, '');
    await signInDemoEmployer(page, base, 'fr');
    const release = await holdScripts(context);
    await page.goto(`${base}${pathTo('employerCreateCompany', 'fr')}`, { waitUntil: 'commit' });
    await page.locator('#company-name_fr').waitFor();
    const name = `Auberge tapée tôt ${Date.now()}`;
    await page.locator('#company-name_fr').pressSequentially(name);
    await page
      .locator('#company-description_fr')
      .pressSequentially('Écrit avant que la page soit prête.');
    await expectNotHydrated(page);
    await release();
    await waitHydrated(page);
    // The English name once the page is ready, as the person in the report did.
    await page.fill('#company-name_en', 'Early Inn');
    await expect.poll(() => page.inputValue('#company-name_fr')).toBe(name);
    await page.click('[data-testid=company-save]');
    await page.waitForURL(/\/employer\/companies\/\d+\/edit/);
    const id = /companies\/(\d+)\/edit/.exec(page.url())![1]!;
    // Read back in the page (its session; Node does not resolve *.localhost).
    const { data } = await page.evaluate(async (companyId) => {
      const res = await fetch(`/api/ats/companies/${companyId}`);
      return (await res.json()) as {
        data: { name_fr: string; name_en: string; description_fr: string };
      };
    }, id);
    expect(data).toMatchObject({
      name_fr: name,
      name_en: 'Early Inn',
      description_fr: 'Écrit avant que la page soit prête.',
    });

    // The edit page: its textarea holds the saved text, which hydrating puts back; what was
    // added to it before must still be what the save sends.
    const edit = page.url();
    const releaseEdit = await holdScripts(context);
    await page.goto(edit, { waitUntil: 'commit' });
    const description = page.locator('#company-description_fr');
    await description.waitFor();
    await description.press('ControlOrMeta+End');
    await description.pressSequentially(' Et modifié avant aussi.');
    await expectNotHydrated(page);
    await releaseEdit();
    await waitHydrated(page);
    const edited = 'Écrit avant que la page soit prête. Et modifié avant aussi.';
    await expect.poll(() => description.inputValue()).toBe(edited);
    await page.click('[data-testid=company-save]');
    await expect
      .poll(async () => {
        const res = await page.evaluate(async (companyId) => {
          const answer = await fetch(`/api/ats/companies/${companyId}`);
          return (await answer.json()) as { data: { description_fr: string } };
        }, id);
        return res.data.description_fr;
      })
      .toBe(edited);
    expectClean(probe);
    await context.close();
  });

  it('the employer sign-in sends the address and password typed before hydration', async () => {
    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    const base = e2e.server.url(BRAND, '');
    const release = await holdScripts(context);
    await page.goto(`${base}${pathTo('employerLogin', 'en')}`, { waitUntil: 'commit' });
    await page.locator('#employer-email').waitFor();
    await page.locator('#employer-email').pressSequentially(DEMO_EMPLOYER.email);
    await page.locator('#employer-password').pressSequentially(DEMO_EMPLOYER.password);
    await expectNotHydrated(page);
    await release();
    await waitHydrated(page);
    await page.click('[data-testid=employer-login-form] button[type=submit]');
    await page.waitForURL((u) => !/login/.test(u.pathname));
    expectClean(probe);
    await context.close();
  });

  it('apply and register sends the names, address, password and resume given before hydration', async () => {
    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    const base = e2e.server.url(BRAND, '');
    const offers = await e2e.server.get(BRAND, `/api/jobboard/${BRAND}/offers?per_page=1`);
    const offer = ((await offers.json()) as { data: Array<{ id: number }> }).data[0]!;
    const release = await holdScripts(context);
    await page.goto(`${base}${pathTo('apply', 'fr', { slug: 'offre', id: offer.id })}`, {
      waitUntil: 'commit',
    });
    await page.locator('#apply-first_name').waitFor();
    const email = `forms-early-${Date.now()}@example.com`;
    await page.locator('#apply-first_name').pressSequentially('Ève');
    await page.locator('#apply-last_name').pressSequentially('Tôt');
    await page.locator('#apply-email').pressSequentially(email);
    await page.locator('#apply-password').pressSequentially('correct horse battery');
    await page.setInputFiles('#apply-file', {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await expectNotHydrated(page);
    await release();
    await waitHydrated(page);
    await page.click('[data-testid=apply-submit]');
    // The 202 says to check the inbox; the mail goes to the address typed before hydration.
    await expect
      .poll(() => e2e.server.outbox().some((m) => m.to === email), { timeout: 15_000 })
      .toBe(true);
    expectClean(probe);
    await context.close();
  });

  it('the city typed into the search forms before hydration stays, is looked up and searched', async () => {
    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    const base = e2e.server.url(BRAND, '');
    // The home page's search box, then the search page's own form.
    for (const [path, id] of [
      ['/fr', '#search-city'],
      [pathTo('findJob', 'fr'), '#filter-city'],
    ] as const) {
      const release = await holdScripts(context);
      await page.goto(`${base}${path}`, { waitUntil: 'commit' });
      const city = page.locator(id);
      await city.waitFor();
      await city.pressSequentially('trois-riv');
      await expectNotHydrated(page);
      await release();
      await waitHydrated(page);
      // Still the person's text once the scripts run, and its municipalities are listed.
      await page.getByRole('option', { name: /Trois-Rivières/ }).waitFor();
      expect(await city.inputValue()).toBe('trois-riv');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(await city.inputValue()).toBe('Trois-Rivières, QC');
      // Enter again searches with the municipality's id (Trois-Rivières is 9 in the seed).
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('city') === '9');
    }
    expectClean(probe);
    await context.close();
  });
});
