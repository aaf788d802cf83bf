import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { seedDemo, type DemoSeedOptions } from './demo.js';
import { recordThesaurusWords, reindexOffers } from '../../search/index-offers.js';
import { seedCityCoordinates, seedMunicipalities, seedReference } from './reference.js';

export { DEMO_ACCOUNTS } from './demo.js';
export { ATTRIBUTE_ID_BASE } from './reference.js';

export interface SeedOptions {
  /**
   * 'reference' = reference data only; 'demo' = reference plus demo companies, offers and accounts.
   */
  mode: 'reference' | 'demo';
  demo?: DemoSeedOptions;
}

export interface SeedReport {
  reference: boolean;
  demo: boolean;
  ms: number;
}

/** Idempotent: each part skips itself when its data is present. One transaction, so a crash leaves nothing half-seeded. */
/** Advisory lock of the seed (the migrations take 727274). */
const SEED_LOCK = 727275;

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    // Server processes starting together on a new database (compose up, a rolling deploy): one
    // seeds, the others wait here until it commits, then find the rows and insert nothing.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const reference = await seedReference(tx);
    await seedMunicipalities(tx);
    // A database seeded before the cities had coordinates gets them on its next start.
    await seedCityCoordinates(tx);
    const demo = options.mode === 'demo' && options.demo ? await seedDemo(tx, options.demo) : false;
    // Search: the thesaurus's words for spelling, and offers indexed by an older analysis (or
    // none: the demo's, rows of an upgrade) indexed again.
    await recordThesaurusWords(tx);
    await reindexOffers(tx);
    return { reference, demo, ms: Math.round(performance.now() - started) };
  });
}
