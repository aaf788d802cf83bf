import type { Offer, UserDocument } from '@jobboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedOffer } from '../../../testing/offers';
import { renderWithApp } from '../../../testing/render';
import { ApplyForm } from './apply-form';

const offer = { id: 5 } as Offer;
const resume = { id: 9, name: 'CV 2026.pdf', type: 'resume' } as UserDocument;

afterEach(() => vi.restoreAllMocks());

describe('ApplyForm', () => {
  it('marks the resume choice required, one 44 px row per choice', () => {
    renderWithApp(
      <ApplyForm offer={offer} resumes={[resume]} uploadResume={vi.fn()} onApplied={vi.fn()} />,
    );
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.querySelector('legend')!.textContent).toContain('*');
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByText('Les champs marqués d’un * sont obligatoires.')).toBeTruthy();
  });

  it('marks every field of a visitor’s application required', () => {
    renderWithApp(
      <ApplyForm offer={offer} resumes={undefined} uploadResume={vi.fn()} onApplied={vi.fn()} />,
    );
    for (const id of [
      'apply-first_name',
      'apply-last_name',
      'apply-email',
      'apply-password',
      'apply-file',
    ])
      expect(document.getElementById(id)!.getAttribute('aria-required')).toBe('true');
  });
});

describe('ApplyForm for a visitor (apply and register in one step)', () => {
  it('passes on the server’s "check your e-mail" message: the same for a new or a taken address', async () => {
    const message = 'Merci! Un courriel vient d’être envoyé à eve@example.com : il vous indique…';
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ message }), { status: 202 }));
    const onApplied = vi.fn();
    const { container } = renderWithApp(
      <ApplyForm
        offer={listedOffer(7) as unknown as Offer}
        resumes={undefined}
        uploadResume={vi.fn()}
        onApplied={onApplied}
      />,
    );
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    for (const [id, value] of [
      ['apply-first_name', 'Ève'],
      ['apply-last_name', 'Tremblay'],
      ['apply-email', 'eve@example.com'],
      ['apply-password', 'motdepasse1'],
    ])
      fireEvent.change(document.getElementById(id!)!, { target: { value } });
    fireEvent.change(container.querySelector('#apply-file')!, { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(message));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/offers\/7\/apply-register$/);
  });
});

describe('ApplyForm checks a visitor’s form in one round', () => {
  it('an empty form reports every field and the resume at once, and focuses the first', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithApp(
      <ApplyForm offer={offer} resumes={undefined} uploadResume={vi.fn()} onApplied={vi.fn()} />,
    );
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('error-summary').textContent).toBe('5 champs sont à corriger.'),
    );
    for (const id of [
      'apply-first_name',
      'apply-last_name',
      'apply-email',
      'apply-password',
      'apply-file',
    ])
      expect(document.getElementById(id)!.getAttribute('aria-invalid')).toBe('true');
    // The summary moves the focus in an effect after the render that shows it (a loaded CI
    // machine checked the focus in between).
    await waitFor(() => expect(document.activeElement?.id).toBe('apply-first_name'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a malformed e-mail and a short password are reported with the missing resume', async () => {
    renderWithApp(
      <ApplyForm offer={offer} resumes={undefined} uploadResume={vi.fn()} onApplied={vi.fn()} />,
    );
    for (const [id, value] of [
      ['apply-first_name', 'Ève'],
      ['apply-last_name', 'Tremblay'],
      ['apply-email', 'eve@'],
      ['apply-password', 'court'],
    ])
      fireEvent.change(document.getElementById(id!)!, { target: { value } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(document.activeElement?.id).toBe('apply-email'));
    expect(document.getElementById('apply-email-error')!.textContent).toMatch(/courriel/i);
    expect(document.getElementById('apply-password-error')!.textContent).toContain('8');
    expect(document.getElementById('apply-file-error')).toBeTruthy();
    expect(document.getElementById('apply-first_name')!.getAttribute('aria-invalid')).toBe('false');
  });
});

describe('ApplyForm: a message to the employer', () => {
  it('is optional, capped at 2,000 characters, described by its hint, and sent trimmed with the resume', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ data: { id: 1 } }), { status: 201 }));
    const onApplied = vi.fn();
    renderWithApp(
      <ApplyForm offer={offer} resumes={[resume]} uploadResume={vi.fn()} onApplied={onApplied} />,
    );
    const box = screen.getByLabelText(/Message à l’employeur/) as HTMLTextAreaElement;
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.maxLength).toBe(2000);
    expect(box.getAttribute('aria-required')).toBeNull();
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^2\s000 caractères au plus/,
    );
    fireEvent.change(box, { target: { value: '  Disponible dès lundi.  ' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({
      resume_id: 9,
      message: 'Disponible dès lundi.',
    });
  });

  it('left empty, sends no message; a 422 on it shows under the field', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          message: 'Les données fournies sont invalides.',
          errors: { message: ['Ce champ ne doit pas dépasser 2 000 caractères.'] },
        }),
        { status: 422 },
      ),
    );
    renderWithApp(
      <ApplyForm offer={offer} resumes={[resume]} uploadResume={vi.fn()} onApplied={vi.fn()} />,
    );
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() =>
      expect(document.getElementById('apply-message-error')?.textContent).toContain(
        'ne doit pas dépasser',
      ),
    );
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).not.toHaveProperty('message');
    const box = document.getElementById('apply-message')!;
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('apply-message-error');
  });

  it('a visitor’s form carries it too (apply-and-register keeps it)', () => {
    renderWithApp(
      <ApplyForm offer={offer} resumes={undefined} uploadResume={vi.fn()} onApplied={vi.fn()} />,
    );
    expect(document.querySelector('textarea[name="message"]')).toBeTruthy();
  });
});
