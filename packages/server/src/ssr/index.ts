import fp from 'fastify-plugin';
import { generatedDir } from '@jobboard/manifest';
import { registerCanonicalHost } from './canonical.js';
import { registerLanguageRedirect } from './language.js';
import { registerNoJsPosts } from './no-js-posts.js';
import { registerPageRendering } from './render-page.js';
import { registerSeoFiles } from './seo-files.js';
import { siteOf } from './site.js';
import { registerStaticAssets } from './static-assets.js';
import { warmUpPages, type WarmUpReport } from './warm-up.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders each brand's first pages and newest offers once, before listening (warm-up.ts). */
    warmUpPages(maxOfferPages?: number): Promise<WarmUpReport>;
  }
}

/**
 * The site itself, registered LAST: built client assets, generated brand images,
 * robots.txt, sitemap.xml, the web manifest and favicons per host, `/` language detection, and
 * every other HTML GET rendered through the SSR bundle of packages/core with its data loaded by
 * calling this same app (app.inject, the visitor's cookies forwarded).
 */
export default fp(
  async (app) => {
    const site = siteOf(app, app.brands.root ?? generatedDir());
    app.decorate('warmUpPages', async (maxOfferPages = app.env.WARM_UP_OFFER_PAGES) =>
      warmUpPages(app, await site.getSsr(), maxOfferPages),
    );
    await registerStaticAssets(app, site.root);
    registerCanonicalHost(app);
    registerSeoFiles(app, site);
    registerLanguageRedirect(app);
    const renderer = registerPageRendering(app, site);
    await registerNoJsPosts(app, site, renderer);
  },
  { name: 'ssr', dependencies: ['brand', 'context'] },
);
