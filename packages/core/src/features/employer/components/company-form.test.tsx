import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { EmployerIntl } from '../../../i18n/employer';
import { CompanyForm } from './company-form';

describe('CompanyForm', () => {
  it('marks the name required until one language has it, then the other one optional', () => {
    renderWithApp(
      <EmployerIntl>
        <CompanyForm onSaved={vi.fn()} />
      </EmployerIntl>,
    );
    const form = within(screen.getByTestId('company-form'));
    expect(form.getByText('Les champs marqués d’un * sont obligatoires.')).toBeTruthy();
    const fr = document.getElementById('company-name_fr') as HTMLInputElement;
    const en = document.getElementById('company-name_en') as HTMLInputElement;
    // Nothing typed: both names carry the asterisk and aria-required.
    for (const input of [fr, en]) {
      expect(input.getAttribute('aria-required')).toBe('true');
      expect(input.closest('div')!.textContent).toContain('*');
      expect(input.getAttribute('aria-describedby')).toBe('company-name-hint');
    }
    fireEvent.change(fr, { target: { value: 'Hôtel du Port' } });
    expect(fr.getAttribute('aria-required')).toBe('true');
    expect(en.getAttribute('aria-required')).toBeNull();
    expect(screen.getByLabelText('Nom (facultatif)')).toBe(en);
    // Both filled: the French one stays marked, so the form never calls both optional.
    fireEvent.change(en, { target: { value: 'Port Hotel' } });
    expect(fr.getAttribute('aria-required')).toBe('true');
    expect(en.getAttribute('aria-required')).toBeNull();
    // Only the English one: it is the required one now.
    fireEvent.change(fr, { target: { value: '' } });
    expect(en.getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Nom (facultatif)')).toBe(fr);
    // The optional fields say so.
    expect(screen.getByLabelText('Site Web (facultatif)')).toBeTruthy();
  });
});
