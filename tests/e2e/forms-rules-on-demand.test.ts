import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { openPage } from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * The employer's sign-up and the apply page load their form rules when the form is used, not
 * with the page: the phone rules (libphonenumber-js, the `phone` chunk) on the phone field's
 * first focus or input, the apply form's field rules (the `apply-fields` chunk) on its first
 * focus or submit. The field works meanwhile and formats once they arrive.
 */
const BRAND = 'hotelsjobs';
const e2e = useE2e({ context: { viewport: { width: 390, height: 844 } } });

/** The scripts the page asked for, by file name. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/([^/?]+\.js)/.exec(request.url());
    if (match) names.push(match[1]!);
  });
  return names;
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

describe('form rules loaded on demand', () => {
  it('the employer sign-up loads the phone rules on the field, formats what was typed, and says when it is invalid', async () => {
    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    const scripts = scriptsOf(page);
    await page.goto(e2e.server.url(BRAND, pathTo('employerRegister', 'en')), { waitUntil: 'load' });
    await waitHydrated(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /^phone-(?!field-)/.test(s))).toEqual([]);
    const phone = page.locator('#employer-phone_number');
    // Typed at once: what arrives before the rules is kept, then written as Quebec does.
    await phone.pressSequentially('4185550199');
    await expect.poll(() => phone.inputValue(), { timeout: 10_000 }).toBe('418 555-0199');
    expect(scripts.filter((s) => /^phone-(?!field-)/.test(s))).toHaveLength(1);
    // An American number is not a Canadian one: said on leaving the field.
    await phone.fill('');
    await phone.pressSequentially('2122531234');
    await page.locator('#employer-email').focus();
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expectClean(probe);
    await context.close();
  });

  it('the apply page loads its field rules with the form, and still names every missing field', async () => {
    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    const scripts = scriptsOf(page);
    const offers = await e2e.server.get(BRAND, `/api/jobboard/${BRAND}/offers?per_page=1`);
    const offer = ((await offers.json()) as { data: Array<{ id: number }> }).data[0]!;
    await page.goto(e2e.server.url(BRAND, pathTo('apply', 'fr', { slug: 'offre', id: offer.id })), {
      waitUntil: 'load',
    });
    await waitHydrated(page);
    expect(scripts.filter((s) => /^apply-fields-/.test(s))).toEqual([]);
    await page.click('[data-testid=apply-submit]');
    // The French catalog's "required" on each field, and the resume's own message.
    await expect.poll(() => page.locator('[aria-invalid=true]').count()).toBe(5);
    expect(scripts.filter((s) => /^apply-fields-/.test(s))).toHaveLength(1);
    expect(await page.locator('#apply-first_name').getAttribute('aria-invalid')).toBe('true');
    expectClean(probe);
    await context.close();
  });
});
