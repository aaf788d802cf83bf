import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, signInDemoEmployer, type PageProbe } from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * Application status (docs/employers.md) in Chromium on two brands, in both languages: the demo
 * employer moves the demo candidate's application to another stage from the offer's applications
 * list, the candidate sees the new stage on "My applications", and the stage mail is queued; a
 * move undone from its toast (« Annuler » / "Undo") puts the stage back.
 */
const DEMO_CANDIDATE = { email: 'candidate@demo.jobboard.test', password: 'demo-candidate-pass' };
const CASES = [
  {
    brand: 'hotelsjobs',
    lang: 'fr',
    stage: 'interview',
    label: 'Entrevue',
    undo: { other: 'Non retenue', button: 'Annuler', done: 'Changement d’étape annulé.' },
  },
  {
    brand: 'emploisti',
    lang: 'en',
    stage: 'in_review',
    label: 'In review',
    undo: { other: 'Not retained', button: 'Undo', done: 'Stage change undone.' },
  },
] as const;

const e2e = useE2e();

describe.each(CASES)(
  'application stage on $brand ($lang)',
  ({ brand, lang, stage, label, undo }) => {
    let employerContext: BrowserContext;
    let candidateContext: BrowserContext;
    let employer: PageProbe;
    let candidate: PageProbe;
    const base = () => e2e.server.url(brand).replace(/\/$/, '');

    beforeAll(async () => {
      employerContext = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
      candidateContext = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
      employer = await openPage(employerContext);
      candidate = await openPage(candidateContext);
    });
    afterAll(async () => {
      await employerContext?.close();
      await candidateContext?.close();
    });

    it('the employer changes the stage; the candidate sees it on My applications', async () => {
      // The candidate signs in and opens their applications page.
      await gotoHydrated(
        candidate.page,
        `${base()}${lang === 'fr' ? '/fr/connexion' : '/en/login'}`,
      );
      await candidate.page.fill('#auth-email', DEMO_CANDIDATE.email);
      await candidate.page.fill('#auth-password', DEMO_CANDIDATE.password);
      await candidate.page.click('[data-testid=login-form] button[type=submit]');
      await candidate.page.waitForURL((u) => !/connexion|login/.test(u.pathname));
      const myPath = lang === 'fr' ? '/fr/mes-candidatures' : '/en/my-applications';
      await gotoHydrated(candidate.page, `${base()}${myPath}`);
      await candidate.page.locator('[data-testid=my-application]').first().waitFor();
      expect(await candidate.page.title()).toContain(
        lang === 'fr' ? 'Mes candidatures' : 'My applications',
      );

      // The employer signs in; the candidate's application to one of the team's offers.
      await signInDemoEmployer(employer.page, base(), lang);
      const mine = await candidate.page.evaluate(
        async (b) =>
          (await (await fetch(`/api/jobboard/${b}/user/applications`)).json()) as {
            data: Array<{ id: number; offer: { id: number } }>;
          },
        brand,
      );
      const teamOffers = await employer.page.evaluate(async () => {
        const ids: number[] = [];
        for (let page = 1; page <= 10; page++) {
          const res = (await (await fetch(`/api/ats/offers?page=${page}`)).json()) as {
            data: Array<{ id: number }>;
            last_page: number;
          };
          ids.push(...res.data.map((o) => o.id));
          if (page >= res.last_page) break;
        }
        return ids;
      });
      const application = mine.data.find((a) => teamOffers.includes(a.offer.id));
      expect(application, 'the demo candidate applied to a demo team offer').toBeDefined();
      const { id, offer } = application!;

      // The employer's list: the application, opened (viewed), then moved to the stage.
      await gotoHydrated(
        employer.page,
        `${base()}/${lang}/employer/offer/${offer.id}/applications`,
      );
      const card = employer.page.locator(`[data-testid=application][data-application-id="${id}"]`);
      await card.waitFor();
      await card.locator('[data-testid=application-open]').click();
      await card.locator('[data-testid=application-document]').first().waitFor();
      await card.locator('[data-testid=stage-select]').selectOption(stage);
      await employer.page
        .locator(`[data-testid=application][data-application-id="${id}"][data-stage="${stage}"]`)
        .waitFor();
      expect(await card.locator('[data-testid=stage-badge]').textContent()).toBe(label);
      expectClean(employer);

      // The candidate's page shows the new stage.
      await gotoHydrated(candidate.page, `${base()}${myPath}`);
      const row = candidate.page.locator(
        `[data-testid=my-application][data-application-id="${id}"]`,
      );
      await row.waitFor();
      expect(await row.getAttribute('data-stage')).toBe(stage);
      expect(await row.locator('[data-testid=stage-badge]').textContent()).toBe(label);
      expectClean(candidate);

      // The stage mail went to the candidate (the board applied on allows it by default).
      const deadline = Date.now() + 10_000;
      let mails = e2e.server
        .outbox()
        .filter((m) => m.to === DEMO_CANDIDATE.email && m.template === 'application-stage');
      while (mails.length === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        mails = e2e.server
          .outbox()
          .filter((m) => m.to === DEMO_CANDIDATE.email && m.template === 'application-stage');
      }
      expect(mails.length).toBeGreaterThan(0);

      // « Non retenue » by mistake: its toast's « Annuler » puts the stage back, for the candidate too.
      await card.locator('[data-testid=stage-select]').selectOption('not_retained');
      await employer.page
        .locator(
          `[data-testid=application][data-application-id="${id}"][data-stage="not_retained"]`,
        )
        .waitFor();
      const toast = employer.page.getByTestId('stage-undo').filter({ hasText: undo.other });
      await toast.getByRole('button', { name: undo.button }).click();
      await employer.page
        .locator(`[data-testid=application][data-application-id="${id}"][data-stage="${stage}"]`)
        .waitFor();
      await employer.page.getByText(undo.done).waitFor();
      expectClean(employer);
      await gotoHydrated(candidate.page, `${base()}${myPath}`);
      await candidate.page
        .locator(`[data-testid=my-application][data-application-id="${id}"][data-stage="${stage}"]`)
        .waitFor();
      expectClean(candidate);
    });
  },
);
