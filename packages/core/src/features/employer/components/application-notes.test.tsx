import type { Application, ApplicationNote } from '@jobboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { fetcher } from '../../../lib/api-client';
import { EmployerIntl } from '../../../i18n/employer';
import { renderWithApp } from '../../../testing/render';
import { getOfferApplicationsKey } from '../api/get-offer-applications';
import { ApplicationList, applicationsQuery } from './application-list';

const application = (over: Partial<Application> = {}): Application => ({
  id: 1,
  created_at: '2026-11-02T15:00:00Z',
  stage: 'viewed',
  stage_changed_at: '2026-11-02T15:00:00Z',
  candidate: {
    id: 5,
    first_name: 'Zoé',
    last_name: 'Tremblay',
    email: 'zoe@example.test',
    phone_number: null,
  },
  documents: [],
  message: null,
  rating: null,
  notes_count: 0,
  ...over,
});

const note = (over: Partial<ApplicationNote> = {}): ApplicationNote => ({
  id: 1,
  body: 'Bon profil.\nÀ rappeler.',
  created_at: '2026-11-03T14:30:00Z',
  author: { id: 3, first_name: 'Rita', last_name: 'Recruteuse' },
  ...over,
});

/** The API the list calls: rating PUTs and note POSTs recorded, notes and the list answered. */
function api(initial: { rating?: number | null; notes?: ApplicationNote[] } = {}) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  let rating = initial.rating ?? null;
  const notes = [...(initial.notes ?? [])];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    if (method !== 'GET') calls.push({ method, url, body });
    if (method === 'PUT' && url.endsWith('/applications/1/rating')) {
      rating = body!.rating as number | null;
      return new Response(JSON.stringify({ data: { rating } }));
    }
    if (url.endsWith('/applications/1/notes')) {
      if (method === 'POST') {
        const text = String(body!.body).trim();
        if (!text || text === 'refused')
          return new Response(
            JSON.stringify({
              message: 'The given data was invalid.',
              errors: { body: ['This field is required.'] },
            }),
            { status: 422 },
          );
        const added = note({ id: notes.length + 1, body: text });
        notes.push(added);
        return new Response(JSON.stringify({ data: added }), { status: 201 });
      }
      return new Response(JSON.stringify({ data: notes }));
    }
    const data = [application({ rating, notes_count: notes.length })];
    return new Response(
      JSON.stringify({ data, current_page: 1, per_page: 20, total: 1, last_page: 1 }),
    );
  });
  return calls;
}

function renderList(data: Application[], lang: 'fr' | 'en') {
  const { params, page } = applicationsQuery(new URLSearchParams());
  const key = getOfferApplicationsKey('testboard', 9, params, page);
  return renderWithApp(
    // The app's SWR settings (AppProviders): its fetcher, no revalidation of what it was given.
    <SWRConfig value={{ fetcher, revalidateIfStale: false }}>
      <EmployerIntl>
        <ApplicationList offerId={9} />
      </EmployerIntl>
    </SWRConfig>,
    {
      lang,
      fallback: {
        [key]: { data, current_page: 1, per_page: 20, total: data.length, last_page: 1 },
      },
    },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the rating', () => {
  it.each([
    [
      'fr',
      'Note',
      '4 étoiles sur 5',
      '4 sur 5',
      'Pas encore notée',
      'Effacer la note de Zoé Tremblay',
    ],
    [
      'en',
      'Rating',
      '4 stars out of 5',
      '4 out of 5',
      'Not rated yet',
      'Clear the rating of Zoé Tremblay',
    ],
  ] as const)(
    'is a named radio group of five stars, set, changed and cleared (%s)',
    async (lang, legend, fourStars, written, none, clear) => {
      const calls = api();
      renderList([application()], lang);
      const item = await screen.findByTestId('application');
      const group = within(item).getByRole('group', { name: legend });
      const radios = within(group).getAllByRole('radio');
      expect(radios).toHaveLength(5);
      expect(
        radios.every((r) => (r as HTMLInputElement).name === radios[0]!.getAttribute('name')),
      ).toBe(true);
      expect(within(group).getByText(none)).toBeTruthy();
      // Not colour alone: filled and outlined stars are different shapes, and the value is written.
      fireEvent.click(within(group).getByRole('radio', { name: fourStars }));
      await within(group).findByText(written);
      expect(
        (within(group).getByRole('radio', { name: fourStars }) as HTMLInputElement).checked,
      ).toBe(true);
      const filled = group.querySelectorAll('svg path[fill="currentColor"]');
      expect(filled).toHaveLength(4);
      expect(group.querySelectorAll('svg path[fill="none"]')).toHaveLength(1);
      await waitFor(() =>
        expect(
          (within(group).getByRole('button', { name: clear }) as HTMLButtonElement).disabled,
        ).toBe(false),
      );
      // The keyboard's change of radio (arrow keys) is a change like a click.
      fireEvent.click(within(group).getAllByRole('radio')[1]!);
      await waitFor(() => expect(group.getAttribute('data-rating')).toBe('2'));
      await waitFor(() =>
        expect(
          (within(group).getByRole('button', { name: clear }) as HTMLButtonElement).disabled,
        ).toBe(false),
      );
      fireEvent.click(within(group).getByRole('button', { name: clear }));
      await within(group).findByText(none);
      await waitFor(() => expect(calls).toHaveLength(3));
      expect(calls.map((c) => c.body && (c.body as { rating: unknown }).rating)).toEqual([
        4,
        2,
        null,
      ]);
      expect(
        calls.every(
          (c) => c.method === 'PUT' && c.url.endsWith('/employer/offer/9/applications/1/rating'),
        ),
      ).toBe(true);
    },
  );

  it('shows the rating the list gives', async () => {
    api({ rating: 3 });
    renderList([application({ rating: 3 })], 'fr');
    const group = await screen.findByRole('group', { name: 'Note' });
    expect(
      (within(group).getByRole('radio', { name: '3 étoiles sur 5' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(group).getByText('3 sur 5')).toBeTruthy();
  });
});

describe('the notes', () => {
  it.each([
    [
      'fr',
      'Notes de l’équipe',
      'Ajouter une note',
      'Ajouter la note',
      'Rita Recruteuse, le 3 nov. 2026 à',
    ],
    ['en', 'Team notes', 'Add a note', 'Add note', 'Rita Recruteuse, Nov 3, 2026 at'],
  ] as const)(
    'lists them with author and date once opened, and adds one (%s)',
    async (lang, title, label, submit, byline) => {
      const calls = api({ notes: [note()] });
      renderList([application({ notes_count: 1 })], lang);
      const item = await screen.findByTestId('application');
      expect(within(item).getByTestId('application-notes-count').textContent).toBe(
        lang === 'fr' ? '1 note de l’équipe' : '1 team note',
      );
      fireEvent.click(within(item).getByTestId('application-open'));
      const section = await within(item).findByRole('region', { name: title });
      const first = await within(section).findByTestId('application-note');
      expect(first.textContent).toContain(byline);
      expect(
        within(first).getByText('Bon profil. À rappeler.', {
          normalizer: (s) => s.replace(/\s+/g, ' '),
        }),
      ).toBeTruthy();
      const field = within(section).getByLabelText(label);
      fireEvent.change(field, { target: { value: '  Entrevue mardi 10 h  ' } });
      fireEvent.click(within(section).getByRole('button', { name: submit }));
      await waitFor(() =>
        expect(within(section).getAllByTestId('application-note')).toHaveLength(2),
      );
      expect(within(section).getAllByTestId('application-note')[1]!.textContent).toContain(
        'Entrevue mardi 10 h',
      );
      expect((field as HTMLTextAreaElement).value).toBe('');
      expect(calls).toEqual([
        {
          method: 'POST',
          url: '/api/jobboard/testboard/employer/offer/9/applications/1/notes',
          body: expect.objectContaining({ body: '  Entrevue mardi 10 h  ' }),
        },
      ]);
      await waitFor(() =>
        expect(within(item).getByTestId('application-notes-count').textContent).toBe(
          lang === 'fr' ? '2 notes de l’équipe' : '2 team notes',
        ),
      );
    },
  );

  it('refuses an empty note under the field without calling the server', async () => {
    const calls = api();
    renderList([application()], 'fr');
    const item = await screen.findByTestId('application');
    fireEvent.click(within(item).getByTestId('application-open'));
    const section = await within(item).findByTestId('application-notes');
    await within(section).findByText('Aucune note pour le moment.');
    const field = within(section).getByLabelText('Ajouter une note');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Ajouter la note' }));
    const error = await within(section).findByRole('alert');
    expect(error.textContent).toBe('Écrivez la note avant de l’ajouter.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(calls).toEqual([]);
    // Typing takes the message away.
    fireEvent.change(field, { target: { value: 'refused' } });
    expect(within(section).queryByRole('alert')).toBeNull();
    // The server's 422 shows under the field too, and the text stays to be corrected.
    fireEvent.click(within(section).getByRole('button', { name: 'Ajouter la note' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('This field is required.');
    expect((field as HTMLTextAreaElement).value).toBe('refused');
    expect(calls).toHaveLength(1);
  });

  it('counts the characters against the 2,000 allowed', async () => {
    api();
    renderList([application()], 'en');
    const item = await screen.findByTestId('application');
    fireEvent.click(within(item).getByTestId('application-open'));
    const section = await within(item).findByTestId('application-notes');
    const field = within(section).getByLabelText('Add a note');
    expect(field.getAttribute('maxlength')).toBe('2000');
    fireEvent.change(field, { target: { value: 'Bonjour' } });
    expect(within(section).getByText('7 / 2,000 characters')).toBeTruthy();
  });
});
