import { useState } from 'react';
import styled from 'styled-components';
import type * as PopupModule from './combobox-popup';

/**
 * What the site's type-aheads share (the city field, the keyword field): the WAI-ARIA 1.2
 * combobox with a listbox popup. The field itself stays its owner's (a controlled city, an
 * uncontrolled keyword that a form reads on submit); this holds the popup's state, and
 * combobox-popup.tsx its look and keys, loaded when a field is first focused or typed in (no
 * page's first load carries a list that shows only then).
 */
export const ComboboxWrap = styled.div`
  position: relative;
  width: 100%;
  /* A search field's Escape empties it: not the platform's small cross, which no theme draws. */
  input::-webkit-search-cancel-button {
    appearance: none;
  }
`;

/** The popup's state: whether it is open, which option is highlighted (-1: none). */
export function useComboboxState() {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const reset = (to: boolean) => {
    setOpen(to);
    setActive(-1);
  };
  return {
    open,
    setOpen,
    active,
    setActive,
    /** The text changed: show the options again, none highlighted. */
    typed: () => reset(true),
    /** Closed: the field was left (Tab, a click elsewhere), Escape, an option picked. */
    close: () => reset(false),
  };
}
export type ComboboxState = ReturnType<typeof useComboboxState>;

export type ComboboxPopup = typeof PopupModule;
const loadPopup = () => import('./combobox-popup');

/**
 * The popup's code, once `load` (the field's first focus or keystroke) has fetched it. Until
 * then the field takes text but has no list to show.
 */
export function useComboboxPopup() {
  const [popup, setPopup] = useState<ComboboxPopup>();
  // A chunk that fails to load leaves the field as it is (it still takes text).
  const load = () => {
    if (!popup) loadPopup().then(setPopup, () => undefined);
  };
  return [popup, load] as const;
}
