/**
 * Search benchmark (a script, not a test): `pnpm --filter @jobboard/server bench:search`.
 *
 * Seeds 100,000 offers (BENCH_OFFERS to change) with INSERT … SELECT over generate_series — a
 * handful of statements, not 100k ORM calls — into an in-memory PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, into a fresh PostgreSQL database created for the
 * run and dropped after it. Then prints the median and p95 latency (ms) of requests made through
 * app.inject (routing, validation, SQL, hydration and serialization):
 *
 *   - a filtered full-text search page with its total (rotating keywords, categories and cities);
 *   - the broad unfiltered first page with its total — with the count cache (how it runs) and
 *     with the cache cleared before every request (the cost of the exact count);
 *   - a broad keyword (about half the offers) with its total, cache cleared every time;
 *   - one offer by id;
 *   - similar offers of an offer, and a page of offers grouped by companies.
 *
 * BENCH_ITERATIONS (default 60) requests per case after 5 warm-up requests; BENCH_SKIP_PGLITE=1
 * runs PostgreSQL only (a million offers is a PostgreSQL size). Prints the sizes of the search
 * indexes.
 *
 * BENCH_DATABASE_NAME=<name> keeps the PostgreSQL database under that name and uses it again on
 * the next run when it was seeded with the same number of offers, the same analysis version, the
 * same migrations and the same seed (`bench_seed` holds that key); otherwise it is dropped and
 * seeded again. A million offers take many minutes to seed; a kept database a few seconds to open.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { BrandRegistry } from '../src/brands/registry.js';
import { parseEnv } from '../src/config/env.js';
import { MIGRATIONS_DIR, openDatabase, type Database, type Db } from '../src/db/client.js';
import { keptDatabase, throwawayDatabase } from '@jobboard/launch/databases';
import { CATEGORIES } from '../src/db/seed/data/categories.js';
import { PROFESSIONS } from '../src/db/seed/data/professions.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { referenceAttributes } from '../src/db/seed/reference.js';
import { clearOfferCountCache } from '../src/repositories/offers.js';
import {
  ANALYSIS_VERSION,
  offerSearchColumns,
  recordTitleWords,
} from '../src/search/index-offers.js';
import { FIXTURE_BRANDS } from '../test/fixtures/brands.js';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const WARMUP = 5;
const COMPANIES = 800;
const CHUNK = 10_000;
/** The general board of the fixture brands (every offer); techboard/careboard get their categories. */
const GENERAL_BOARD = FIXTURE_BRANDS.find((b) => b.categoryIds.length === 0)!.name;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** An offer's description: the job's title and the city between fixed sentences. */
const FR_DESCRIPTION = [
  'Notre entreprise recherche un ou une ',
  ' pour son équipe à ',
  ". Responsabilités : participer aux opérations quotidiennes, collaborer avec les collègues et la clientèle. Exigences : formation pertinente, autonomie, sens de l'organisation. Nous offrons des assurances collectives et un horaire flexible.",
] as const;
const EN_DESCRIPTION = [
  'Our company is looking for a ',
  ' to join its team in ',
  '. Responsibilities: take part in daily operations, work with colleagues and clients. Requirements: relevant training, autonomy and a sense of organisation. We offer group insurance and a flexible schedule.',
] as const;
const frenchDescription = (title: string, city: string) =>
  FR_DESCRIPTION[0] + title.toLowerCase() + FR_DESCRIPTION[1] + city + FR_DESCRIPTION[2];
const englishDescription = (title: string, city: string) =>
  EN_DESCRIPTION[0] + title.toLowerCase() + EN_DESCRIPTION[1] + city + EN_DESCRIPTION[2];

/** The skills of a job in the bench: two of its trade's (demo profiles), else two general ones. */
function benchSkills(category: number, index: number): string[] {
  const list = PROFESSIONS[category]?.skills ?? ['Teamwork', 'Problem solving', 'Time management'];
  return [list[index % list.length]!, list[(index + 1) % list.length]!];
}

async function seedOffers(db: Db): Promise<void> {
  await seedDatabase(db, { mode: 'reference' });
  const reference = referenceAttributes();
  const skillOf = new Map(reference.filter((a) => a.type === 'skill').map((a) => [a.labelEn, a]));
  const specializationsOf = (category: number) =>
    reference.filter((a) => a.type === 'specialization' && a.parentId === category);
  const jobs = CATEGORIES.flatMap((c) =>
    c.jobs.map(([en, fr], i) => ({
      category: c.id,
      en,
      fr,
      skills: benchSkills(c.id, i).map((label) => skillOf.get(label)!),
      specializations: specializationsOf(c.id),
    })),
  );
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`create temporary table bench_jobs (
    idx int primary key, category_id int not null, title_en text not null, title_fr text not null,
    skills int[] not null)`);
  await db.execute(sql`insert into bench_jobs
    select ordinality::int, (j->>'category')::int, j->>'en', j->>'fr',
      array(select jsonb_array_elements_text(j->'skills')::int)
    from jsonb_array_elements(${JSON.stringify(jobs.map((j) => ({ ...j, skills: j.skills.map((a) => a.id), specializations: undefined })))}::jsonb)
      with ordinality as t(j, ordinality)`);
  await recordTitleWords(
    db,
    jobs.map((j) => ({ titleFr: j.fr, titleEn: j.en })),
  );

  // The search vectors of every (job, city) pair, made by the application's analysis from the
  // same texts and attributes as the offers' (an offer's text and attributes depend on nothing
  // else: its specialization is drawn from its job and city, its skills are its job's): 1M offers
  // share a few thousand vectors, so seeding does not analyse a million documents.
  const cityRows = (
    await db.execute<{ id: number; label: string }>(
      sql`select id, label from cities where id <= 48`,
    )
  ).rows;
  await db.execute(sql`create temporary table bench_vectors (
    job int, city int, specialization int, fr tsvector, en tsvector, title_fr tsvector,
    title_en tsvector, fr_labels tsvector, en_labels tsvector, key_fr tsvector, key_en tsvector,
    key_fr_labels tsvector, key_en_labels tsvector, primary key (job, city))`);
  const vectors: SQL[] = [];
  jobs.forEach((job, i) => {
    for (const city of cityRows) {
      const specialization = job.specializations[(i + city.id) % job.specializations.length]!;
      const attributes = [specialization, ...job.skills].map(
        (a) => [a.labelFr, a.labelEn] as const,
      );
      const columns = offerSearchColumns({
        titleFr: job.fr,
        descriptionFr: frenchDescription(job.fr, city.label),
        titleEn: job.en,
        descriptionEn: englishDescription(job.en, city.label),
        attributes,
      });
      // An offer without one language's contents still has its attributes' labels in it.
      const labelsOnly = offerSearchColumns({
        titleFr: null,
        descriptionFr: null,
        titleEn: null,
        descriptionEn: null,
        attributes,
      });
      vectors.push(
        sql`(${i + 1}, ${city.id}, ${specialization.id}, ${columns.searchFr}, ${columns.searchEn}, ${columns.searchTitleFr}, ${columns.searchTitleEn}, ${labelsOnly.searchFr}, ${labelsOnly.searchEn}, ${columns.searchKeyFr}, ${columns.searchKeyEn}, ${labelsOnly.searchKeyFr}, ${labelsOnly.searchKeyEn})`,
      );
    }
  });
  for (let i = 0; i < vectors.length; i += 1000)
    await db.execute(
      sql`insert into bench_vectors values ${sql.join(vectors.slice(i, i + 1000), sql`, `)}`,
    );

  await db.execute(sql`insert into teams (name)
    select 'Bench team ' || g from generate_series(1, ${COMPANIES}) g`);
  await db.execute(sql`insert into companies (team_id, slug, name_fr, name_en, description_fr, description_en)
    select id, 'entreprise-' || id, 'Entreprise ' || id, 'Company ' || id,
      'Une entreprise québécoise.', 'A Quebec employer.'
    from teams where name like 'Bench team %'`);
  await db.execute(sql`create temporary table bench_companies as
    select row_number() over (order by id)::int as idx, id, team_id from companies`);

  // Per chunk: random picks first (kept: the attributes below follow the offer's job and city),
  // then the offers, whose ids are the picks' numbers; ~10% expired, ~4% drafts, ~8% confidential.
  await db.execute(sql`create temporary table bench_draws (
    g int primary key, job int, company int, city int, p_status float8, p_lang float8,
    p_conf float8, created timestamptz)`);
  for (let from = 1; from <= OFFERS; from += CHUNK) {
    const to = Math.min(OFFERS, from + CHUNK - 1);
    await db.execute(sql`
      insert into bench_draws
        select g,
          1 + floor(random() * (select count(*) from bench_jobs))::int as job,
          1 + floor(random() * ${COMPANIES})::int as company,
          1 + floor(random() * 48)::int as city,
          random() as p_status, random() as p_lang, random() as p_conf,
          now() - (random() * interval '120 days') as created
        from generate_series(${from}::int, ${to}::int) g`);
    await db.execute(sql`
      insert into offers (id, company_id, team_id, primary_language, status, is_confidential,
        title_fr, title_en, description_fr, description_en, slug_fr, slug_en, city_id,
        salary_min, salary_period, created_at, updated_at, expires_at,
        search_fr, search_en, search_title_fr, search_title_en, search_key_fr, search_key_en,
        search_version)
      select r.g, c.id, c.team_id,
        (case when r.p_lang < 0.75 then 'fr' else 'en' end)::language,
        (case when r.p_status < 0.04 then 'draft' when r.p_status < 0.14 then 'expired' else 'published' end)::offer_status,
        r.p_conf < 0.08,
        case when r.p_lang < 0.9 then j.title_fr end,
        case when r.p_lang >= 0.5 then j.title_en end,
        case when r.p_lang < 0.9 then
          ${FR_DESCRIPTION[0]} || lower(j.title_fr) || ${FR_DESCRIPTION[1]} || ci.label || ${FR_DESCRIPTION[2]}
        end,
        case when r.p_lang >= 0.5 then
          ${EN_DESCRIPTION[0]} || lower(j.title_en) || ${EN_DESCRIPTION[1]} || ci.label || ${EN_DESCRIPTION[2]}
        end,
        case when r.p_lang < 0.9 then 'offre-' || r.g end,
        case when r.p_lang >= 0.5 then 'offer-' || r.g end,
        r.city,
        case when r.g % 3 = 0 then 40000 + (r.g % 60) * 1000 end,
        'year',
        r.created, r.created,
        case when r.p_status >= 0.04 and r.p_status < 0.14 then now() - interval '2 days'
             else r.created + interval '150 days' end,
        case when r.p_lang < 0.9 then v.fr else v.fr_labels end,
        case when r.p_lang >= 0.5 then v.en else v.en_labels end,
        case when r.p_lang < 0.9 then v.title_fr end,
        case when r.p_lang >= 0.5 then v.title_en end,
        case when r.p_lang < 0.9 then v.key_fr else v.key_fr_labels end,
        case when r.p_lang >= 0.5 then v.key_en else v.key_en_labels end,
        ${ANALYSIS_VERSION}
      from bench_draws r
      join bench_jobs j on j.idx = r.job
      join bench_vectors v on v.job = r.job and v.city = r.city
      join bench_companies c on c.idx = r.company
      join cities ci on ci.id = r.city
      where r.g between ${from} and ${to}
      order by r.g`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('offers', 'id'), ${OFFERS})`);

  // Attributes: the job's category, the specialization of its vectors, its skills, a schedule and
  // an experience range.
  await db.execute(sql`insert into offer_attributes (offer_id, attribute_id)
    select r.g, j.category_id from bench_draws r join bench_jobs j on j.idx = r.job
    union select r.g, v.specialization from bench_draws r
      join bench_vectors v on v.job = r.job and v.city = r.city
    union select r.g, unnest(j.skills) from bench_draws r join bench_jobs j on j.idx = r.job
    union select g, 36 + (g * 7) % 6 from bench_draws
    union select g, 32 + (g * 13) % 4 from bench_draws
    on conflict do nothing`);

  // Boards: every offer that is not a draft on the general board, plus the boards of its category.
  const focused = FIXTURE_BRANDS.filter((b) => b.categoryIds.length > 0).map((b) => ({
    name: b.name,
    categories: b.categoryIds,
  }));
  await db.execute(sql`insert into offer_jobboards (offer_id, board, published_at, offer_created_at)
    select id, ${GENERAL_BOARD}, created_at, created_at from offers where status <> 'draft'`);
  await db.execute(sql`insert into offer_jobboards (offer_id, board, published_at, offer_created_at)
    select o.id, f->>'name', o.created_at, o.created_at
    from offers o
    join bench_draws r on r.g = o.id
    join bench_jobs j on j.idx = r.job
    join jsonb_array_elements(${JSON.stringify(focused)}::jsonb) f
      on f->'categories' @> to_jsonb(j.category_id)
    where o.status <> 'draft'`);
  await db.execute(sql`analyze`);
}

interface Stats {
  median: number;
  p95: number;
  min: number;
  max: number;
}
function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), min: s[0]!, max: s[s.length - 1]! };
}

/**
 * What a kept database must have been seeded with to be used again: raise SEED_VERSION when
 * seedOffers changes.
 */
const SEED_VERSION = 2;
const seedKey = () =>
  JSON.stringify({
    offers: OFFERS,
    analysis: ANALYSIS_VERSION,
    seed: SEED_VERSION,
    migrations: readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length,
  });

async function seededKey(db: Db): Promise<string | null> {
  // No bench_seed table (a new database): the select fails, and the database is not seeded.
  const { rows } = await db
    .execute<{ key: string }>(sql`select key from bench_seed`)
    .catch(() => ({ rows: [] as Array<{ key: string }> }));
  return rows[0]?.key ?? null;
}

async function runDatabase(label: string, database: Database, keep = false): Promise<void> {
  const seedStart = process.hrtime.bigint();
  await database.migrate();
  const reused = keep && (await seededKey(database.db)) === seedKey();
  if (!reused) {
    await seedOffers(database.db);
    if (keep) {
      await database.db.execute(sql`create table bench_seed (key text not null)`);
      await database.db.execute(sql`insert into bench_seed values (${seedKey()})`);
    }
  }
  const seedMs = ms(seedStart);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jb-bench-'));
  const env = parseEnv(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    },
    dataDir,
  );
  const app = await buildApp({
    env,
    database,
    brands: new BrandRegistry(FIXTURE_BRANDS, GENERAL_BOARD),
    logger: false,
    rateLimit: false,
  });
  await app.ready();
  const db = database.db;
  try {
    const counts = await db.execute<{ offers: number; listed: number }>(sql`
      select (select count(*) from offers)::int as offers,
        (select count(*) from offer_jobboards oj join offers o on o.id = oj.offer_id
         where oj.board = ${GENERAL_BOARD} and o.status = 'published'
           and (o.expires_at is null or o.expires_at > now()))::int as listed`);
    const ids = (
      await db.execute<{ id: number }>(sql`select o.id from offers o
        join offer_jobboards oj on oj.offer_id = o.id and oj.board = ${GENERAL_BOARD}
        where o.status = 'published' order by o.id`)
    ).rows.map((r) => r.id);

    const base = `/api/jobboard/${GENERAL_BOARD}`;
    const keywords = ['ingenieur', 'comptable', 'developer', 'infirmière', 'electricien', 'nurse'];
    const filtered = (i: number) =>
      `${base}/offers?q=${encodeURIComponent(keywords[i % keywords.length]!)}&city=${1 + (i % 10)}`;

    const measure = async (
      name: string,
      url: (i: number) => string,
      before?: () => void,
    ): Promise<{ name: string; total: number } & Stats> => {
      const samples: number[] = [];
      let total = 0;
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        before?.();
        const start = process.hrtime.bigint();
        const res = await app.inject({ method: 'GET', url: url(i) });
        const elapsed = ms(start);
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        if (i >= WARMUP) samples.push(elapsed);
        const body = res.json() as { meta?: { total: number } };
        if (body.meta) total = body.meta.total;
      }
      return { name, total, ...stats(samples) };
    };

    const results = [
      await measure('filtered full-text page + total', filtered),
      await measure('broad first page + total (count cached)', () => `${base}/offers`),
      await measure(
        'broad first page + total (no count cache)',
        () => `${base}/offers`,
        () => clearOfferCountCache(db),
      ),
      await measure(
        'broad keyword "montreal" + total (no cache)',
        () => `${base}/offers?q=montreal`,
        () => clearOfferCountCache(db),
      ),
      await measure(
        'keyword suggestions (a prefix as typed)',
        (i) =>
          `${base}/search-suggestions?q=${encodeURIComponent(['infi', 'compt', 'dévelo', 'serv', 'elec', 'nurs'][i % 6]!)}&lang=${i % 2 ? 'en' : 'fr'}`,
      ),
      await measure(
        'a typo that finds nothing: spelling + corrected page (no cache)',
        () => `${base}/offers?q=comptabel`,
        () => clearOfferCountCache(db),
      ),
      await measure('offer by id', (i) => `${base}/offers/${ids[(i * 7919) % ids.length]}`),
      await measure(
        'similar offers',
        (i) => `${base}/similar-offers/${ids[(i * 104_729) % ids.length]}`,
      ),
      await measure(
        'offers grouped by companies (page of 20)',
        (i) => `${base}/offers-grouped-by-companies?offset=${(i % 5) * 20}`,
      ),
    ];

    const sizes = await db.execute<{ name: string; size: string }>(sql`
      select c.relname as name, pg_size_pretty(pg_relation_size(c.oid)) as size
      from pg_class c
      where c.relname in ('offers', 'offers_search_fr_idx', 'offers_search_en_idx',
        'offers_search_key_fr_idx', 'offers_search_key_en_idx', 'search_words',
        'search_words_word_trgm_idx', 'offer_jobboards', 'offer_jobboards_board_created_idx')
      order by c.relname`);
    const row = counts.rows[0]!;
    console.log(
      `\n${label}: ${row.offers.toLocaleString('en-CA')} offers, ${row.listed.toLocaleString('en-CA')} listed on ${GENERAL_BOARD}; ${reused ? 'kept from an earlier run, opened' : 'seeded'} in ${(seedMs / 1000).toFixed(1)} s; ${ITERATIONS} requests per case`,
    );
    console.table(
      results.map((r) => ({
        case: r.name,
        'median ms': r.median.toFixed(1),
        'p95 ms': r.p95.toFixed(1),
        'min ms': r.min.toFixed(1),
        'max ms': r.max.toFixed(1),
        'last total': r.total,
      })),
    );
    console.log(`Sizes: ${sizes.rows.map((r) => `${r.name} ${r.size}`).join(', ')}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    const pglite = await openDatabase({ kind: 'pglite' });
    try {
      await runDatabase('PGlite (in memory)', pglite);
    } finally {
      await pglite.close();
    }
  }

  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL).');
    return;
  }
  const keptName = process.env.BENCH_DATABASE_NAME;
  const { name, url, drop } = keptName
    ? await keptDatabase(adminUrl, keptName)
    : await throwawayDatabase(adminUrl, 'bench_search');
  let database = await openDatabase({ kind: 'postgres', url, max: 4 });
  try {
    if (keptName && (await seededKey(database.db)) !== seedKey()) {
      // Seeded with something else (or half seeded by an interrupted run): start again.
      await database.close();
      await drop();
      await keptDatabase(adminUrl, keptName);
      database = await openDatabase({ kind: 'postgres', url, max: 4 });
    }
    await runDatabase(`PostgreSQL (${new URL(url).host}, database ${name})`, database, !!keptName);
  } finally {
    await database.close();
    // BENCH_KEEP_DATABASE=1 keeps it, to read query plans with psql afterwards.
    if (keptName || process.env.BENCH_KEEP_DATABASE === '1') console.log(`Kept: ${url}`);
    else await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
