import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import pg from 'pg';
import { clearOfferCountCache, setFreshAggregateTtl } from '../repositories/offers.js';
import { changesPublicPages } from '../lib/public-writes.js';
import { pgPoolOf } from './jobs.js';

/**
 * Page-cache invalidation across processes. Each process keeps its own micro-cache of
 * rendered pages (ssr/page-cache.ts) and empties it on a write it served; a write served by
 * another process reaches it here: every invalidation of the local cache is published on the
 * PostgreSQL channel `page_cache`, and every process LISTENs and empties its own cache. A
 * notification is delivered in milliseconds, so a published offer shows on every process well
 * within a second (the TTL still bounds anything missed while a listener reconnects).
 *
 * The scope is the whole cache, as for a local write: the cache is keyed by host and URL, and a
 * change to an offer shows on its page, the home pages, searches, company pages and sitemaps of
 * every board it is on; emptying it all is the rule the local cache already follows.
 *
 * On PGlite (one process) the bus is local.
 */
export const CACHE_CHANNEL = 'page_cache';
/** The listener's reconnection delays: from half a second, doubling, to at most 30 s. */
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export interface Invalidation {
  reason: string;
  /** The process that published it (it already emptied its own cache). */
  origin?: string;
}

export interface CacheBus {
  readonly processId: string;
  /** Tell every other process to empty its page cache. */
  publish(invalidation: Invalidation): void;
  /** Invalidations from other processes (tests wait on it). */
  readonly events: EventEmitter;
}

declare module 'fastify' {
  interface FastifyInstance {
    cacheBus?: CacheBus;
  }
}

export default fp(
  async (app) => {
    const processId = randomUUID();
    const events = new EventEmitter();
    let listener: pg.Client | undefined;
    let closed = false;
    let notifyPending = false;
    let lastReason = '';

    const onRemote = (invalidation: Invalidation) => {
      if (invalidation.origin === processId) return;
      app.log.debug({ invalidation }, 'page cache emptied by another process');
      // The local invalidate, not the wrapped one: no echo back to the channel.
      localInvalidate?.();
      // The cached totals of big boards (repositories/offers.ts) are per process too.
      clearOfferCountCache(app.db);
      events.emit('invalidation', invalidation);
    };

    const pool = app.dbKind === 'postgres' ? pgPoolOf(app.db) : undefined;
    const publish = (invalidation: Invalidation) => {
      if (!pool) return;
      lastReason = invalidation.reason;
      // A burst of writes (an employer saving offer after offer) sends one notification per tick.
      if (notifyPending) return;
      notifyPending = true;
      setImmediate(() => {
        notifyPending = false;
        const payload = JSON.stringify({ reason: lastReason, origin: processId });
        pool
          .query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, payload])
          .catch((err: unknown) => app.log.error({ err }, 'page cache notification failed'));
      });
    };

    /**
     * A dedicated connection (LISTEN holds it). Lost or refused (the database stopped, restarts,
     * is unreachable), it is tried again with a growing delay, 0.5 s doubling to 30 s, for as
     * long as the process runs: nothing here may reject unhandled, or the process would exit
     * on a database outage (issue 33). Once connected again the page cache is emptied: what
     * other processes changed meanwhile was never announced.
     */
    let retryDelayMs = RECONNECT_MIN_MS;
    let retryTimer: NodeJS.Timeout | undefined;
    const scheduleListen = (afterOutage: boolean) => {
      if (closed || retryTimer) return;
      const delay = retryDelayMs;
      retryDelayMs = Math.min(retryDelayMs * 2, RECONNECT_MAX_MS);
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void listen().then(
          () => {
            retryDelayMs = RECONNECT_MIN_MS;
            if (afterOutage) localInvalidate?.();
            app.log.info('page cache listener connected again');
          },
          (err: unknown) => {
            app.log.warn({ err, retryInMs: retryDelayMs }, 'page cache listener: no database yet');
            scheduleListen(afterOutage);
          },
        );
      }, delay);
      retryTimer.unref();
    };
    const listen = async (): Promise<void> => {
      if (!pool || closed) return;
      const client = new pg.Client(pool.options);
      let lost = false;
      const onLost = (err: unknown) => {
        if (lost) return;
        lost = true;
        client.end().catch(() => undefined);
        if (listener !== client) return; // never listened: listen() rejects and its caller retries
        listener = undefined;
        if (closed) return;
        app.log.warn({ err }, 'page cache listener lost its connection: reconnecting');
        scheduleListen(true);
      };
      client.on('notification', (message) => {
        if (message.channel !== CACHE_CHANNEL || !message.payload) return;
        try {
          onRemote(JSON.parse(message.payload) as Invalidation);
        } catch {
          // Not ours: ignore.
        }
      });
      client.on('error', onLost);
      // A server that ends the connection cleanly (a fast shutdown) may send no error first.
      client.on('end', () => onLost(new Error('connection ended')));
      try {
        await client.connect();
        await client.query(`LISTEN ${CACHE_CHANNEL}`);
      } catch (err) {
        lost = true;
        await client.end().catch(() => undefined);
        throw err;
      }
      if (closed) {
        await client.end().catch(() => undefined);
        return;
      }
      listener = client;
    };

    let localInvalidate: (() => void) | undefined;
    app.decorate('cacheBus', { processId, publish, events } satisfies CacheBus);

    // Search totals and facet counts, small ones included, are kept as long as a rendered page
    // (repositories/offers.ts setFreshAggregateTtl): a write that may change a public page empties
    // them here, before its answer leaves (the page cache does the same in the SSR plugin, and
    // its invalidation reaches the other processes).
    setFreshAggregateTtl(app.db, app.env.PAGE_CACHE_TTL_SECONDS * 1000);
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 400 && changesPublicPages(request.method, request.routeOptions.url)) {
        clearOfferCountCache(app.db);
        if (!app.hasDecorator('pageCache')) publish({ reason: 'write' });
      }
      return payload;
    });

    // The page cache is made by the SSR plugin, registered after this one: wrap its invalidate
    // once the app is ready, so every cause of an invalidation here (a write this process served,
    // a brand build it swapped in, a job) is published without the SSR plugin knowing.
    app.addHook('onReady', async () => {
      const cache = app.hasDecorator('pageCache') ? app.pageCache : undefined;
      if (cache) {
        const original = cache.invalidate.bind(cache);
        localInvalidate = original;
        cache.invalidate = () => {
          original();
          clearOfferCountCache(app.db);
          publish({ reason: 'write' });
        };
      }
      try {
        await listen();
      } catch (err) {
        app.log.error({ err }, 'page cache listener could not connect: trying again');
        scheduleListen(false);
      }
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    });
  },
  { name: 'cache-bus', dependencies: ['context'] },
);
