import type { FastifyInstance } from 'fastify';
import type { Site } from './site.js';
import { sitemapOffers, sitemapXml, type SitemapUrl } from './sitemap.js';

/** robots.txt, sitemap.xml, the web manifest and the favicon of the request's brand. */
export function registerSeoFiles(app: FastifyInstance, site: Site): void {
  const { bundleOf, getSsr, origin } = site;
  // The brand build's robots.txt (cli: from the route table), its sitemap line naming this
  // origin's sitemap.
  app.get('/robots.txt', async (request, reply) => {
    const bundle = bundleOf(request, reply);
    if (!bundle) return reply;
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return bundle.robots.replace(/^Sitemap: .*$/gm, `Sitemap: ${origin(request)}/sitemap.xml`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    if (!bundleOf(request, reply)) return reply;
    const s = await getSsr();
    const o = origin(request);
    const brand = request.brand;
    const urls: SitemapUrl[] = [];
    const listingAlternates = (name: string) => ({
      fr: o + s.pathToUnsafe(name, 'fr'),
      en: o + s.pathToUnsafe(name, 'en'),
    });
    for (const name of s.sitemapRoutes) {
      const alternates = listingAlternates(name);
      for (const lang of s.LANGS) urls.push({ loc: alternates[lang], alternates });
    }
    const list = await sitemapOffers(app.db, brand.name);
    const newest = list.reduce((max, x) => (x.lastmod > max ? x.lastmod : max), '');
    if (newest) for (const u of urls) u.lastmod = newest;
    // An offer's page in each language it is written in: a one-language offer's other address
    // shows it untranslated with its canonical on this one, so it is not listed.
    for (const offer of list) {
      const alternates: SitemapUrl['alternates'] = {};
      for (const lang of s.LANGS) {
        const slug = offer.slugs[lang];
        if (slug) alternates[lang] = o + s.pathToUnsafe('offer', lang, { slug, id: offer.id });
      }
      for (const lang of s.LANGS) {
        const loc = alternates[lang];
        if (loc) urls.push({ loc, lastmod: offer.lastmod, alternates });
      }
    }
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return sitemapXml(urls);
  });

  app.get('/site.webmanifest', async (request, reply) => {
    const bundle = bundleOf(request, reply);
    if (!bundle) return reply;
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600');
    return bundle.webManifest;
  });

  app.get('/favicon.ico', async (request, reply) => {
    const bundle = bundleOf(request, reply);
    if (!bundle) return reply;
    const { images } = bundle;
    const ico = (images.favicon ?? []).find((v) => v.format === 'ico') ?? images.favicon?.[0];
    if (!ico) return reply.code(404).send({ message: 'Not Found' });
    return reply.redirect(ico.path, 301);
  });
}
