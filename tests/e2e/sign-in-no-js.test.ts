import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { openPage, registerCandidate, signUpEmployer } from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * The sign-in forms without JavaScript (a slow phone whose scripts are not there yet sends the
 * same plain form): a wrong password answers the form with its message and the e-mail kept, the
 * right one signs in and goes on to the `?redirect=` or the side's first page. Before, the page
 * came back with both fields empty, no message and no session.
 */
const e2e = useE2e();

/** A browser without JavaScript, on the page's sign-in form. */
async function noScriptSignIn(page: Page, email: string, password: string, form: string) {
  const fields = page.locator(`[data-testid=${form}]`);
  await fields.locator('input[name=email]').fill(email);
  await fields.locator('input[name=password]').fill(password);
  await fields.locator('button[type=submit]').click();
}

async function withoutScripts(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

describe('signing in without JavaScript', () => {
  it('candidate (fr): the error with the e-mail kept, then signed in and on to ?redirect=', async () => {
    const base = e2e.server.url('jobboard');
    const setup = await e2e.browser.newContext();
    const probe = await openPage(setup);
    const email = await registerCandidate(probe.page, e2e.server, base.replace(/\/$/, ''), 'fr');
    expectClean(probe);
    await setup.close();

    const { context, page } = await withoutScripts();
    const back = pathTo('myApplications', 'fr');
    const login = `${pathTo('login', 'fr')}?redirect=${encodeURIComponent(back)}`;
    await page.goto(e2e.server.url('jobboard', login));
    await noScriptSignIn(page, email, 'not the password', 'login-form');
    const notice = page.getByTestId('sign-in-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toBe('Courriel ou mot de passe invalide.');
    expect(await page.locator('#auth-email').inputValue()).toBe(email);
    expect(await page.locator('#auth-password').inputValue()).toBe('');
    // Still the sign-in page with its way back, the password in no URL.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(login);

    await noScriptSignIn(page, email, 'correct horse battery', 'login-form');
    await page.waitForURL((url) => url.pathname === back);
    expect(await page.getByTestId('sign-in-notice').count()).toBe(0);
    await context.close();
  });

  it('employer (en): the error with the e-mail kept, then signed in on its first page', async () => {
    const base = e2e.server.url('hotelsjobs').replace(/\/$/, '');
    const who = {
      email: `e2e-nojs-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`,
      password: 'employer pass 2026',
      company: 'Auberge sans script',
    };
    const setup = await e2e.browser.newContext();
    const probe = await openPage(setup);
    await signUpEmployer(probe.page, e2e.server, base, 'en', who);
    await setup.close();

    const { context, page } = await withoutScripts();
    await page.goto(`${base}${pathTo('employerLogin', 'en')}`);
    await noScriptSignIn(page, who.email, 'wrong', 'employer-login-form');
    await page.getByTestId('sign-in-notice').waitFor();
    expect(await page.getByTestId('sign-in-notice').innerText()).toBe('Invalid email or password.');
    expect(await page.locator('#employer-email').inputValue()).toBe(who.email);

    await noScriptSignIn(page, who.email, who.password, 'employer-login-form');
    await page.waitForURL((url) => url.pathname === pathTo('employerMyOffers', 'en'));
    await context.close();
  });
});
