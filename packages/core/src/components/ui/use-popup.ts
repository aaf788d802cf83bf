import { useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * A button that opens a popup beside it (the account menu, the date picker): open state, and the
 * three ways out a keyboard or mouse user expects — a press outside, Escape (focus back on the
 * button), and Tab past the popup's last control.
 */
export function usePopup<W extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const wrap = useRef<W>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  /** For the wrapper's onBlur: focus gone outside closes (a click's blur has no related target). */
  const onBlur = (e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (next && !wrap.current?.contains(next)) setOpen(false);
  };
  return { open, setOpen, wrap, button, onBlur };
}
