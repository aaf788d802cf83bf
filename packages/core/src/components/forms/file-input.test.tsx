import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { Field } from '../ui/primitives';
import { FileInput } from './file-input';

describe('FileInput', () => {
  it('speaks the page language, shows the chosen name, and forgets it on a form reset', () => {
    const onChange = vi.fn();
    renderWithApp(
      <form data-testid="form">
        <Field id="cv" label="Votre CV" required>
          <FileInput id="cv" name="resume" aria-required onChange={onChange} />
        </Field>
      </form>,
    );
    const input = screen.getByLabelText('Votre CV') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.getAttribute('aria-required')).toBe('true');
    const picker = screen.getByTestId('cv-picker');
    expect(picker.textContent).toBe('Choisir un fichierAucun fichier choisi');
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv-2026.pdf')] } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(picker.textContent).toBe('Choisir un fichiercv-2026.pdf');
    fireEvent.reset(screen.getByTestId('form'));
    expect(picker.textContent).toBe('Choisir un fichierAucun fichier choisi');
  });
});
