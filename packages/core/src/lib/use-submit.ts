import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from './api-client';
import { dismissPageErrors, notifyApiError } from './notify';

/** The first message of each field of a 422 answer (a form shows one per field). */
export function fieldErrorsOf(error: ApiError): Record<string, string> {
  return Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? '']));
}

/**
 * Form submission state: busy flag, 422 field errors (first message per field) and
 * the other errors as toasts (docs/api.md#errors). `initialErrors`: those of the page's answer
 * to the form posted without JavaScript. A new attempt takes down what the last one said, its
 * toast included: « Courriel ou mot de passe invalide. » is stale once the right password is
 * sent, and the page the answer leads to may take a while to show on a slow phone.
 */
export function useSubmit(initialErrors: Record<string, string> = {}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    dismissPageErrors();
    try {
      await action();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length) {
        setErrors(fieldErrorsOf(error));
      } else notifyApiError(error, intl);
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, setErrors, run };
}
