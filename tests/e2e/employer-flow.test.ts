import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_EMPLOYER,
  REPO_ROOT,
  gotoHydrated,
  openPage,
  registerCandidate,
  saveNewCompany,
  signInEmployer,
  signUpEmployer,
  switchLanguage,
  TEST_SERVER_ENV,
  TEST_SERVER_START_MS,
  type PageProbe,
} from '../playwright-utils';
import {
  newDataDir,
  startServerProcess,
  type ServerProcess,
} from '@jobboard/launch/server-process';
import { expectClean, useE2e } from './setup';

/**
 * The employer side (docs/employers.md) in Chromium: sign-up, company, the offer's three steps with
 * a validation error corrected on the way, publishing through the single job posting checkout
 * (hotelsjobs sells it), the offer on the public site in both languages, a candidate's application
 * and its resume, the option's absence on another brand, and the 403 page.
 */
const BRAND = 'hotelsjobs';
const OTHER_BRAND = 'emploisti';
const PASSWORD = 'correct horse battery';
/** A 1×1 PNG: the server resizes whatever it gets. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const e2e = useE2e();
let apiReady = false;

beforeAll(async () => {
  // The employer API is written in parallel (packages/server/src/routes/api/employer).
  const [sizes, offers] = await Promise.all([
    e2e.server.get(BRAND, '/api/ats/team-sizes'),
    e2e.server.get(BRAND, `/api/jobboard/${BRAND}/offers?per_page=1`),
  ]);
  apiReady = sizes.ok && offers.ok;
});

/**
 * A test's whole time (each step keeps its own wait). The first one (sign-up, mailed link,
 * company, logo and an offer's three steps: twenty pages and more) took 37–46 s in a CI run that
 * passed; run early, beside the first-tap file's throttled phones and the per-brand snapshots,
 * the same steps went past the suite's 120 s twice.
 */
const TEST_MS = 240_000;

const unique = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

/** Stays on the page until the app hydrated and nothing is loading. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

describe(`employer journey on ${BRAND}`, { timeout: TEST_MS }, () => {
  let employerContext: BrowserContext;
  let employer: PageProbe;
  let offerUrl = '';
  let offerId = 0;
  const base = () => e2e.server.url(BRAND).replace(/\/$/, '');
  const titles = { fr: `Préposé à la réception ${unique()}`, en: `Front desk agent ${unique()}` };

  beforeAll(async () => {
    employerContext = await e2e.browser.newContext({ acceptDownloads: true });
    employer = await openPage(employerContext);
  });
  afterAll(async () => {
    await employerContext?.close();
  });

  it('signs up, creates a company with its logo, and creates an offer in three steps', async (ctx) => {
    if (!apiReady) ctx.skip();
    const { page } = employer;

    // Sign-up: the team's name and size; a check-your-inbox panel (no session), then the mailed
    // link signs the employer in and goes to the employer home; then the companies page.
    const email = `employer-${unique()}@example.com`;
    await signUpEmployer(page, e2e.server, base(), 'fr', {
      email,
      password: PASSWORD,
      company: 'Auberge du Lac',
    });
    await gotoHydrated(page, `${base()}/fr/employer/companies`);
    // The sign-up's company name is the team's first company.
    await page.locator('[data-testid=company-list] >> text=Auberge du Lac').waitFor();
    // hotelsjobs: "staffing" wording, no ATS banner.
    await page.locator('[data-testid=employer-nav] >> text=Placement de personnel').waitFor();
    expect(await page.locator('[data-testid=ats-banner]').count()).toBe(0);

    // A company, then its logo (a file that is not an image is refused beside the field).
    await page.click('[data-testid=create-company-link]');
    await page.waitForURL(/create-company/);
    const companyId = await saveNewCompany(page);
    await page.setInputFiles('#company-logo', {
      name: 'logo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'),
    });
    await page.locator('#company-logo-error').waitFor();
    await page.setInputFiles('#company-logo', {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1PX, 'base64'),
    });
    await page.click('[data-testid=company-logo-form] button[type=submit]');
    await page.locator('[data-testid=company-logo-form] img').waitFor();

    // The offer: step 1 refused by the server (description too short), corrected.
    await page.click('[data-testid=nav-create-offer]');
    await page.waitForURL(/\/fr\/employeur\/creer-une-offre/);
    await page.locator('[data-testid=offer-step-details]').waitFor();
    // Two companies now (the sign-up's and this one): the offer is this one's.
    await page.selectOption('#offer-company_id', companyId);
    await page.fill('#offer-contents-fr-title', titles.fr);
    await page.fill('#offer-contents-fr-description', 'Trop court.');
    await page.click('[data-testid=offer-next]');
    await page.locator('#offer-contents-fr-description-error').waitFor();
    expect(await page.locator('#offer-contents-fr-description').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await page.fill(
      '#offer-contents-fr-description',
      'Accueillir la clientèle, gérer les arrivées et les départs, répondre au téléphone.',
    );
    await page.fill('#offer-contents-en-title', titles.en);
    await page.fill(
      '#offer-contents-en-description',
      'Welcome guests, handle check-ins and check-outs, answer the phone.',
    );
    await page.click('[data-testid=offer-next]');

    // Step 2: category, experience, a schedule.
    await page.locator('[data-testid=offer-step-attributes]').waitFor();
    await page.selectOption('#offer-category_id', '25');
    await page.selectOption('#offer-experience_id', '32');
    await page.check('#offer-schedule_ids input[value="41"]');
    await page.click('[data-testid=offer-next]');

    // Step 3: a city, then save: the publish page of the new offer.
    await page.locator('[data-testid=offer-step-specifications]').waitFor();
    // The city is a municipality of the combobox (GET /api/cities), picked with the keyboard.
    await page.fill('#offer-city_id', 'rimou');
    await page.locator('[role=option]', { hasText: 'Rimouski' }).waitFor();
    await page.press('#offer-city_id', 'ArrowDown');
    await page.press('#offer-city_id', 'Enter');
    expect(await page.inputValue('#offer-city_id')).toBe('Rimouski, QC');
    // The expiry date: the page's French calendar, with the keyboard (a week after the first
    // day it allows), sent as YYYY-MM-DD; the field names it in French.
    const expires = page.locator('[data-testid=offer-expires]');
    expect(await expires.textContent()).toBe('Choisir une date');
    await expires.focus();
    await page.keyboard.press('Enter');
    const calendar = page.locator('[data-testid=offer-expires-calendar]');
    await calendar.locator('[role=grid]').waitFor();
    expect(await calendar.locator('th').first().getAttribute('aria-label')).toBe('dimanche');
    await page.waitForFunction(() => document.activeElement?.closest('[role=grid]'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await calendar.count()).toBe(0);
    const picked = (await expires.getAttribute('data-value'))!;
    expect(picked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [y, m, d] = picked.split('-').map(Number);
    const months = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août'];
    months.push('septembre', 'octobre', 'novembre', 'décembre');
    // French writes the first of a month « 1er ».
    expect(await expires.textContent()).toBe(`${d === 1 ? '1er' : d} ${months[m! - 1]} ${y}`);
    const saved = page.waitForRequest((r) => r.method() === 'POST' && /\/offers$/.test(r.url()));
    await page.click('[data-testid=offer-save]');
    expect((await saved).postDataJSON().expires_at).toBe(picked);
    await page.waitForURL(/\/fr\/employer\/offer\/\d+\/publish$/);
    offerId = Number(/offer\/(\d+)\/publish/.exec(page.url())![1]);
    await page.locator('[data-testid=publish-offer]').waitFor();
    expectClean(employer);
  });

  it('publishes it on the board it signed up on', async (ctx) => {
    if (!apiReady || !offerId) ctx.skip();
    const { page } = employer;
    // Sign-up grants the team the board it signed up on: it publishes there at once.
    // The free single job posting (for a board the team has no right on) is covered by the
    // server's employer-publishing tests and the publish page's component tests.
    const board = page.locator(`[data-testid=publish-board][data-board=${BRAND}]`);
    await board.locator('[data-testid=publish-button]').click();
    await board.locator('[data-testid=publish-board-done]').waitFor();

    // My offers: published, on this board.
    await gotoHydrated(page, `${base()}/fr/employeur/mes-offres`);
    const item = page.locator(`[data-testid=employer-offer][data-offer-id="${offerId}"]`);
    await item.locator('[data-testid=offer-status][data-status=published]').waitFor();
    expect(await item.locator('[data-testid=offer-boards]').textContent()).toContain('HotelsJobs');
    expectClean(employer);
  });

  it('shows the offer on the public site in both languages', async (ctx) => {
    if (!apiReady || !offerId) ctx.skip();
    const { page } = employer;
    await gotoHydrated(page, `${base()}/fr/employer/offer/${offerId}/publish`);
    await page.click('[data-testid=publish-view]');
    await page.waitForURL(new RegExp(`/fr/offre/[^/]+/${offerId}$`));
    expect(await page.locator('[data-testid=offer-title]').textContent()).toBe(titles.fr);
    offerUrl = page.url();
    await switchLanguage(page, 'en');
    await page.waitForURL(new RegExp(`/en/offer/[^/]+/${offerId}$`));
    await page.locator(`[data-testid=offer-title] >> text=${titles.en}`).waitFor();
    expectClean(employer);
  });

  it('receives a candidate’s application and downloads the resume', async (ctx) => {
    if (!apiReady || !offerUrl) ctx.skip();
    const candidateContext = await e2e.browser.newContext();
    const candidate = await openPage(candidateContext);
    await registerCandidate(candidate.page, e2e.server, base(), 'fr');
    await gotoHydrated(candidate.page, offerUrl);
    await candidate.page.click('[data-testid=apply-button]');
    await candidate.page.locator('[data-testid=apply-form]').waitFor();
    if (await candidate.page.locator('#apply-file').count()) {
      await candidate.page.setInputFiles('#apply-file', {
        name: 'cv-eve.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
    }
    await candidate.page.click('[data-testid=apply-submit]');
    await candidate.page.locator('[data-testid=already-applied]').waitFor();

    // The employer: the application, its resume as a download.
    const { page } = employer;
    await gotoHydrated(page, `${base()}/fr/employeur/mes-offres`);
    await page
      .locator(`[data-testid=employer-offer][data-offer-id="${offerId}"] a[href$="/applications"]`)
      .click();
    await page.waitForURL(new RegExp(`/fr/employer/offer/${offerId}/applications`));
    const application = page.locator('[data-testid=application]').first();
    await application.waitFor();
    expect(await application.textContent()).toContain('Eve Tremblay');
    // Its documents show once it is opened (which marks it viewed).
    await application.locator('[data-testid=application-open]').click();
    const link = application.locator('[data-testid=application-document][data-type=resume]');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const file = await download.path();
    expect(readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');

    // The document is this employer's only: the candidate's own session cannot fetch it here.
    const href = (await link.getAttribute('href'))!;
    const status = await candidate.page.evaluate(
      async (url) => (await fetch(url, { credentials: 'same-origin' })).status,
      href,
    );
    expect([401, 403, 404]).toContain(status);

    expectClean(employer);
    expectClean(candidate);
    await candidateContext.close();
  });
});

describe(`employer area on ${OTHER_BRAND}`, () => {
  it('shows no ATS banner without an ATS address, the recruitment wording, and no single job posting', async (ctx) => {
    if (!apiReady) ctx.skip();
    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    const base = e2e.server.url(OTHER_BRAND).replace(/\/$/, '');

    // Signed out: the employer login, and back after signing in.
    const res = await page.goto(`${base}/en/employer/my-offers`);
    expect(res?.ok()).toBe(true);
    await page.waitForURL(/\/en\/employer\/login\?redirect=/);
    await settled(page);
    await page.fill('#employer-email', DEMO_EMPLOYER.email);
    await page.fill('#employer-password', DEMO_EMPLOYER.password);
    await page.click('[data-testid=employer-login-form] button[type=submit]');
    await page.waitForURL(/\/en\/employer\/my-offers$/);

    await page.locator('[data-testid=employer-nav] >> text=Recruitment').waitFor();
    // This server has no ATS address: no banner inviting to an ATS it could not open.
    expect(await page.locator('[data-testid=ats-banner]').count()).toBe(0);
    await page.locator('[data-testid=offer-publish-link]').first().click();
    await page.waitForURL(/\/en\/employer\/offer\/\d+\/publish$/);
    await page.locator('[data-testid=publish-board]').first().waitFor();
    expect(await page.locator('[data-testid=single-job-posting]').count()).toBe(0);

    // French, then log out from the avatar menu: back to the public home.
    await switchLanguage(page, 'fr');
    await page.locator('[data-testid=publish-offer]').waitFor();
    await page.click('[data-testid=employer-avatar]');
    await page.click('[data-testid=employer-logout]');
    await page.waitForURL((u) => u.pathname === '/fr');
    const back = await page.goto(`${base}/fr/employeur/mes-offres`);
    expect(back?.url()).toMatch(/\/fr\/employeur\/connexion/);

    expectClean(probe);
    await context.close();
  });
});

/* ---------------------------------------------------------------- the 403 page */

const RESTRICTED = { email: 'no-offers@example.com', password: 'restricted-pass-123' };

/**
 * An employer without manage_offers has no sign-up path (sign-up grants every permission), so a
 * second server starts on a copy of the run's seeded data with one added, through the server's
 * own modules. Started with the file (beforeAll below, not awaited): its seconds of start overlap
 * the journeys above instead of following them.
 */
const PREPARE = `
import { parseEnv } from './packages/server/src/config/env.ts';
import { openDatabase } from './packages/server/src/db/client.ts';
import { teams, users, userPermissions } from './packages/server/src/db/schema.ts';
import { hashPassword } from './packages/server/src/services/passwords.ts';
import path from 'node:path';
const env = parseEnv();
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') });
const [team] = await database.db.insert(teams).values({ name: 'Équipe restreinte' }).returning();
const [user] = await database.db.insert(users).values({
  guard: 'ats', email: ${JSON.stringify(RESTRICTED.email)}, firstName: 'Rémi', lastName: 'Restreint',
  passwordHash: await hashPassword(${JSON.stringify(RESTRICTED.password)}),
  emailVerifiedAt: new Date(), teamId: team.id,
}).returning();
await database.db.insert(userPermissions).values(
  ['manage_companies', 'manage_candidates'].map((permission) => ({ userId: user.id, permission })),
);
await database.close();
`;

let restrictedDataDir = '';
let restrictedServer: Promise<ServerProcess> | undefined;

/** The seeded data copied, the restricted employer added by PREPARE, then the server started. */
async function startRestrictedServer(): Promise<ServerProcess> {
  restrictedDataDir = newDataDir('jobboard-e2e-403-');
  const env = { ...process.env, DATA_DIR: restrictedDataDir, LOG_LEVEL: 'warn' };
  // Not spawnSync: the journeys above run in this process meanwhile.
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PREPARE], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (status !== 0) throw new Error(`preparing the restricted employer failed:\n${stderr}`);
  return startServerProcess({
    env: { ...TEST_SERVER_ENV, DATA_DIR: restrictedDataDir, SEED_DEMO: 'false' },
    timeoutMs: TEST_SERVER_START_MS,
  });
}

beforeAll(() => {
  restrictedServer = startRestrictedServer();
  // Awaited by its test, which reports a failure; not an unhandled rejection meanwhile.
  restrictedServer.catch(() => undefined);
});
afterAll(async () => {
  await (await restrictedServer?.catch(() => undefined))?.stop();
  if (restrictedDataDir) rmSync(restrictedDataDir, { recursive: true, force: true });
});

describe('an employer without manage_offers', () => {
  it('gets the 403 page on the offer screens, and the companies', async (ctx) => {
    if (!apiReady) ctx.skip();
    const port = (await restrictedServer!).port;

    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    const base = `http://${BRAND}.localhost:${port}`;
    // Signed in, it lands on a page it may open (the companies), not on a 403.
    await signInEmployer(page, base, 'en', RESTRICTED);
    await page.waitForURL(/\/en\/employer\/companies$/);

    for (const p of ['/en/employer/create-offer', '/fr/employeur/mes-offres']) {
      const res = await page.goto(base + p);
      expect(res?.status(), p).toBe(403);
      await page.locator('[data-error-page="403"]').waitFor();
      // Inside the employer layout: its header stays.
      await page.locator('[data-testid=employer-nav]').waitFor();
    }
    // A client-side navigation gets the same page.
    await gotoHydrated(page, `${base}/en/employer/companies`);
    await page.click('[data-testid=employer-nav] >> text=My offers');
    await page.locator('[data-error-page="403"]').waitFor();

    expect(probe.missingMessages).toEqual([]);
    await context.close();
  });
});
