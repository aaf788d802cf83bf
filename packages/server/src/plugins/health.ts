import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * True from SIGTERM on (server.ts: the drain period, then close): /readyz answers 503 so the
     * proxy sends no new request here, and answers close their keep-alive connection.
     */
    draining: boolean;
  }
}

export interface ReadinessReport {
  status: 'ok' | 'unavailable';
  checks: { database: boolean; brands: boolean; accepting: boolean };
}

/**
 * Probes for a process manager or a load balancer, on any Host (they probe an address):
 * - GET /healthz: the process is alive and its event loop turns (no dependency checked, so a
 *   database outage does not get every process restarted);
 * - GET /readyz: it can serve: the database answers, the brand builds are loaded, and it is not
 *   shutting down. 503 with the failing checks otherwise.
 * Never rate-limited, never cached.
 */
export default fp(
  async (app) => {
    app.decorate('draining', false);
    app.addHook('preClose', async () => {
      app.draining = true;
    });
    // While draining, a keep-alive client is told to reconnect: through the load balancer, which
    // no longer sends it here.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (app.draining) reply.header('connection', 'close');
      return payload;
    });

    const noStore = { 'cache-control': 'no-store' };
    app.get('/healthz', { config: { brand: false }, schema: { hide: true } }, async (_r, reply) =>
      reply.headers(noStore).send({ status: 'ok' }),
    );
    app.get('/readyz', { config: { brand: false }, schema: { hide: true } }, async (_r, reply) => {
      const database = await Promise.race([
        app.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
      ]);
      const registry = app.brands;
      const brands =
        registry.all.length > 0 &&
        (registry.source !== 'generated' || registry.keys.every((key) => registry.bundle(key)));
      const checks = { database, brands, accepting: !app.draining };
      const ok = database && brands && !app.draining;
      const report: ReadinessReport = { status: ok ? 'ok' : 'unavailable', checks };
      return reply
        .code(ok ? 200 : 503)
        .headers(noStore)
        .send(report);
    });
  },
  { name: 'health', dependencies: ['context'] },
);
