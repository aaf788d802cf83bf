import type { Lang } from '../config/routes';

export type Messages = Record<string, string>;

/** ICU locales of the two languages (fr-CA formats numbers with U+00A0: `1 234,56 $`). */
export const LOCALES: Record<Lang, string> = { fr: 'fr-CA', en: 'en-CA' };

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

export function getLoadedMessages(lang: Lang): Messages | undefined {
  return loaded[lang];
}

/** Tests and the server bundle register catalogs synchronously. */
export function registerMessages(lang: Lang, messages: Messages): void {
  loaded[lang] = messages;
}
