import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from './api-client';
import { notifyApiError } from './notify';

/**
 * Form submission state: busy flag, 422 field errors (first message per field) and
 * the other errors as toasts (docs/api.md#errors).
 */
export function useSubmit() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    try {
      await action();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length) {
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      } else notifyApiError(error, intl);
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, setErrors, run };
}
