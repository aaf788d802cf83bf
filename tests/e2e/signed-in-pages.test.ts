import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYER, gotoHydrated, signInEmployer } from '../playwright-utils';
import { axeViolations, PAGE_AXE_RULES, wcagViolations } from './axe';
import { useE2e } from './setup';

/**
 * The pages behind a sign-in, as the demo candidate and the demo employer see them: each one
 * answers 200, hydrates, and passes axe-core's page rules and every rule of WCAG 2.1 A and AA
 * (contrast, names, roles, forms). public-pages.test.ts holds the anonymous pages.
 */
const DEMO_CANDIDATE = { email: 'candidate@demo.jobboard.test', password: 'demo-candidate-pass' };

// axe is injected as a script: the site's nonce-based CSP would refuse it.
const e2e = useE2e({ context: { bypassCSP: true, viewport: { width: 1280, height: 900 } } });

/** Each page's findings, "path: finding", or a line saying it did not answer or hydrate. */
async function audit(page: Page, base: string, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    // What a page loads after it hydrates (its lists, the lazy parts) is audited too.
    const response = await gotoHydrated(page, `${base}${path}`, { untilQuiet: true });
    if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
    const found = [...(await axeViolations(page, PAGE_AXE_RULES)), ...(await wcagViolations(page))];
    problems.push(...[...new Set(found)].map((v) => `${path}: ${v.slice(0, 300)}`));
  }
  return problems;
}

describe('signed-in pages pass axe', () => {
  it('the candidate’s pages (lesjuristes, in French)', async () => {
    const page = await e2e.context.newPage();
    const base = e2e.server.url('lesjuristes', '');
    await gotoHydrated(page, `${base}/fr/connexion`);
    await page.fill('input[type=email]', DEMO_CANDIDATE.email);
    await page.fill('input[type=password]', DEMO_CANDIDATE.password);
    await page.locator('main form button[type=submit]').first().click();
    await page.waitForURL((u) => !u.pathname.includes('connexion'));
    const problems = await audit(page, base, [
      '/fr',
      '/fr/profile',
      '/fr/profile/skills/add',
      '/fr/profile/confidentialite',
      '/fr/mes-candidatures',
      '/fr/mes-alertes',
      '/fr/emplois-sauvegardes',
    ]);
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);

  it('the employer’s pages (emploisti, in English), an offer’s applications included', async () => {
    const page = await e2e.context.newPage();
    const base = e2e.server.url('emploisti', '');
    await signInEmployer(page, base, 'en', DEMO_EMPLOYER);
    await gotoHydrated(page, `${base}/en/employer/my-offers`);
    const applications = await page
      .locator('main a[href*="/applications"]')
      .first()
      .getAttribute('href');
    expect(applications).toMatch(/^\/en\/employer\/offer\/\d+\/applications$/);
    // A draft's preview: the offer as candidates will see it, said to be not online yet.
    const preview = await page
      .locator('[data-testid=offer-preview-link]')
      .first()
      .getAttribute('href');
    expect(preview).toMatch(/^\/en\/employer\/offer\/\d+\/preview$/);
    const problems = await audit(page, base, [
      '/en/employer/my-offers',
      applications!,
      preview!,
      '/en/employer/create-offer',
      '/en/employer/companies',
      '/en/employer/create-company',
      '/en/employer/profile',
      '/en/employer/privacy',
      '/en/employer/recruitment',
    ]);
    expect(problems).toEqual([]);
    await gotoHydrated(page, `${base}${preview}`);
    expect(await page.getByTestId('preview-notice').textContent()).toBe(
      'This is your offer as candidates will see it. It is not online yet.',
    );
    expect(await page.getByTestId('offer-preview').locator('h1').textContent()).toBeTruthy();
    await page.close();
  }, 300_000);
});
