import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedDir } from '@jobboard/manifest';
import { startServerProcess } from '@jobboard/launch/server-process';
import { documents } from '../src/db/schema.js';
import { multipart } from './fixtures/employer.js';
import { createTestApp, type TestApp } from './helper.js';

/**
 * Issue 14 with real processes: `WORKERS=2 pnpm start` (the cluster primary and two workers on
 * one port) on a PostgreSQL database. A worker killed is replaced; SIGTERM during uploads loses
 * nothing acknowledged: an upload answered 2xx is stored, any other ends in an error for the
 * client. PostgreSQL only (TEST_DATABASE_URL).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const built = existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js'));
if (!pgUrl)
  console.warn(
    'multi-process-cluster.test.ts skipped: no PostgreSQL server (set TEST_DATABASE_URL, e.g. ' +
      'packages/server/scripts/pg-test-cluster.sh start)',
  );

const HOST = 'jobboard.localhost';
const SECRET = 'test-session-secret-0123456789abcdef';

interface Cluster {
  child: ChildProcess;
  port: number;
  log: () => string;
  /** Pids of the workers that said they were ready, in order. */
  readyPids: () => number[];
  exited: Promise<number | null>;
}

/** Pids of the workers that said they were ready, in the order of their lines. */
const readyPidsIn = (log: string) =>
  log
    .split('\n')
    .filter((line) => line.includes('"msg":"ready in'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);

async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const server = await startServerProcess({
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      SESSION_SECRET: SECRET,
      DEFAULT_BRAND: 'jobboard',
      SHUTDOWN_TIMEOUT_SECONDS: '8',
      ...env,
    },
    ready: (_port, log) => readyPidsIn(log).length >= 2,
    timeoutMs: 180_000,
  });
  const { child } = server;
  const exited = new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
  );
  return {
    child,
    port: server.port,
    log: server.log,
    readyPids: () => readyPidsIn(server.log()),
    exited,
  };
}

async function waitFor(check: () => boolean, ms: number, message: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(message());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Answer {
  status: number;
  body: string;
}

/**
 * A document upload sent in two halves: the first now, the rest after `between` resolves (and a
 * pause) — a SIGTERM lands between them. Resolves with the answer, or rejects with the
 * connection's error.
 */
function slowUpload(
  port: number,
  cookie: string,
  bytes: Buffer,
  between: Promise<unknown>,
): Promise<Answer> {
  const form = multipart({ file: ['cv.txt', bytes, 'text/plain'] }, { type: 'resume', lg: 'en' });
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/jobboard/jobboard/user/documents',
        headers: {
          host: HOST,
          cookie,
          ...form.headers,
          'content-length': String(form.payload.length),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const half = Math.floor(form.payload.length / 2);
    req.write(form.payload.subarray(0, half));
    void between.then(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      req.end(form.payload.subarray(half));
    });
  });
}

describe.skipIf(!pgUrl)('WORKERS=2: a cluster of server processes on PostgreSQL', () => {
  let a: TestApp;
  let dataDir: string;
  let cluster: Cluster | undefined;

  beforeAll(async () => {
    if (!built) throw new Error('The site is not built: run `pnpm build:site` first.');
    // The cluster's uploads directory is A's too: A reads what the cluster stored.
    dataDir = mkdtempSync(path.join(tmpdir(), 'jb-cluster-'));
    a = await createTestApp({ seed: 'reference', env: { DATA_DIR: dataDir } });
    cluster = await startCluster({
      WORKERS: '2',
      DATABASE_URL: a.databaseUrl!,
      DATA_DIR: dataDir,
    });
  }, 240_000);
  afterAll(async () => {
    if (cluster && cluster.child.exitCode === null) {
      cluster.child.kill('SIGKILL');
      await cluster.exited;
    }
    await a?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('replaces a worker that dies', async () => {
    const [first] = cluster!.readyPids();
    process.kill(first!, 'SIGKILL');
    await waitFor(
      () => cluster!.readyPids().length >= 3,
      120_000,
      () => `no worker replaced the dead one:\n${cluster!.log()}`,
    );
    expect(cluster!.log()).toContain('worker died: restarting it');
    const res = await fetch(`http://127.0.0.1:${cluster!.port}/healthz`);
    expect(res.status).toBe(200);
  }, 150_000);

  it('drains on SIGTERM: an upload answered 2xx is stored, any other fails for its client', async () => {
    const candidate = await a.createCandidate();
    const bytes = (n: number) => Buffer.from(`Curriculum vitae ${n}\n`.repeat(60_000)); // ~1.2 MB
    let signal!: () => void;
    const signalled = new Promise<void>((resolve) => (signal = resolve));
    // Three uploads half sent on different connections (the workers share them), then SIGTERM.
    const uploads = [1, 2, 3].map((n) =>
      slowUpload(cluster!.port, candidate.cookie, bytes(n), signalled).then(
        (answer) => ({ n, answer, error: null as Error | null }),
        (error: Error) => ({ n, answer: null, error }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    cluster!.child.kill('SIGTERM');
    signal();
    const results = await Promise.all(uploads);
    expect(await cluster!.exited).toBe(0);

    const rows = await a.db.select().from(documents).where(eq(documents.userId, candidate.id));
    for (const { n, answer, error } of results) {
      if (answer && answer.status < 300) {
        const id = (JSON.parse(answer.body) as { data: { id: number } }).data.id;
        const row = rows.find((r) => r.id === id);
        expect(row, `upload ${n} acknowledged without a row`).toBeDefined();
        // Its bytes, whole, through another process.
        const download = await a.app.inject({
          url: `/api/jobboard/jobboard/user/documents/${id}/download`,
          headers: { host: HOST, cookie: candidate.cookie },
        });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(bytes(n))).toBe(true);
      } else {
        expect(error ?? answer!.status, `upload ${n}`).toBeTruthy();
      }
    }
    // Nothing stored that was not acknowledged.
    const acknowledged = results.filter((r) => r.answer && r.answer.status < 300).length;
    expect(rows).toHaveLength(acknowledged);
    console.log(
      `SIGTERM during 3 uploads: ${results
        .map((r) => (r.answer ? r.answer.status : r.error!.message))
        .join(', ')}`,
    );
    // The drain finished the requests in flight rather than cutting them.
    expect(acknowledged).toBeGreaterThan(0);
  }, 120_000);
});
