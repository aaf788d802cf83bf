import type { ReactElement } from 'react';
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

/** The errors and warnings shown: they are about the page they were raised on. */
const pageErrors = new Set<string>();

export const notify = {
  success: (message: string) =>
    void toastModule().then((t) => t.success(message, { duration: TOAST_DURATION_MS })),
  error: (message: string) =>
    void toastModule().then((t) =>
      pageErrors.add(t.error(message, { duration: TOAST_DURATION_MS })),
    ),
  /**
   * A toast of the caller's own content (a message with a button, the stage change's « Annuler »)
   * for `duration`; `dismiss` takes it down. Answers how to take it down from elsewhere.
   */
  custom: (
    content: (dismiss: () => void) => ReactElement,
    duration = TOAST_DURATION_MS,
  ): Promise<() => void> =>
    toastModule().then((t) => {
      const id = t((shown) => content(() => t.dismiss(shown.id)), { duration });
      return () => t.dismiss(id);
    }),
  warning: (message: string) =>
    void toastModule().then((t) =>
      pageErrors.add(
        t(message, { duration: TOAST_DURATION_MS, icon: '⚠️', className: 'toast-warning' }),
      ),
    ),
};

/**
 * Takes down the errors and warnings of the page left (« Courriel ou mot de passe invalide. »
 * over the next page once the right password is in); a success (« Offre publiée ») may announce
 * what led to the new page and stays its ten seconds. Toasts raised before this call are queued
 * on the same import, so none slips past it.
 */
export function dismissPageErrors(): void {
  if (!toastWanted) return;
  void toastModule().then((t) => {
    for (const id of pageErrors) t.dismiss(id);
    pageErrors.clear();
  });
}

/** What an API error answer says to the person, and how loudly (docs/api.md#errors). */
export function apiErrorMessage(
  error: unknown,
  intl: IntlShape,
): { tone: 'error' | 'warning'; text: string } {
  const e = error instanceof ApiError ? error : new ApiError(500, {});
  const text = (id: string) => intl.formatMessage({ id });
  const serverMessage = (e.body as { message?: string } | undefined)?.message;
  if (e.status === 400 && e.code === 'invalid_grant')
    return { tone: 'warning', text: text('errors.invalidCredentials') };
  if (e.status === 401) return { tone: 'error', text: text('errors.unauthorized') };
  if (e.status === 403) return { tone: 'warning', text: serverMessage || text('errors.forbidden') };
  if (e.status === 413) return { tone: 'warning', text: text('errors.fileTooLarge') };
  if (e.status === 422)
    return { tone: 'warning', text: Object.values(e.errors)[0]?.[0] ?? e.message };
  if (e.status === 0) return { tone: 'error', text: text('errors.network') };
  return { tone: 'error', text: serverMessage || text('errors.generic') };
}

/** The API's error answers as toasts, where the page has no place of its own to say them. */
export function notifyApiError(error: unknown, intl: IntlShape): void {
  const { tone, text } = apiErrorMessage(error, intl);
  notify[tone](text);
}
