import * as phoneRules from '@jobboard/contracts/phone';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import en from '../../i18n/en-CA.json';
import fr from '../../i18n/fr-CA.json';
import { issuesToErrors } from '../../lib/form-messages';
import { renderWithApp } from '../../testing/render';
import { Field, RequiredLegend, Select, Textarea } from '../ui/primitives';
import { ErrorSummary } from './error-summary';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';

describe('required and optional marks', () => {
  it('a required field shows an asterisk hidden from the name and carries aria-required', () => {
    renderWithApp(
      <form>
        <RequiredLegend />
        <TextField id="f-name" label="Prénom" required />
        <TextField id="f-phone" label="Téléphone" optional />
        <Field id="f-plain" label="Note">
          <input id="f-plain" />
        </Field>
      </form>,
    );
    const name = screen.getByRole('textbox', { name: 'Prénom' });
    expect(name.getAttribute('aria-required')).toBe('true');
    const star = name.parentElement!.querySelector('[aria-hidden="true"]');
    expect(star?.textContent).toBe('\u2060*');
    expect(screen.getByText('Les champs marqués d’un * sont obligatoires.')).toBeTruthy();
    const phone = screen.getByRole('textbox', { name: /^Téléphone/ });
    expect((phone as HTMLInputElement).labels?.[0]?.textContent).toBe('Téléphone (facultatif)');
    expect(phone.hasAttribute('aria-required')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeTruthy();
  });

  it('keeps the asterisk with the label’s last word, whatever the width', () => {
    const label = 'CV (PDF, Word, ODT ou texte, 5 Mo max.)';
    renderWithApp(<TextField id="f-cv" label={label} required />);
    const labelElement = document.getElementById('f-cv-label')!;
    const star = labelElement.nextElementSibling!;
    expect(star.getAttribute('aria-hidden')).toBe('true');
    // The asterisk is the next text of the label's line, not a flex item of its own that a label
    // wrapped on a phone leaves alone at the right; a word joiner forbids a break before it.
    expect(getComputedStyle(labelElement.parentElement!).display).toBe('block');
    expect(getComputedStyle(labelElement).display).toBe('inline');
    expect(getComputedStyle(star).display).toBe('inline');
    expect(star.textContent).toBe('\u2060*');
    // The field's name is still the label's text alone.
    expect(screen.getByRole('textbox', { name: label })).toBeTruthy();
  });
});

describe('select', () => {
  it('ends a choice longer than the field with an ellipsis', () => {
    renderWithApp(
      <Select aria-label="Entreprise">
        <option>Solutions Numériques Laurentides</option>
      </Select>,
    );
    expect(getComputedStyle(screen.getByRole('combobox')).textOverflow).toBe('ellipsis');
  });
});

describe('textarea', () => {
  it('grows with its text between a minimum and a maximum height, with no grabber', () => {
    renderWithApp(<Textarea aria-label="Description" rows={10} />);
    const style = getComputedStyle(screen.getByRole('textbox', { name: 'Description' }));
    expect(style.resize).toBe('none');
    expect(style.getPropertyValue('field-sizing')).toBe('content');
    expect(style.minHeight).toBe('10rem');
    expect(style.maxHeight).toBe('max(60vh, 10rem)');
    expect(style.overflowY).toBe('auto');
  });
});

describe('validation messages come from the catalogs', () => {
  const Schema = z.object({
    first_name: z.string().check(z.trim(), z.minLength(1)),
    bio: z.string().check(z.minLength(30)),
    email: z.email(),
    category_id: z.nullable(z.number()).check(z.refine((v) => v !== null)),
    schedules: z.array(z.number()).check(z.minLength(1)),
  });
  const input = { first_name: ' ', bio: 'court', email: 'nope', category_id: null, schedules: [] };
  const issues = () => {
    const parsed = Schema.safeParse(input, { reportInput: true });
    if (parsed.success) throw new Error('expected issues');
    return parsed.error.issues;
  };

  it('in French and in English, never zod’s English text', () => {
    const choices = { category_id: 'form.choose' };
    const frErrors = issuesToErrors(
      issues(),
      createIntl({ locale: 'fr-CA', messages: fr }),
      choices,
    );
    expect(frErrors).toEqual({
      first_name: 'Ce champ est obligatoire.',
      bio: 'Veuillez entrer au moins 30 caractères.',
      email: 'Veuillez entrer une adresse courriel valide.',
      category_id: 'Veuillez faire un choix.',
      schedules: 'Veuillez faire un choix.',
    });
    const enErrors = issuesToErrors(
      issues(),
      createIntl({ locale: 'en-CA', messages: en }),
      choices,
    );
    expect(enErrors.first_name).toBe('This field is required.');
    expect(enErrors.bio).toBe('Please enter at least 30 characters.');
    for (const message of [...Object.values(frErrors), ...Object.values(enErrors)])
      expect(message).not.toMatch(/Too small|expected|Invalid|>=|at least 0/);
  });
});

describe('PhoneField', () => {
  it('shows the stored number in national format and formats as the person types', () => {
    renderWithApp(
      <PhoneField
        id="p"
        name="phone"
        label="Téléphone"
        defaultValue="+14185550199"
        rules={phoneRules}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Téléphone' }) as HTMLInputElement;
    expect(input.value).toBe('418 555-0199');
    expect(input.type).toBe('tel');
    fireEvent.change(input, { target: { value: '5148721' } });
    expect(input.value).toBe('514 872-1');
    fireEvent.change(input, { target: { value: '514 8721111' } });
    expect(input.value).toBe('514 872-1111');
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('loads its rules on first use: a plain tel input until then, the number formatted once they arrive', async () => {
    renderWithApp(<PhoneField id="p" name="phone" label="Téléphone" />);
    const input = screen.getByRole('textbox', { name: 'Téléphone' }) as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '4186416411' } });
    // The rules are a module of their own, not there yet: the text is kept as typed.
    expect(input.value).toBe('4186416411');
    await waitFor(() => expect(input.value).toBe('418 641-6411'));
    // From then on, as the person types.
    fireEvent.change(input, { target: { value: '5148721' } });
    expect(input.value).toBe('514 872-1');
  });

  it('formats a stored number once the rules arrive when the page did not pass them', async () => {
    renderWithApp(<PhoneField id="p" name="phone" label="Téléphone" defaultValue="+14185550199" />);
    const input = screen.getByRole('textbox', { name: 'Téléphone' }) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('418 555-0199'));
  });

  it('says at once that a number is not valid for the country (Canada by default)', async () => {
    renderWithApp(<PhoneField id="p" name="phone" label="Téléphone" />);
    const input = screen.getByRole('textbox', { name: 'Téléphone' });
    fireEvent.focus(input);
    // An American number shares the calling code but is not a Canadian one.
    fireEvent.change(input, { target: { value: '212 253 1234' } });
    fireEvent.blur(input);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('Veuillez entrer un numéro de téléphone valide.');
    // Corrected, the message goes as the person types.
    fireEvent.change(input, { target: { value: '418 641 6411' } });
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });
});

function Form() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({ last_name: 'Ce champ est obligatoire.', email: 'Adresse invalide.' });
      }}
    >
      <ErrorSummary errors={errors} />
      <TextField id="first_name" label="Prénom" required />
      <TextField id="last_name" label="Nom" required error={errors.last_name} />
      <TextField id="email" label="Courriel" required error={errors.email} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('on submit with errors, focuses the first invalid field and announces the count', async () => {
    renderWithApp(<Form />);
    const summary = screen.getByTestId('error-summary');
    expect(summary.getAttribute('aria-live')).toBe('assertive');
    expect(summary.textContent).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(summary.textContent).toBe('2 champs sont à corriger.');
    const last = screen.getByRole('textbox', { name: 'Nom' });
    expect(document.activeElement).toBe(last);
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(last.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Ce champ est obligatoire.',
    );
  });
});
