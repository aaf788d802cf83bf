import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import {
  gotoHydrated,
  openPage,
  signInDemoEmployer,
  waitForRenderedUrl,
} from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * « Inviter un collègue » (docs/employers.md#team-and-invitations) in Chromium, on two brands, in
 * both languages, at 1280 and 390 px: the demo employer invites a colleague from the team page,
 * the mail is read from the outbox, the colleague opens its link in another browser, creates an
 * account, lands on « Mes offres » and sees the team's offers; the link then says it was used.
 */
const CASES = [
  {
    brand: 'jobboard',
    lang: 'fr',
    viewport: { width: 1280, height: 900 },
    permission: 'gérer les offres',
    send: 'Envoyer l’invitation',
    create: 'Créer mon compte et rejoindre l’équipe',
    used: 'Ce lien a déjà été utilisé.',
    offers: /\/fr\/employeur\/mes-offres$/,
  },
  {
    brand: 'lesjuristes',
    lang: 'en',
    viewport: { width: 390, height: 844 },
    permission: 'manage offers',
    send: 'Send the invitation',
    create: 'Create my account and join the team',
    used: 'This link has already been used.',
    offers: /\/en\/employer\/my-offers$/,
  },
] as const;

const e2e = useE2e();

interface Mail {
  to: string;
  template: string;
  subject: string;
  data: { url: string };
}

describe.each(CASES)('inviting a colleague on $brand ($lang)', (c) => {
  let inviter: BrowserContext;
  let colleague: BrowserContext;
  const base = () => e2e.server.url(c.brand).replace(/\/$/, '');

  beforeAll(async () => {
    inviter = await e2e.browser.newContext({ viewport: c.viewport });
    colleague = await e2e.browser.newContext({ viewport: c.viewport });
  });
  afterAll(async () => {
    await inviter?.close();
    await colleague?.close();
  });

  it('invites, the colleague accepts from the mail and sees the team’s offers', async () => {
    const manager = await openPage(inviter);
    await signInDemoEmployer(manager.page, base(), c.lang);
    await gotoHydrated(
      manager.page,
      `${base()}${c.lang === 'fr' ? '/fr/employeur/equipe' : '/en/employer/team'}`,
    );
    const form = manager.page.locator('[data-testid=team-invite-form]');
    const email = `colleague-${c.brand}-${Date.now().toString(36)}@example.test`;
    await form.locator('#team-email').fill(email);
    await form.getByRole('checkbox', { name: c.permission }).check();
    await form.getByRole('button', { name: c.send }).click();
    await manager.page.locator('[data-testid=team-invitations]').getByText(email).waitFor();
    const teamOffers = await manager.page.evaluate(async () =>
      ((await (await fetch('/api/ats/offers')).json()) as { data: Array<{ id: number }> }).data
        .map((o) => o.id)
        .sort((a, b) => a - b),
    );
    expect(teamOffers.length).toBeGreaterThan(0);
    expectClean(manager);

    let mail: Mail | undefined;
    await expect
      .poll(
        () =>
          (mail = (e2e.server.outbox() as unknown as Mail[]).find(
            (m) => m.to === email && m.template === 'team-invitation',
          )),
        { timeout: 15_000 },
      )
      .toBeTruthy();
    // The mail's link is on the brand's public origin: the same path on this test server.
    const link = mail!.data.url.replace(/^https?:\/\/[^/]+/, base());

    const joining = await openPage(colleague);
    await gotoHydrated(joining.page, link);
    const accept = joining.page.locator('[data-testid=team-invitation-form]');
    await accept.waitFor();
    await accept.locator('#employer-first_name').fill('Léo');
    await accept.locator('#employer-last_name').fill('Collègue');
    await accept.locator('#employer-password').fill('colleague-password');
    await accept.getByRole('button', { name: c.create }).click();
    await waitForRenderedUrl(joining.page, (u) => c.offers.test(u.pathname));
    const seen = await joining.page.evaluate(async () =>
      ((await (await fetch('/api/ats/offers')).json()) as { data: Array<{ id: number }> }).data
        .map((o) => o.id)
        .sort((a, b) => a - b),
    );
    expect(seen).toEqual(teamOffers);
    expectClean(joining);

    // Used once: the link now says so.
    const again = await openPage(await e2e.browser.newContext({ viewport: c.viewport }));
    await gotoHydrated(again.page, link);
    await expect
      .poll(() => again.page.locator('[data-testid=invitation-error]').textContent())
      .toBe(c.used);
    await again.page.context().close();
  });
});
