import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space[3]};
  min-height: 44px;
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.components.input.radius};
  background: ${(p) => p.theme.colors.surface};
  cursor: pointer;
  transition: border-color 0.15s ease;
  &:hover {
    border-color: ${(p) => p.theme.colors.borderStrong};
  }
  &:has(input:checked) {
    border-color: ${(p) => p.theme.colors.primary};
  }
  input {
    margin-top: 2px;
  }
  .text {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .label {
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  .hint {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

/**
 * A yes/no choice of a form as a tappable row: the theme's checkbox (global style), its label
 * and a hint under it that says what ticking it does. The whole row is the label (44 px or more)
 * to tap; the checkbox's name is the label alone, the hint its description.
 */
export function CheckField({
  id,
  label,
  hint,
  checked,
  onChange,
  testId,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <Row htmlFor={id} data-testid={testId}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <span className="text">
        <span className="label" id={`${id}-label`}>
          {label}
        </span>
        {hint ? (
          <span className="hint" id={`${id}-hint`}>
            {hint}
          </span>
        ) : null}
      </span>
    </Row>
  );
}
