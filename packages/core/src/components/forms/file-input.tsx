import { useEffect, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Picker = styled.span<{ $invalid?: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  min-height: 44px;
  padding: 4px ${(p) => p.theme.space[2]};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.borderStrong)};
  border-radius: ${(p) => p.theme.components.input.radius};
  background: ${(p) => p.theme.colors.surface};
  /* The real input covers the box, transparent: a click anywhere opens the file dialog, and the
     keyboard reaches it like any field (its focus drawn on the box). */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
  &:focus-within {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  .choose {
    flex: none;
    display: inline-flex;
    align-items: center;
    min-height: 34px;
    padding: 0 ${(p) => p.theme.space[3]};
    border: 1px solid ${(p) => p.theme.colors.primary};
    border-radius: ${(p) => p.theme.components.button.radius};
    color: ${(p) => p.theme.colors.primary};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  .name {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${(p) => p.theme.colors.textMuted};
  }
  .name[data-chosen] {
    color: ${(p) => p.theme.colors.text};
  }
`;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  $invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A file field in the page's language: the browser's own control says "Choose File / No file
 * chosen" in the browser's language and its own look. The real input stays (labelled by the
 * field's label, focusable, read by FormData), transparent over a button and the chosen name.
 */
export function FileInput({ $invalid, ref, onChange, ...rest }: Props) {
  const intl = useIntl();
  const own = useRef<HTMLInputElement | null>(null);
  const [name, setName] = useState<string | null>(null);
  // A form reset empties the input without a change event.
  useEffect(() => {
    const form = own.current?.form;
    if (!form) return;
    const clear = () => setName(null);
    form.addEventListener('reset', clear);
    return () => form.removeEventListener('reset', clear);
  }, []);
  const setRefs = (el: HTMLInputElement | null) => {
    own.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  return (
    <Picker $invalid={$invalid} data-testid={`${rest.id}-picker`}>
      <input
        ref={setRefs}
        type="file"
        onChange={(e) => {
          setName(e.target.files?.[0]?.name ?? null);
          onChange?.(e);
        }}
        {...rest}
      />
      <span className="choose" aria-hidden="true">
        {intl.formatMessage({ id: 'form.file.choose' })}
      </span>
      <span className="name" aria-hidden="true" data-chosen={name ? '' : undefined}>
        {name ?? intl.formatMessage({ id: 'form.file.none' })}
      </span>
    </Picker>
  );
}
