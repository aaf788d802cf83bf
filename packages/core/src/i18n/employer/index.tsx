import type { ReactNode } from 'react';
import { RawIntlProvider, useIntl, type IntlShape } from 'react-intl';
import type { Lang } from '@jobboard/contracts/routes';
import { getLoadedMessages, loadAccountMessages, LOCALES, type Messages } from '../index';
import { createAppIntl } from '../app-intl';
import { joinedIntl } from '../joined-intl';
import { useLang } from '../../lib/lang';
import { employerMessages, loadSignInCatalog } from './sign-in';

/**
 * The employer area's messages (keys `employer.…`), catalogs of their own so that the public
 * pages' first-load JS does not carry them, one chunk per language so that an employer page
 * loads only its own. The sign-in pages load only their part (./sign-in.ts); the area's pages
 * load both. The build precompiles them like the main catalogs (vite/precompiled-messages.ts).
 * `loadEmployerMessages` (or the sign-in pages' `loadEmployerSignInMessages`) runs before an
 * employer page renders, as its `prepare`: in its loader and, in the browser, before hydration.
 */
const areaCatalogs: Record<Lang, () => Promise<{ default: Messages }>> = {
  fr: () => import('./fr-CA.json') as Promise<{ default: Messages }>,
  en: () => import('./en-CA.json') as Promise<{ default: Messages }>,
};
const complete = new Set<Lang>();

export { loadEmployerSignInMessages } from './sign-in';

/** The whole employer catalog (the area's pages). */
export async function loadEmployerMessages(lang: Lang): Promise<void> {
  if (complete.has(lang)) return;
  // The employer screens also use the account catalog's sign-in fields and application stages.
  const [area, signIn] = await Promise.all([
    areaCatalogs[lang](),
    loadSignInCatalog(lang),
    loadAccountMessages(lang),
  ]);
  if (complete.has(lang)) return;
  employerMessages[lang] = { ...signIn.default, ...area.default };
  complete.add(lang);
}

export function getEmployerMessages(lang: Lang): Messages {
  return employerMessages[lang] ?? {};
}

/** The app's messages plus the employer ones, for the employer layout and pages. */
export function EmployerIntl({ children }: { children: ReactNode }) {
  const parent = useIntl();
  const lang = useLang();
  // A new object once the whole catalog replaces the sign-in pages' part of it. One intl per
  // catalog pair (as the app shell's): react-intl's IntlProvider, which would make one per
  // mount, stays out of the browser bundle.
  const intl = joinedIntl(parent, getEmployerMessages(lang));
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

const intls = new Map<string, IntlShape>();
/** An intl with both catalogs, for page heads (computed outside the React tree). */
export function employerIntl(lang: Lang): IntlShape {
  const base = getLoadedMessages(lang) ?? {};
  const key = `${lang}:${Object.keys(base).length}:${Object.keys(getEmployerMessages(lang)).length}`;
  let intl = intls.get(key);
  if (!intl) {
    intl = createAppIntl({
      locale: LOCALES[lang],
      messages: { ...base, ...getEmployerMessages(lang) },
      onError: () => undefined,
    });
    intls.set(key, intl);
  }
  return intl;
}
