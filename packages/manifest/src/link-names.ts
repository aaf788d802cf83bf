/**
 * The brand's own links (footer and menus), without zod: the browser imports this module
 * (`@jobboard/manifest/link-names`) without pulling the manifest schema into its bundle.
 */
export const LINK_NAMES = ['about', 'partners', 'privacy', 'terms', 'contact'] as const;
