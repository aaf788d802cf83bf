import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '../../lib/notify';

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/** Toasts top-right (SPEC §8), mounted after hydration so the library is not first-load JS. */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(id);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
    </Suspense>
  );
}
