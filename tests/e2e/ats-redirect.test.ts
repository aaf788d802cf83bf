import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { DEMO_EMPLOYER, gotoHydrated, openPage } from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * With ATS_URL set (a server of its own, from the run's seeded data), a board that sends
 * employers to the ATS (jobboard, by default) does so from every employer page: the page loaded
 * directly (a mail's link to an application) and the header's link followed in the app. A
 * signed-in employer arrives through a single sign-on link, anyone else at the ATS's home. They
 * landed on the board's home (`302 Location: /`) before. The ATS is a local stand-in page.
 */
const env: Record<string, string> = {};
let ats: Server;
let atsUrl: string;
// Before useE2e's own beforeAll, which starts the board's server with `env`.
beforeAll(async () => {
  ats = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>ATS</title><p>ATS</p>');
  });
  await new Promise<void>((resolve) => ats.listen(0, '127.0.0.1', resolve));
  atsUrl = `http://127.0.0.1:${(ats.address() as AddressInfo).port}/app`;
  env.ATS_URL = atsUrl;
});
afterAll(async () => {
  await new Promise((resolve) => ats?.close(resolve));
});
const e2e = useE2e({ env, fromTemplate: true });

const atPath = (page: Page) => {
  const url = new URL(page.url());
  return url.origin + url.pathname;
};

describe('employers reach the ATS (ATS_URL set)', () => {
  it('a visitor: the employer page and the header’s employer link lead to the ATS home', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(e2e.server.url('jobboard', pathTo('employerMyOffers', 'fr')));
    await page.waitForURL(`${atsUrl}?lg=fr`);
    // In the app: the header's link to the employer side.
    const probe = await openPage(context);
    await gotoHydrated(probe.page, e2e.server.url('jobboard', '/en'));
    await probe.page
      .locator(`header a[href="${pathTo('employerRegister', 'en')}"]`)
      .first()
      .click();
    await probe.page.waitForURL(`${atsUrl}?lg=en`);
    await context.close();
  });

  it('a signed-in employer: a mail’s link and the header’s link sign in on the ATS', async () => {
    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    await gotoHydrated(page, e2e.server.url('jobboard', '/fr'));
    const status = await page.evaluate(async (who) => {
      const res = await fetch('/api/ats/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(who),
      });
      return res.status;
    }, DEMO_EMPLOYER);
    expect(status).toBe(200);
    // In the app: the header's link, followed without a page load.
    await page
      .locator(`header a[href="${pathTo('employerRegister', 'fr')}"]`)
      .first()
      .click();
    await page.waitForURL((url) => url.origin + url.pathname === `${atsUrl}/auth/sso`);
    const first = new URL(page.url());
    expect(first.searchParams.get('lg')).toBe('fr');
    expect(first.searchParams.get('selector')).toMatch(/^[\w-]{16,}$/);

    // The link of the mail announcing an application, loaded directly.
    const mail = await context.newPage();
    await mail.goto(
      e2e.server.url('jobboard', pathTo('employerOfferApplications', 'en', { id: 1 })),
    );
    await mail.waitForURL((url) => url.origin + url.pathname === `${atsUrl}/auth/sso`);
    const second = new URL(mail.url());
    expect(atPath(mail)).toBe(`${atsUrl}/auth/sso`);
    expect(second.searchParams.get('lg')).toBe('en');
    // A new single-use link each time.
    expect(second.searchParams.get('selector')).not.toBe(first.searchParams.get('selector'));
    expectClean(probe);
    await context.close();
  });
});
