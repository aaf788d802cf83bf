import type { FastifyInstance } from 'fastify';

export const LANG_COOKIE = 'i18n_redirected';

/**
 * The language `/` redirects to: the i18n_redirected cookie first, then the best
 * of Accept-Language, then the brand's default.
 */
export function detectLanguage(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
  fallback: 'fr' | 'en',
): 'fr' | 'en' {
  if (cookie === 'fr' || cookie === 'en') return cookie;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { lang: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((x) => (x.lang === 'fr' || x.lang === 'en') && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.lang as 'fr' | 'en' | undefined) ?? fallback;
}

/** `/`: to the visitor's language (detectLanguage). */
export function registerLanguageRedirect(app: FastifyInstance): void {
  // Only `/` detects the language; every other path names its own.
  app.get('/', async (request, reply) => {
    const lang = detectLanguage(
      request.cookies[LANG_COOKIE],
      request.headers['accept-language'],
      request.brand.behaviour.defaultLanguage,
    );
    reply.header('vary', 'Cookie, Accept-Language').header('cache-control', 'private, no-cache');
    return reply.redirect(`/${lang}`, 302);
  });
}
