import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Summary = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  border-inline-start: 4px solid ${(p) => p.theme.colors.danger};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  &:empty {
    display: none;
  }
`;

const CONTROLS = 'input:not([type=hidden]), select, textarea, button, [tabindex]';

/**
 * After a submit with errors: announces how many fields need attention (an aria-live region that
 * is always in the page, so that screen readers hear it change) and moves the focus to the first
 * invalid control of its form (each one carries aria-invalid and aria-describedby its error).
 * Put it inside the form; `errors` is the form's field → message map.
 */
export function ErrorSummary({ errors }: { errors: Record<string, string | undefined> }) {
  const intl = useIntl();
  const ref = useRef<HTMLParagraphElement>(null);
  const count = Object.values(errors).filter(Boolean).length;
  useEffect(() => {
    if (count === 0) return;
    const first = ref.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group (fieldset) is not focusable: its first control is.
    const target = first?.matches(CONTROLS) ? first : first?.querySelector<HTMLElement>(CONTROLS);
    target?.focus();
  }, [errors, count]);
  return (
    <Summary ref={ref} aria-live="assertive" aria-atomic="true" data-testid="error-summary">
      {count > 0 ? intl.formatMessage({ id: 'form.errorSummary' }, { count }) : ''}
    </Summary>
  );
}
