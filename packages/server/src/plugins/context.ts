import fp from 'fastify-plugin';
import type { Env } from '../config/env.js';
import type { Database, DatabaseKind, Db } from '../db/client.js';
import type { BrandRegistry } from '../brands/registry.js';
import type { Mailer } from '../services/mail.js';
import type { Storage } from '../services/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** Typed drizzle database (PGlite or node-postgres: same API). */
    db: Db;
    dbKind: DatabaseKind;
    brands: BrandRegistry;
    storage: Storage;
    mailer: Mailer;
  }
}

export interface ContextOptions {
  env: Env;
  database: Database;
  brands: BrandRegistry;
  storage: Storage;
  mailer: Mailer;
}

/** The app's shared services, attached to the instance so route modules reach them as `app.db`, `app.mailer`… */
export default fp<ContextOptions>(
  async (app, options) => {
    app.decorate('env', options.env);
    app.decorate('db', options.database.db);
    app.decorate('dbKind', options.database.kind);
    app.decorate('brands', options.brands);
    app.decorate('storage', options.storage);
    app.decorate('mailer', options.mailer);
  },
  { name: 'context' },
);
