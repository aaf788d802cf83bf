import type { IntlShape } from 'react-intl';

/** What the forms need of a zod (or zod/mini) issue: never its English `message` text. */
export interface FormIssue {
  code: string;
  path: ReadonlyArray<PropertyKey>;
  message?: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  format?: string;
  input?: unknown;
}

const num = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint' ? Number(v) : 0);

/**
 * The catalog message of a validation issue, in the page's language: zod's own texts ("Too
 * small: expected string to have >=1 characters", "must be at least 0 characters") never reach
 * the page. `choices` names the fields that are a choice (a select, a picker): empty, they say
 * "Choose …" with their own message id.
 */
export function issueMessage(
  issue: FormIssue,
  intl: IntlShape,
  choices: Record<string, string> = {},
): string {
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const field = String(issue.path[0] ?? '');
  const empty =
    issue.input === undefined ||
    issue.input === null ||
    (typeof issue.input === 'string' && issue.input.trim() === '');
  if (choices[field] && (empty || issue.code === 'invalid_type' || issue.code === 'too_small'))
    return t(choices[field]);
  // A refinement names its catalog message: "phone" → form.invalidPhone.
  if (issue.code === 'custom' && issue.message === 'phone') return t('form.invalidPhone');
  if (issue.code === 'custom' && issue.message === 'city') return t('form.chooseCity');
  switch (issue.code) {
    case 'too_small': {
      const min = num(issue.minimum);
      if (issue.origin === 'array' || issue.origin === 'set') return t('form.choose');
      return min <= 1 ? t('form.required') : t('form.tooShort', { min });
    }
    case 'too_big':
      return t('form.tooLong', { max: num(issue.maximum) });
    case 'invalid_type':
      return empty ? t('form.required') : t('form.invalid');
    case 'invalid_format':
      return issue.format === 'email' ? t('form.invalidEmail') : t('form.invalid');
    case 'invalid_value':
      return empty ? t('form.choose') : t('form.invalid');
    default:
      return t('form.invalid');
  }
}

/** The first message of each field, keyed by the issue's first path segment. */
export function issuesToErrors(
  issues: readonly FormIssue[],
  intl: IntlShape,
  choices?: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issueMessage(issue, intl, choices);
  }
  return errors;
}
