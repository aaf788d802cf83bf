import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { EmployerIntl } from '../../../i18n/employer';
import { CheckboxGroup, MultiPicker } from './fields';

const choices = [
  { id: 1, label: 'Jour' },
  { id: 2, label: 'Soir' },
  { id: 3, label: 'Été' },
];

describe('CheckboxGroup', () => {
  it('adds and removes a choice, and ties its error to the fieldset', () => {
    const onChange = vi.fn();
    renderWithApp(
      <CheckboxGroup
        id="schedules"
        legend="Horaires"
        choices={choices}
        value={[2]}
        onChange={onChange}
        error="Choisissez un horaire"
      />,
    );
    const group = screen.getByRole('group', { name: 'Horaires' });
    fireEvent.click(within(group).getByLabelText('Jour'));
    expect(onChange).toHaveBeenLastCalledWith([2, 1]);
    fireEvent.click(within(group).getByLabelText('Soir'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe('schedules-error');
    expect(screen.getByRole('alert').textContent).toBe('Choisissez un horaire');
  });
});

function Picker({ max }: { max?: number }) {
  const [value, setValue] = useState<number[]>([1]);
  return (
    <EmployerIntl>
      <MultiPicker
        id="skills"
        label="Compétences"
        choices={choices}
        value={value}
        onChange={setValue}
        max={max}
      />
    </EmployerIntl>
  );
}

describe('MultiPicker', () => {
  it('filters without accents, shows the chosen ones as removable chips', () => {
    renderWithApp(<Picker />);
    const picker = screen.getByTestId('picker-skills');
    expect(picker.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(within(picker).getByRole('searchbox'), { target: { value: 'ete' } });
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(within(picker).getByLabelText('Été'));
    expect(within(picker).getByRole('button', { name: 'Retirer Été' })).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'Retirer Jour' }));
    expect(within(picker).queryByRole('button', { name: 'Retirer Jour' })).toBeNull();
    fireEvent.change(within(picker).getByRole('searchbox'), { target: { value: 'nuit' } });
    expect(within(picker).getByText('Aucun résultat.')).toBeTruthy();
  });

  it('disables the unchosen choices once the maximum is reached', () => {
    renderWithApp(<Picker max={1} />);
    const picker = screen.getByTestId('picker-skills');
    expect((within(picker).getByLabelText('Jour') as HTMLInputElement).disabled).toBe(false);
    expect((within(picker).getByLabelText('Soir') as HTMLInputElement).disabled).toBe(true);
  });
});
