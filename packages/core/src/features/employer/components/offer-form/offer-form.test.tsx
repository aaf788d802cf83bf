import type { Attribute, AttributesByType, CompanyOption } from '@jobboard/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetcher } from '../../../../lib/api-client';
import { testBrand, testManifest } from '../../../../testing/brand';
import { citiesResponse } from '../../../../testing/city-api';
import { renderWithApp } from '../../../../testing/render';
import { EmployerIntl } from '../../../../i18n/employer';
import { OfferForm } from './offer-form';
import { emptyOfferValues } from './offer-form-values';

const attr = (
  id: number,
  type: Attribute['type'],
  fr: string,
  parent_id: number | null = null,
): Attribute => ({
  id,
  type,
  label: { fr, en: `${fr} (en)` },
  slug: { fr: `s${id}`, en: `s${id}-en` },
  parent_id,
});
const ATTRIBUTES: Partial<AttributesByType> = {
  category: [attr(25, 'category', 'Hôtellerie'), attr(26, 'category', 'Restauration')],
  specialization: [
    attr(1001, 'specialization', 'Réception', 25),
    attr(1002, 'specialization', 'Cuisine', 26),
  ],
  experience: [attr(32, 'experience', '0 à 2 ans'), attr(33, 'experience', '2 à 5 ans')],
  schedule: [attr(40, 'schedule', 'Temps partiel'), attr(41, 'schedule', 'Temps plein')],
  education: [attr(4000, 'education', 'DES')],
  certification: [attr(3000, 'certification', 'Hygiène et salubrité')],
  skill: [attr(2000, 'skill', 'Service à la clientèle'), attr(2001, 'skill', 'Excel')],
};
const COMPANIES: CompanyOption[] = [{ id: 7, name_fr: 'Hôtel du Port', name_en: '' }];

type Answer = { status: number; body?: unknown };
/** The API as seen from the browser: answers by method and path, every call recorded. */
function api(answers: Record<string, Answer | Answer[]>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const key = `${method} ${url.split('?')[0]}`;
    const found = answers[key];
    const answer = Array.isArray(found) ? (found.shift() ?? { status: 500 }) : found;
    if (!answer) return new Response(JSON.stringify({ message: 'no route' }), { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  return { calls, spy };
}

const VALIDATE = '/api/jobboard/testboard/employer/offers/validation';
const invalid = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: 'invalid', errors },
});

function renderForm(onSaved = vi.fn(), offerId?: number, companyId: number | null = 7) {
  renderWithApp(
    <SWRConfig value={{ fetcher }}>
      <EmployerIntl>
        <OfferForm
          initial={emptyOfferValues('fr', companyId)}
          offerId={offerId}
          companies={COMPANIES}
          attributes={ATTRIBUTES}
          onSaved={onSaved}
        />
      </EmployerIntl>
    </SWRConfig>,
  );
  return onSaved;
}

const next = () => fireEvent.click(screen.getByTestId('offer-next'));
/** Steps 1 and 2 filled (a category, an experience, a schedule) and passed: step 3 is shown. */
async function reachSpecifications() {
  fillDetails();
  next();
  await screen.findByTestId('offer-step-attributes');
  fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: '25' } });
  fireEvent.change(screen.getByLabelText('Expérience'), { target: { value: '32' } });
  fireEvent.click(screen.getByLabelText('Temps plein'));
  next();
  await screen.findByTestId('offer-step-specifications');
}
const fillDetails = () => {
  const fr = within(screen.getByTestId('offer-content-fr'));
  fireEvent.change(fr.getByLabelText('Titre du poste'), {
    target: { value: 'Préposé à la réception' },
  });
  fireEvent.change(fr.getByLabelText('Description'), {
    target: { value: 'Accueillir la clientèle de l’hôtel, jour et soir, avec le sourire.' },
  });
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('OfferForm, step 1 (details)', () => {
  it('sends the details to the server and shows its field errors beside the fields', async () => {
    const { calls } = api({
      [`POST ${VALIDATE}/details`]: invalid({
        'contents.fr.title': ['Le titre est obligatoire.', 'second'],
      }),
    });
    renderForm();
    expect(screen.getByTestId('offer-step-details')).toBeTruthy();
    next();
    const message = await screen.findByText('Le titre est obligatoire.');
    expect(screen.queryByText('second')).toBeNull();
    const title = within(screen.getByTestId('offer-content-fr')).getByLabelText('Titre du poste');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe(message.id);
    // The step stays until the server accepts it.
    expect(screen.getByTestId('offer-step-details')).toBeTruthy();
    expect(calls[0]!.body).toMatchObject({
      company_id: 7,
      primary_language: 'fr',
      is_confidential: false,
      noc_job_title_id: null,
      contents: { fr: { title: '', description: '' } },
      client: 'web',
    });
    // The other language, left empty, is not sent (all or nothing).
    expect((calls[0]!.body as { contents: object }).contents).not.toHaveProperty('en');
  });

  // Issue 36: an empty step 1 named only the company, then the title and description.
  it('names the empty company with the server’s errors of the other fields, at once', async () => {
    const { calls } = api({
      [`POST ${VALIDATE}/details`]: invalid({
        company_id: ['Ce champ est obligatoire.'],
        'contents.fr.title': ['Le titre est obligatoire.'],
        'contents.fr.description': ['La description est obligatoire.'],
      }),
    });
    renderForm(vi.fn(), undefined, null);
    next();
    expect(await screen.findByText('Choisissez une entreprise')).toBeTruthy();
    expect(screen.getByText('Le titre est obligatoire.')).toBeTruthy();
    expect(screen.getByText('La description est obligatoire.')).toBeTruthy();
    expect(screen.getByTestId('error-summary').textContent).toBe('3 champs sont à corriger.');
    expect(calls).toHaveLength(1);
  });

  it('marks the primary language as required', () => {
    renderForm();
    const group = screen.getByTestId('offer-primary-language');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.querySelector('legend')!.textContent).toContain('*');
  });

  it('says the NOC title is optional', () => {
    api({});
    renderForm();
    const noc = screen.getByLabelText('Appellation d’emploi de la CNP (facultatif)');
    expect(noc.getAttribute('aria-required')).toBeNull();
    // Its hint, longer than a phone's field, ends with an ellipsis rather than mid-word.
    expect(getComputedStyle(noc).textOverflow).toBe('ellipsis');
  });

  it('links both languages in one offer and moves on once the server accepts the step', async () => {
    const { calls } = api({ [`POST ${VALIDATE}/details`]: { status: 204 } });
    renderForm();
    fillDetails();
    const en = within(screen.getByTestId('offer-content-en'));
    fireEvent.change(en.getByLabelText(/^Titre du poste/), {
      target: { value: 'Front desk agent' },
    });
    next();
    await screen.findByTestId('offer-step-attributes');
    expect(calls[0]!.body).toMatchObject({
      contents: {
        fr: { title: 'Préposé à la réception' },
        en: { title: 'Front desk agent', description: '' },
      },
    });
  });
});

describe('OfferForm, French version required by the board', () => {
  const renderOn = (lang: 'fr' | 'en', requireFrenchVersion: boolean) => {
    const base = testManifest();
    renderWithApp(
      <SWRConfig value={{ fetcher }}>
        <EmployerIntl>
          <OfferForm
            initial={emptyOfferValues('en', 7)}
            companies={COMPANIES}
            attributes={ATTRIBUTES}
            onSaved={vi.fn()}
          />
        </EmployerIntl>
      </SWRConfig>,
      { lang, brand: testBrand({ behaviour: { ...base.behaviour, requireFrenchVersion } }) },
    );
  };

  it('says so beside the French fields, in both languages, before publishing', () => {
    renderOn('fr', true);
    let french = within(screen.getByTestId('offer-content-fr'));
    expect(french.getByText(/Français — obligatoire pour publier sur ce site/)).toBeTruthy();
    expect(french.getByTestId('french-required').textContent).toBe(
      'Test Emplois exige la version française de l’offre pour la publier (Charte de la langue française) : remplissez son titre et sa description en français, même si l’offre est d’abord rédigée en anglais.',
    );
    // Not an optional field there.
    expect(french.queryByText(/facultatif/i)).toBeNull();
    cleanup();
    renderOn('en', true);
    french = within(screen.getByTestId('offer-content-fr'));
    expect(french.getByTestId('french-required').textContent).toMatch(
      /^Test Jobs requires the offer’s French version to publish it/,
    );
  });

  it('leaves the French version optional on other boards', () => {
    renderOn('fr', false);
    const french = within(screen.getByTestId('offer-content-fr'));
    expect(french.queryByTestId('french-required')).toBeNull();
    expect(french.getByText(/Français — facultatif/)).toBeTruthy();
  });
});

describe('OfferForm, step 2 (attributes)', () => {
  it('says which choice is empty from the catalog, in its own words, not the server’s', async () => {
    const { calls } = api({
      [`POST ${VALIDATE}/details`]: { status: 204 },
      [`POST ${VALIDATE}/attributes`]: invalid({ category_id: ['Ce champ est obligatoire.'] }),
    });
    renderForm();
    fillDetails();
    next();
    await screen.findByTestId('offer-step-attributes');
    next();
    expect(await screen.findByText('Choisissez une catégorie')).toBeTruthy();
    expect(screen.getByText('Choisissez l’expérience demandée')).toBeTruthy();
    expect(screen.getByText('Choisissez au moins un horaire')).toBeTruthy();
    // No zod text ("must be at least 0 characters"), nor the server's word for an empty choice;
    // the server was asked about the rest of the step all the same (one round of errors).
    expect(document.body.textContent).not.toMatch(/characters|caractères|expected|obligatoire\./);
    expect(calls.map((c) => c.url)).toEqual([`${VALIDATE}/details`, `${VALIDATE}/attributes`]);
    // The first invalid field has the focus, and the summary is announced (after the render
    // that shows the errors: waited for, a busy machine commits them apart).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Catégorie/)));
    expect(screen.getByTestId('error-summary').textContent).toBe('3 champs sont à corriger.');
  });

  it('offers the specializations of the chosen category and shows a list error', async () => {
    const { calls } = api({
      [`POST ${VALIDATE}/details`]: { status: 204 },
      [`POST ${VALIDATE}/attributes`]: [
        invalid({ skill_ids: ['Choisissez au plus 30 compétences.'] }),
        { status: 204 },
      ],
    });
    renderForm();
    fillDetails();
    next();
    await screen.findByTestId('offer-step-attributes');
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: '25' } });
    expect(screen.getByLabelText('Réception')).toBeTruthy();
    expect(screen.queryByLabelText('Cuisine')).toBeNull();
    fireEvent.click(screen.getByLabelText('Réception'));
    fireEvent.change(screen.getByLabelText('Expérience'), { target: { value: '33' } });
    fireEvent.click(screen.getByLabelText('Excel'));
    fireEvent.click(screen.getByLabelText('Temps partiel'));
    next();
    expect(await screen.findByText('Choisissez au plus 30 compétences.')).toBeTruthy();
    expect(screen.getByTestId('picker-offer-skill_ids').getAttribute('aria-invalid')).toBe('true');
    expect(calls[1]!.body).toMatchObject({
      category_id: 25,
      specialization_ids: [1001],
      experience_id: 33,
      schedule_ids: [40],
      education_id: null,
      certification_ids: [],
      skill_ids: [2001],
    });
    // Another category drops the specializations of the first one.
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: '26' } });
    next();
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.body).toMatchObject({
      category_id: 26,
      specialization_ids: [],
      schedule_ids: [40],
    });
  });
});

describe('OfferForm, step 3 (specifications) and saving', () => {
  const RIMOUSKI = { id: 40, label: 'Rimouski', province: 'QC' };
  /** Types in the city combobox and picks the option with the keyboard. */
  async function pickCity(typed: string, label: string) {
    const input = screen.getByRole('combobox', { name: /^Ville/ });
    // Typed in the field: its list opens for the person in it.
    input.focus();
    fireEvent.change(input, { target: { value: typed } });
    // The list's code loads on the first keystroke (a dynamic import): seconds on a busy machine.
    await screen.findByRole('option', { name: new RegExp(label) }, { timeout: 10_000 });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((input as HTMLInputElement).value).toBe(`${label}, QC`);
  }

  async function toLastStep(answers: Record<string, Answer | Answer[]>) {
    const recorded = api({
      'GET /api/cities': Array.from({ length: 10 }, () => ({
        status: 200,
        body: { data: [RIMOUSKI] },
      })),
      [`POST ${VALIDATE}/details`]: { status: 204 },
      [`POST ${VALIDATE}/attributes`]: { status: 204 },
      ...answers,
    });
    const onSaved = renderForm();
    await reachSpecifications();
    return { ...recorded, onSaved };
  }

  // Issue 36: 25,50–30 « par année » went live without a word.
  it('warns of pay that reads as the other period and offers it, without blocking', async () => {
    const saved = { id: 99, contents: {}, primary_language: 'fr' };
    const { calls, onSaved } = await toLastStep({
      [`POST ${VALIDATE}/specifications`]: { status: 204 },
      'POST /api/ats/offers': { status: 201, body: { data: saved } },
    });
    await pickCity('rimo', 'Rimouski');
    const check = screen.getByTestId('pay-check');
    expect(check.getAttribute('role')).toBe('status');
    expect(check.textContent).toBe('');
    const pay = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    pay('Salaire minimum (facultatif)', '25,50');
    pay('Salaire maximum (facultatif)', '30');
    expect(check.textContent).toContain(
      'Moins de 1\u00a0000\u00a0$ par année\u00a0: s’agit-il d’un salaire horaire?',
    );
    fireEvent.click(screen.getByTestId('pay-check-switch'));
    expect(screen.getByLabelText<HTMLSelectElement>('Période du salaire').value).toBe('hour');
    expect(check.textContent).toBe('');

    pay('Salaire minimum (facultatif)', '60000');
    pay('Salaire maximum (facultatif)', '');
    expect(check.textContent).toContain('Plus de 500\u00a0$ de l’heure');
    expect(screen.getByTestId('pay-check-switch').textContent).toBe(
      'Passer à «\u00a0Par année\u00a0»',
    );
    // A warning only: the offer is saved as written.
    fireEvent.click(screen.getByTestId('offer-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const create = calls.find((c) => c.method === 'POST' && c.url === '/api/ats/offers')!;
    expect(create.body).toMatchObject({ salary_min: 60000, salary_period: 'hour' });
  });

  it('validates the last step, then creates the offer from the three steps', async () => {
    const saved = { id: 99, contents: {}, primary_language: 'fr' };
    const { calls, onSaved } = await toLastStep({
      [`POST ${VALIDATE}/specifications`]: [
        invalid({ salary_max: ['Le maximum doit dépasser le minimum.'] }),
        { status: 204 },
      ],
      'POST /api/ats/offers': { status: 201, body: { data: saved } },
    });
    await pickCity('rimo', 'Rimouski');
    fireEvent.change(screen.getByLabelText('Salaire minimum (facultatif)'), {
      target: { value: '50000' },
    });
    fireEvent.change(screen.getByLabelText('Salaire maximum (facultatif)'), {
      target: { value: '40000' },
    });
    fireEvent.click(screen.getByTestId('offer-save'));
    expect(await screen.findByText('Le maximum doit dépasser le minimum.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Salaire maximum (facultatif)'), {
      target: { value: '60 000' },
    });
    fireEvent.click(screen.getByTestId('offer-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const create = calls.find((c) => c.method === 'POST' && c.url === '/api/ats/offers')!;
    expect(create.body).toMatchObject({
      company_id: 7,
      contents: { fr: { title: 'Préposé à la réception' } },
      category_id: 25,
      experience_id: 32,
      schedule_ids: [41],
      city_id: 40,
      salary_min: 50000,
      salary_max: 60000,
      salary_period: 'year',
      positions: 1,
      expires_at: null,
    });
  });

  it('asks for remote work and applicants from all of Canada, and sends both', async () => {
    const saved = { id: 98, contents: {}, primary_language: 'fr' };
    const { calls, onSaved } = await toLastStep({
      [`POST ${VALIDATE}/specifications`]: { status: 204 },
      'POST /api/ats/offers': { status: 201, body: { data: saved } },
    });
    await pickCity('rimo', 'Rimouski');
    const workplace = within(screen.getByTestId('offer-workplace'));
    const remote = workplace.getByRole('checkbox', { name: 'Télétravail' }) as HTMLInputElement;
    const canada = workplace.getByRole('checkbox', {
      name: 'Ouvert aux candidats de partout au Canada',
    }) as HTMLInputElement;
    expect(remote.checked).toBe(false);
    expect(remote.getAttribute('aria-describedby')).toBe('offer-remote-hint');
    fireEvent.click(remote);
    fireEvent.click(canada);
    fireEvent.click(screen.getByTestId('offer-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const create = calls.find((c) => c.method === 'POST' && c.url === '/api/ats/offers')!;
    expect(create.body).toMatchObject({ remote: true, open_to_canada: true, city_id: 40 });
  });

  it('goes back to the step of a field the server refuses on saving', async () => {
    await toLastStep({
      [`POST ${VALIDATE}/specifications`]: { status: 204 },
      'POST /api/ats/offers': invalid({ 'contents.fr.description': ['Description trop courte.'] }),
    });
    await pickCity('rimo', 'Rimouski');
    fireEvent.click(screen.getByTestId('offer-save'));
    expect(await screen.findByText('Description trop courte.')).toBeTruthy();
    expect(screen.getByTestId('offer-step-details')).toBeTruthy();
  });
});

describe('OfferForm, a city typed but not picked', () => {
  /** The API of `api`, with GET /api/cities answered as the server does (testing/city-api.ts). */
  function apiWithCities(answers: Record<string, Answer | Answer[]>) {
    const recorded = api(answers);
    const rest = recorded.spy.getMockImplementation()!;
    recorded.spy.mockImplementation(async (input, init) => {
      const cities = citiesResponse(String(input));
      if (!cities) return rest(input, init);
      recorded.calls.push({ method: 'GET', url: String(input), body: undefined });
      return cities;
    });
    return recorded;
  }
  const cityField = () =>
    screen.getByRole('combobox', { name: /^Ville|^City/ }) as HTMLInputElement;
  const typeCity = (text: string) => {
    cityField().focus();
    fireEvent.change(cityField(), { target: { value: text } });
  };

  /** An offer stored in Rimouski (40), opened on its last step. */
  function renderStored(lang: 'fr' | 'en' = 'fr') {
    const onSaved = vi.fn();
    const initial = { ...emptyOfferValues(lang, 7), city_id: 40 };
    initial.contents.fr = { title: 'Préposé', description: 'Accueillir la clientèle.' };
    renderWithApp(
      <SWRConfig value={{ fetcher }}>
        <EmployerIntl>
          <OfferForm
            initial={initial}
            offerId={5}
            companies={COMPANIES}
            attributes={ATTRIBUTES}
            onSaved={onSaved}
          />
        </EmployerIntl>
      </SWRConfig>,
      { lang },
    );
    fireEvent.click(screen.getByTestId('offer-goto-specifications'));
    return onSaved;
  }

  it('names the municipality by its whole name, not the first suggestion, and says when none', async () => {
    const saved = { id: 99, contents: {}, primary_language: 'fr' };
    const recorded = apiWithCities({
      [`POST ${VALIDATE}/details`]: { status: 204 },
      [`POST ${VALIDATE}/attributes`]: { status: 204 },
      [`POST ${VALIDATE}/specifications`]: [
        invalid({
          city_id: ['Ce champ est obligatoire.'],
          salary_max: ['Le salaire maximum doit être supérieur ou égal au salaire minimum.'],
        }),
        { status: 204 },
      ],
      'POST /api/ats/offers': { status: 201, body: { data: saved } },
    });
    const onSaved = renderForm();
    await reachSpecifications();

    // The list's first suggestion for "saint-jean" is Saint-Jean-sur-Richelieu: not a name.
    typeCity('saint-jean');
    await screen.findByRole('option', { name: /Saint-Jean-sur-Richelieu/ }, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('offer-save'));
    await waitFor(() =>
      expect(document.getElementById('offer-city_id-error')?.textContent).toBe(
        'Aucune municipalité du Canada ne s’appelle «\u00a0saint-jean\u00a0». Choisissez une ville dans la liste',
      ),
    );
    expect(cityField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(cityField());
    expect(cityField().value).toBe('saint-jean');
    // The server's errors of the other fields come in the same round (issue 36).
    expect(
      screen.getByText('Le salaire maximum doit être supérieur ou égal au salaire minimum.'),
    ).toBeTruthy();
    expect(screen.queryByText('Ce champ est obligatoire.')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();

    // A whole name, however written, is that municipality: sent, and shown as picked.
    typeCity('trois rivieres');
    fireEvent.click(screen.getByTestId('offer-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const create = recorded.calls.find((c) => c.method === 'POST' && c.url === '/api/ats/offers')!;
    expect(create.body).toMatchObject({ city_id: 9 });
    // The picked name is written back in the render after the save's answer.
    await waitFor(() => expect(cityField().value).toBe('Trois-Rivières, QC'));
  });

  it('keeps the stored city until the text names another, and the text across steps', async () => {
    const recorded = apiWithCities({
      [`POST ${VALIDATE}/specifications`]: { status: 204 },
      'PUT /api/ats/offers/5': { status: 200, body: { data: { id: 5 } } },
    });
    const onSaved = renderStored('en');
    await waitFor(() => expect(cityField().value).toBe('Rimouski, QC'));
    typeCity('Nowhereville');
    fireEvent.click(screen.getByTestId('offer-save'));
    expect(
      await screen.findByText(
        'No municipality in Canada is called “Nowhereville”. Choose a city from the list',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(cityField());
    // Nothing was saved (the step was only checked): the stored offer keeps its city.
    expect(recorded.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    // The text stays through another step.
    fireEvent.click(screen.getByTestId('offer-back'));
    await screen.findByTestId('offer-step-attributes');
    fireEvent.click(screen.getByTestId('offer-goto-specifications'));
    await screen.findByTestId('offer-step-specifications');
    expect(cityField().value).toBe('Nowhereville');
    // The English name names it too, in the page's language.
    typeCity('quebec city');
    fireEvent.click(screen.getByTestId('offer-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = recorded.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ city_id: 2 });
  });
});

describe('NOC job title picker', () => {
  const page = (n: number, count = 10) => ({
    data: Array.from({ length: count }, (_, i) => ({
      id: n * 100 + i,
      code: `6431${i}`,
      title_fr: `Réceptionniste ${n}-${i}`,
      title_en: `Receptionist ${n}-${i}`,
    })),
    total: 23,
  });

  it('searches 500 ms after typing stops, 10 a page, and a new search starts on page 1', async () => {
    const { calls } = api({ 'GET /api/noc-job-titles': [{ status: 200, body: page(1) }] });
    renderForm();
    const search = screen.getByLabelText(/^Appellation d’emploi de la CNP/);
    // aria-controls names the list only while it is there.
    expect(search.hasAttribute('aria-controls')).toBe(false);
    const typed = Date.now();
    fireEvent.change(search, { target: { value: 'récep' } });
    fireEvent.change(search, { target: { value: 'réception' } });
    expect(calls).toHaveLength(0);
    await screen.findAllByTestId('noc-option', {}, { timeout: 2000 });
    expect(Date.now() - typed).toBeGreaterThanOrEqual(490);
    // Only the last term was searched, on its first page, in the page's language.
    expect(calls).toHaveLength(1);
    const first = new URL(calls[0]!.url, 'http://x');
    expect(first.pathname).toBe('/api/noc-job-titles');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      title: 'réception',
      lang: 'fr',
      jobboard: 'testboard',
    });
    expect(screen.getAllByTestId('noc-option')).toHaveLength(10);
    expect(document.getElementById(search.getAttribute('aria-controls') ?? '')).toBeTruthy();
    expect(screen.getByText('Page 1 de 3')).toBeTruthy();

    api({ 'GET /api/noc-job-titles': [{ status: 200, body: page(2) }] });
    fireEvent.click(screen.getByRole('button', { name: 'Titres suivants' }));
    await screen.findByText('Page 2 de 3');

    const again = api({ 'GET /api/noc-job-titles': [{ status: 200, body: page(3, 3) }] });
    fireEvent.change(search, { target: { value: 'cuisinier' } });
    await waitFor(() => expect(again.calls).toHaveLength(1), { timeout: 2000 });
    expect(new URL(again.calls[0]!.url, 'http://x').searchParams.get('page')).toBeNull();
    expect(new URL(again.calls[0]!.url, 'http://x').searchParams.get('title')).toBe('cuisinier');
  });

  it('fills the empty titles of both languages, and the other language stays optional', async () => {
    const { calls } = api({
      'GET /api/noc-job-titles': [{ status: 200, body: page(1, 1) }],
      [`POST ${VALIDATE}/details`]: { status: 204 },
    });
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Appellation d’emploi de la CNP/), {
      target: { value: 'récep' },
    });
    fireEvent.click(await screen.findByTestId('noc-option', {}, { timeout: 2000 }));
    expect(screen.getByTestId('noc-selected').textContent).toContain('Réceptionniste 1-0 (64310)');
    const title = (l: 'fr' | 'en') =>
      (
        within(screen.getByTestId(`offer-content-${l}`)).getByLabelText(
          /^Titre du poste/,
        ) as HTMLInputElement
      ).value;
    expect(title('fr')).toBe('Réceptionniste 1-0');
    expect(title('en')).toBe('Receptionist 1-0');
    // The English title only the picker filled does not make the English version required.
    fireEvent.change(within(screen.getByTestId('offer-content-fr')).getByLabelText('Description'), {
      target: { value: 'Accueillir la clientèle de l’hôtel, jour et soir, avec le sourire.' },
    });
    next();
    await screen.findByTestId('offer-step-attributes');
    const details = calls.find((c) => c.url.endsWith('/details'))!;
    expect(details.body).toMatchObject({ contents: { fr: { title: 'Réceptionniste 1-0' } } });
    expect((details.body as { contents: object }).contents).not.toHaveProperty('en');
  });
});
