import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadBrandRegistry, type BrandRegistry } from './brands/registry.js';
import { envWarnings, type Env } from './config/env.js';
import { loggerOptions } from './config/logger.js';
import { buildApp } from './app.js';
import { openDatabase, type Database } from './db/client.js';
import { LOAD_SHEDDING_DEFAULTS } from './plugins/load-shedding.js';
import { seedDatabase, type SeedReport } from './db/seed/index.js';
import { storageFor } from './services/storage-for.js';

export interface Started {
  app: FastifyInstance;
  database: Database;
  brands: BrandRegistry;
  seed: SeedReport;
  /** Milliseconds spent opening, migrating and seeding the database. */
  timings: {
    open: number;
    migrate: number;
    seed: number;
    build: number;
    /** PostgreSQL: the pool's connections opened before listening, and the ms it took. */
    connections?: number;
    connect?: number;
    /** The warm-up's ms and pages rendered (ssr/warm-up.ts). */
    warmUp?: number;
    warmUpPages?: number;
    /** The ms of collecting the start's garbage before listening (lib/start-up-garbage.ts). */
    collect?: number;
  };
}

/** Everything before listen: database (opened, migrated, seeded on first start), brands, app. */
export async function bootstrap(env: Env): Promise<Started> {
  const brands = loadBrandRegistry({ defaultKey: env.DEFAULT_BRAND });
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - mark);
    mark = now;
    return ms;
  };
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite'), thread: true },
  );
  const open = lap();
  try {
    await database.migrate();
    const migrate = lap();
    const seedStorage = await storageFor(env);
    const seed = await seedDatabase(database.db, {
      mode: env.SEED_DEMO ? 'demo' : 'reference',
      demo: { brands: brands.all, storage: seedStorage },
    }).finally(() => seedStorage.close());
    // Planner statistics: PGlite has no autovacuum, so without this its plans stay those of empty
    // tables (a board's page took twice as long); on PostgreSQL it spares the wait for autovacuum.
    await database.db.execute(sql`analyze`);
    const seedMs = lap();
    const app = await buildApp({
      env,
      database,
      brands,
      logger: loggerOptions(env),
      loadShedding:
        env.LOAD_SHEDDING_MAX_DELAY_MS > 0
          ? { ...LOAD_SHEDDING_DEFAULTS, maxEventLoopDelay: env.LOAD_SHEDDING_MAX_DELAY_MS }
          : false,
    });
    const build = lap();
    for (const warning of envWarnings(env)) app.log.warn(warning);
    if (brands.all.length === 0)
      app.log.warn('No brand found: run `pnpm brand new` or add brands/<key>/brand.json.');
    else if (!brands.defaultBrand)
      app.log.warn(
        env.DEFAULT_BRAND
          ? `DEFAULT_BRAND "${env.DEFAULT_BRAND}" is not a known brand: localhost will answer 404.`
          : 'DEFAULT_BRAND is not set: plain localhost will answer 404 (use <brand>.localhost).',
      );
    if (seed.demo && brands.all.length === 0)
      app.log.warn('Demo offers were seeded without any board: no brand existed.');
    return { app, database, brands, seed, timings: { open, migrate, seed: seedMs, build } };
  } catch (error) {
    await database.close();
    throw error;
  }
}
