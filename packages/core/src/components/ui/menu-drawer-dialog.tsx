import type { FocusTrap } from 'focus-trap';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { LineIcon } from './line-icon';
import { CROSS, loadFocusTrap, type DrawerControl } from './menu-drawer-parts';

const Dialog = styled.dialog`
  /* A panel from the right edge, full height, at most 22rem wide. */
  margin: 0 0 0 auto;
  padding: 0;
  width: min(22rem, 88vw);
  max-width: none;
  height: 100%;
  max-height: none;
  border: 0;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: ${(p) => p.theme.shadows.lg};
  overscroll-behavior: contain;
  &::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
  /* Before hydration (or without JavaScript) the menu link targets the drawer: show it then. */
  html:not([data-hydrated='true']) &:target {
    display: block;
    position: fixed;
    inset: 0 0 0 auto;
    z-index: ${(p) => p.theme.zIndices.dropdown};
  }
`;
const Panel = styled.div`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[5]};
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
  margin-bottom: ${(p) => p.theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;
const Close = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${(p) => p.theme.radii.md};
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.background};
  }
  &&:focus-visible {
    outline-color: ${(p) => p.theme.colors.focus};
  }
`;
/* Every link and button of the drawer is a full-width row at least 44 px tall; `&&` lifts these
   over the header band's own link colours and focus ring (header-bar.ts). The call to action
   keeps its filled button look (primitives.tsx), on its own row. */
const Body = styled.div`
  && nav {
    display: flex;
    flex-direction: column;
  }
  && nav a,
  && nav button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 48px;
    margin: 0;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  && nav a:not([data-button]),
  && nav button {
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
    border: 0;
    border-radius: ${(p) => p.theme.radii.md};
    background: none;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  && nav a:not([data-button]):hover,
  && nav button:hover {
    background: ${(p) => p.theme.colors.background};
  }
  && nav a[aria-current='page'] {
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
  && nav a[data-button] {
    justify-content: center;
    margin: ${(p) => p.theme.space[2]} 0;
  }
  && nav a:focus-visible,
  && nav button:focus-visible {
    outline-color: ${(p) => p.theme.colors.focus};
  }
`;

/**
 * The drawer of MenuDrawer (menu-drawer.tsx), a chunk of its own: it is not part of a page's
 * first load. The menu opens and closes the server's <dialog> itself; this part renders it and
 * keeps Tab inside it while it is open.
 */
export function MenuDrawerDialog(props: {
  id: string;
  title: string;
  closeLabel: string;
  control: DrawerControl;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trap = useRef<FocusTrap | null>(null);
  const [open, setOpen] = useState(false);
  const { control } = props;
  const titleId = `${props.id}-title`;

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    const onClose = () => setOpen(false);
    d.addEventListener('close', onClose);
    control.opened = () => setOpen(true);
    // The button may have been pressed before this part was rendered, or have opened the drawer
    // before it was hydrated.
    if (control.wanted) control.show?.(d);
    control.wanted = false;
    if (d.open) setOpen(true);
    return () => {
      d.removeEventListener('close', onClose);
      control.opened = undefined;
    };
  }, [control]);

  useEffect(() => {
    const d = dialog.current;
    if (!open || !d) return;
    // focus-trap is not part of the page's first load: the menu asks for it once its button
    // shows (loadFocusTrap). Until it is there, the modal dialog keeps Tab inside the page's
    // content, not inside the drawer.
    let cancelled = false;
    void loadFocusTrap().then(({ createFocusTrap }) => {
      if (cancelled || !d.open) return;
      trap.current = createFocusTrap(d, {
        // The dialog itself handles Escape, outside clicks and giving focus back.
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
        initialFocus: false,
        fallbackFocus: d,
        // jsdom lays nothing out: tabbable's visibility check would find nothing to focus there.
        tabbableOptions: {
          displayCheck:
            typeof navigator !== 'undefined' && /jsdom/.test(navigator.userAgent) ? 'none' : 'full',
        },
      });
      trap.current.activate();
      // Opened before focus-trap came (a tap as the page loads on a slow connection), Tab could
      // leave the drawer at its last link until this point; tests wait for it before they tab.
      d.dataset.focusTrapped = 'true';
    });
    return () => {
      cancelled = true;
      trap.current?.deactivate();
      trap.current = null;
      delete d.dataset.focusTrapped;
    };
  }, [open]);

  // The close link clears the :target before hydration (or without JavaScript); once the menu
  // has opened the dialog, the menu's own listener closes it (data-drawer-close).
  return (
    <Dialog ref={dialog} id={props.id} aria-labelledby={titleId} data-testid="menu-drawer">
      <Panel>
        <Top>
          <h2 id={titleId}>{props.title}</h2>
          <Close href="#" aria-label={props.closeLabel} data-drawer-close="">
            <LineIcon d={CROSS} size={24} />
          </Close>
        </Top>
        <Body>{props.children}</Body>
      </Panel>
    </Dialog>
  );
}
