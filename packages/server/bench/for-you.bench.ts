/**
 * Jobs for you (docs/candidates.md#jobs-for-you), a script, not a test: `pnpm bench:for-you`.
 *
 * Seeds an in-memory PGlite as the app's first start does (reference and demo data for every
 * brand: BENCH_DEMO_OFFERS offers, default the demo's 400), then, for each demo candidate, ranks
 * the offers of the general board and of their trade's board (the first brand whose categories
 * hold the candidate's) and prints how many of their top 10 are of one of their specializations,
 * in their city, both, and within RECOMMENDED_NEARBY_KM of it; with the time of the ranking
 * query (median of 5).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { RECOMMENDED_NEARBY_KM } from '@jobboard/contracts';
import { listBrandKeys, readBrandManifest } from '@jobboard/manifest';
import { openDatabase } from '../src/db/client.js';
import { offerAttributes, offers, users } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-context.js';
import { candidateProfile, rankOffersFor } from '../src/repositories/recommended-offers.js';
import { cityFilterIds, getReference } from '../src/repositories/reference.js';
import { DiskStorage } from '../src/services/storage.js';

const DEMO_OFFERS = process.env.BENCH_DEMO_OFFERS ? Number(process.env.BENCH_DEMO_OFFERS) : 400;
const RUNS = 5;

const brands = listBrandKeys().map((key) => readBrandManifest(key));
const database = await openDatabase({ kind: 'pglite' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'jb-bench-for-you-'));
const storage = new DiskStorage(dataDir);
try {
  await database.migrate();
  await seedDatabase(database.db, {
    mode: 'demo',
    demo: { brands, storage, logos: false, offers: DEMO_OFFERS },
  });
  const db = database.db;
  const reference = await getReference(db);
  const general = brands.find((b) => !b.categoryIds?.length)?.name ?? 'jobboard';
  const candidates = await db
    .select({ id: users.id, email: users.email, first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.guard, 'jobboard'))
    .orderBy(users.id);
  console.log(
    `Jobs for you: top 10 of the demo candidates (${DEMO_OFFERS} demo offers; ` +
      `"near" = within ${RECOMMENDED_NEARBY_KM} km, the city included)\n`,
  );
  console.log(
    [
      'candidate'.padEnd(28),
      'board'.padEnd(24),
      'profile'.padEnd(44),
      'shown',
      'spec',
      'city',
      'both',
      'near',
      'spec+near',
      'ms',
    ].join(' '),
  );
  const totals = { shown: 0, spec: 0, city: 0, both: 0, near: 0, specNear: 0 };
  for (const c of candidates) {
    const profile = await candidateProfile(db, c.id);
    if (!profile || (!profile.specializationIds.length && profile.cityId === null)) continue;
    const categories = new Set(
      profile.specializationIds.map((id) => reference.byId.get(id)?.parent_id ?? -1),
    );
    const trade = brands.find((b) => b.categoryIds?.some((id) => categories.has(id)))?.name;
    const specLabels = profile.specializationIds
      .map((id) => reference.byId.get(id)?.label.en)
      .join(', ');
    const city = profile.cityId === null ? '' : reference.cityById.get(profile.cityId)?.label;
    const near = new Set(
      profile.cityId === null
        ? []
        : cityFilterIds(reference, [profile.cityId], RECOMMENDED_NEARBY_KM),
    );
    for (const board of [...new Set([general, ...(trade ? [trade] : [])])]) {
      const times: number[] = [];
      let ranked = await rankOffersFor(db, board, profile);
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        ranked = await rankOffersFor(db, board, profile);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const ids = ranked.map((r) => r.id);
      const attrs = ids.length
        ? await db
            .select({ id: offerAttributes.offerId, attribute: offerAttributes.attributeId })
            .from(offerAttributes)
            .where(inArray(offerAttributes.offerId, ids))
        : [];
      const cities = ids.length
        ? await db
            .select({ id: offers.id, city: offers.cityId })
            .from(offers)
            .where(inArray(offers.id, ids))
        : [];
      const cityOf = new Map(cities.map((r) => [r.id, r.city]));
      const specs = new Set(profile.specializationIds);
      const ofSpec = new Set(attrs.filter((a) => specs.has(a.attribute)).map((a) => a.id));
      const row = { shown: ids.length, spec: 0, city: 0, both: 0, near: 0, specNear: 0 };
      for (const id of ids) {
        const s = ofSpec.has(id);
        const inCity = cityOf.get(id) === profile.cityId;
        const isNear = near.has(cityOf.get(id) ?? -1);
        row.spec += Number(s);
        row.city += Number(inCity);
        row.both += Number(s && inCity);
        row.near += Number(isNear);
        row.specNear += Number(s && isNear);
      }
      for (const k of Object.keys(totals) as Array<keyof typeof totals>) totals[k] += row[k];
      console.log(
        [
          `${c.first} ${c.last}${c.email === DEMO_ACCOUNTS.candidate.email ? ' *' : ''}`.padEnd(28),
          board.padEnd(24),
          `${specLabels} · ${city}`.slice(0, 44).padEnd(44),
          String(row.shown).padStart(5),
          String(row.spec).padStart(4),
          String(row.city).padStart(4),
          String(row.both).padStart(4),
          String(row.near).padStart(4),
          String(row.specNear).padStart(9),
          times[Math.floor(RUNS / 2)]!.toFixed(1).padStart(5),
        ].join(' '),
      );
    }
  }
  console.log(
    `\nAll: ${totals.shown} shown; of one of the candidate's specializations ${totals.spec}, ` +
      `in their city ${totals.city}, both ${totals.both}, near ${totals.near}, ` +
      `specialization and near ${totals.specNear}. (* the README's demo candidate)`,
  );
} finally {
  await storage.close();
  rmSync(dataDir, { recursive: true, force: true });
  await database.close();
}
