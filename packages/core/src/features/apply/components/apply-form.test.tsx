import type { Offer, UserDocument } from '@jobboard/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { ApplyForm } from './apply-form';

const offer = { id: 5 } as Offer;
const resume = { id: 9, name: 'CV 2026.pdf', type: 'resume' } as UserDocument;

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
