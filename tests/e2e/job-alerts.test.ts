import { request as httpRequest } from 'node:http';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, registerCandidate, type PageProbe } from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * Job alerts (docs/mail.md#job-alerts) in Chromium, on two brands in both languages: an alert
 * created from a search page (a visitor's, confirmed from its double opt-in mail, or a signed-in
 * candidate's, listed on My alerts), the sweep run (POST /dev/alerts/run, as if the alert were 30
 * days old), the alert mail read from the dev outbox, and the one-click unsubscribe of RFC 8058
 * posted to the URL of its List-Unsubscribe header.
 */
const CASES = [
  { brand: 'hotelsjobs', lang: 'fr', who: 'visitor' },
  { brand: 'hotelsjobs', lang: 'en', who: 'candidate' },
  { brand: 'emploisti', lang: 'fr', who: 'candidate' },
  { brand: 'emploisti', lang: 'en', who: 'visitor' },
] as const;

interface Mail {
  to: string;
  from: string;
  template: string;
  lang: string;
  subject: string;
  data: Record<string, unknown>;
  headers?: Record<string, string>;
}

const e2e = useE2e();

/** The newest mail of a template to an address, once it is in the outbox. */
async function waitForMail(to: string, template: string, after = 0): Promise<Mail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    let mails: Mail[] = [];
    try {
      mails = (e2e.server.outbox() as unknown as Mail[]).filter(
        (m) => m.to === to && m.template === template,
      );
    } catch {
      // a half-written entry: read again
    }
    if (mails.length > after) return mails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no ${template} mail to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The alerts sweep now, every alert's dates moved `days` back (development route). */
async function runAlerts(days = 30): Promise<{ due: number; mailed: number }> {
  const res = await fetch(`http://127.0.0.1:${e2e.server.port}/dev/alerts/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rewindDays: days }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { due: number; mailed: number };
}

/** What a mail client does with List-Unsubscribe-Post: a POST from its own servers, no cookie. */
function oneClickPost(url: string): Promise<number> {
  const target = new URL(url);
  const body = 'List-Unsubscribe=One-Click';
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: e2e.server.port,
        method: 'POST',
        path: target.pathname,
        headers: {
          host: `${target.hostname}:${e2e.server.port}`,
          origin: 'https://mail.example.com',
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.each(CASES)('job alert on $brand ($lang, $who)', ({ brand, lang, who }) => {
  let context: BrowserContext;
  let probe: PageProbe;
  const base = () => e2e.server.url(brand).replace(/\/$/, '');
  const searchPath = lang === 'fr' ? '/fr/trouver-un-emploi' : '/en/find-a-job';

  beforeAll(async () => {
    context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    probe = await openPage(context);
  });
  afterAll(async () => context?.close());

  it('is created from a search, mailed with its new offers, and unsubscribed in one click', async () => {
    const { page } = probe;
    let email: string;
    if (who === 'candidate') email = await registerCandidate(page, e2e.server, base(), lang);
    else email = `alert-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

    // The search page's box: "Get these jobs by e-mail".
    await gotoHydrated(page, `${base()}${searchPath}?sort=date`);
    const box = page.locator('[data-testid=alert-box]');
    expect(await box.locator('h2').textContent()).toBe(
      lang === 'fr' ? 'Recevoir ces emplois par courriel' : 'Get these jobs by e-mail',
    );
    await box.locator('[data-testid=alert-open]').click();
    await box.locator('[data-testid=alert-frequency-daily]').check();
    if (who === 'visitor') await box.locator('[data-testid=alert-email]').fill(email);
    await box.locator('[data-testid=alert-submit]').click();
    await box.locator('[data-testid=alert-status] p').waitFor();

    if (who === 'visitor') {
      // Double opt-in: nothing is sent before the link is followed.
      const confirmation = await waitForMail(email, 'job-alert-confirmation');
      expect(confirmation.lang).toBe(lang);
      const url = String(confirmation.data.url).replace(/^https?:\/\/[^/]+/, base());
      await gotoHydrated(page, url);
      await page.locator('[data-testid=alert-token-done]').waitFor();
    } else {
      // Listed on My alerts, linked from the account menu.
      await page.click('[data-testid=nav-account]');
      await page.click('[data-testid=nav-my-alerts]');
      await page.waitForURL((u) => /mes-alertes|my-alerts/.test(u.pathname));
      await page.locator('[data-testid=my-alert]').first().waitFor();
      expect(await page.locator('[data-testid=my-alert]').count()).toBe(1);
    }

    // The sweep, as if the alert were 30 days old: the board's demo offers of that month are new to it.
    expect((await runAlerts()).mailed).toBeGreaterThan(0);
    const mail = await waitForMail(email, 'job-alert');
    expect(mail.lang).toBe(lang);
    expect(mail.from).toContain(`<no-reply@${brand}.`);
    expect((mail.data.offers as unknown[]).length).toBeGreaterThan(0);
    expect((mail.data.offers as unknown[]).length).toBeLessThanOrEqual(10);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(unsubscribeUrl).toBe(mail.data.unsubscribeUrl);

    // Its unsubscribe page, in the alert's language, asks before anything changes…
    await gotoHydrated(page, unsubscribeUrl!.replace(/^https?:\/\/[^/]+/, base()));
    await page.locator('[data-testid=alert-unsubscribe]').waitFor();
    expect(await page.title()).toContain(
      lang === 'fr' ? 'Arrêter cette alerte emploi' : 'Stop this job alert',
    );
    // …and the mail client's one-click POST to the header's URL deletes the alert.
    expect(await oneClickPost(unsubscribeUrl!)).toBe(200);
    await runAlerts();
    const after = (e2e.server.outbox() as unknown as Mail[]).filter(
      (m) => m.to === email && m.template === 'job-alert',
    );
    expect(after).toHaveLength(1);
    if (who === 'candidate') {
      await gotoHydrated(page, `${base()}${lang === 'fr' ? '/fr/mes-alertes' : '/en/my-alerts'}`);
      await page.locator('[data-testid=my-alerts-empty]').waitFor();
    }
    expectClean(probe);
  });
});

describe('an alert for a feminine job title', () => {
  it('mails the offers written in inclusive form: "infirmière" gets "Infirmier(ère)"', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const probe = await openPage(context);
      const { page } = probe;
      const base = e2e.server.url('jobboard').replace(/\/$/, '');
      const email = `nurse-alert-${Date.now()}@example.com`;
      await gotoHydrated(
        page,
        `${base}/fr/trouver-un-emploi?q=${encodeURIComponent('infirmière')}`,
      );
      // The search itself finds them (the results name "Infirmier(ère)").
      await page
        .getByText(/Infirmier\(ère\)/)
        .first()
        .waitFor();
      const box = page.locator('[data-testid=alert-box]');
      await box.locator('[data-testid=alert-open]').click();
      await box.locator('[data-testid=alert-frequency-daily]').check();
      await box.locator('[data-testid=alert-email]').fill(email);
      await box.locator('[data-testid=alert-submit]').click();
      const confirmation = await waitForMail(email, 'job-alert-confirmation');
      await gotoHydrated(page, String(confirmation.data.url).replace(/^https?:\/\/[^/]+/, base));
      await page.locator('[data-testid=alert-token-done]').waitFor();

      await runAlerts();
      const mail = await waitForMail(email, 'job-alert');
      const titles = (mail.data.offers as Array<{ title: string }>).map((o) => o.title);
      expect(titles.some((title) => /Infirmier\(ère\)/.test(title))).toBe(true);
      for (const title of titles) expect(title).toMatch(/infirmi|nurse/i);
      expectClean(probe);
    } finally {
      await context.close();
    }
  });
});
