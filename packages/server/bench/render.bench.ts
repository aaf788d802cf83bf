/**
 * The React render alone (a script, not a test): `pnpm bench:render [--renders 200] [--brand
 * jobboard] [--baseline-generated <dir>]`.
 *
 * A page's server CPU is its data (the database, the API's reads) and its render (React,
 * styled-components, react-intl, the state serialised into the page). This measures the second
 * with nothing else in the process: it starts the real server once (PGlite, a seeded demo database)
 * only to read each page kind's data as the page carries it (its hydration state), stops it, then
 * calls the SSR bundle's render() with those answers, `--renders` times a kind, and prints the
 * thread CPU milliseconds per render. No database, no network, no other thread: the figure moves
 * little with whatever else the machine runs. `--baseline-generated` renders another site build
 * (a worktree's .generated) in the same process, taking turns, for a before/after.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Session } from 'node:inspector/promises';
import { startServerProcess } from '@jobboard/launch/server-process';
import { generatedDir } from '@jobboard/manifest';
import { loadBrandBundle, readBuildIndex } from '../src/brands/bundle.js';
import type { SsrModule } from '../src/ssr/ssr-module.js';

type SsrRequest = Parameters<SsrModule['render']>[0];
import { summarizeProfile, type CpuProfile } from './lib/cpu-profile.js';

const { values: args } = parseArgs({
  options: {
    renders: { type: 'string', default: '200' },
    brand: { type: 'string', default: 'jobboard' },
    'baseline-generated': { type: 'string' },
    /** Profile each kind's renders of this build and print its top N frames. */
    top: { type: 'string', default: '0' },
    /** Only these page kinds (comma-separated). */
    kinds: { type: 'string' },
    /** With --top: also write each kind's profile to <dir>/<kind>.cpuprofile. */
    'profile-dir': { type: 'string' },
  },
});
const RENDERS = Number(args.renders);
const TOP = Number(args.top);

function get(port: number, host: string, urlPath: string, accept = 'text/html'): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        setHost: false,
        headers: { host, accept, 'accept-language': 'fr-CA,fr;q=0.9' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The answers the server shares between requests, frozen (plugins/public-read.ts deepFreeze). */
const SHARED_ANSWER = /\/(?:offer-attributes|cities|experiences)(?:\?|$)/;
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * Every API answer a page carries in its state, by key (its loaders' and the rest); reference
 * data frozen as the server's in-process reads give it.
 */
function answersOf(html: string): Map<string, unknown> {
  const match = /<script type="application\/json" id="app-state"[^>]*>([\s\S]*?)<\/script>/.exec(
    html,
  );
  if (!match) throw new Error('no app-state in the page');
  const state = JSON.parse(match[1]!) as {
    hydration: { loaderData: Record<string, { swr?: Record<string, unknown> } | null> };
    swr: Record<string, unknown>;
  };
  const answers = new Map<string, unknown>(Object.entries(state.swr));
  for (const data of Object.values(state.hydration.loaderData))
    for (const [key, value] of Object.entries(data?.swr ?? {})) answers.set(key, value);
  for (const [key, value] of answers) if (SHARED_ANSWER.test(key)) deepFreeze(value);
  return answers;
}

const threadCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function main() {
  const generated = generatedDir();
  const index = readBuildIndex(generated);
  const entry = index.brands.find((b) => b.key === args.brand) ?? index.brands[0]!;
  const host = `${entry.key}.localhost`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobboard-render-'));
  const server = await startServerProcess({
    env: {
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEFAULT_BRAND: 'jobboard',
      LOG_LEVEL: 'error',
      WARM_UP_PAGES: 'false',
      PAGE_CACHE_TTL_SECONDS: '0',
      SESSION_SECRET: randomBytes(24).toString('hex'),
    },
    timeoutMs: 300_000,
  });
  const pages: { kind: string; url: string; answers: Map<string, unknown> }[] = [];
  try {
    const api = async <T>(p: string) =>
      JSON.parse(await get(server.port, host, p, 'application/json')) as T;
    const offers = (
      await api<{
        data: {
          id: number;
          company: { id: number } | null;
          contents: Record<string, { slug: string }>;
        }[];
      }>(`/api/jobboard/${entry.key}/offers?per_page=20`)
    ).data;
    const offer = offers[0]!;
    const offerUrl = `/fr/offre/${offer.contents.fr?.slug ?? 'offre'}/${offer.id}`;
    const company = offers.find((o) => o.company)?.company;
    const kinds: [string, string][] = [
      ['home', '/fr'],
      ['search', '/fr/trouver-un-emploi?q=vente'],
      ['offer', offerUrl],
      ['apply', `${offerUrl}/application`],
    ];
    if (company) kinds.push(['company', `/fr/entreprise/entreprise/${company.id}`]);
    for (const [kind, url] of kinds) {
      // A company's address with the wrong slug redirects to its own: follow it once.
      let html = await get(server.port, host, url);
      if (!html.includes('id="app-state"')) {
        const location = /href="([^"]+)"/.exec(html)?.[1];
        if (location) html = await get(server.port, host, location);
      }
      pages.push({ kind, url, answers: answersOf(html) });
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const builds: [string, string][] = [['this', generated]];
  if (args['baseline-generated'])
    builds.push(['baseline', path.resolve(args['baseline-generated'])]);
  const renderers = await Promise.all(
    builds.map(async ([name, root]) => {
      const ssr = (await import(
        pathToFileURL(path.join(root, 'ssr', 'entry-server.js')).href
      )) as SsrModule;
      const bundle = loadBrandBundle(
        root,
        readBuildIndex(root).brands.find((b) => b.key === entry.key)!,
      );
      const { manifest, images, theme } = bundle;
      return { name, ssr, brand: { manifest, images, theme } };
    }),
  );
  console.log(
    `render CPU (this thread), ${RENDERS} renders a page kind, brand ${entry.key}, load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  const only = args.kinds?.split(',');
  for (const page of pages.filter((p) => !only || only.includes(p.kind))) {
    const fetchApi = async (key: string) =>
      page.answers.has(key)
        ? { status: 200, body: page.answers.get(key) }
        : { status: 401, body: { message: 'unauthorized' } };
    const totals = renderers.map(() => ({ ms: 0, html: 0 }));
    // Warm: JIT, the brand's styles, the lazy page modules.
    for (const r of renderers)
      for (let i = 0; i < 20; i++)
        await r.ssr.render({
          url: page.url,
          origin: `http://${host}`,
          brand: r.brand,
          atsUrl: null,
          fetchApi,
          nonce: 'n',
        });
    if (renderers.length > 1)
      console.log(`${page.kind.padEnd(8)} ${await sameOutput(renderers, page.url, fetchApi)}`);
    const session = TOP > 0 ? new Session() : undefined;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    }
    for (let i = 0; i < RENDERS; i++)
      for (const [j, r] of renderers.entries()) {
        const before = threadCpuMs();
        const result = await r.ssr.render({
          url: page.url,
          origin: `http://${host}`,
          brand: r.brand,
          atsUrl: null,
          fetchApi,
          nonce: randomBytes(16).toString('base64'),
        });
        totals[j]!.ms += threadCpuMs() - before;
        if (result.kind === 'page')
          totals[j]!.html =
            result.html.length + result.state.reduce((sum, part) => sum + part.length, 0);
      }
    const raw = session ? ((await session.post('Profiler.stop')).profile as CpuProfile) : undefined;
    if (raw && args['profile-dir']) {
      mkdirSync(args['profile-dir'], { recursive: true });
      writeFileSync(path.join(args['profile-dir'], `${page.kind}.cpuprofile`), JSON.stringify(raw));
    }
    const profile = raw ? summarizeProfile(raw) : undefined;
    session?.disconnect();
    for (const [j, r] of renderers.entries())
      console.log(
        `${renderers.length > 1 ? `${r.name.padEnd(9)}` : ''}${page.kind.padEnd(8)} ${(totals[j]!.ms / RENDERS).toFixed(2).padStart(6)} ms/render  markup+state ${(totals[j]!.html / 1024).toFixed(1)} KB`,
      );
    if (profile) {
      // Per render of this build: the baseline's renders share the profile's time when it runs.
      const per = (us: number) =>
        `${(us / 1000 / RENDERS / renderers.length).toFixed(3).padStart(7)} ms`;
      console.log(`  top frames by self time (ms per render):`);
      for (const { frame, us } of profile.selfTime.slice(0, TOP))
        console.log(`  ${per(us)}  ${frame}`);
      console.log(`  by package:`);
      for (const { frame, us } of profile.byPackage.slice(0, 12))
        console.log(`  ${per(us)}  ${frame}`);
      console.log(`  top frames by inclusive time:`);
      for (const { frame, us } of profile.inclusive.slice(0, TOP))
        console.log(`  ${per(us)}  ${frame}`);
    }
  }
}

/**
 * Whether the builds render the page alike: its markup, style tags and state (the render's clock
 * set aside) compared to the first build's, with one nonce. A change meant to cost less and
 * send the same bytes says so here; the page's script names differ between two client builds
 * and are not compared.
 */
async function sameOutput(
  renderers: { name: string; ssr: SsrModule; brand: SsrRequest['brand'] }[],
  url: string,
  fetchApi: SsrRequest['fetchApi'],
): Promise<string> {
  const outputs = await Promise.all(
    renderers.map(async (r) => {
      const result = await r.ssr.render({
        url,
        origin: 'http://render.bench',
        brand: r.brand,
        atsUrl: null,
        fetchApi,
        nonce: 'bench-nonce',
      });
      if (result.kind !== 'page')
        return { markup: `redirect ${result.location}`, styles: '', state: '' };
      return {
        markup: result.html,
        styles: result.styles,
        state: result.state.join('').replace(/"renderedAt":"[^"]*"/g, '"renderedAt":""'),
      };
    }),
  );
  const [mine, ...others] = outputs;
  const differences: string[] = [];
  for (const [i, other] of others.entries())
    for (const part of ['markup', 'styles', 'state'] as const) {
      const a = mine![part];
      const b = other[part];
      if (a === b) continue;
      let at = 0;
      while (a[at] === b[at]) at++;
      differences.push(
        `${part} differs from ${renderers[i + 1]!.name} at character ${at}: ${JSON.stringify(a.slice(at, at + 60))} against ${JSON.stringify(b.slice(at, at + 60))}`,
      );
    }
  return differences.length
    ? `output: ${differences.join('; ')}`
    : 'output: the same markup, styles and state';
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
