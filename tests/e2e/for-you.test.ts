import { expect, it } from 'vitest';
import { gotoHydrated, openPage, registerCandidate } from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * Jobs for you (docs/candidates.md#jobs-for-you) on the home page: a visitor gets nothing and
 * asks nothing; the demo candidate (a nurse of Montréal) gets « Offres pour vous », each card
 * saying why, in both languages; a new candidate with an empty profile one line inviting to
 * complete it. « My alerts » holds the weekly mail's switch beside the saved searches.
 */
const e2e = useE2e();
const BRAND = 'jobboard';
const DEMO_CANDIDATE = { email: 'candidate@demo.jobboard.test', password: 'demo-candidate-pass' };
const API = '/user/recommended-offers';

it('shows the signed-in candidate the offers that match their profile, saying why', async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const probe = await openPage(context);
  const page = probe.page;
  const asked: string[] = [];
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(API)) asked.push(r.url());
    if (r.resourceType() === 'script') chunks.push(new URL(r.url()).pathname);
  });
  const sectionCode = () => chunks.filter((path) => /\/recommended-offers-[\w-]+\.js$/.test(path));

  // A visitor: no section, no request, not even for the section's code.
  await gotoHydrated(page, e2e.server.url(BRAND, '/fr'));
  await page.locator('#home-latest').waitFor();
  expect(await page.locator('[data-testid=for-you]').count()).toBe(0);
  expect(asked).toEqual([]);
  expect(sectionCode()).toEqual([]);

  await gotoHydrated(page, e2e.server.url(BRAND, '/fr/connexion'));
  await page.fill('#auth-email', DEMO_CANDIDATE.email);
  await page.fill('#auth-password', DEMO_CANDIDATE.password);
  await page.click('[data-testid=login-form] button[type=submit]');
  await page.waitForURL((u) => !/connexion/.test(u.pathname));

  await gotoHydrated(page, e2e.server.url(BRAND, '/fr'));
  const section = page.locator('[data-testid=for-you]');
  await section.waitFor();
  expect(sectionCode()).toHaveLength(1);
  expect(await section.locator('h2').innerText()).toBe('Offres pour vous');
  const reasons = await section.locator('[data-testid=for-you-reasons]').allInnerTexts();
  expect(reasons.length).toBeGreaterThan(0);
  expect(reasons.length).toBeLessThanOrEqual(10);
  // The demo candidate follows nursing and patient care and lives in Montréal: the first offer
  // is of one of them, and every reason names what matched.
  expect(reasons[0]).toMatch(/Soins infirmiers|Soins aux patients/);
  for (const reason of reasons) expect(reason.length).toBeGreaterThan(0);
  expect(asked.every((u) => u.includes(`/api/jobboard/${BRAND}${API}`))).toBe(true);

  await gotoHydrated(page, e2e.server.url(BRAND, '/en'));
  await section.waitFor();
  expect(await section.locator('h2').innerText()).toBe('Jobs for you');
  expect((await section.locator('[data-testid=for-you-reasons]').allInnerTexts())[0]).toMatch(
    /Nursing|Patient care/,
  );

  // « My alerts » holds the weekly mail's switch too: turned on there, on after a reload, and
  // turned off again (the demo candidate as found).
  await gotoHydrated(page, e2e.server.url(BRAND, '/en/my-alerts'));
  const weekly = page.locator('[data-testid=alerts-for-you] [data-testid=for-you-weekly]');
  await weekly.waitFor();
  const before = await weekly.isChecked();
  await weekly.setChecked(!before);
  await expect.poll(() => weekly.isEnabled()).toBe(true);
  await gotoHydrated(page, e2e.server.url(BRAND, '/en/my-alerts'));
  await weekly.waitFor();
  expect(await weekly.isChecked()).toBe(!before);
  await weekly.setChecked(before);
  await expect.poll(() => weekly.isEnabled()).toBe(true);
  expectClean(probe);
  await context.close();
});

it('invites a candidate with an empty profile to complete it', async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await registerCandidate(page, e2e.server, e2e.server.url(BRAND, ''), 'en');
  await gotoHydrated(page, e2e.server.url(BRAND, '/en'));
  const invite = page.locator('[data-testid=for-you-invite]');
  await invite.waitFor();
  expect(await invite.locator('a').getAttribute('href')).toBe('/en/profile');
  expect(await page.locator('[data-testid=for-you]').count()).toBe(0);
  // « My alerts » says the same instead of a switch with nothing to send.
  await gotoHydrated(page, e2e.server.url(BRAND, '/en/my-alerts'));
  const box = page.locator('[data-testid=alerts-for-you]');
  await box.waitFor();
  expect(await box.locator('a').getAttribute('href')).toBe('/en/profile');
  expect(await box.locator('[data-testid=for-you-weekly]').count()).toBe(0);
  await context.close();
});
