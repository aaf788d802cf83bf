import type { SearchSuggestion } from '@jobboard/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetcher } from '../../../lib/api-client';
import { makeBrandContext } from '../../../lib/brand';
import { testBrand } from '../../../testing/brand';
import { renderWithApp } from '../../../testing/render';
import { filtersQueryString } from '../../../lib/search/query';
import { KeywordField } from './keyword-field';
import { SearchFilters } from './search-filters';

const SUGGESTIONS: Record<'fr' | 'en', SearchSuggestion[]> = {
  fr: [
    { label: 'Infirmier(ère)', kind: 'title' },
    { label: 'Infirmier(ère) auxiliaire', kind: 'title' },
    { label: 'Infirmier(ère) clinicien(ne)', kind: 'title' },
    { label: 'Infirmières et infirmiers autorisés', kind: 'occupation' },
    { label: 'Infirmières auxiliaires', kind: 'occupation' },
  ],
  en: [
    { label: 'Nurse', kind: 'title' },
    { label: 'Registered nurses', kind: 'occupation' },
  ],
};

/** The server's GET /api/jobboard/{board}/search-suggestions, for any q of two letters or more. */
function mockServer(answers = SUGGESTIONS) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://t.localhost');
    const lang = url.searchParams.get('lang') === 'en' ? 'en' : 'fr';
    return new Response(JSON.stringify({ data: answers[lang] }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

function Harness() {
  const [href, setHref] = useState('');
  return (
    <SWRConfig value={{ fetcher }}>
      <SearchFilters
        filters={{ schedule: [6] }}
        attributes={undefined}
        action="/fr/trouver-un-emploi"
        hrefOf={(next) => `/fr/trouver-un-emploi${filtersQueryString(next)}`}
        navigate={setHref}
      />
      <output data-testid="where">{href}</output>
    </SWRConfig>
  );
}

/** The keyword field's own listbox and live region (the pay field's <option>s are options too). */
const listOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-controls')!)!;
const optionsOf = (field: HTMLElement) => within(listOf(field)).findAllByRole('option');
const statusOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')!)!;

const searched = () =>
  new URLSearchParams(screen.getByTestId('where').textContent!.split('?')[1] ?? '');

/** The keyword field, once its first focus has loaded the suggestions (it is a combobox then). */
async function enhancedField(name: RegExp = /mot-clé/i) {
  const field = screen.getByRole('searchbox', { name });
  act(() => field.focus());
  await waitFor(() => expect(field.getAttribute('role')).toBe('combobox'));
  return field as HTMLInputElement;
}

const type = async (field: HTMLElement, text: string) => {
  fireEvent.input(field, { target: { value: text } });
  // The debounce, then the answer.
  await act(() => new Promise((r) => setTimeout(r, 200)));
};

const setConnection = (connection: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

afterEach(() => {
  vi.restoreAllMocks();
  setConnection(undefined);
});

describe('keyword suggestions (the search bar’s keyword field)', () => {
  it('is a plain search field in the server’s HTML: the GET form works without JavaScript', () => {
    const { theme } = makeBrandContext(testBrand(), { origin: 'http://t.localhost', atsUrl: null });
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <form method="get" action="/fr/trouver-un-emploi">
          <KeywordField id="q" defaultValue="infirm" />
        </form>
      </ThemeProvider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const field = doc.querySelector<HTMLInputElement>('input[name=q]')!;
    expect(field.type).toBe('search');
    expect(field.value).toBe('infirm');
    expect(field.hasAttribute('role')).toBe(false);
    expect(doc.querySelector('[role=listbox]')).toBeNull();
  });

  it('follows the WAI-ARIA combobox pattern: arrows move, Enter picks and searches', async () => {
    const fetchSpy = mockServer();
    renderWithApp(<Harness />);
    const field = await enhancedField();
    expect(field.getAttribute('aria-autocomplete')).toBe('list');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    // The listbox it names is in the page while closed (axe's aria-valid-attr-value).
    const listbox = document.getElementById(field.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).toBe('listbox');
    expect(listbox.hidden).toBe(true);

    // Keystrokes closer than the debounce make one request, in the page's language.
    fireEvent.input(field, { target: { value: 'inf' } });
    fireEvent.input(field, { target: { value: 'infi' } });
    await type(field, 'infirm');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe(
      '/api/jobboard/testboard/search-suggestions?q=infirm&lang=fr',
    );
    const options = await optionsOf(field);
    expect(options).toHaveLength(5);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(listbox.hidden).toBe(false);
    expect(statusOf(field).textContent).toBe('5 suggestions disponibles');
    // The typed letters are bold, accents ignored.
    expect(options[1]!.querySelector('b')?.textContent).toBe('Infirm');

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    // Round: above the first is the last.
    expect(field.getAttribute('aria-activedescendant')).toBe(options[4]!.id);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });

    expect(field.value).toBe('Infirmier(ère) auxiliaire');
    expect(searched().get('q')).toBe('Infirmier(ère) auxiliaire');
    // The other filters are kept.
    expect(searched().get('schedule')).toBe('6');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('closes on Escape, clears on a second Escape, closes on leaving; Enter without a pick searches the words', async () => {
    mockServer();
    renderWithApp(<Harness />);
    const field = await enhancedField();
    await type(field, 'infirm');
    await optionsOf(field);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
    expect(field.value).toBe('infirm');
    expect(statusOf(field).textContent).toBe('');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.value).toBe('');

    // ArrowDown opens it again; leaving the field (Tab) closes it.
    await type(field, 'infirm');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(field);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(field, { key: 'Escape' });

    // Enter with nothing highlighted is the form's: the words as typed.
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.submit(field.form!);
    expect(searched().get('q')).toBe('infirm');
  });

  it('picks with a click (or a tap) and searches', async () => {
    mockServer();
    renderWithApp(<Harness />);
    const field = await enhancedField();
    await type(field, 'infirm');
    const [first] = await optionsOf(field);
    // The press does not take the focus from the field (its blur would close the list first).
    expect(fireEvent.mouseDown(first!)).toBe(false);
    fireEvent.click(first!);
    expect(searched().get('q')).toBe('Infirmier(ère)');
  });

  it('names a skill or certification the board’s offers carry, with how many, and searches it', async () => {
    mockServer({
      fr: [
        { label: 'Python', kind: 'skill', offers: 9 },
        { label: 'Secourisme et RCR', kind: 'certification', offers: 1204 },
        { label: 'Développeur(euse) Python', kind: 'title' },
      ],
      en: [{ label: 'Python', kind: 'skill', offers: 9 }],
    });
    renderWithApp(<Harness />);
    const field = await enhancedField();
    await type(field, 'pyth');
    const options = await optionsOf(field);
    expect(options.map((o) => o.textContent)).toEqual([
      'Compétence : Python (9)',
      'Certification : Secourisme et RCR (1\u00a0204)',
      'Développeur(euse) Python',
    ]);
    expect(options[0]!.querySelector('b')?.textContent).toBe('Pyth');
    fireEvent.click(options[0]!);
    expect(searched().get('q')).toBe('Python');
  });

  it('asks nothing below the minimum length', async () => {
    const fetchSpy = mockServer();
    renderWithApp(<Harness />);
    const field = await enhancedField();
    await type(field, 'i');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('speaks English on an English page', async () => {
    const fetchSpy = mockServer();
    renderWithApp(<Harness />, { lang: 'en' });
    const field = await enhancedField(/keyword/i);
    await type(field, 'nurs');
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('q=nurs&lang=en');
    expect(await optionsOf(field)).toHaveLength(2);
    expect(statusOf(field).textContent).toBe('2 suggestions');
    expect(listOf(field).getAttribute('aria-label')).toBe('Search suggestions');
  });

  it.each([
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['2g', { effectiveType: '2g' }],
    ['slow 2g', { effectiveType: 'slow-2g' }],
  ])('asks nothing on %s: the field stays a plain search field', async (_, connection) => {
    const fetchSpy = mockServer();
    setConnection(connection);
    renderWithApp(<Harness />);
    const field = screen.getByRole('searchbox', { name: /mot-clé/i }) as HTMLInputElement;
    act(() => field.focus());
    await type(field, 'infirm');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(field.hasAttribute('role')).toBe(false);
    expect(document.getElementById('filter-q-listbox')).toBeNull();
    // It still searches.
    fireEvent.submit(field.form!);
    expect(searched().get('q')).toBe('infirm');
  });
});
