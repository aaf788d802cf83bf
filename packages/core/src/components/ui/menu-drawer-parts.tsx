import type { createFocusTrap } from 'focus-trap';

/* What the menu button (menu-drawer.tsx) and its drawer (menu-drawer-dialog.tsx, a chunk of its
   own) share. */

export const BARS = 'M4 6h16M4 12h16M4 18h16';
export const CROSS = 'M6 6l12 12M18 6L6 18';

/**
 * How the menu (menu-drawer.tsx) and its drawer's chunk (menu-drawer-dialog.tsx) reach each
 * other: one object per menu, the same for its whole life, so that the drawer's props do not
 * change while React may still be waiting to hydrate it.
 */
export interface DrawerControl {
  /** Opens the drawer (the menu's own code: it works before the drawer's chunk has come). */
  show?: (dialog: HTMLDialogElement) => void;
  /** Tells the drawer's chunk, once there, that the drawer opened. */
  opened?: () => void;
  /** Pressed while a drawer rendered in the browser (not by the server) still waits for its chunk. */
  wanted?: boolean;
}

type FocusTrapModule = { createFocusTrap: typeof createFocusTrap };
let focusTrap: Promise<FocusTrapModule> | undefined;
/**
 * focus-trap, which keeps Tab inside the open drawer: one fetch, asked for early by the menu
 * (menu-drawer.tsx: once the phone's menu button shows, and on its focus or touch) so that it is
 * there when the drawer opens. Fetched only on the opening, it left a keyboard user a moment in
 * which Tab could leave the drawer at its last link.
 */
export function loadFocusTrap(): Promise<FocusTrapModule> {
  focusTrap ??= import('focus-trap').catch((error: unknown) => {
    focusTrap = undefined;
    throw error;
  });
  return focusTrap;
}
