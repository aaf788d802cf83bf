import {
  memo,
  Suspense,
  type ComponentProps,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { lazyComponent } from '../../lib/lazy-component';
import { LineIcon } from './line-icon';
import { BARS, loadFocusTrap, type DrawerControl } from './menu-drawer-parts';

/* The menu link: a link to the drawer (so that, before hydration or without JavaScript, the
   drawer opens through :target), which the script makes open a modal dialog. It stays a link
   (no role="button" on an <a>: a native element keeps its own role), with aria-haspopup and
   aria-expanded telling what it opens. */
const Toggle = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radii.md};
  color: inherit;
  text-decoration: none;
  font-weight: ${(p) => p.theme.fontWeights.bold};
  cursor: pointer;
  svg {
    flex: none;
  }
  ${(p) => p.theme.media.md} {
    display: none;
  }
`;
// Not part of a page's first load: React fetches it as it hydrates the page (lazyComponent).
const MenuDrawerDialog = lazyComponent(() =>
  import('./menu-drawer-dialog').then((m) => ({ default: m.MenuDrawerDialog })),
);

/**
 * Memoized: the button's own state (aria-expanded) re-renders the menu, and an update that
 * reached the drawer while it still waits for its chunk (the server's HTML, not hydrated yet)
 * would make React drop that HTML, the open <dialog> with it.
 */
const DrawerSlot = memo(function DrawerSlot(props: ComponentProps<typeof MenuDrawerDialog>) {
  return (
    <Suspense fallback={null}>
      <MenuDrawerDialog {...props} />
    </Suspense>
  );
});

/**
 * The phone menu (under 768 px; the headers show their links inline above): a menu button and a
 * drawer that is a native modal <dialog> (showModal: the page behind is inert, Escape closes it,
 * focus goes back to the button), with focus-trap keeping Tab inside it (Chromium lets Tab leave a
 * modal dialog for the browser's own controls) and the page's scroll locked while it is open. A
 * click on the backdrop or a navigation closes it. Before hydration the button is a plain link to
 * the drawer, shown by :target, so the links work without JavaScript. The drawer's markup and
 * styles are a chunk of their own (menu-drawer-dialog.tsx, fetched during hydration; again on
 * pointerdown or focus in case that failed), and so is focus-trap (fetched after hydration where
 * the button shows, on pointerdown or focus elsewhere); the button opens the server's <dialog>
 * and runs it itself, so that it works on the first tap before those chunks have come.
 */
export function MenuDrawer(props: {
  id: string;
  /** The button's visible word ("Menu"). */
  label: string;
  /** The drawer's heading and accessible name. */
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const toggle = useRef<HTMLAnchorElement>(null);
  const control = useRef<DrawerControl>({}).current;
  const release = useRef<(() => void) | null>(null);
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();

  // What an open drawer does, here rather than in the drawer's chunk, so that it works from the
  // first tap: the page behind does not scroll, a click on the backdrop (the dialog box itself:
  // its panel fills it) or on the close link closes it, and closing gives focus back.
  const show = (d: HTMLDialogElement) => {
    if (d.open) return;
    d.showModal();
    setOpen(true);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // Listened to on the document, before React: React stops a click on a part it has not
    // hydrated yet (the drawer, until its chunk comes) from going further.
    const onClick = (e: Event) => {
      const target = e.target as Element;
      if (target !== d && !(d.contains(target) && target.closest('[data-drawer-close]'))) return;
      e.preventDefault();
      d.close();
    };
    const onClose = () => {
      release.current?.();
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('click', onClick, true);
    d.addEventListener('close', onClose);
    release.current = () => {
      release.current = null;
      root.style.overflow = overflow;
      document.removeEventListener('click', onClick, true);
      d.removeEventListener('close', onClose);
    };
    control.opened?.();
  };

  useEffect(() => {
    control.show = show;
  });
  // A menu that leaves the page open (a navigation to another layout) lets the page scroll again.
  useEffect(() => () => release.current?.(), []);
  // A link followed inside the drawer lands on a new page: the drawer closes.
  useEffect(() => {
    const d = document.getElementById(props.id);
    if (d instanceof HTMLDialogElement && d.open) d.close();
  }, [pathname, search, props.id]);
  // Tapped before the app took over: the link targeted the drawer, which :target shows only
  // until hydration (data-hydrated). The app opens it for real, so the tap is not undone.
  useEffect(() => {
    const d = document.getElementById(props.id);
    if (window.location.hash !== `#${props.id}` || !(d instanceof HTMLDialogElement)) return;
    if (typeof d.showModal !== 'function') return;
    show(d);
    // The drawer is a dialog now: its address would reopen it on a reload or Back.
    const { pathname: path, search: query } = window.location;
    window.history.replaceState(window.history.state, '', path + query);
  }, []);

  const preload = () => {
    void MenuDrawerDialog.preload().catch(() => undefined);
    void loadFocusTrap().catch(() => undefined);
  };
  // Where the button shows (a phone's width), the drawer's focus trap is fetched once the page
  // has hydrated, not on the opening: a keyboard user's Tab stays in the drawer from the start.
  useEffect(() => {
    if (toggle.current && getComputedStyle(toggle.current).display !== 'none') preload();
  }, []);
  const onOpen = (e: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    const d = document.getElementById(props.id);
    if (!d) {
      // Rendered in the browser (a navigation to this layout) before its chunk came: the
      // drawer opens as it mounts.
      e.preventDefault();
      control.wanted = true;
      setOpen(true);
      preload();
      return;
    }
    if (!(d instanceof HTMLDialogElement) || typeof d.showModal !== 'function') return; // the :target fallback
    e.preventDefault();
    show(d);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>) => {
    // A link opens on Enter; a button also on Space.
    if (e.key === ' ') onOpen(e);
  };

  return (
    <>
      <Toggle
        ref={toggle}
        href={`#${props.id}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={props.id}
        onClick={onOpen}
        onKeyDown={onKeyDown}
        onPointerDown={preload}
        onFocus={preload}
        data-testid="menu-button"
      >
        <LineIcon d={BARS} size={24} />
        {props.label}
      </Toggle>
      <DrawerSlot id={props.id} title={props.title} closeLabel={props.closeLabel} control={control}>
        {props.children}
      </DrawerSlot>
    </>
  );
}
