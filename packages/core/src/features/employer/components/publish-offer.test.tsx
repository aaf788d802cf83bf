import type { EmployerOfferDetail, User } from '@jobboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBrand, testManifest } from '../../../testing/brand';
import type { Lang } from '@jobboard/contracts/routes';
import { LangProvider } from '../../../lib/lang';
import { notify } from '../../../lib/notify';
import { renderWithApp } from '../../../testing/render';
import { EmployerIntl } from '../../../i18n/employer';
import { getEmployerCompanyKey } from '../api/get-employer-company';
import { PublishOffer } from './publish-offer';

const offer = {
  id: 12,
  status: 'draft',
  primary_language: 'fr',
  contents: { fr: { title: 'Cuisinier', description: '…', slug: 'cuisinier' } },
  company: { id: 3, name_fr: 'Hôtel Boréal', name_en: '' },
  company_id: 3,
  jobboards: [{ name: 'otherboard', published_at: '2026-11-01T12:00:00Z' }],
} as unknown as EmployerOfferDetail;

/** The labels GET /ats/me gives for the boards this deployment serves. */
const JOBBOARD_LABELS = [
  { name: 'otherboard', label: { fr: 'Zénith Carrières', en: 'Zenith Careers' } },
  { name: 'testboard', label: { fr: 'Test Emplois', en: 'Test Jobs' } },
  { name: 'thirdboard', label: { fr: 'Avenir Emplois', en: 'Future Jobs' } },
];

const employer = (canPublish: boolean, jobboards: string[]) =>
  ({
    permissions: [],
    team: {
      id: 1,
      name: 'Équipe',
      can_publish_on_partner_or_our_network: canPublish,
      jobboards,
      jobboard_labels: JOBBOARD_LABELS.filter((j) => jobboards.includes(j.name)),
    },
  }) as unknown as User;

function renderPublish(
  options: {
    single?: boolean;
    price?: number;
    canPublish?: boolean;
    boards?: string[];
    lang?: Lang;
    contact?: boolean;
    requireFrenchVersion?: boolean;
    offer?: EmployerOfferDetail;
  } = {},
  onChanged = vi.fn(),
) {
  const base = testManifest();
  const brand = testBrand({
    behaviour: {
      ...base.behaviour,
      freeSingleJobPosting: options.single ?? false,
      singleJobPostingPriceCents: options.price ?? null,
      requireFrenchVersion: options.requireFrenchVersion ?? false,
    },
    links: options.contact
      ? {
          ...base.links,
          contact: { fr: 'https://example.com/nous-joindre', en: 'https://example.com/contact' },
        }
      : base.links,
  });
  renderWithApp(
    <LangProvider value={options.lang ?? 'fr'}>
      <EmployerIntl>
        <PublishOffer
          offer={options.offer ?? offer}
          employer={employer(
            options.canPublish ?? true,
            options.boards ?? ['otherboard', 'testboard'],
          )}
          onChanged={onChanged}
        />
      </EmployerIntl>
    </LangProvider>,
    // The company as the page's SWR cache holds it (the app's fetcher is not in these tests).
    { brand, fallback: { [getEmployerCompanyKey(3)]: { data: company } } },
  );
  return onChanged;
}

const boardRows = () =>
  screen.getAllByTestId('publish-board').map((row) => ({
    key: row.dataset.board,
    name: row.querySelector('strong')?.textContent,
  }));

/** The offer's company as GET /ats/companies/{id} gives it (complete unless told). */
let company: Record<string, unknown> = {};
const COMPLETE = {
  id: 3,
  name_fr: 'Hôtel Boréal',
  name_en: '',
  is_complete: true,
  missing_fields: [],
};

/** Answers the publish calls with `body`, and the company lookup with `company`. */
const answer = (status: number, body: unknown) => {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).startsWith('/api/ats/companies/')
        ? new Response(JSON.stringify({ data: company }), { status: 200 })
        : new Response(JSON.stringify(body), { status }),
    );
  /** The calls other than the company lookup. */
  const calls = () =>
    fetch.mock.calls.filter(([url]) => !String(url).startsWith('/api/ats/companies/'));
  return Object.assign(fetch, { calls });
};

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  company = COMPLETE;
  answer(200, {});
});

describe('PublishOffer', () => {
  it('lists the team boards by label, this one first, and publishes on one', async () => {
    const fetch = answer(200, { data: offer });
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const onChanged = renderPublish({ boards: ['otherboard', 'testboard', 'thirdboard'] });
    expect(boardRows()).toEqual([
      { key: 'testboard', name: 'Test Emplois' },
      { key: 'thirdboard', name: 'Avenir Emplois' },
      { key: 'otherboard', name: 'Zénith Carrières' },
    ]);
    expect(screen.getByText(/Publiée depuis le/)).toBeTruthy();
    // Short enough for one line on a phone, in every brand's type.
    expect(screen.getByTestId('publish-all').textContent).toBe('Publier sur les 2 autres sites');
    const button = screen.getByRole('button', { name: 'Publier sur Avenir Emplois' });
    // The row names the board: the button shows the verb alone, which its name starts with.
    expect(button.textContent).toBe('Publier');
    fireEvent.click(button);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetch.calls()[0]!;
    expect(url).toBe('/api/jobboard/thirdboard/employer/offer/12/publish');
    expect((init as RequestInit).method).toBe('POST');
    expect(success).toHaveBeenCalledWith('L’offre est publiée sur Avenir Emplois.');
  });

  it('names the boards in the page’s language', () => {
    renderPublish({ boards: ['otherboard', 'testboard', 'thirdboard'], lang: 'en' });
    expect(boardRows().map((b) => b.name)).toEqual(['Test Jobs', 'Future Jobs', 'Zenith Careers']);
    expect(screen.getByRole('button', { name: 'Publish on Future Jobs' })).toBeTruthy();
  });

  it('shows the key of a board without a label', () => {
    renderPublish({ boards: ['testboard', 'retiredboard'] });
    expect(boardRows()).toEqual([
      { key: 'testboard', name: 'Test Emplois' },
      { key: 'retiredboard', name: 'retiredboard' },
    ]);
    expect(screen.getByRole('button', { name: 'Publier sur retiredboard' })).toBeTruthy();
  });

  it("lists the team's boards whatever the network flag (the rights are the list)", () => {
    renderPublish({ canPublish: false, boards: ['otherboard', 'testboard'] });
    expect(boardRows().map((b) => b.key)).toEqual(['testboard', 'otherboard']);
    expect(screen.queryByTestId('publish-obtain')).toBeNull();
  });

  it('explains how to obtain this board and links to its contact page, company and offer prefilled', () => {
    renderPublish({ boards: [], contact: true, lang: 'en' });
    expect(screen.getByTestId('publish-no-board')).toBeTruthy();
    const card = screen.getByTestId('publish-obtain');
    expect(card.textContent).toContain('Your team cannot publish on Test Jobs yet.');
    const link = screen.getByTestId('publish-obtain-contact') as HTMLAnchorElement;
    expect(link.textContent).toBe('Ask Test Jobs for publishing rights');
    const url = new URL(link.href);
    expect(url.origin + url.pathname).toBe('https://example.com/contact');
    expect(url.searchParams.get('company')).toBe('Hôtel Boréal');
    expect(url.searchParams.get('offer')).toBe('Cuisinier');
    expect(url.searchParams.get('offer_id')).toBe('12');
    expect(url.searchParams.get('board')).toBe('Test Jobs');
    expect(link.target).toBe('_blank');
  });

  it('falls back to the about page of a board without a contact page', () => {
    renderPublish({ boards: ['otherboard'] });
    const link = screen.getByTestId('publish-obtain-contact') as HTMLAnchorElement;
    expect(link.href.startsWith('https://example.com/a-propos?')).toBe(true);
    expect(link.textContent).toBe('Demander l’accès à Test Emplois');
  });

  it('offers the free single job posting with no price where the brand gives it', async () => {
    const fetch = answer(201, {
      data: {
        id: 'cs_free_1',
        url: '/fr/employer/offer/12/publish/success?session_id=cs_free_1',
        status: 'paid',
        amount_cents: 0,
        currency: 'CAD',
      },
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPublish({ single: true, boards: ['otherboard'] });
    const card = screen.getByTestId('single-job-posting');
    expect(card.dataset.free).toBe('true');
    expect(card.textContent).toContain('Affichage unique gratuit');
    expect(card.textContent).not.toMatch(/\d+,\d{2}\s*\$|\$/);
    expect(screen.queryByTestId('publish-obtain')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publier gratuitement sur Test Emplois' }));
    // Straight to the success page: no payment page.
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        '/fr/employer/offer/12/publish/success?session_id=cs_free_1',
      ),
    );
    expect(fetch.calls()).toHaveLength(1);
  });

  it("sells the single job posting at the manifest's price", () => {
    renderPublish({ price: 14950, boards: ['otherboard'] });
    expect(screen.getByTestId('single-job-posting').dataset.free).toBe('false');
    expect(screen.getByTestId('single-job-posting-checkout').textContent).toBe(
      'Acheter un affichage unique (149,50\u00a0$)',
    );
  });

  it('says up front that an incomplete company cannot publish, and links to its form', async () => {
    answer(200, {});
    company = { ...COMPLETE, is_complete: false, missing_fields: ['description'] };
    renderPublish();
    const alert = await screen.findByTestId('publish-company-incomplete');
    expect(alert.textContent).toContain(
      'Avant de publier, complétez l’entreprise Hôtel Boréal : la description.',
    );
    const link = within(alert).getByRole('link', { name: 'Compléter l’entreprise' });
    expect(link.getAttribute('href')).toBe('/fr/employer/companies/3/edit');
  });

  it('says nothing of a complete company', () => {
    renderPublish();
    expect(screen.queryByTestId('publish-company-incomplete')).toBeNull();
  });

  it('offers no single posting on a board the team publishes on directly', () => {
    renderPublish({ single: true, boards: ['testboard'] });
    expect(screen.queryByTestId('single-job-posting')).toBeNull();
    expect(screen.queryByTestId('publish-obtain')).toBeNull();
  });

  it('offers the single job posting only where the brand sells it', () => {
    renderPublish({ single: false });
    expect(screen.queryByTestId('single-job-posting')).toBeNull();
  });

  it('starts the checkout with return pages that carry the session id', async () => {
    const fetch = answer(201, {
      data: { id: 'cs_1', url: '/api/test-checkout/cs_1', status: 'open' },
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPublish({ price: 9900, boards: ['otherboard'] });
    fireEvent.click(screen.getByTestId('single-job-posting-checkout'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/test-checkout/cs_1'));
    const [url, init] = fetch.calls()[0]!;
    expect(url).toBe(
      '/api/jobboard/testboard/employer/offer/12/create-single-job-posting-checkout-session',
    );
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      success_url: '/fr/employer/offer/12/publish/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: '/fr/employer/offer/12/publish/cancel?session_id={CHECKOUT_SESSION_ID}',
    });
  });
});

describe('PublishOffer on a board that requires the French version', () => {
  const english = {
    ...offer,
    primary_language: 'en',
    contents: { en: { title: 'Cook', description: '…', slug: 'cook' } },
    jobboards: [],
  } as unknown as EmployerOfferDetail;

  it('says so up front with a link to add it, and shows the server’s refusal naming the field', async () => {
    const message =
      'Test Jobs requires the French version of the offer (title and description): add it before publishing it.';
    answer(422, { message: 'invalid', errors: { 'contents.fr.title': [message] } });
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => undefined);
    renderPublish({ requireFrenchVersion: true, offer: english, lang: 'en' });
    const alert = screen.getByTestId('publish-french-missing');
    expect(alert.textContent).toContain(
      'Test Jobs requires the offer’s French version: add its French title and description before publishing it.',
    );
    expect(
      within(alert).getByRole('link', { name: 'Add the French version' }).getAttribute('href'),
    ).toBe('/en/employer/offer/12/edit');
    fireEvent.click(screen.getByRole('button', { name: 'Publish on Test Jobs' }));
    // The refusal is said in the board's row, under its button, not in a toast over the page.
    const refusal = await screen.findByTestId('publish-board-refused');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(refusal.textContent).toBe(message);
    expect(refusal.closest('[data-testid=publish-board]')?.getAttribute('data-board')).toBe(
      'testboard',
    );
    expect(warning).not.toHaveBeenCalled();
  });

  it('says nothing when the offer has its French version', () => {
    renderPublish({ requireFrenchVersion: true });
    expect(screen.queryByTestId('publish-french-missing')).toBeNull();
  });

  it('says nothing on a board without the rule', () => {
    renderPublish({ offer: english });
    expect(screen.queryByTestId('publish-french-missing')).toBeNull();
  });
});
