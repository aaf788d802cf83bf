import type { IntlShape } from 'react-intl';
import { ApiError } from './api-client';

/** Toasts top-right for 10 seconds. */
export const TOAST_DURATION_MS = 10_000;

/*
 * react-hot-toast is loaded on the first toast, not on first load: the first call also tells the
 * lazy Toaster (components/ui/lazy-toaster.tsx) to mount, and the library keeps toasts raised
 * before its Toaster is there.
 */
let toastWanted = false;
const toastWantedListeners = new Set<() => void>();

/** For useSyncExternalStore: whether a toast has been raised on this page yet. */
export const toastWantedStore = {
  subscribe(listener: () => void): () => void {
    toastWantedListeners.add(listener);
    return () => toastWantedListeners.delete(listener);
  },
  get: (): boolean => toastWanted,
};

const toastModule = () => {
  if (!toastWanted) {
    toastWanted = true;
    for (const listener of toastWantedListeners) listener();
  }
  return import('react-hot-toast').then((m) => m.default);
};

export const notify = {
  success: (message: string) =>
    void toastModule().then((t) => t.success(message, { duration: TOAST_DURATION_MS })),
  error: (message: string) =>
    void toastModule().then((t) => t.error(message, { duration: TOAST_DURATION_MS })),
  warning: (message: string) =>
    void toastModule().then((t) =>
      t(message, { duration: TOAST_DURATION_MS, icon: '⚠️', className: 'toast-warning' }),
    ),
};

/**
 * The API's error answers (docs/api.md#errors) as toasts; 422 is left to the form (field messages).
 */
export function notifyApiError(error: unknown, intl: IntlShape): void {
  const e = error instanceof ApiError ? error : new ApiError(500, {});
  const text = (id: string) => intl.formatMessage({ id });
  const serverMessage = (e.body as { message?: string } | undefined)?.message;
  if (e.status === 400 && e.code === 'invalid_grant')
    notify.warning(text('errors.invalidCredentials'));
  else if (e.status === 401) notify.error(text('errors.unauthorized'));
  else if (e.status === 403) notify.warning(serverMessage || text('errors.forbidden'));
  else if (e.status === 413) notify.warning(text('errors.fileTooLarge'));
  else if (e.status === 422) notify.warning(Object.values(e.errors)[0]?.[0] ?? e.message);
  else if (e.status === 0) notify.error(text('errors.network'));
  else notify.error(serverMessage || text('errors.generic'));
}
