import { describe, expect, it } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { gotoHydrated, openPage, registerCandidate } from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * The data export's mailed link in Chromium (docs/privacy.md): opened in a browser that is not
 * signed in, it goes through the sign-in page and comes back as the download; the account's
 * own session gets the ZIP, another account's a 404.
 */
const e2e = useE2e();

interface Mail {
  to: string;
  template: string;
  data: Record<string, unknown>;
}

async function waitForMail(to: string, template: string): Promise<Mail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    let mails: Mail[] = [];
    try {
      mails = (e2e.server.outbox() as unknown as Mail[]).filter(
        (m) => m.to === to && m.template === template,
      );
    } catch {
      // a half-written entry: read again
    }
    if (mails.length) return mails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no ${template} mail to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('data export link', () => {
  it('signed out: sign in first, then the ZIP downloads; another account gets 404', async () => {
    const base = e2e.server.url('jobboard', '');
    const owner = await e2e.browser.newContext();
    const ownerPage = (await openPage(owner)).page;
    const email = await registerCandidate(ownerPage, e2e.server, base, 'fr');
    await gotoHydrated(ownerPage, `${base}${pathTo('profilePrivacy', 'fr')}`);
    await ownerPage.getByRole('button', { name: 'Télécharger mes données' }).click();
    await ownerPage.getByTestId('privacy-export').getByRole('status').waitFor();
    const mail = await waitForMail(email, 'data-export-ready');
    const link = String(mail.data.url).replace(/^https?:\/\/[^/]+/, base);
    await owner.close();

    // Another account: nothing to see.
    const other = await e2e.browser.newContext();
    const otherPage = (await openPage(other)).page;
    await registerCandidate(otherPage, e2e.server, base, 'fr');
    const refused = await otherPage.goto(link);
    expect(refused?.status()).toBe(404);
    await other.close();

    // A browser that is not signed in: the sign-in page, then the download. The person signs in
    // before the page's app has loaded (every script but the entry waits, as on a slow phone):
    // the entry holds the submit and sends it once the app has hydrated.
    const fresh = await e2e.browser.newContext({ acceptDownloads: true });
    const probe = await openPage(fresh);
    const { page } = probe;
    const documentPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.resourceType() === 'document')
        documentPosts.push(request.url());
    });
    let entryRan!: () => void;
    const entryRunning = new Promise<void>((resolve) => (entryRan = resolve));
    let releaseApp!: () => void;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    const appScripts = /\/assets\/(?!main-)[^/]+\.js(\?.*)?$/;
    await fresh.route(appScripts, async (route) => {
      // The entry asks for the app's chunks: it has run.
      entryRan();
      await appHeld;
      await route.continue().catch(() => undefined);
    });
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === pathTo('login', 'fr'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(new URL(link).pathname);
    await page.locator('[data-testid=login-form]').waitFor();
    await page.fill('#auth-email', email);
    await page.fill('#auth-password', 'correct horse battery');
    await entryRunning;
    await page.click('[data-testid=login-form] button[type=submit]');
    // Still the server's page: the app has not run.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    // Sign-in, its redirect and the archive's stream: more than 30 s on a busy 2-core machine.
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    releaseApp();
    await fresh.unroute(appScripts);
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^jobboard-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await (await download.createReadStream()).toArray();
    const zip = Buffer.concat(bytes as Buffer[]);
    // A ZIP (local file header) holding data.json.
    expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(zip.includes(Buffer.from('data.json'))).toBe(true);
    // The click never went as a plain post, which the server answers with the page anew.
    expect(documentPosts).toEqual([]);
    expectClean(probe);
    await fresh.close();
  });
});
