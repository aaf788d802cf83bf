/**
 * Job alerts matching benchmark (a script, not a test): `pnpm bench:alerts`.
 *
 * Seeds an in-memory PGlite with the reference data, BENCH_OFFERS offers (default 10,000) posted
 * over the last 30 days on the fixture boards — of which BENCH_DAY_OFFERS (default 1,000) in the
 * last 24 hours, "a day of offers" — and BENCH_ALERTS confirmed daily alerts (default 10,000),
 * all due, with filters drawn like real searches (a category, one to three cities, a schedule, a
 * keyword, a minimum pay, or a mix). Then runs what the sweep runs — claimDueAlerts and
 * matchAlerts, one query per batch of ALERT_BATCH_SIZE alerts (that of the database) — and prints the time to match
 * every alert against the day's offers (and the time of the claims, which also mark them sent).
 * With BENCH_DATABASE_URL (an admin URL of a PostgreSQL server), the same run follows on a fresh
 * database created there and dropped after it.
 *
 * Then, on PGlite (whose queries run on this process's thread), the page latency during a sweep:
 * the app is built on the same database with the site's build (`pnpm build:site` first; pages
 * are not cached), BENCH_SWEEP_ALERTS alerts (default 2,000) are due again, and while the real
 * sweep (sendDueAlerts, mails queued and written to a temporary outbox) runs, home pages are
 * requested one after another; their latencies are printed beside those of an idle server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { pathTo } from '@jobboard/contracts/routes';
import { buildApp } from '../src/app.js';
import { loadBrandRegistry } from '../src/brands/registry.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { throwawayDatabase } from '@jobboard/launch/databases';
import { CATEGORIES } from '../src/db/seed/data/categories.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { claimDueAlerts, matchAlerts } from '../src/repositories/alerts.js';
import { getReference } from '../src/repositories/reference.js';
import { ALERT_BATCH_SIZE, sendDueAlerts } from '../src/services/alert-mails.js';
import { FIXTURE_BRANDS } from '../test/fixtures/brands.js';
import { benchEnv } from './lib/bench-env.js';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 10_000);
const DAY_OFFERS = Number(process.env.BENCH_DAY_OFFERS ?? 1_000);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const SWEEP_ALERTS = Number(process.env.BENCH_SWEEP_ALERTS ?? 2_000);
const COMPANIES = 300;
const BOARDS = FIXTURE_BRANDS.map((b) => b.name);

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function seed(db: Db): Promise<void> {
  await seedDatabase(db, { mode: 'reference' });
  const jobs = CATEGORIES.flatMap((c) => c.jobs.map(([en, fr]) => ({ category: c.id, en, fr })));
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`create temporary table bench_jobs (
    idx int primary key, category_id int not null, title_en text not null, title_fr text not null)`);
  await db.execute(sql`insert into bench_jobs
    select ordinality::int, (j->>'category')::int, j->>'en', j->>'fr'
    from jsonb_array_elements(${JSON.stringify(jobs)}::jsonb) with ordinality as t(j, ordinality)`);
  await db.execute(sql`insert into teams (name)
    select 'Bench team ' || g from generate_series(1, ${COMPANIES}) g`);
  await db.execute(sql`insert into companies (team_id, slug, name_fr, name_en, description_fr, description_en)
    select id, 'entreprise-' || id, 'Entreprise ' || id, 'Company ' || id, 'Une entreprise.', 'A company.'
    from teams`);
  await db.execute(sql`create temporary table bench_companies as
    select row_number() over (order by id)::int as idx, id, team_id from companies`);
  // The day's offers are the first DAY_OFFERS; the others are 1 to 30 days old.
  await db.execute(sql`
    with r as (
      select g,
        1 + floor(random() * (select count(*) from bench_jobs))::int as job,
        1 + floor(random() * ${COMPANIES})::int as company,
        1 + floor(random() * 48)::int as city,
        case when g <= ${DAY_OFFERS} then now() - random() * interval '23 hours'
             else now() - interval '1 day' - random() * interval '29 days' end as created
      from generate_series(1, ${OFFERS}) g
    )
    insert into offers (company_id, team_id, primary_language, status, title_fr, title_en,
      description_fr, description_en, slug_fr, slug_en, city_id, salary_min, salary_max,
      salary_period, created_at, updated_at, expires_at)
    select c.id, c.team_id, 'fr', 'published', j.title_fr, j.title_en,
      'Description de ' || j.title_fr, 'Description of ' || j.title_en,
      'offre-' || r.g, 'offer-' || r.g, r.city,
      case when r.g % 3 = 0 then 18 + r.g % 20 end, case when r.g % 3 = 0 then 22 + r.g % 25 end,
      'hour', r.created, r.created, r.created + interval '60 days'
    from r join bench_jobs j on j.idx = r.job join bench_companies c on c.idx = r.company`);
  await db.execute(sql`insert into offer_attributes (offer_id, attribute_id)
    select o.id, j.category_id from offers o join bench_jobs j on j.title_fr = o.title_fr
    union select id, 36 + (id * 7) % 6 from offers
    union select id, 32 + (id * 13) % 4 from offers
    on conflict do nothing`);
  // Every offer on the general board, and on one of the two others.
  await db.execute(sql`insert into offer_jobboards (offer_id, board, published_at, offer_created_at)
    select id, ${BOARDS[0]}, created_at, created_at from offers
    union all
    select id, case when id % 2 = 0 then ${BOARDS[1]} else ${BOARDS[2]} end, created_at, created_at
      from offers`);
  // The alerts: all daily, confirmed 25 hours ago, so all due; filters of real searches.
  const words = [
    'cuisinier',
    'commis',
    'infirmière',
    'développeur',
    'préposé',
    'comptable',
    'cook',
    'nurse',
  ];
  await db.execute(sql`
    with r as (
      select g, random() as a, random() as b, random() as c, random() as d, random() as e,
        (select array_agg(id) from attributes where type = 'category') as cats
      from generate_series(1, ${ALERTS}) g
    )
    insert into job_alerts (board, email, language, filters, frequency, confirmed_at, unsubscribe_token_hash)
    select ${JSON.stringify(BOARDS)}::jsonb ->> (g % ${BOARDS.length}), 'alert' || g || '@example.test',
      case when g % 4 = 0 then 'en' else 'fr' end::language,
      jsonb_strip_nulls(jsonb_build_object(
        'q', case when a < 0.25 then ${JSON.stringify(words)}::jsonb ->> floor(b * ${words.length})::int end,
        'category', case when b < 0.45 then jsonb_build_array(cats[1 + floor(c * array_length(cats, 1))::int]) end,
        'city', case when c < 0.35 then jsonb_build_array(1 + floor(d * 48)::int)
                     when c < 0.45 then jsonb_build_array(1 + floor(d * 48)::int, 1 + floor(e * 48)::int) end,
        'schedule', case when d < 0.3 then jsonb_build_array(36 + floor(e * 6)::int) end,
        'pay', case when e < 0.1 then '1' end,
        'pay_min', case when e < 0.1 then 20 + floor(a * 10)::int end,
        'pay_unit', case when e < 0.1 then 'hour' end)),
      'daily', now() - interval '25 hours', md5(g::text)
    from r`);
  await db.execute(sql`analyze`);
}

async function run(label: string, database: Database) {
  const batchSize = ALERT_BATCH_SIZE[database.kind];
  await database.migrate();
  const db = database.db;
  let start = process.hrtime.bigint();
  await seed(db);
  console.log(
    `seeded ${OFFERS} offers (${DAY_OFFERS} in the last 24 h) and ${ALERTS} alerts in ${Math.round(ms(start))} ms`,
  );
  const now = new Date();
  let claimMs = 0;
  let matchMs = 0;
  let batches = 0;
  let matched = 0;
  let offers = 0;
  const perBatch: number[] = [];
  for (;;) {
    start = process.hrtime.bigint();
    const batch = await claimDueAlerts(db, now, batchSize);
    claimMs += ms(start);
    if (batch.length === 0) break;
    start = process.hrtime.bigint();
    const matches = await matchAlerts(db, batch, now, await getReference(db));
    const took = ms(start);
    matchMs += took;
    perBatch.push(took);
    batches++;
    matched += matches.size;
    for (const m of matches.values()) offers += m.total;
  }
  perBatch.sort((a, b) => a - b);
  console.log(
    `${label}: matched ${ALERTS} alerts against a day of ${DAY_OFFERS} offers in ${Math.round(matchMs)} ms ` +
      `(${batches} queries of ${batchSize} alerts, median ${Math.round(perBatch[Math.floor(perBatch.length / 2)] ?? 0)} ms each); ` +
      `claims ${Math.round(claimMs)} ms; ${matched} alerts with new offers (${offers} matches in all)`,
  );
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const latencies = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `${sorted.length} pages, median ${Math.round(quantile(sorted, 0.5))} ms, p90 ${Math.round(quantile(sorted, 0.9))} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms`;
};

/** Home pages requested one after another while the sweep runs, against an idle server's. */
async function pagesDuringSweep(database: Database) {
  const { env, removeDataDir } = benchEnv('bench-alerts', { PAGE_CACHE_TTL_SECONDS: '0' });
  const brands = loadBrandRegistry({ defaultKey: 'jobboard', checkSources: false, watch: false });
  const app = await buildApp({ env, database, brands, logger: false });
  await app.ready();
  // Over a socket, as a browser's request comes (through the event loop's I/O).
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const home = () =>
    new Promise<number>((resolve, reject) => {
      const start = process.hrtime.bigint();
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: pathTo('home', 'fr'),
          headers: { host: 'jobboard.localhost', accept: 'text/html' },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(ms(start))
              : reject(new Error(`home page: ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
    });
  try {
    for (let i = 0; i < 5; i++) await home(); // warm-up
    const idle: number[] = [];
    for (let i = 0; i < 30; i++) idle.push(await home());
    await database.db.execute(sql`update job_alerts set last_sent_at = null
      where id in (select id from job_alerts order by id limit ${SWEEP_ALERTS})`);
    const start = process.hrtime.bigint();
    let sweepMs = 0;
    const sweep = sendDueAlerts(app, app.log).then((result) => {
      sweepMs = ms(start);
      return result;
    });
    let done = false;
    void sweep.finally(() => (done = true));
    const during: number[] = [];
    while (!done) during.push(await home());
    const result = await sweep;
    console.log(`PGlite, home page, idle: ${latencies(idle)}`);
    console.log(
      `PGlite, home page during a sweep of ${result.due} alerts (${result.queries} batches, ${Math.round(sweepMs)} ms): ${latencies(during)}`,
    );
  } finally {
    await app.close();
    removeDataDir();
  }
}

async function main() {
  const pglite = await openDatabase({ kind: 'pglite' });
  await run('PGlite', pglite);
  if (process.env.BENCH_SWEEP !== '0') await pagesDuringSweep(pglite);
  await pglite.close();
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return;
  const { url, drop } = await throwawayDatabase(adminUrl, 'bench_alerts');
  const database = await openDatabase({ kind: 'postgres', url, max: 2 });
  try {
    await run('PostgreSQL', database);
  } finally {
    await database.close();
    await drop();
  }
}

await main();
