import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Field } from '../../../components/ui/primitives';
import { renderWithApp } from '../../../testing/render';
import { EmployerIntl, loadEmployerMessages } from '../../../i18n/employer';
import { DateField } from './date-field';

beforeAll(async () => {
  await loadEmployerMessages('fr');
  await loadEmployerMessages('en');
  // The calendar's own chunk, loaded once here so that a busy machine does not time a test out.
  await import('./date-calendar');
});

function Form(props: { initial: string; onChange?: (v: string) => void; error?: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <EmployerIntl>
      <Field id="d" label="Date d’expiration" error={props.error}>
        <DateField
          id="d"
          value={value}
          onChange={(v) => {
            setValue(v);
            props.onChange?.(v);
          }}
          min="2026-12-02"
          max="2027-11-30"
          invalid={!!props.error}
          describedBy={props.error ? 'd-error' : undefined}
          testId="date"
        />
      </Field>
    </EmployerIntl>
  );
}

/** The calendar is a chunk of its own: wait for its grid. */
const openCalendar = async () => {
  fireEvent.click(screen.getByTestId('date'));
  return screen.findByRole('grid', undefined, { timeout: 10_000 });
};

describe('DateField', () => {
  // The calendar opens on today's month and names today's day « Aujourd’hui, … »: the days the
  // tests name are days of December 2026 other than today, whatever day the suite runs on.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T12:00:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the date in French whatever the browser’s language, its label first', () => {
    renderWithApp(<Form initial="2026-12-31" />);
    const button = screen.getByRole('button', { name: 'Date d’expiration 31 décembre 2026' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('data-value')).toBe('2026-12-31');
  });

  it('names it in English on an English page', () => {
    renderWithApp(<Form initial="2026-12-31" />, { lang: 'en' });
    expect(screen.getByTestId('date').textContent).toBe('December 31, 2026');
  });

  it('opens a French calendar, weeks from Sunday, the chosen day focused', async () => {
    renderWithApp(<Form initial="2026-12-31" />);
    const grid = await openCalendar();
    expect(grid.getAttribute('aria-label')).toBe('décembre 2026');
    const weekdays = [...grid.querySelectorAll('th')].map((th) => th.getAttribute('aria-label'));
    expect(weekdays).toEqual([
      'dimanche',
      'lundi',
      'mardi',
      'mercredi',
      'jeudi',
      'vendredi',
      'samedi',
    ]);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'jeudi 31 décembre 2026, sélectionné',
      ),
    );
  });

  it('opens an English calendar on an English page', async () => {
    renderWithApp(<Form initial="2026-12-31" />, { lang: 'en' });
    const grid = await openCalendar();
    expect(grid.getAttribute('aria-label')).toBe('December 2026');
    expect(grid.querySelector('th')?.getAttribute('aria-label')).toBe('Sunday');
  });

  it('sends the picked day as YYYY-MM-DD, closes and gives focus back', async () => {
    const onChange = vi.fn();
    renderWithApp(<Form initial="" onChange={onChange} />);
    expect(screen.getByTestId('date').textContent).toBe('Choisir une date');
    await openCalendar();
    fireEvent.click(screen.getByRole('button', { name: /^lundi 7 décembre 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-12-07');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('date'));
    expect(screen.getByTestId('date').textContent).toBe('7 décembre 2026');
  });

  it('walks the days with the arrow keys', async () => {
    const onChange = vi.fn();
    renderWithApp(<Form initial="2026-12-31" onChange={onChange} />);
    await openCalendar();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('BUTTON'));
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^mercredi 30 décembre/),
    );
    fireEvent.click(document.activeElement!);
    expect(onChange).toHaveBeenLastCalledWith('2026-12-30');
  });

  it('cannot pick a day before the minimum; Escape closes', async () => {
    renderWithApp(<Form initial="" />);
    await openCalendar();
    const past = screen.getByRole('button', { name: /^mardi 1 décembre 2026/ });
    expect(past.hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('date'));
  });

  it('closes when the focus leaves it or a click lands outside', async () => {
    renderWithApp(
      <>
        <Form initial="2026-12-31" />
        <a href="#next">Ailleurs</a>
      </>,
    );
    const grid = await openCalendar();
    const day = grid.querySelector('button')!;
    fireEvent.blur(day, { relatedTarget: screen.getByRole('link', { name: 'Ailleurs' }) });
    expect(screen.queryByRole('grid')).toBeNull();
    await openCalendar();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('shows a stored past date with the error the server gave, and clears', () => {
    const onChange = vi.fn();
    renderWithApp(
      <Form initial="2020-01-15" error="La date doit être dans le futur." onChange={onChange} />,
    );
    const button = screen.getByTestId('date');
    expect(button.textContent).toBe('15 janvier 2020');
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe('d-error');
    expect(screen.getByRole('alert').textContent).toBe('La date doit être dans le futur.');
    fireEvent.click(screen.getByRole('button', { name: 'Effacer la date' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(button.textContent).toBe('Choisir une date');
  });
});
