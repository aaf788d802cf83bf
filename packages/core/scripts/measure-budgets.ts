/**
 * Prints the budgets of issue 4 (not a timed test; run `pnpm build:site` first):
 *   - first-load JS (gzip) of the home and offer pages, from the Vite manifest: the client
 *     entry, the route's chunk, the message catalog of one language, and their static imports;
 *   - the employer area and the heavy widgets, which must stay out of it (own chunks);
 *   - with --ssr <origin> --host <host> --path <path>: SSR latency of one page at 10 concurrent
 *     connections on the running server (autocannon against 127.0.0.1 with the Host header),
 *     cold (every request a new address: each one renders, as without the page cache) and warm
 *     (the same address: served by the page cache for anonymous visitors);
 *   - with --ssr, unless --no-cls: cumulative layout shift of the home and offer pages in
 *     Chromium (desktop and mobile viewports), for --host and every host of --cls-hosts.
 *
 *   pnpm --filter @jobboard/core budgets
 *   pnpm --filter @jobboard/core budgets --ssr http://127.0.0.1:3000 --host hotelsjobs.localhost:3000 \
 *     --path /fr/offre/x/1 [--home /fr] [--cls-hosts emploisti.localhost:3000] [--duration 10]
 *
 * Exit code 1 when a measured figure is over its budget (unless --no-fail, as after a build).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.resolve(
  process.env.GENERATED_DIR ?? path.join(here, '../../../.generated'),
  'client',
);
const FIRST_LOAD_BUDGET_KB = 90;
const SSR_P99_BUDGET_MS = 25;
const CLS_BUDGET = 0.01; // "no layout shift": nothing a person could see (Google's "good" is 0.1)

interface Entry {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(
  readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
) as Record<string, Entry>;

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.add(manifest[key].file);
    manifest[key].imports?.forEach(walk);
  };
  keys.forEach(walk);
  return files;
}

const gzipKb = (file: string) =>
  gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024;
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
let failed = false;

function report(label: string, routeModule: string) {
  const files = closure([entryKey, routeModule, 'src/i18n/fr-CA.json']);
  const sizes = [...files].map((f) => [f, gzipKb(f)] as const).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((s, [, kb]) => s + kb, 0);
  const over = total > FIRST_LOAD_BUDGET_KB;
  failed ||= over;
  console.log(
    `\n${label}: first-load JS ${total.toFixed(1)} KB gzip (budget ${FIRST_LOAD_BUDGET_KB} KB)${over ? '  OVER' : ''}`,
  );
  for (const [f, kb] of sizes) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${f}`);
  return files;
}

const firstLoad = new Set([
  ...report('home', 'src/app/routes/home.tsx'),
  ...report('offer', 'src/app/routes/offer.tsx'),
]);

// The employer area and heavy widgets: each must be a chunk of its own, absent from first load.
const isolated = Object.entries(manifest).filter(
  ([key, e]) =>
    e.isDynamicEntry &&
    (/employer/.test(key) || /libphonenumber|react-hot-toast|profile|apply/.test(key)),
);
console.log('\nsplit out of the first load (lazy chunks and their own imports):');
for (const [key, e] of isolated) {
  const own = [...closure([key])].filter((f) => !firstLoad.has(f));
  const kb = own.reduce((s, f) => s + gzipKb(f), 0);
  const leaked = firstLoad.has(e.file);
  failed ||= leaked;
  const label = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(
    key,
  )?.[1];
  console.log(
    `  ${kb.toFixed(1).padStart(6)} KB  ${label ?? key}${leaked ? '  IN THE FIRST LOAD' : ''}`,
  );
}

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const origin = arg('ssr');
if (origin) {
  const host = arg('host') ?? 'localhost';
  const pagePath = arg('path') ?? '/fr';
  const duration = Number(arg('duration') ?? 10);
  const load = async (url: string, idReplacement: boolean) => {
    const result = await autocannon({
      url: origin + url,
      connections: 10,
      duration,
      idReplacement,
      // As a browser asks: the page comes compressed (once per cached copy on the server).
      headers: { host, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    return result;
  };
  const line = (label: string, r: autocannon.Result) => {
    const over = r.latency.p99 >= SSR_P99_BUDGET_MS;
    console.log(
      `  ${label}: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, ` +
        `${Math.round(r.requests.average)} req/s, non-2xx ${r.non2xx}, errors ${r.errors}` +
        `${over ? '  OVER' : ''}`,
    );
    return over;
  };
  console.log(`\nSSR ${host}${pagePath} at 10 connections (budget p99 < ${SSR_P99_BUDGET_MS} ms):`);
  // Cold: a new query string per request, so each one misses the page cache and renders.
  const sep = pagePath.includes('?') ? '&' : '?';
  const cold = await load(`${pagePath}${sep}budget-cold=[<id>]`, true);
  line('cold (every request renders)', cold);
  await fetchWithHost(origin, host, pagePath); // fills the cache
  const warm = await load(pagePath, false);
  failed ||= line('warm (page cache, anonymous)', warm);
  failed ||= warm.non2xx > 0;

  if (!process.argv.includes('--no-cls')) {
    const hosts = [host, ...(arg('cls-hosts')?.split(',').filter(Boolean) ?? [])];
    const home = arg('home') ?? `/${pagePath.split('/')[1] ?? 'fr'}`;
    failed ||= await measureCls(origin, hosts, [home, pagePath]);
  }
}

/** GET from Node with a Host header (Node does not resolve *.localhost). */
async function fetchWithHost(base: string, host: string, pathname: string): Promise<number> {
  const { request } = await import('node:http');
  const url = new URL(pathname, base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        // As a browser asks: the page comes compressed (once per cached copy on the server).
        headers: { host, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Cumulative layout shift in Chromium: layout-shift entries without recent input, summed from
 * navigation until 2 s after load (images, ad slots, web fonts, hydration, lazy toasts).
 */
async function measureCls(base: string, hosts: string[], paths: string[]): Promise<boolean> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const port = new URL(base).port;
  let over = false;
  console.log(`\nlayout shift (CLS, budget ${CLS_BUDGET}):`);
  try {
    for (const viewport of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'mobile', width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({
        viewport,
        isMobile: viewport.name === 'mobile',
      });
      await context.addInitScript(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        w.__cls = 0;
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: Array<{ node?: Node }>;
            }
          >) {
            if (e.hadRecentInput) continue;
            w.__cls += e.value;
            const node = e.sources?.[0]?.node as Element | undefined;
            w.__shifts.push(`${e.value.toFixed(4)} ${node?.outerHTML?.slice(0, 80) ?? '?'}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const host of hosts) {
        for (const p of paths) {
          const page = await context.newPage();
          const hostname = host.split(':')[0];
          await page.goto(`http://${hostname}:${port}${p}`, { waitUntil: 'load' });
          await page.waitForTimeout(2000);
          const { cls, shifts } = await page.evaluate(() => {
            const w = window as unknown as { __cls: number; __shifts: string[] };
            return { cls: w.__cls, shifts: w.__shifts };
          });
          const bad = cls > CLS_BUDGET;
          over ||= bad;
          console.log(
            `  ${cls.toFixed(4)}  ${viewport.name.padEnd(7)} ${hostname}${p}${bad ? `  OVER: ${shifts.join(' | ')}` : ''}`,
          );
          await page.close();
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return over;
}

// `--no-fail`: report only (the build prints the figures without failing on them).
process.exitCode = failed && !process.argv.includes('--no-fail') ? 1 : 0;
