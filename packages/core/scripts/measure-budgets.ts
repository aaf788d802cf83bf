/**
 * Prints the budgets of issue 4 (not a timed test):
 *   - first-load JS (gzip) of the home and offer pages, from the Vite manifest: the client
 *     entry, the route's chunk, the message catalog of one language, and their static imports;
 *   - with --ssr <origin> --host <host> --path <path>: SSR latency of one page at 10
 *     concurrent connections (autocannon against 127.0.0.1 with the Host header).
 *
 *   pnpm --filter @jobboard/core budgets
 *   pnpm --filter @jobboard/core budgets --ssr http://127.0.0.1:3000 --host hotelsjobs.localhost --path /fr/offre/x/1
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

interface Entry {
  file: string;
  isEntry?: boolean;
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

function report(label: string, routeModule: string) {
  const files = closure([entryKey, routeModule, 'src/i18n/fr-CA.json']);
  const sizes = [...files].map((f) => [f, gzipKb(f)] as const).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((s, [, kb]) => s + kb, 0);
  console.log(
    `\n${label}: first-load JS ${total.toFixed(1)} KB gzip (budget ${FIRST_LOAD_BUDGET_KB} KB)${total > FIRST_LOAD_BUDGET_KB ? '  OVER' : ''}`,
  );
  for (const [f, kb] of sizes) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${f}`);
  return total;
}

report('home', 'src/app/routes/home.tsx');
report('offer', 'src/app/routes/offer.tsx');

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const origin = arg('ssr');
if (origin) {
  const host = arg('host') ?? 'localhost';
  const pagePath = arg('path') ?? '/fr';
  const result = await autocannon({
    url: origin + pagePath,
    connections: 10,
    duration: Number(arg('duration') ?? 10),
    headers: { host, accept: 'text/html' },
  });
  const non2xx = result.non2xx;
  console.log(
    `\nSSR ${host}${pagePath} at 10 connections: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `max ${result.latency.max} ms, ${Math.round(result.requests.average)} req/s, non-2xx ${non2xx} (budget p99 < 25 ms)`,
  );
}
