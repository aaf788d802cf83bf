import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { ComboboxState } from './combobox';

/*
 * The combobox popup's look and keys (combobox.tsx loads this module when a field is first
 * focused or typed in).
 */

export const ComboboxList = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  margin: 0;
  padding: ${(p) => p.theme.space[1]} 0;
  list-style: none;
  max-height: 320px;
  overflow-y: auto;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.radii.sm};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.12);
`;

export const ComboboxOption = styled.li<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  min-height: 44px;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  cursor: pointer;
  background: ${(p) => (p.$active ? p.theme.colors.page : 'transparent')};
  outline: ${(p) => (p.$active ? `2px solid ${p.theme.colors.primary}` : 'none')};
  outline-offset: -2px;
  &[aria-selected='true'] {
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
  @media (hover: hover) {
    &:hover {
      background: ${(p) => p.theme.colors.page};
    }
  }
`;

export interface ComboboxOptions<T> {
  /** The field's id; the listbox is `${id}-listbox`, option i `${id}-option-${key(option)}`. */
  id: string;
  /** The options to show while open (empty: the popup stays closed). */
  options: T[];
  optionKey: (option: T) => string | number;
  onPick: (option: T) => void;
  /** Escape with the popup closed (the field's own "clear"); true if it did something. */
  onEscapeClosed?: () => boolean;
}

/**
 * The combobox's behaviour over its state (the owner reads `state.open` to decide what to look
 * up, then gives the options found): ArrowDown/ArrowUp move through the options (round), Enter
 * picks the highlighted one (without one, Enter is the form's), Escape closes the popup and, once
 * closed, is the field's own (`onEscapeClosed`). The owner calls the state's `typed()` when the
 * text changes (it reopens the popup) and `close()` when the field is left (Tab, a click
 * elsewhere).
 */
export function comboboxControls<T>(state: ComboboxState, props: ComboboxOptions<T>) {
  const { open, setOpen, active, setActive, close } = state;
  const { options } = props;
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const optionId = (option: T) => `${props.id}-option-${props.optionKey(option)}`;

  const pick = (option: T) => {
    close();
    props.onPick(option);
  };
  // A React or a DOM event: a field may be enhanced by listeners of its own.
  const onKeyDown = (e: { key: string; preventDefault(): void }) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        i < 0 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length,
      );
    } else if (e.key === 'Enter') {
      if (activeOption) {
        e.preventDefault();
        pick(activeOption);
      } else close();
    } else if (e.key === 'Escape') {
      // Also keeps a search field's own Escape (it empties the field) for the second press.
      if (expanded) {
        e.preventDefault();
        close();
      } else if (props.onEscapeClosed?.()) e.preventDefault();
    }
  };

  return {
    expanded,
    activeOption,
    optionId,
    /** For the <input> (whose role, aria-controls and blur are its owner's): state and keys. */
    inputProps: {
      'aria-expanded': expanded,
      'aria-activedescendant': activeOption ? optionId(activeOption) : undefined,
      onKeyDown,
    },
    /** For the listbox, always in the page while the field names it in aria-controls. */
    listProps: { id: `${props.id}-listbox`, role: 'listbox', hidden: !expanded },
    /** For option i. */
    optionProps: (option: T, i: number) => ({
      id: optionId(option),
      role: 'option',
      $active: i === active,
      // Keep the focus in the field: the click picks, the blur would close first.
      onMouseDown: (e: MouseEvent) => e.preventDefault(),
      onClick: () => pick(option),
    }),
  };
}
