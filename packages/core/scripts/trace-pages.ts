/**
 * Main-thread work of a page's start, from a Chrome trace under 4× CPU throttling — the figure
 * to read beside Lighthouse's Total Blocking Time:
 *
 *   pnpm exec tsx packages/core/scripts/trace-pages.ts --port 3000 [--brands a,b] [--runs 3]
 *        [--kinds home,search,offer,company,login] [--throttle 4] [--generated-dir dir] [--json out]
 *        [--profile [--by-file] [--within <trace event>] [--top 25]]
 *
 * Needs a running server on --port (`pnpm start`, or `SITE_BUILT=1 … pnpm start`; a server of
 * another build: GENERATED_DIR for both). For each brand and page, loads the page with an empty
 * cache in Debian's Chromium (CPU throttled by CDP, no network throttling), waits for the app to
 * say it is hydrated and for two quiet seconds, and reads the renderer's main thread:
 *   - long ms: the summed wall time of every task longer than 50 ms;
 *   - blocking ms: those tasks' time beyond 50 ms (what Total Blocking Time adds up, here from
 *     navigation to the end, not from FCP to TTI);
 *   - the longest task, their count and the time to `data-hydrated`;
 *   - cpu ms / cpu×4 blocking: the tasks' thread CPU time after FCP, and that time ×4 past 50 ms
 *     per task (what Lighthouse's simulation sees).
 * The median of --runs runs is printed, with every run. On a machine shared with other work all
 * of these still move a lot from run to run (a 2-core machine at load 15: ×3): compare medians
 * of 5 runs of two servers run one after the other, never single runs.
 * `--profile` also samples the JavaScript (V8's CPU profiler) and prints the functions (or,
 * `--by-file`, the source files) with the most self time inside the long tasks (`--within`:
 * inside those trace events instead, e.g. v8.evaluateModule), named through the client bundle's
 * source maps when the build has them (`pnpm --filter @jobboard/core exec vite build
 * --sourcemap hidden`). TRACE_OUT=file.json keeps the last trace; TRACE_CATEGORIES=a,b changes
 * what it records.
 */
import { readFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@jobboard/launch/chromium';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../../..');

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    brands: { type: 'string', default: 'hotelsjobs,emploisti,jobboard' },
    kinds: { type: 'string', default: 'home,search,offer' },
    runs: { type: 'string', default: '3' },
    throttle: { type: 'string', default: '4' },
    profile: { type: 'boolean', default: false },
    /** With --profile: self time summed by source file instead of by function. */
    'by-file': { type: 'boolean', default: false },
    within: { type: 'string' },
    top: { type: 'string', default: '25' },
    'generated-dir': { type: 'string' },
    /** Writes each page's medians there too ([{ brand, kind, longest, blocking }]). */
    json: { type: 'string' },
  },
});
const PORT = Number(args.port);
const GENERATED =
  args['generated-dir'] ?? process.env.GENERATED_DIR ?? path.join(ROOT, '.generated');
/** Lighthouse's mobile CPU slowdown (its simulated throttling multiplies task times by it). */
const SLOWDOWN = 4;
const hostOf = (brand: string) => `${brand}.localhost:${PORT}`;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

interface Figures {
  longTotal: number;
  blocking: number;
  longest: number;
  longCount: number;
  hydratedAt: number;
  cpu: number;
  cpuBlocking: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function pathsOf(brand: string): Promise<Record<string, string>> {
  const index = JSON.parse(readFileSync(path.join(GENERATED, 'brands/index.json'), 'utf8')) as {
    brands: { key: string; defaultLanguage: 'fr' | 'en' }[];
  };
  const lang = index.brands.find((b) => b.key === brand)?.defaultLanguage ?? 'fr';
  // Node's fetch does not send a Host of our choosing: http.get does.
  const body = await new Promise<string>((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: PORT,
          path: `/api/jobboard/${brand}/offers?per_page=50`,
          headers: { host: hostOf(brand), accept: 'application/json' },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => resolve(text));
        },
      )
      .on('error', reject);
  });
  const offers = (
    JSON.parse(body) as {
      data: {
        id: number;
        company: { id: number; slug: string } | null;
        contents: Partial<Record<string, { slug: string }>>;
      }[];
    }
  ).data;
  const offer = offers.find((o) => o.company && o.contents[lang]) ?? offers[0]!;
  const slug = offer.contents[lang]?.slug ?? Object.values(offer.contents)[0]?.slug ?? 'x';
  const company = offers.find((o) => o.company)?.company;
  const { routes } = (await import(path.join(ROOT, 'packages/contracts/src/routes.ts'))) as {
    routes: Record<string, Record<'fr' | 'en', string>>;
  };
  const fill = (name: string, params: Record<string, string | number> = {}) =>
    routes[name]![lang].replace(/:(\w+)\??/g, (_, key: string) => String(params[key] ?? ''));
  return {
    home: fill('home'),
    search: fill('findJob'),
    offer: fill('offer', { slug, id: offer.id }),
    company: company ? fill('company', { slug: company.slug, id: company.id }) : fill('home'),
    login: fill('login'),
  };
}

/* ------------------------------------------------------------ source maps for --profile */

const maps = new Map<string, ((line: number, col: number) => string | null) | null>();
async function mapperOf(url: string) {
  const file = /\/assets\/([^?#]+\.js)/.exec(url)?.[1];
  if (!file) return null;
  if (maps.has(file)) return maps.get(file)!;
  const mapPath = path.join(GENERATED, 'client', `${file}.map`);
  if (!existsSync(mapPath)) {
    maps.set(file, null);
    return null;
  }
  const { decode } = await import('@jridgewell/sourcemap-codec');
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as {
    sources: string[];
    names: string[];
    mappings: string;
  };
  const lines = decode(map.mappings);
  const lookup = (line: number, col: number) => {
    const segs = lines[line];
    if (!segs?.length) return null;
    let best = segs[0]!;
    for (const s of segs) {
      if (s[0] > col) break;
      best = s;
    }
    if (best.length < 4) return null;
    const src = map.sources[best[1]!]!.replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, '');
    return `${src}:${best[2]! + 1}`;
  };
  maps.set(file, lookup);
  return lookup;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const selfTimes = new Map<string, number>();
/** Self time by function (or file) of the samples that fall inside `within` (µs intervals). */
async function addProfile(profile: Profile, within: [number, number][]): Promise<void> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let ts = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    ts += profile.timeDeltas[i] ?? 0;
    if (!within.some(([a, b]) => ts >= a && ts <= b)) continue;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + dt);
  }
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id)!;
    const mapper = await mapperOf(f.url);
    const where =
      mapper?.(f.lineNumber, f.columnNumber) ??
      (f.url ? `${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}` : '');
    const key = args['by-file']
      ? where.replace(/:\d+$/, '')
      : `${f.functionName || '(anonymous)'} ${where}`;
    selfTimes.set(key, (selfTimes.get(key) ?? 0) + us / 1000);
  }
}

/* ------------------------------------------------------------------ one load */

async function traceOnce(browser: Browser, brand: string, pagePath: string): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.throttle) });
  if (args.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, {
    categories: (
      process.env.TRACE_CATEGORIES ??
      'toplevel,devtools.timeline,blink.user_timing,loading,__metadata'
    ).split(','),
  });
  const t0 = Date.now();
  await page.goto(`http://${hostOf(brand)}${pagePath}`, { waitUntil: 'load' });
  // Asked through CDP, not page.waitForFunction: Playwright's injected script would be a
  // long task of its own in the trace.
  for (const deadline = Date.now() + 60_000; ;) {
    const { result } = (await cdp.send('Runtime.evaluate', {
      expression: "document.documentElement.dataset.hydrated === 'true'",
    })) as { result: { value?: unknown } };
    if (result.value === true) break;
    if (Date.now() > deadline) throw new Error(`${pagePath} did not hydrate in 60 s`);
    await sleep(50);
  }
  const hydratedWall = Date.now() - t0;
  await page.waitForTimeout(2000);
  const buffer = await browser.stopTracing();
  const profile = args.profile
    ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile
    : null;
  await context.close();

  if (process.env.TRACE_OUT) (await import('node:fs')).writeFileSync(process.env.TRACE_OUT, buffer);
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The page's renderer: the main thread that ran the navigation's document.
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    // A task's name by Chrome version, as Lighthouse's main-thread-tasks reads it.
    const task = e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
    if (task && e.ph === 'X' && mainThreads.has(key)) {
      (byThread.get(key) ?? byThread.set(key, []).get(key)!).push(e);
    }
  }
  const busiest = [...byThread.values()].sort(
    (a, b) => b.reduce((s, e) => s + e.dur!, 0) - a.reduce((s, e) => s + e.dur!, 0),
  )[0]!;
  // Chrome nests task events (a task that runs a task): only the outermost ones count.
  busiest.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: TraceEvent[] = [];
  for (const e of busiest) {
    const last = tasks.at(-1);
    if (!last || e.ts >= last.ts + last.dur!) tasks.push(e);
  }
  const durations = tasks.map((e) => e.dur! / 1000);
  const long = durations.filter((d) => d > 50);
  // The thread's CPU time of each task (tdur) does not count the time another process or the
  // throttling took the core away: times Lighthouse's slowdown, it is the task its simulation
  // sees, and the sum past 50 ms of the tasks after the first contentful paint moves far less
  // from run to run than the wall-clock figures on a shared machine.
  const pid = tasks[0]!.pid;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  const cpuAfterFcp = tasks
    .filter((e) => e.ts >= fcp)
    .map((e) => ((e as { tdur?: number }).tdur ?? e.dur!) / 1000);
  // The profile's clock is the trace's: only what runs inside the long tasks is what to cut.
  // (`--within <trace event name>`: inside those events of the main thread instead, e.g.
  // v8.evaluateModule or FunctionCall.)
  if (profile) {
    const thread = `${tasks[0]!.pid}:${tasks[0]!.tid}`;
    const within = args.within
      ? events.filter(
          (e) => e.name === args.within && `${e.pid}:${e.tid}` === thread && e.dur! > 50_000,
        )
      : tasks.filter((e) => e.dur! > 50_000);
    await addProfile(
      profile,
      within.map((e) => [e.ts, e.ts + e.dur!]),
    );
  }
  return {
    longTotal: long.reduce((s, d) => s + d, 0),
    blocking: long.reduce((s, d) => s + d - 50, 0),
    longest: Math.max(0, ...durations),
    longCount: long.length,
    hydratedAt: hydratedWall,
    cpu: cpuAfterFcp.reduce((s, d) => s + d, 0),
    cpuBlocking: cpuAfterFcp.reduce((s, d) => s + Math.max(0, d * SLOWDOWN - 50), 0),
  };
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const kinds = args.kinds!.split(',');
  const rows: string[][] = [];
  const medians: { brand: string; kind: string; longest: number; blocking: number }[] = [];
  const totals: number[] = [];
  const cpuTotals: number[] = [];
  try {
    for (const brand of args.brands!.split(',')) {
      const paths = await pathsOf(brand);
      for (const kind of kinds) {
        const runs: Figures[] = [];
        for (let i = 0; i < Number(args.runs); i++)
          runs.push(await traceOnce(browser, brand, paths[kind]!));
        const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
        totals.push(m('blocking'));
        medians.push({ brand, kind, longest: m('longest'), blocking: m('blocking') });
        cpuTotals.push(m('cpuBlocking'));
        rows.push([
          brand,
          kind,
          m('longTotal').toFixed(0),
          m('blocking').toFixed(0),
          m('longest').toFixed(0),
          String(m('longCount')),
          m('hydratedAt').toFixed(0),
          runs.map((r) => r.blocking.toFixed(0)).join('/'),
          m('cpu').toFixed(0),
          m('cpuBlocking').toFixed(0),
          runs.map((r) => r.cpuBlocking.toFixed(0)).join('/'),
        ]);
      }
    }
  } finally {
    await browser.close();
  }
  const head = [
    'brand',
    'page',
    'long ms',
    'blocking ms',
    'longest',
    'n',
    'hydrated ms',
    'runs',
    'cpu ms',
    'cpu×4 blocking',
    'runs',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(`CPU ${args.throttle}× throttled, median of ${args.runs}:`);
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  console.log(`sum of median blocking: ${totals.reduce((s, x) => s + x, 0).toFixed(0)} ms`);
  console.log(
    `sum of median cpu×${SLOWDOWN} blocking after FCP: ${cpuTotals.reduce((s, x) => s + x, 0).toFixed(0)} ms`,
  );
  if (args.json) (await import('node:fs')).writeFileSync(args.json, JSON.stringify(medians));
  if (args.profile) {
    const loads = rows.length * Number(args.runs);
    console.log(`\nself time inside long tasks per load (ms, ${loads} loads), top ${args.top}:`);
    for (const [k, ms] of [...selfTimes].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top)))
      console.log(`${(ms / loads).toFixed(1).padStart(7)}  ${k}`);
  }
}

await main();
