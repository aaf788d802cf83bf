import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { gotoHydrated, openPage, registerCandidate, signUpEmployer } from '../playwright-utils';
import { AD_NETWORK, routeAdNetwork } from './gpt-stand-in';
import { expectClean, useE2e } from './setup';

/**
 * The board's privacy page, the footer's person in charge, the page without JavaScript, and
 * the privacy centres of a signed-in candidate and employer user (docs/privacy.md), in Chromium
 * on the shared server.
 */
const e2e = useE2e();

describe('privacy page and footer', () => {
  for (const { brand, lang } of [
    { brand: 'hotelsjobs', lang: 'fr' },
    { brand: 'emploisti', lang: 'en' },
  ] as const) {
    it(`${brand} (${lang}): names the person in charge, what is kept and how long`, async () => {
      const context = await e2e.browser.newContext();
      const probe = await openPage(context);
      const { page } = probe;
      await gotoHydrated(page, e2e.server.url(brand, pathTo('privacy', lang)));
      const officer = page.getByTestId('privacy-officer');
      const email = await officer.locator('a[href^="mailto:"]').getAttribute('href');
      expect(email).toMatch(/^mailto:[^@]+@[^@]+$/);
      expect(await page.getByTestId('privacy-retention').innerText()).toMatch(/\d+ (mois|months)/);
      // The footer names the same person, by title and e-mail.
      const footer = page.locator('[data-privacy-officer]');
      await footer.scrollIntoViewIfNeeded();
      expect(await footer.locator('a').getAttribute('href')).toBe(email);
      // The cookie section holds the settings: the current choice (refused, the file's default).
      expect(await page.getByTestId('privacy-consent-state').innerText()).toMatch(
        lang === 'fr' ? /refusé/ : /refused/,
      );
      expectClean(probe);
      await context.close();
    });
  }

  it('without JavaScript: the banner is a form that records the choice and comes back, no ad script', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    await context.clearCookies({ name: 'consent' });
    const requested = await routeAdNetwork(context);
    const page = await context.newPage();
    const path = `${pathTo('findJob', 'fr')}?q=infirmi%C3%A8re`;
    await page.goto(e2e.server.url('jobboard', path));
    const banner = page.locator('[data-consent-banner]');
    expect(await banner.count()).toBe(1);
    expect(
      await page.evaluate(() =>
        [...document.scripts].some((s) => /doubleclick|googlesyndication/.test(s.src)),
      ),
    ).toBe(false);
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await page.waitForURL((url) => url.pathname + url.search === path);
    expect(await page.locator('[data-consent-banner]').count()).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'consent');
    expect(cookie?.value).toMatch(/\.a1\.m1$/);
    // Accepted, but without JavaScript nothing loads the ad network all the same.
    expect(requested.filter((url) => AD_NETWORK.test(url))).toEqual([]);
    await context.close();
  });
});

/**
 * The lines the delete button's label takes at 390 px: one. A label wrapped inside its button
 * squashed a two-line pill on the brands with round buttons.
 */
async function deleteLabelLinesOnPhone(page: Page, name: string): Promise<number> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const lines = await page.getByRole('button', { name }).evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  if (viewport) await page.setViewportSize(viewport);
  return lines;
}

describe('privacy centres', () => {
  it('a candidate downloads their data, then deletes the account: wrong password on the field, then home', async () => {
    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    const base = e2e.server.url('jobboard', '');
    await registerCandidate(page, e2e.server, base, 'fr');
    await gotoHydrated(page, `${base}${pathTo('profilePrivacy', 'fr')}`);

    await page.getByRole('button', { name: 'Télécharger mes données' }).click();
    await page.getByTestId('privacy-export').getByRole('status').waitFor();
    expect(await page.getByTestId('privacy-export').innerText()).toMatch(/courriel/);

    expect(await deleteLabelLinesOnPhone(page, 'Supprimer mon compte')).toBe(1);
    const password = page.getByLabel(/Votre mot de passe/);
    await password.fill('not my password');
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    // The server's 422 under the field, the field marked invalid.
    const fieldError = page.locator(`#${await password.getAttribute('id')}-error`);
    await fieldError.waitFor();
    expect(await fieldError.innerText()).not.toBe('');
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await password.fill('correct horse battery');
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await page.waitForURL((url) => url.pathname === '/fr');
    await page.getByText('Votre compte a été supprimé', { exact: false }).waitFor();
    // Signed out: the profile is behind the sign-in page again.
    await gotoHydrated(page, `${base}${pathTo('profile', 'fr')}`);
    expect(new URL(page.url()).pathname).toBe(pathTo('login', 'fr'));
    expectClean(probe);
    await context.close();
  });

  it('an employer user downloads their data, then deletes the account and is signed out', async () => {
    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    const base = e2e.server.url('emploisti', '');
    const email = `e2e-privacy-${Date.now()}@example.com`;
    // A team of one: its only member may leave (the team closes with them). A team's last
    // administrator among other members is refused (409): privacy-centre.test.tsx shows it.
    await signUpEmployer(page, e2e.server, base, 'en', {
      email,
      password: 'correct horse battery',
      company: 'Privacy Test Inc.',
    });
    await gotoHydrated(page, `${base}${pathTo('employerPrivacy', 'en')}`);
    await page.getByRole('button', { name: 'Download my data' }).click();
    await page.getByTestId('privacy-export').getByRole('status').waitFor();

    expect(await deleteLabelLinesOnPhone(page, 'Delete my account')).toBe(1);
    await page.getByLabel(/Your password/).fill('correct horse battery');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await page.getByText('Your account has been deleted', { exact: false }).waitFor();
    await gotoHydrated(page, `${base}${pathTo('employerProfile', 'en')}`);
    expect(new URL(page.url()).pathname).toBe(pathTo('employerLogin', 'en'));
    expectClean(probe);
    await context.close();
  });
});
