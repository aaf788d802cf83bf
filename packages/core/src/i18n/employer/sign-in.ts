import type { Lang } from '@jobboard/contracts/routes';
import { withCatalogSources, type Messages } from '../index';

/**
 * The employer sign-in, sign-up and forgotten-password pages' messages (`sign-in/`): a catalog
 * of their own, so that these pages, which a visitor reaches from a link or a search engine, do
 * not load the whole employer area's. The area's pages load both (./index.tsx).
 */
const signInCatalogs: Record<Lang, () => Promise<{ default: Messages }>> = {
  fr: () => import('./sign-in/fr-CA.json') as Promise<{ default: Messages }>,
  en: () => import('./sign-in/en-CA.json') as Promise<{ default: Messages }>,
};

/** The sources of the sign-in catalog's chunks as Vite's manifest names them (modulepreload). */
export const EMPLOYER_SIGN_IN_CATALOG_SOURCES: Record<Lang, string> = {
  fr: 'src/i18n/employer/sign-in/fr-CA.json',
  en: 'src/i18n/employer/sign-in/en-CA.json',
};

/** The employer messages loaded per language: the sign-in part, or all of them. */
export const employerMessages: Partial<Record<Lang, Messages>> = {};

export function loadSignInCatalog(lang: Lang): Promise<{ default: Messages }> {
  return signInCatalogs[lang]();
}

/** The sign-in pages' `prepare`: their messages only. */
export const loadEmployerSignInMessages = withCatalogSources(
  async (lang: Lang): Promise<void> => {
    if (employerMessages[lang]) return;
    const signIn = await loadSignInCatalog(lang);
    employerMessages[lang] ??= signIn.default;
  },
  (lang) => [EMPLOYER_SIGN_IN_CATALOG_SOURCES[lang]],
);
