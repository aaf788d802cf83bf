import { useMemo, type ReactNode } from 'react';
import { createIntl, IntlProvider, useIntl, type IntlShape } from 'react-intl';
import type { Lang } from '../../config/routes';
import { getLoadedMessages, LOCALES, type Messages } from '../../i18n';
import { useLang } from '../../lib/lang';
import en from './i18n/en-CA.json';
import fr from './i18n/fr-CA.json';

/**
 * The employer area's messages (keys `employer.…`), a catalog of their own so that the public
 * pages' first-load JS does not carry them: only the employer chunks import this module. The
 * files sit in an `i18n/` folder so the build precompiles them like the main catalogs.
 */
export const employerMessages: Record<Lang, Messages> = { fr, en };

/** The app's messages plus the employer ones, for the employer layout and pages. */
export function EmployerIntl({ children }: { children: ReactNode }) {
  const parent = useIntl();
  const lang = useLang();
  const messages = useMemo(
    () => ({ ...(parent.messages as Messages), ...employerMessages[lang] }),
    [parent.messages, lang],
  );
  return (
    <IntlProvider locale={parent.locale} defaultLocale={parent.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

const intls = new Map<string, IntlShape>();
/** An intl with both catalogs, for page heads (computed outside the React tree). */
export function employerIntl(lang: Lang): IntlShape {
  const base = getLoadedMessages(lang) ?? {};
  const key = `${lang}:${Object.keys(base).length}`;
  let intl = intls.get(key);
  if (!intl) {
    intl = createIntl({
      locale: LOCALES[lang],
      messages: { ...base, ...employerMessages[lang] },
      onError: () => undefined,
    });
    intls.set(key, intl);
  }
  return intl;
}
