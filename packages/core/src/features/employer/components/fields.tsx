import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { invalidProps } from '../../../components/forms/text-field';
import { FieldErrorOf, FieldMark, Input, Muted } from '../../../components/ui/primitives';
import { fold } from '../../../lib/fold';

export { invalidProps, TextField } from '../../../components/forms/text-field';

const Box = styled.fieldset<{ $invalid?: boolean }>`
  margin: 0;
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.sm};
  min-width: 0;
  legend {
    font-weight: ${(p) => p.theme.fontWeights.medium};
    padding: 0 ${(p) => p.theme.space[1]};
  }
`;
const Options = styled.div<{ $columns?: boolean }>`
  display: grid;
  margin-top: ${(p) => p.theme.space[2]};
  gap: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[4]};
  grid-template-columns: ${(p) => (p.$columns ? 'repeat(auto-fill, minmax(220px, 1fr))' : '1fr')};
  max-height: 280px;
  overflow-y: auto;
  label {
    display: flex;
    gap: ${(p) => p.theme.space[2]};
    align-items: flex-start;
    min-height: 32px;
  }
  input {
    margin-top: 4px;
  }
`;
const Chips = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.space[2]};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
  button {
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.sm};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.onSurface};
    padding: 2px ${(p) => p.theme.space[2]};
    cursor: pointer;
  }
`;

/** A group of a form's fields (a language's texts, the links): a bordered box, its legend in bold. */
export const FieldGroup = styled.fieldset`
  margin: 0;
  min-width: 0;
  padding: ${(p) => p.theme.space[4]};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  legend {
    font-weight: ${(p) => p.theme.fontWeights.bold};
    padding: 0 ${(p) => p.theme.space[1]};
  }
`;

export interface Choice {
  id: number;
  label: string;
}

/** The value with one choice added or removed. */
const toggled = (value: number[], id: number, on: boolean) =>
  on ? [...value, id] : value.filter((v) => v !== id);

/** A fieldset of choices: its legend, a border that turns red on error, the error under it. */
function ChoiceBox(props: {
  id: string;
  legend: ReactNode;
  error?: string;
  testId?: string;
  required?: boolean;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <Box id={props.id} {...invalidProps(props.id, props.error)} data-testid={props.testId}>
      <legend>
        {props.legend}
        <FieldMark required={props.required} optional={props.optional} />
      </legend>
      {props.children}
      <FieldErrorOf id={props.id} error={props.error} />
    </Box>
  );
}

/** One checkbox of a group, its label beside it. */
function ChoiceOption(props: {
  choice: Choice;
  checked: boolean;
  disabled?: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <label>
      <input
        type="checkbox"
        value={props.choice.id}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onToggle(e.target.checked)}
      />
      <span>{props.choice.label}</span>
    </label>
  );
}

/** A group of checkboxes in a fieldset, its error under it (schedules, specializations). */
export function CheckboxGroup(props: {
  id: string;
  legend: ReactNode;
  choices: Choice[];
  value: number[];
  onChange: (next: number[]) => void;
  error?: string;
  hint?: ReactNode;
  columns?: boolean;
  required?: boolean;
  optional?: boolean;
}) {
  return (
    <ChoiceBox
      id={props.id}
      legend={props.legend}
      error={props.error}
      required={props.required}
      optional={props.optional}
    >
      {props.hint ? <Muted>{props.hint}</Muted> : null}
      <Options $columns={props.columns}>
        {props.choices.map((c) => (
          <ChoiceOption
            key={c.id}
            choice={c}
            checked={props.value.includes(c.id)}
            onToggle={(on) => props.onChange(toggled(props.value, c.id, on))}
          />
        ))}
      </Options>
    </ChoiceBox>
  );
}

/**
 * A searchable multiple choice (skills, certifications): the chosen ones as removable chips,
 * a filter box and the matching checkboxes.
 */
export function MultiPicker(props: {
  id: string;
  label: ReactNode;
  choices: Choice[];
  value: number[];
  onChange: (next: number[]) => void;
  error?: string;
  max?: number;
  optional?: boolean;
}) {
  const intl = useIntl();
  const [filter, setFilter] = useState('');
  // Ids in the markup are the field's own, readable and the same on every render (no useId).
  const filterId = `${props.id}-filter`;
  const byId = useMemo(() => new Map(props.choices.map((c) => [c.id, c])), [props.choices]);
  const needle = fold(filter);
  const shown = needle
    ? props.choices.filter((c) => fold(c.label).includes(needle))
    : props.choices;
  const full = props.max !== undefined && props.value.length >= props.max;
  const toggle = (id: number, on: boolean) => props.onChange(toggled(props.value, id, on));
  return (
    <ChoiceBox
      id={props.id}
      legend={props.label}
      error={props.error}
      optional={props.optional}
      testId={`picker-${props.id}`}
    >
      {props.value.length ? (
        <Chips aria-label={intl.formatMessage({ id: 'employer.picker.selected' })}>
          {props.value.map((id) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => toggle(id, false)}
                aria-label={intl.formatMessage(
                  { id: 'employer.picker.remove' },
                  { label: byId.get(id)?.label ?? String(id) },
                )}
              >
                {byId.get(id)?.label ?? id} ×
              </button>
            </li>
          ))}
        </Chips>
      ) : null}
      <label htmlFor={filterId} className="visually-hidden">
        {intl.formatMessage({ id: 'employer.picker.filter' })}
      </label>
      <Input
        id={filterId}
        type="search"
        value={filter}
        placeholder={intl.formatMessage({ id: 'employer.picker.filter' })}
        onChange={(e) => setFilter(e.target.value)}
      />
      <Options $columns>
        {shown.map((c) => {
          const checked = props.value.includes(c.id);
          return (
            <ChoiceOption
              key={c.id}
              choice={c}
              checked={checked}
              disabled={!checked && full}
              onToggle={(on) => toggle(c.id, on)}
            />
          );
        })}
        {shown.length === 0 ? (
          <Muted>{intl.formatMessage({ id: 'employer.picker.none' })}</Muted>
        ) : null}
      </Options>
    </ChoiceBox>
  );
}
