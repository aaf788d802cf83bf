import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { dismissPageErrors, TOAST_DURATION_MS, toastWantedStore } from '../../lib/notify';

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/** The headers' height (at most 44 px controls in a padded bar) and a gap. */
const TOAST_TOP = 88;

/**
 * Toasts top-right (docs/api.md#errors). Mounted with the first toast a page raises (`notify`), so
 * that the library is not first-load JavaScript on pages that never show one. Moving to another
 * page takes down the errors of the one left; a query of the same page (a filter) keeps them.
 */
export function LazyToaster() {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    dismissPageErrors();
  }, [pathname]);
  const wanted = useSyncExternalStore(
    toastWantedStore.subscribe,
    toastWantedStore.get,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        // Below the header (its language switcher, account menu and menu button), never over it.
        containerStyle={{ top: TOAST_TOP }}
        toastOptions={{ duration: TOAST_DURATION_MS }}
      />
    </Suspense>
  );
}
