import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startServer, type TestServer } from '../playwright-utils';

/**
 * README's "Add a brand", literally: the commands of its first shell block run one after the
 * other, as a marketer would type them, against a running server; then the new brand answers
 * on <key>.localhost without a restart. The brand goes to a temporary brands folder and build
 * (BRANDS_DIR, GENERATED_DIR, which the CLI and the server both read): brands/ is never touched.
 */

/** The commands of the first ```sh block after `## Add a brand`, continuation lines joined. */
export function addBrandCommands(readme: string): string[] {
  const section = readme.slice(readme.indexOf('## Add a brand'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md: no shell block under "## Add a brand"');
  return block
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

const commands = addBrandCommands(readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8'));
const KEY = /pnpm brand new (\w+)/.exec(commands.join('\n'))?.[1] ?? '';
const LABEL_FR = /--label-fr "([^"]+)"/.exec(commands.join('\n'))?.[1] ?? '';

let server: TestServer;
let root: string;
const env: Record<string, string> = {};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'jb-add-brand-'));
  env.BRANDS_DIR = path.join(root, 'brands');
  env.GENERATED_DIR = path.join(root, 'generated');
  mkdirSync(env.BRANDS_DIR);
  // A site with no brand yet: an empty build index, and the site's client and SSR bundles.
  mkdirSync(path.join(env.GENERATED_DIR, 'brands'), { recursive: true });
  writeFileSync(path.join(env.GENERATED_DIR, 'brands', 'index.json'), '{ "brands": [] }\n');
  for (const folder of ['client', 'ssr'])
    symlinkSync(path.join(REPO_ROOT, '.generated', folder), path.join(env.GENERATED_DIR, folder));
  // The run's seeded data (its boards' brands are not in this folder): what is checked is the
  // new brand, not a first seed, which the global set-up's server made.
  server = await startServer({ env, fromTemplate: true });
});

afterAll(async () => {
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('README: Add a brand', () => {
  it('lists the commands to run', () => {
    expect(KEY).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(commands.map((c) => c.split(' ').slice(0, 3).join(' '))).toEqual([
      `pnpm brand new`,
      `pnpm brand validate`,
      `pnpm brand build`,
    ]);
  });

  it('a new brand answers on <key>.localhost once built, without a restart', async () => {
    expect((await server.get(KEY, '/fr')).status).toBe(404);
    const started = performance.now();
    for (const command of commands) {
      const run = spawnSync('bash', ['-c', command], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env, NO_COLOR: '1' },
        encoding: 'utf8',
      });
      expect(run.status, `${command}\n${run.stdout}\n${run.stderr}`).toBe(0);
    }
    let page: Response | undefined;
    for (let i = 0; i < 100; i++) {
      page = await server.get(KEY, '/fr', { accept: 'text/html' });
      if (page.status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    // A figure for the report, not an assertion.
    console.log(`brand new → ${KEY}.localhost answering: ${seconds.toFixed(1)} s`);
    expect(page?.status).toBe(200);
    const html = await page!.text();
    expect(html).toContain(LABEL_FR);
    // The build's theme stylesheet, inline in the page (no render-blocking request), as written.
    const themeCss = readdirSync(path.join(env.GENERATED_DIR!, 'brands', KEY)).find((f) =>
      /^theme\.[0-9a-f]{8}\.css$/.test(f),
    );
    expect(themeCss).toBeTruthy();
    const css = await server.get(KEY, `/brand/${KEY}/${themeCss}`);
    expect(css.status).toBe(200);
    expect(html).toContain(`>${await css.text()}</style>`);
    expect((await server.get(KEY, '/robots.txt')).status).toBe(200);
    // Nothing was written to the repository's brands/.
    expect(
      spawnSync('git', ['status', '--porcelain', 'brands'], { cwd: REPO_ROOT, encoding: 'utf8' })
        .stdout,
    ).not.toContain(KEY);
  });
});
