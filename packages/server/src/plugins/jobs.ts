import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pgPoolOf } from '../db/client.js';
import type { Asker } from '../services/mail-queue.js';
import type { JobQueue } from '../services/jobs.js';
import { jobDefinitions } from '../services/jobs-definitions.js';
import { MemoryJobQueue } from '../services/jobs-memory.js';
import { PgBossJobQueue } from '../services/jobs-pg-boss.js';

// Its importers (app, cache bus, tests) reach the pool through here too.
export { pgPoolOf };

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs: pg-boss on a PostgreSQL server, in memory on PGlite (services/jobs.ts). */
    jobs: JobQueue;
  }
}

export interface JobsOptions {
  /** Default: pg-boss on PostgreSQL, memory on PGlite. */
  queue?: 'memory' | 'pg-boss';
}

/** The queue backend for the database: one constructor per backend, nothing job-specific. */
function createQueue(app: FastifyInstance, kind: 'memory' | 'pg-boss'): JobQueue {
  if (kind === 'memory') return new MemoryJobQueue(app.log);
  return new PgBossJobQueue({
    pool: pgPoolOf(app.db),
    log: app.log,
    stopTimeoutSeconds: app.env.SHUTDOWN_TIMEOUT_SECONDS,
  });
}

/** The request as the services see it: its id for the mails they queue, its log (services/mail-queue.ts). */
export const askerOf = (request: FastifyRequest): Asker => ({ id: request.id, log: request.log });

export default fp<JobsOptions>(
  async (app, options) => {
    const kind = options.queue ?? (app.dbKind === 'postgres' ? 'pg-boss' : 'memory');
    const queue = createQueue(app, kind);
    // Every job of the one list (services/jobs-definitions.ts), on either backend.
    for (const definition of jobDefinitions(app)) queue.define(definition);

    app.decorate('jobs', queue);
    await queue.start();
    // After the server stopped taking requests (onClose runs once in-flight requests ended):
    // the jobs they queued still run here, or stay in PostgreSQL for another process.
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['context'] },
);
