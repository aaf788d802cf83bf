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
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { BrandRegistry } from '../src/brands/registry.js';
import { parseEnv } from '../src/config/env.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { throwawayDatabase } from '../src/db/throwaway-database.js';
import { CATEGORIES } from '../src/db/seed/data/categories.js';
import { seedDatabase } from '../src/db/seed/index.js';
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

async function seedOffers(db: Db): Promise<void> {
  await seedDatabase(db, { mode: 'reference' });
  const jobs = CATEGORIES.flatMap((c) => c.jobs.map(([en, fr]) => ({ category: c.id, en, fr })));
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`create temporary table bench_jobs (
    idx int primary key, category_id int not null, title_en text not null, title_fr text not null)`);
  await db.execute(sql`insert into bench_jobs
    select ordinality::int, (j->>'category')::int, j->>'en', j->>'fr'
    from jsonb_array_elements(${JSON.stringify(jobs)}::jsonb) with ordinality as t(j, ordinality)`);
  await recordTitleWords(
    db,
    jobs.map((j) => ({ titleFr: j.fr, titleEn: j.en })),
  );

  // The search vectors of every (job, city) pair, made by the application's analysis from the
  // same texts as the offers' (an offer's text depends on nothing else): 1M offers share a few
  // thousand vectors, so seeding does not analyse a million documents.
  const cityRows = (
    await db.execute<{ id: number; label: string }>(
      sql`select id, label from cities where id <= 48`,
    )
  ).rows;
  await db.execute(sql`create temporary table bench_vectors (
    job int, city int, fr tsvector, en tsvector, title_fr tsvector, title_en tsvector,
    primary key (job, city))`);
  const vectors: SQL[] = [];
  jobs.forEach((job, i) => {
    for (const city of cityRows) {
      const columns = offerSearchColumns({
        titleFr: job.fr,
        descriptionFr: frenchDescription(job.fr, city.label),
        titleEn: job.en,
        descriptionEn: englishDescription(job.en, city.label),
      });
      vectors.push(
        sql`(${i + 1}, ${city.id}, ${columns.searchFr}, ${columns.searchEn}, ${columns.searchTitleFr}, ${columns.searchTitleEn})`,
      );
    }
  });
  for (let i = 0; i < vectors.length; i += 1000)
    await db.execute(
      sql`insert into bench_vectors values ${sql.join(vectors.slice(i, i + 1000), sql`, `)}`,
    );
  await db.execute(sql`create temporary table bench_specializations as
    select parent_id as category_id, min(id) as first_id, count(*)::int as n
    from attributes where type = 'specialization' group by parent_id`);

  await db.execute(sql`insert into teams (name)
    select 'Bench team ' || g from generate_series(1, ${COMPANIES}) g`);
  await db.execute(sql`insert into companies (team_id, slug, name_fr, name_en, description_fr, description_en)
    select id, 'entreprise-' || id, 'Entreprise ' || id, 'Company ' || id,
      'Une entreprise québécoise.', 'A Quebec employer.'
    from teams where name like 'Bench team %'`);
  await db.execute(sql`create temporary table bench_companies as
    select row_number() over (order by id)::int as idx, id, team_id from companies`);

  // Per chunk: random picks first (a CTE), then the offers; ~10% expired, ~4% drafts, ~8% confidential.
  for (let from = 1; from <= OFFERS; from += CHUNK) {
    const to = Math.min(OFFERS, from + CHUNK - 1);
    await db.execute(sql`
      with r as (
        select g,
          1 + floor(random() * (select count(*) from bench_jobs))::int as job,
          1 + floor(random() * ${COMPANIES})::int as company,
          1 + floor(random() * 48)::int as city,
          random() as p_status, random() as p_lang, random() as p_conf,
          now() - (random() * interval '120 days') as created
        from generate_series(${from}::int, ${to}::int) g
      )
      insert into offers (company_id, team_id, primary_language, status, is_confidential,
        title_fr, title_en, description_fr, description_en, slug_fr, slug_en, city_id,
        salary_min, salary_period, created_at, updated_at, expires_at,
        search_fr, search_en, search_title_fr, search_title_en, search_version)
      select c.id, c.team_id,
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
        case when r.p_lang < 0.9 then v.fr end,
        case when r.p_lang >= 0.5 then v.en end,
        case when r.p_lang < 0.9 then v.title_fr end,
        case when r.p_lang >= 0.5 then v.title_en end,
        ${ANALYSIS_VERSION}
      from r
      join bench_jobs j on j.idx = r.job
      join bench_vectors v on v.job = r.job and v.city = r.city
      join bench_companies c on c.idx = r.company
      join cities ci on ci.id = r.city
      order by r.g`);
  }

  // Attributes: the job's category, one of its specializations, a schedule, an experience range.
  await db.execute(sql`create temporary table bench_offer_category as
    select o.id as offer_id, j.category_id
    from offers o join bench_jobs j on j.title_fr = o.title_fr or (o.title_fr is null and j.title_en = o.title_en)`);
  await db.execute(sql`delete from bench_offer_category a using bench_offer_category b
    where a.offer_id = b.offer_id and a.category_id > b.category_id`);
  await db.execute(sql`insert into offer_attributes (offer_id, attribute_id)
    select offer_id, category_id from bench_offer_category
    union select b.offer_id, s.first_id + b.offer_id % s.n
      from bench_offer_category b join bench_specializations s using (category_id)
    union select offer_id, 36 + (offer_id * 7) % 6 from bench_offer_category
    union select offer_id, 32 + (offer_id * 13) % 4 from bench_offer_category
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
    join bench_offer_category b on b.offer_id = o.id
    join jsonb_array_elements(${JSON.stringify(focused)}::jsonb) f
      on f->'categories' @> to_jsonb(b.category_id)
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

async function runDatabase(label: string, database: Database): Promise<void> {
  const seedStart = process.hrtime.bigint();
  await database.migrate();
  await seedOffers(database.db);
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
      where c.relname in ('offers', 'offers_search_fr_idx', 'offers_search_en_idx', 'search_words',
        'search_words_word_trgm_idx', 'offer_jobboards', 'offer_jobboards_board_created_idx')
      order by c.relname`);
    const row = counts.rows[0]!;
    console.log(
      `\n${label}: ${row.offers.toLocaleString('en-CA')} offers, ${row.listed.toLocaleString('en-CA')} listed on ${GENERAL_BOARD}; seeded in ${(seedMs / 1000).toFixed(1)} s; ${ITERATIONS} requests per case`,
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
  const { name, url, drop } = await throwawayDatabase(adminUrl, 'bench_search');
  const database = await openDatabase({ kind: 'postgres', url, max: 4 });
  try {
    await runDatabase(`PostgreSQL (${new URL(url).host}, database ${name})`, database);
  } finally {
    await database.close();
    // BENCH_KEEP_DATABASE=1 keeps it, to read query plans with psql afterwards.
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`Kept: ${url}`);
    else await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
