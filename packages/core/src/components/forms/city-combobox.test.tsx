import type { CityMatch } from '@jobboard/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetcher } from '../../lib/api-client';
import { renderWithApp } from '../../testing/render';
import { CityCombobox, useCity } from './city-combobox';

/** What the server's accent-free word-prefix match answers (packages/server test/cities.test.ts). */
const MUNICIPALITIES: CityMatch[] = [
  { id: 1, label: 'Montréal', province: 'QC' },
  { id: 9, label: 'Trois-Rivières', province: 'QC' },
  { id: 6077246, label: 'Montréal-Ouest', province: 'QC' },
  { id: 6167865, label: 'Toronto', province: 'ON' },
];
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/-/g, ' ');

function mockServer() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://t.localhost');
    const q = fold(url.searchParams.get('q') ?? '');
    const data = MUNICIPALITIES.filter((c) =>
      fold(c.label)
        .split(' ')
        .some((_, i, w) => w.slice(i).join(' ').startsWith(q)),
    );
    return new Response(JSON.stringify({ data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

function Harness({
  onPick,
  onText,
}: {
  onPick: (c: CityMatch | null) => void;
  onText?: (text: string) => void;
}) {
  const [city, setCity] = useState<CityMatch | null>(null);
  return (
    <SWRConfig value={{ fetcher }}>
      <label htmlFor="city">Ville</label>
      <CityCombobox
        id="city"
        name="city"
        value={city}
        required
        onChange={(c) => {
          setCity(c);
          onPick(c);
        }}
        onText={onText}
      />
    </SWRConfig>
  );
}

/** A field holding a stored city (a saved profile, an offer being edited, a search URL's city). */
function StoredField({ storedId }: { storedId: number }) {
  // undefined: the stored city, whose name comes from the lookup; otherwise the person's.
  const [picked, setPicked] = useState<CityMatch | null | undefined>(undefined);
  const stored = useCity(picked === undefined ? storedId : null);
  return (
    <CityCombobox id="city" value={picked === undefined ? stored : picked} onChange={setPicked} />
  );
}

const type = async (input: HTMLElement, text: string) => {
  // Typed by the person, in the field (a change to a field left elsewhere opens no list).
  input.focus();
  fireEvent.change(input, { target: { value: text } });
  // The debounce, then the answer.
  await act(() => new Promise((r) => setTimeout(r, 200)));
};

afterEach(() => vi.restoreAllMocks());

describe('CityCombobox', () => {
  it('follows the WAI-ARIA combobox pattern: arrows, Enter picks, the id is the value', async () => {
    const fetchSpy = mockServer();
    const onPick = vi.fn();
    const { container } = renderWithApp(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Ville' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-required')).toBe('true');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).toBe('listbox');

    // Accents and case do not matter: "montreal" finds Montréal (asked of the server).
    await type(input, 'montreal');
    expect(String(fetchSpy.mock.calls.at(-1)?.[0])).toContain('/api/cities?lang=fr&q=montreal');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['MontréalQC', 'Montréal-OuestQC']);
    expect(screen.getByRole('status').textContent).toContain('2 municipalités');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(onPick).toHaveBeenLastCalledWith({
      id: 6077246,
      label: 'Montréal-Ouest',
      province: 'QC',
    });
    expect((input as HTMLInputElement).value).toBe('Montréal-Ouest, QC');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    const hidden = container.querySelector<HTMLInputElement>('input[type=hidden][name=city]');
    expect(hidden?.value).toBe('6077246');
  });

  it('matches inside a name ("trois-riv"), Escape closes then clears, typing drops the pick', async () => {
    mockServer();
    const onPick = vi.fn();
    const onText = vi.fn();
    renderWithApp(<Harness onPick={onPick} onText={onText} />);
    const input = screen.getByRole('combobox');
    await type(input, 'TROIS-RIV');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Trois-RivièresQC',
    ]);
    fireEvent.click(screen.getByRole('option'));
    expect(onPick).toHaveBeenLastCalledWith(MUNICIPALITIES[1]);

    await type(input, 'Trois-Rivières, Q');
    expect(onPick).toHaveBeenLastCalledWith(null);

    await type(input, 'to');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('to');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    // The form hears the text go too (it would otherwise name a city from the text cleared).
    expect(onText).toHaveBeenLastCalledWith('');
  });

  it('says so when nothing matches', async () => {
    mockServer();
    renderWithApp(<Harness onPick={vi.fn()} />);
    const input = screen.getByRole('combobox');
    await type(input, 'zzz');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Aucune municipalité ne correspond.');
  });

  it('keeps what was typed before a stored city’s name arrived, and lists its matches', async () => {
    const server = mockServer();
    let answerStored: () => void = () => undefined;
    const lookup = server.getMockImplementation()!;
    server.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://t.localhost');
      if (!url.searchParams.has('id')) return lookup(input, init);
      // The stored city's name comes only once the person has typed.
      await new Promise<void>((resolve) => (answerStored = resolve));
      return new Response(JSON.stringify({ data: [MUNICIPALITIES[0]] }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    renderWithApp(
      <SWRConfig value={{ fetcher }}>
        <label htmlFor="city">Ville</label>
        <StoredField storedId={1} />
      </SWRConfig>,
    );
    const input = screen.getByRole<HTMLInputElement>('combobox');
    await type(input, 'toro');
    await act(async () => answerStored());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(input.value).toBe('toro');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['TorontoON']);
  });
});
