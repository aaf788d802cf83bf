/*
 * Which writes may change what an anonymous visitor sees: the page cache (ssr/page-cache.ts) and
 * the caches of search totals (plugins/cache-bus.ts) are emptied by them, on every process. A
 * module of its own, below both: the plugins that wire the caches do not import the site's layer.
 */

/** Methods that do not change data: they never invalidate. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * API routes (Fastify patterns) whose writes never change a page rendered for an anonymous
 * visitor: a visitor's or candidate's own sign-in, account, documents, skills, applications,
 * newsletter subscription and e-mail links, and the pages' own posts. Any other successful write (employers' companies,
 * offers, publishing, payments, and any route added later) empties the cache. Before this, every
 * application and sign-in emptied it, and under load (pnpm bench:load) it was empty most of the time.
 */
const PRIVATE_WRITE_ROUTES = [
  /^\/api\/(jobboard|ats)\/auth\/(login|logout|forgot-password|change-password)$/,
  /^\/api\/jobboard\/signup$/,
  /^\/api\/auth\/reset-password$/,
  /^\/api\/email-confirmation$/,
  /^\/api\/jobboard\/:board\/(user|employer)\/email-confirmation\/resend$/,
  /^\/api\/jobboard\/:board\/user\//,
  /^\/api\/jobboard\/user\//,
  /^\/api\/jobboard\/:jobboard\/offers\/:offerId\/(apply|apply-register)$/,
  // A visitor's view of an offer or click on Apply: counted for its employer, shown to no visitor.
  /^\/api\/jobboard\/:jobboard\/offers\/:id\/events\/:event$/,
  /^\/api\/jobboard\/:jobboard\/news-letter(\/confirm|\/unsubscribe)?$/,
  // A page's own POST (ssr/no-js-posts.ts): a sign-in form without JavaScript, whose API call is judged
  // on its own, or any other form, answered by the page again.
  /^\/(fr|en)\/[^:]*$/,
  /^\/\*$/,
];

/** Whether a successful request of this method on this route pattern may change a public page. */
export function changesPublicPages(method: string, routeUrl: string | undefined): boolean {
  if (SAFE_METHODS.has(method)) return false;
  return !routeUrl || !PRIVATE_WRITE_ROUTES.some((pattern) => pattern.test(routeUrl));
}
