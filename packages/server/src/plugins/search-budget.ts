import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { t } from '../i18n/messages.js';
import { SEARCH_PARAMS, searchCost } from '../search/search-cost.js';
import {
  databaseSearchBudget,
  memorySearchBudget,
  type SearchBudgetStore,
} from '../services/search-budget.js';

/**
 * The search budget (config/rate-limits.ts SEARCH_BUDGET): every search a client asks for — the
 * API's GET /jobboard/{board}/offers, or a page whose URL carries search parameters (the search
 * page, a filtered list) — is charged its cost (search/search-cost.ts) before it runs. Past the
 * budget the answer is 429 with Retry-After and the catalogue's message: JSON for the API, a short
 * page in the visitor's language for a page. Another client is served as before.
 *
 * Loopback is not charged: the page renderer's own requests to the API (app.inject), and local
 * tools and benchmarks. Behind a reverse proxy, TRUST_PROXY gives the client's address.
 */
const OFFERS_API = /^\/api\/jobboard\/[^/?]+\/offers(?:\?|$)/;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The cost of the request's search, or 0 when it is none. */
function costOf(request: FastifyRequest): number {
  if (request.method !== 'GET') return 0;
  const mark = request.url.indexOf('?');
  const path = mark < 0 ? request.url : request.url.slice(0, mark);
  const query = new URLSearchParams(mark < 0 ? '' : request.url.slice(mark + 1));
  if (OFFERS_API.test(request.url))
    return searchCost(query, { facets: query.get('facets') === '1' });
  if (path.startsWith('/api/') || mark < 0) return 0;
  // A page: a search when its query names one; it shows its facets.
  for (const name of query.keys())
    if (SEARCH_PARAMS.has(name)) return searchCost(query, { facets: true });
  return 0;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function refuse(request: FastifyRequest, reply: FastifyReply, seconds: number) {
  const message = t(request.lg, 'too_many_searches', { seconds });
  reply.code(429).header('retry-after', String(seconds));
  if (request.url.startsWith('/api/')) return reply.send({ message });
  // A browser asked for a page: a page it can read, not JSON.
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${request.lg === 'fr' ? 'fr-CA' : 'en-CA'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message)}</title></head><body><p>${escapeHtml(message)}</p></body></html>`,
    );
}

export default fp<{ enabled?: boolean }>(
  async (app, options) => {
    if (options.enabled === false) return;
    const store: SearchBudgetStore =
      app.dbKind === 'postgres' ? databaseSearchBudget(app.db) : memorySearchBudget();
    app.addHook('onRequest', async (request, reply) => {
      const cost = costOf(request);
      if (cost === 0 || LOOPBACK.has(request.ip)) return;
      const charge = await store.charge(request.ip, cost);
      if (!charge.allowed) return refuse(request, reply, charge.retryAfterSeconds);
    });
  },
  { name: 'search-budget', dependencies: ['context', 'language'] },
);
