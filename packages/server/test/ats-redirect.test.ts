import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { generatedDir } from '@jobboard/manifest';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/**
 * With ATS_URL set, the employer pages of a brand that sends employers to the ATS
 * (behaviour.redirectEmployersToAts, the default) answer a redirect to the ATS: signed in through
 * a new single sign-on link when the visitor has an employer's session, the ATS's home otherwise.
 * They answered `302 Location: /` before: the page's redirect was checked a second time as a path
 * of the site only. A brand that keeps its employers shows the ATS banner where its manifest says.
 * On both databases: the links are secure links kept in the database.
 */
const ATS_URL = 'https://ats.example.com/app';
const HOST = 'jobboard.localhost';
const built = existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js'));

let t: TestApp;
beforeAll(async () => {
  if (!built) throw new Error('The site is not built: run `pnpm build:site` first.');
  const registry = builtBrands();
  // A brand that keeps its employers on the board and shows them the ATS banner.
  const keeper = registry.bundle('hotelsjobs')!;
  registry.swap([
    {
      ...keeper,
      manifest: {
        ...keeper.manifest,
        behaviour: {
          ...keeper.manifest.behaviour,
          redirectEmployersToAts: false,
          showAtsBanner: true,
        },
      },
    },
  ]);
  t = await createTestApp({ registry, env: { ATS_URL } });
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, cookie?: string, host = HOST) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host, accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });

/** The ATS checks a link's tokens once (GET /api/check-secure-link/sso/{selector}/{token}). */
const checkLink = (location: string) => {
  const url = new URL(location);
  const selector = url.searchParams.get('selector');
  const token = url.searchParams.get('token');
  return t.app.inject({
    method: 'GET',
    url: `/api/check-secure-link/sso/${selector}/${token}`,
    headers: { host: '203.0.113.7' },
  });
};

describe('employer pages with ATS_URL set', () => {
  it('send a visitor without an employer session to the ATS home, in the page’s language', async () => {
    const candidate = await t.createCandidate();
    for (const lang of ['fr', 'en'] as const) {
      for (const name of ['employerMyOffers', 'employerLogin', 'employerRegister'] as const) {
        const url = pathTo(name, lang);
        const res = await page(url);
        expect(res.statusCode, url).toBe(302);
        expect(res.headers.location, url).toBe(`${ATS_URL}?lg=${lang}`);
        // A candidate's session is not an employer's.
        expect((await page(url, candidate.cookie)).headers.location, url).toBe(
          `${ATS_URL}?lg=${lang}`,
        );
      }
    }
    // The candidates' pages stay on the board.
    expect((await page('/fr')).statusCode).toBe(200);
    expect((await page(pathTo('login', 'en'))).statusCode).toBe(200);
  });

  it('send a signed-in employer to the ATS signed in, with a new single-use link each time (the mail’s link to an application too)', async () => {
    const employer = await t.createEmployer();
    // The link of the mail announcing an application (routes/api/apply/employer-notification.ts).
    const fromMail = await page(
      pathTo('employerOfferApplications', 'en', { id: 12 }),
      employer.cookie,
    );
    expect(fromMail.statusCode).toBe(302);
    const location = String(fromMail.headers.location);
    expect(location).toMatch(
      /^https:\/\/ats\.example\.com\/app\/auth\/sso\?selector=[\w-]{16,}&token=[\w-]{32,}&lg=en$/,
    );
    expect(String(fromMail.headers['cache-control'] ?? '')).not.toMatch(/public/);
    const checked = await checkLink(location);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({
      type: 'sso',
      email: employer.email,
      user: { id: employer.id, guard: 'ats' },
    });
    expect((await checkLink(location)).statusCode).toBe(410);

    const again = await page(pathTo('employerMyOffers', 'fr'), employer.cookie);
    expect(again.statusCode).toBe(302);
    const next = String(again.headers.location);
    expect(next).toMatch(/^https:\/\/ats\.example\.com\/app\/auth\/sso\?selector=.+&lg=fr$/);
    expect(new URL(next).searchParams.get('selector')).not.toBe(
      new URL(location).searchParams.get('selector'),
    );
    expect((await checkLink(next)).statusCode).toBe(200);
  });

  it('show the ATS banner on a brand that keeps its employers and shows it', async () => {
    const employer = await t.createEmployer();
    const res = await page(
      pathTo('employerMyOffers', 'fr'),
      employer.cookie,
      'hotelsjobs.localhost',
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="ats-banner"');
    expect(res.body).toContain('data-testid="ats-dashboard"');
  });
});
