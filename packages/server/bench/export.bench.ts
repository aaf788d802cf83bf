/**
 * "Download my data" benchmark (a script, not a test): `pnpm bench:export`.
 *
 * Builds the app on a fresh PGlite in its thread (the embedded default) with the reference data,
 * listening on a loopback port, gives one candidate BENCH_EXPORT_DOCUMENTS documents (default
 * 20) of BENCH_EXPORT_MB MB of random bytes each (default 5: what a compressed PDF looks like to
 * a compressor; about 100 MB in all), asks for the export as the candidate's browser does, and
 * waits for its archive and mail (after one export of an account without documents: the process
 * is warm). With BENCH_DATABASE_URL (a role that may create databases) the same runs again on a
 * throwaway PostgreSQL database.
 *
 * Prints, for each: the time to build the archive; the longest /healthz stall meanwhile (a
 * probe over HTTP every 50 ms, one at a time, its wait counted from when it was due, so a
 * stalled event loop counts as much as a slow answer: while it lasts no visitor gets an answer);
 * the longest event-loop delay (perf_hooks, 10 ms resolution); and the process's peak RSS
 * meanwhile against its RSS before.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../src/app.js';
import { BrandRegistry } from '../src/brands/registry.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { throwawayDatabase } from '@jobboard/launch/databases';
import { SESSION_COOKIES } from '../src/plugins/auth.js';
import { insertDocument } from '../src/repositories/documents.js';
import { createSession } from '../src/repositories/sessions.js';
import { FIXTURE_BRANDS } from '../test/fixtures/brands.js';
import { benchEnv } from './lib/bench-env.js';

const DOCUMENTS = Number(process.env.BENCH_EXPORT_DOCUMENTS ?? 20);
const DOCUMENT_BYTES = Number(process.env.BENCH_EXPORT_MB ?? 5) * 1024 * 1024;
const PROBE_EVERY_MS = 50;
const MB = 1024 * 1024;

/** GET /healthz over the socket, as a load balancer asks: its status. */
const probeHealth = (port: number) =>
  new Promise<number>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });

/**
 * Probes /healthz every PROBE_EVERY_MS until `stop` resolves. Returns each probe's wait, from
 * when it was due to its answer, and the statuses that were not 200.
 */
async function probeWhile(port: number, stop: Promise<unknown>) {
  let running = true;
  void stop.finally(() => (running = false));
  const waits: number[] = [];
  const failures: number[] = [];
  let due = performance.now();
  while (running) {
    const ahead = due - performance.now();
    if (ahead > 0) await sleep(ahead);
    const status = await probeHealth(port);
    if (status !== 200) failures.push(status);
    waits.push(performance.now() - due);
    due = Math.max(due + PROBE_EVERY_MS, performance.now());
  }
  return { waits, failures };
}

async function run(label: string, database: Database) {
  const { env, removeDataDir } = benchEnv('bench-export');
  await database.migrate();
  await seedDatabase(database.db, { mode: 'reference' });
  const brands = new BrandRegistry(FIXTURE_BRANDS, 'jobboard');
  const app = await buildApp({ env, database, brands, logger: false });
  await app.ready();
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const candidate = async (email: string) => {
      const [user] = await database.db
        .insert(users)
        .values({
          guard: 'jobboard',
          email,
          passwordHash: 'not used',
          firstName: 'Bench',
          lastName: 'Export',
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      const { token } = await createSession(database.db, env.SESSION_SECRET, {
        id: user!.id,
        guard: 'jobboard',
      });
      return { id: user!.id, email, cookie: `${SESSION_COOKIES.jobboard}=${token}` };
    };
    const askExport = async (cookie: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/jobboard/jobboard/user/privacy/export',
        headers: { host: 'jobboard.test', origin: 'http://jobboard.test', cookie },
        payload: {},
      });
      if (res.statusCode !== 202) throw new Error(`export request: ${res.statusCode} ${res.body}`);
      await app.jobs.drain(600_000);
    };
    // A warm process: the first export's one-time costs (the route's first call, the mail's
    // templates compiled) are paid by an account without documents, outside the measure.
    await askExport((await candidate('bench-warm-up@example.test')).cookie);
    const user = await candidate('bench-export@example.test');
    for (let i = 0; i < DOCUMENTS; i++) {
      const stored = await app.storage.save(
        'documents',
        randomBytes(DOCUMENT_BYTES),
        'application/pdf',
      );
      await insertDocument(database.db, {
        userId: user.id,
        name: `cv-${i}`,
        type: 'resume',
        mimeType: 'application/pdf',
        size: stored.size,
        storagePath: stored.storagePath,
      });
    }
    // Settle the allocations of the set-up before measuring.
    globalThis.gc?.();
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    }, 10);
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const started = performance.now();
    const built = askExport(user.cookie);
    const [probes] = await Promise.all([probeWhile(port, built), built]);
    const elapsed = performance.now() - started;
    loopDelay.disable();
    clearInterval(sampler);
    const mails = await app.mailer.listOutbox(user.email);
    if (!mails.some((m) => m.template === 'data-export-ready'))
      throw new Error('the export was not mailed');
    const longest = Math.max(0, ...probes.waits);
    console.log(
      `${label}: export of ${DOCUMENTS} × ${DOCUMENT_BYTES / MB} MB documents built in ${Math.round(elapsed)} ms`,
    );
    console.log(
      `${label}: longest /healthz stall ${Math.round(longest)} ms over ${probes.waits.length} probes` +
        (probes.failures.length ? ` (not 200: ${probes.failures.join(', ')})` : ''),
    );
    console.log(`${label}: longest event-loop delay ${(loopDelay.max / 1e6).toFixed(0)} ms`);
    console.log(
      `${label}: RSS ${Math.round(rssBefore / MB)} MB before, peak ${Math.round(rssPeak / MB)} MB during (+${Math.round((rssPeak - rssBefore) / MB)} MB)`,
    );
  } finally {
    await app.close();
    removeDataDir();
  }
}

const pglite = await openDatabase({ kind: 'pglite', thread: true });
try {
  await run('PGlite', pglite);
} finally {
  await pglite.close();
}
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const { url, drop } = await throwawayDatabase(adminUrl, 'bench_export');
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await run('PostgreSQL', database);
  } finally {
    await database.close();
    await drop();
  }
}
