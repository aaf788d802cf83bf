import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { gotoHydrated, openPage } from '../playwright-utils';
import { GPT_URL, routeAdNetwork } from './gpt-stand-in';
import { expectClean, useE2e } from './setup';

/**
 * The consent banner and the ads behind it (docs/privacy.md), in Chromium on the shared server:
 * nothing is asked of the ad network before the visitor says yes; "Accept all" loads Google
 * Publisher Tag (a local stand-in here, Google being out of reach) and only the slots it filled
 * take space; "Refuse all" loads no ad script, and the choice holds across a reload and can be
 * changed from the footer's "Cookie settings".
 */
const BRAND = 'jobboard';
const e2e = useE2e();

/** A visitor who has made no choice yet (the file contexts otherwise hold a refusal). */
async function firstVisit(viewport = { width: 1280, height: 900 }) {
  const context = await e2e.browser.newContext({ viewport });
  await context.clearCookies({ name: 'consent' });
  const requested = await routeAdNetwork(context);
  const probe = await openPage(context);
  return { context, requested, probe, page: probe.page };
}

/** What an action changes, read until it holds (the machine may be busy: up to 15 s). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const banner = (page: Page) => page.locator('[data-consent-banner]');
/** The banner once its script made it interactive (before, its buttons post the form). */
const readyBanner = (page: Page) => page.locator('[data-consent-banner][data-ready]').waitFor();
const zone = (page: Page, name: string) => page.locator(`[data-ad-zone="${name}"]`);
const heightOf = async (page: Page, name: string) =>
  (await zone(page, name).first().boundingBox())?.height ?? 0;
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'consent')?.value;

describe('consent banner and ads', () => {
  it('asks before anything optional loads, in the page language, refuse and accept side by side', async () => {
    const { context, requested, probe, page } = await firstVisit();
    await gotoHydrated(page, e2e.server.url(BRAND, '/fr'));
    await banner(page).waitFor();
    expect(await banner(page).getAttribute('aria-labelledby')).toBeTruthy();
    const refuse = page.getByRole('button', { name: 'Tout refuser' });
    const accept = page.getByRole('button', { name: 'Tout accepter' });
    const [r, a] = [(await refuse.boundingBox())!, (await accept.boundingBox())!];
    // Equal prominence: the same size, on one row.
    expect(Math.abs(r.width - a.width)).toBeLessThan(2);
    expect(r.height).toBe(a.height);
    expect(r.y).toBe(a.y);
    expect(await refuse.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
      await accept.evaluate((b) => getComputedStyle(b).backgroundColor),
    );
    // The ad zones are there but closed, and nothing went to the ad network.
    expect(await zone(page, 'leaderboard').count()).toBe(1);
    expect(await heightOf(page, 'leaderboard')).toBe(0);
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    expect(await page.locator(`script[src="${GPT_URL}"]`).count()).toBe(0);
    expectClean(probe);
    await context.close();
  });

  it('after "Accept all", the filled slots show and the empty ones take no space; the choice holds across a reload', async () => {
    const { context, requested, probe, page } = await firstVisit();
    await gotoHydrated(page, e2e.server.url(BRAND, '/en'));
    await readyBanner(page);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await consentCookie(context)).toMatch(/\.a1\.m1$/);
    // The leaderboard (filled by the stand-in) opens at 90 px under its label.
    await poll(() => heightOf(page, 'leaderboard')).toBeGreaterThanOrEqual(90);
    await poll(() => zone(page, 'leaderboard').getAttribute('data-ad-state')).toBe('filled');
    expect(await zone(page, 'leaderboard').innerText()).toMatch(/advertisement/i);
    expect(requested).toContain(GPT_URL);
    const gpt = await page.evaluate(() => (window as unknown as { __gpt: GptRecord }).__gpt);
    expect(gpt.enabled).toBe(true);
    expect(gpt.collapse).toBe(true);
    expect(gpt.lazy).not.toBeNull();
    expect(gpt.privacy.at(-1)).toEqual({ nonPersonalizedAds: false });
    // Under the page's Content-Security-Policy (GPT's documented one: 'strict-dynamic' with the
    // nonce, 'unsafe-eval'): GPT's eval, a creative's script from an unlisted ad server and an
    // inline creative in its SafeFrame all run, and the page logged no refusal (expectClean).
    expect(gpt.forceSafeFrame).toBe(true);
    expect(gpt.eval).toBe(true);
    await poll(() =>
      page.evaluate(() => (window as unknown as { __gpt: GptRecord }).__gpt.creativeScript),
    ).toBe(true);
    await poll(() =>
      page.evaluate(() => (window as unknown as { __gpt: GptRecord }).__gpt.inlineCreative),
    ).toBe(true);

    // The search page's mobile zone: asked for, left empty by the network, no space, no label.
    await gotoHydrated(page, e2e.server.url(BRAND, pathTo('findJob', 'en')));
    await poll(() =>
      page.evaluate(() => (window as unknown as { __gpt?: GptRecord }).__gpt?.defined ?? []),
    ).toContainEqual(expect.stringMatching(/_mobile$/));
    await page.waitForTimeout(300);
    expect(await zone(page, 'mobile').getAttribute('data-ad-state')).toBe('closed');
    expect(await heightOf(page, 'mobile')).toBe(0);
    expect((await zone(page, 'mobile').innerText()).trim()).toBe('');

    // A reload: no banner, the ads come back.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await banner(page).count()).toBe(0);
    await poll(() => heightOf(page, 'leaderboard')).toBeGreaterThanOrEqual(90);
    expectClean(probe);
    await context.close();
  });

  it('after "Refuse all", no ad script is requested, now or after a reload', async () => {
    const { context, requested, probe, page } = await firstVisit();
    await gotoHydrated(page, e2e.server.url(BRAND, '/fr'));
    await readyBanner(page);
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await consentCookie(context)).toMatch(/\.a0\.m0$/);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await banner(page).count()).toBe(0);
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    expect(await heightOf(page, 'leaderboard')).toBe(0);
    expectClean(probe);
    await context.close();
  });

  it('"Cookie settings" in the footer reopens the banner; a new choice applies at once', async () => {
    const { context, requested, probe, page } = await firstVisit();
    await gotoHydrated(page, e2e.server.url(BRAND, '/fr'));
    await readyBanner(page);
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await banner(page).waitFor({ state: 'detached' });

    const settings = page.getByRole('link', { name: 'Paramètres des témoins' });
    await settings.scrollIntoViewIfNeeded();
    // The footer's script comes as it nears the viewport; before, the link opens the privacy
    // page's cookie settings instead (a plain link).
    await page.locator('[data-consent-settings][data-ready]').waitFor();
    await settings.click();
    await banner(page).waitFor();
    // Focus moves into the reopened banner; Escape closes it and gives focus back.
    await poll(() => banner(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await banner(page).waitFor({ state: 'detached' });
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Paramètres des témoins',
    );

    // Choose: advertising yes, measurement no → non-personalised ads.
    await settings.click();
    await banner(page).waitFor();
    await page.getByRole('checkbox', { name: /Publicité/ }).check();
    await page.getByRole('checkbox', { name: /Mesure d’audience/ }).uncheck();
    await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await consentCookie(context)).toMatch(/\.a1\.m0$/);
    await poll(() => requested.includes(GPT_URL)).toBe(true);
    await poll(() =>
      page.evaluate(() => (window as unknown as { __gpt?: GptRecord }).__gpt?.privacy.at(-1)),
    ).toEqual({ nonPersonalizedAds: true });
    expectClean(probe);
    await context.close();
  });

  it('works on a phone: the banner fits, the leaderboard is not asked for', async () => {
    const { context, probe, page } = await firstVisit({ width: 390, height: 844 });
    await gotoHydrated(page, e2e.server.url(BRAND, '/fr'));
    const box = (await banner(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await readyBanner(page);
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await poll(() =>
      page.evaluate(() => (window as unknown as { __gpt?: GptRecord }).__gpt?.defined ?? null),
    ).not.toBeNull();
    await page.waitForTimeout(300);
    const defined = await page.evaluate(
      () => (window as unknown as { __gpt: GptRecord }).__gpt.defined,
    );
    expect(defined.some((unit) => unit.endsWith('_leaderboard'))).toBe(false);
    expectClean(probe);
    await context.close();
  });
});

interface GptRecord {
  forceSafeFrame: boolean;
  eval: boolean | null;
  creativeScript: boolean;
  inlineCreative: boolean;
  privacy: Array<{ nonPersonalizedAds?: boolean }>;
  lazy: object | null;
  collapse: boolean;
  enabled: boolean;
  defined: string[];
  destroyed: string[];
}
