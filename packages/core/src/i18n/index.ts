import { OFFER_TIME_ZONE } from '@jobboard/contracts/constants';
import type { Lang } from '../config/routes';

export type Messages = Record<string, string>;

/** ICU locales of the two languages (fr-CA formats numbers with U+00A0: `1 234,56 $`). */
export const LOCALES: Record<Lang, string> = { fr: 'fr-CA', en: 'en-CA' };

/**
 * The time zone dates are shown in: Quebec's, the one offers are dated in, on the server (which
 * runs in UTC) and in every browser. An offer posted at 22:00 in Montréal shows the same day on
 * both sides of hydration, and the day its employer saw, wherever the visitor is.
 */
export const TIME_ZONE = OFFER_TIME_ZONE;

const loaded: Partial<Record<Lang, Messages>> = {};
const loaders: Record<Lang, () => Promise<{ default: Messages }>> = {
  fr: () => import('./fr-CA.json'),
  en: () => import('./en-CA.json'),
};

/** Each catalog is its own chunk: a page downloads only its language. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  const known = loaded[lang];
  if (known) return known;
  const messages = (await loaders[lang]()).default;
  loaded[lang] = messages;
  return messages;
}

/**
 * The sign-in and candidate-account pages' messages (keys auth., apply., profile.,
 * documents., skills., application., myApplications., and the privacy page's and privacy
 * centre's privacyPage. and privacyCentre.): a catalog of their own, so that the
 * other public pages' first load does not carry them. A page that needs them has
 * `prepare: loadAccountMessages` (run by its loader and before hydration); once loaded they join
 * the language's catalog (a new object: the app's intl follows it).
 */
const accountLoaders: Record<Lang, () => Promise<{ default: Messages }>> = {
  fr: () => import('./account/fr-CA.json'),
  en: () => import('./account/en-CA.json'),
};
const withAccount = new Set<Lang>();

export async function loadAccountMessages(lang: Lang): Promise<void> {
  if (withAccount.has(lang)) return;
  const [main, account] = await Promise.all([loadMessages(lang), accountLoaders[lang]()]);
  if (withAccount.has(lang)) return;
  loaded[lang] = { ...main, ...account.default };
  withAccount.add(lang);
}

/** The sources of the account catalog's chunks as Vite's manifest names them (modulepreload). */
export const ACCOUNT_CATALOG_SOURCES: Record<Lang, string> = {
  fr: 'src/i18n/account/fr-CA.json',
  en: 'src/i18n/account/en-CA.json',
};

export function getLoadedMessages(lang: Lang): Messages | undefined {
  return loaded[lang];
}
