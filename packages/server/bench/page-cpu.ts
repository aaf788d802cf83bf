/**
 * Server CPU per page (a script, not a test): `pnpm bench:page-cpu [--db pglite|postgres]
 * [--database-url …] [--requests 200] [--cache off|on] [--cpu-prof <dir>] [--port 3430]`.
 *
 * Load figures (req/s, p99) move with whatever else the machine runs; the CPU the server spends on
 * one page barely does. So this starts the real server (src/server.ts in a child process, a fresh
 * seeded database as in load.bench.ts), asks each page kind of the load scenario — home, search
 * with random filters, offer, apply — `--requests` times from 2 anonymous clients, and prints the
 * server's CPU milliseconds per request of each kind (from /proc, user + system: the thread pool's
 * compression included) and the HTML size. `--cache off` (the default) runs with
 * PAGE_CACHE_TTL_SECONDS=0, every request rendered: the render's cost. `--cache on` keeps the
 * production micro-cache, for the cost as the load scenario sees it.
 * `--baseline <checkout>` starts that checkout's server too (same site build, its own database)
 * and asks both in turn, request by request: on a machine shared with other work, before and
 * after are measured under the same conditions.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServerProcess, type ServerProcess } from '@jobboard/launch/server-process';
import { generatedDir } from '@jobboard/manifest';
import { SERVER_NODE_FLAGS, SERVER_PROCESS_ENV } from '../src/config/node-flags.js';
import { throwawayDatabase } from '@jobboard/launch/databases';
import { summarizeProfile, type CpuProfile } from './lib/cpu-profile.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    'database-url': { type: 'string' },
    requests: { type: 'string', default: '200' },
    cache: { type: 'string', default: 'off' },
    port: { type: 'string', default: '3430' },
    'cpu-prof': { type: 'string' },
    brand: { type: 'string', default: 'jobboard' },
    /** Another checkout (e.g. `git worktree add /tmp/base <commit>`) served beside this one. */
    baseline: { type: 'string' },
    /** The baseline's site build (GENERATED_DIR), when the change is in the site itself. */
    'baseline-generated': { type: 'string' },
    /** Profile each page kind's requests (this checkout's server) and print its top N frames. */
    top: { type: 'string', default: '0' },
  },
});
const TOP = Number(args.top);
const REQUESTS = Number(args.requests);
const PORT = Number(args.port);
const CLIENTS = 2;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function get(
  port: number,
  host: string,
  urlPath: string,
  accept = 'text/html',
  encoding = accept === 'text/html' ? 'br, gzip' : 'identity',
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        setHost: false,
        agent,
        headers: {
          host,
          accept,
          'accept-language': 'fr-CA,fr;q=0.9',
          // Pages as browsers ask them (br); the API answers read by this script uncompressed.
          'accept-encoding': encoding,
          'sec-fetch-site': 'none',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A POST without a body (the server's /dev/cpu-profile routes): status and body. */
function post(port: number, urlPath: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method: 'POST', agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** CPU seconds (user + system) of a process, or with `thread` of its main thread alone (Linux). */
function cpuSeconds(pid: number, thread = false): number {
  const file = thread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function database(): Promise<{ url?: string; drop?: () => Promise<void> }> {
  if (args.db !== 'postgres') return {};
  const adminUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL;
  if (!adminUrl) throw new Error('--db postgres needs --database-url or BENCH_DATABASE_URL');
  return throwawayDatabase(adminUrl, 'bench_cpu');
}

interface Server {
  name: string;
  root: string;
  port: number;
  process?: ServerProcess;
  dataDir: string;
  db: { url?: string; drop?: () => Promise<void> };
  kinds: [string, () => string][];
}

/** The server of a checkout on its port, its errors shown as they come; resolves once it answers. */
async function startServer(server: Server, generated: string): Promise<void> {
  const nodeArgs = [...SERVER_NODE_FLAGS, '--import', 'tsx'];
  if (args['cpu-prof'])
    nodeArgs.push(
      '--cpu-prof',
      `--cpu-prof-dir=${path.join(path.resolve(args['cpu-prof']), server.name)}`,
    );
  server.process = await startServerProcess({
    port: server.port,
    cwd: server.root,
    command: {
      file: process.execPath,
      args: [...nodeArgs, path.join(server.root, 'packages/server/src/server.ts')],
    },
    env: {
      ...SERVER_PROCESS_ENV,
      // No DATABASE_URL of the shell when the run is on PGlite.
      DATABASE_URL: server.db.url,
      GENERATED_DIR: generated,
      DATA_DIR: server.dataDir,
      SEED_DEMO: 'true',
      DEFAULT_BRAND: 'jobboard',
      LOG_LEVEL: 'error',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      PAGE_CACHE_TTL_SECONDS: args.cache === 'on' ? '30' : '0',
      CPU_PROFILE_ROUTES: 'true',
    },
    // A first start seeds the demo board: minutes on a busy machine.
    timeoutMs: 300_000,
    onOutput: (chunk, stream) => {
      if (stream === 'stderr') process.stderr.write(chunk);
    },
  });
}

async function main() {
  const generated = generatedDir();
  const index = JSON.parse(readFileSync(path.join(generated, 'brands', 'index.json'), 'utf8')) as {
    brands: { key: string; hostKey: string }[];
  };
  const brand = index.brands.find((b) => b.key === args.brand) ?? index.brands[0]!;
  const host = brand.hostKey;
  const roots: [string, string][] = [['this', repoRoot]];
  if (args.baseline) roots.push(['baseline', path.resolve(args.baseline)]);
  const servers: Server[] = [];
  for (const [i, [name, root]] of roots.entries())
    servers.push({
      name,
      root,
      port: PORT + i,
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'jobboard-page-cpu-')),
      db: await database(),
      kinds: [],
    });
  try {
    for (const server of servers)
      await startServer(
        server,
        server.name === 'baseline' && args['baseline-generated']
          ? path.resolve(args['baseline-generated'])
          : generated,
      );
    for (const server of servers) {
      const api = async <T>(p: string) =>
        JSON.parse((await get(server.port, host, p, 'application/json')).body.toString()) as T;
      const offers = (
        await api<{ data: { id: number; contents: Record<string, { slug: string }> }[] }>(
          `/api/jobboard/${brand.key}/offers?per_page=50`,
        )
      ).data.map((o) => ({
        id: o.id,
        slug: o.contents.fr?.slug || o.contents.en?.slug || 'offre',
      }));
      const attrs = (
        await api<{
          data: { attributes: Record<string, { id: number }[]>; cities: { id: number }[] };
        }>(`/api/jobboard/${brand.key}/offer-attributes`)
      ).data;
      const categories = (attrs.attributes.category ?? []).map((a) => a.id);
      const cities = attrs.cities.map((c) => c.id);
      const searchPath = () => {
        const q = new URLSearchParams();
        if (Math.random() < 0.4)
          q.set('q', pick(['vente', 'manager', 'technicien', 'comptable', 'développeur']));
        if (Math.random() < 0.4 && categories.length) q.set('category', String(pick(categories)));
        if (Math.random() < 0.3 && cities.length) q.set('city', String(pick(cities)));
        if (Math.random() < 0.15) q.set('page', '2');
        const s = q.toString();
        return `/fr/trouver-un-emploi${s ? `?${s}` : ''}`;
      };
      const offerPath = () => {
        const o = pick(offers);
        return `/fr/offre/${o.slug}/${o.id}`;
      };
      server.kinds = [
        ['home', () => '/fr'],
        ['search', searchPath],
        ['offer', offerPath],
        ['apply', () => `${offerPath()}/application`],
      ];
      // Warm-up: JIT, the SSR bundle, caches of the database.
      for (const [, next] of server.kinds)
        for (let i = 0; i < 30; i++) await get(server.port, host, next());
    }

    const load = () =>
      os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
    console.log(
      `page CPU on ${args.db}, page cache ${args.cache}, ${REQUESTS} requests per page, ${CLIENTS} clients` +
        (servers.length > 1 ? ', servers this/baseline taking turns' : '') +
        `, load ${load()}`,
    );
    const totals = servers.map(() => ({ cpu: 0, n: 0 }));
    for (let k = 0; k < servers[0]!.kinds.length; k++) {
      const name = servers[0]!.kinds[k]![0];
      const figures = servers.map(() => ({ bytes: 0, bad: [] as number[], shed: 0 }));
      const profiled =
        TOP > 0 && (await post(servers[0]!.port, '/dev/cpu-profile/start')).status === 204;
      const cpu0 = servers.map((s) => cpuSeconds(s.process!.child.pid!));
      const main0 = servers.map((s) => cpuSeconds(s.process!.child.pid!, true));
      let sent = 0;
      // Each client asks every server in turn: they share the machine's moments alike.
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (sent < REQUESTS) {
            sent++;
            for (const [i, server] of servers.entries()) {
              const next = server.kinds[k]![1];
              const f = figures[i]!;
              let answer = await get(server.port, host, next());
              // Shed by the server (a starved machine: the event loop late by a second):
              // asked again after a pause; a shed request costs next to nothing.
              for (let retry = 0; answer.status === 503 && retry < 20; retry++) {
                f.shed++;
                await sleep(1000);
                answer = await get(server.port, host, next());
              }
              if (answer.status !== 200) f.bad.push(answer.status);
              f.bytes += answer.body.length;
            }
          }
        }),
      );
      const cpuAfter = servers.map((s) => cpuSeconds(s.process!.child.pid!));
      const mainAfter = servers.map((s) => cpuSeconds(s.process!.child.pid!, true));
      const profile = profiled
        ? summarizeProfile(
            JSON.parse(
              (await post(servers[0]!.port, '/dev/cpu-profile/stop')).body.toString(),
            ) as CpuProfile,
          )
        : undefined;
      for (const [i, server] of servers.entries()) {
        const cpu = cpuAfter[i]! - cpu0[i]!;
        const main = mainAfter[i]! - main0[i]!;
        const f = figures[i]!;
        totals[i]!.cpu += cpu;
        totals[i]!.n += REQUESTS;
        const raw = (await get(server.port, host, server.kinds[k]![1](), 'text/html', 'identity'))
          .body.length;
        console.log(
          `${(servers.length > 1 ? `${server.name} ` : '') + name.padEnd(7)} ${((cpu * 1000) / REQUESTS).toFixed(1).padStart(6)} ms CPU/request (main thread ${((main * 1000) / REQUESTS).toFixed(1)})  ` +
            `sent ${(f.bytes / REQUESTS / 1024).toFixed(1)} KB  html ${(raw / 1024).toFixed(1)} KB` +
            (f.bad.length ? `  non-200: ${f.bad.length} (${[...new Set(f.bad)].join(',')})` : '') +
            (f.shed ? `  (${f.shed} shed 503 asked again)` : ''),
        );
        if (profile && i === 0) {
          const perRequest = (us: number) =>
            ((us / 1000 / REQUESTS).toFixed(2) + ' ms').padStart(9);
          console.log(
            `  main thread busy ${perRequest(profile.busyUs)}/request; top frames by self time, by package, then inclusive:`,
          );
          for (const { frame, us } of profile.selfTime.slice(0, TOP))
            console.log(`  ${perRequest(us)}  ${frame}`);
          console.log('  -- by package (self time):');
          for (const { frame, us } of profile.byPackage.slice(0, TOP))
            console.log(`  ${perRequest(us)}  ${frame}`);
          console.log('  -- inclusive:');
          for (const { frame, us } of profile.inclusive.slice(0, TOP))
            console.log(`  ${perRequest(us)}  ${frame}`);
        }
      }
    }
    for (const [i, server] of servers.entries())
      console.log(
        `${(servers.length > 1 ? `${server.name} ` : '') + 'all'.padEnd(7)} ${((totals[i]!.cpu * 1000) / totals[i]!.n).toFixed(1).padStart(6)} ms CPU/request, load ${load()}`,
      );
  } finally {
    agent.destroy();
    for (const server of servers) {
      await server.process?.stop();
      await server.db.drop?.();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
