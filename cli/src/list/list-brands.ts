import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  BrandIndexSchema,
  brandOutputDir,
  brandSourceHash,
  type BrandIndex,
} from '@jobboard/manifest';
import { resolveOutDir } from '../utils/paths.js';
import { style } from '../utils/style.js';
import { listBrandFolders } from '../validate/validate-brands.js';
import { parseJsonSource } from '../validate/json-source.js';

export type BuildState =
  | { state: 'not built' }
  | { state: 'built'; builtAt: string }
  /** brand.json or an asset changed after the build. */
  | { state: 'stale'; builtAt: string; changed: string[] };

export interface BrandListEntry {
  key: string;
  hostKey?: string;
  label?: { fr?: string; en?: string };
  /** Set when brand.json cannot be read; `pnpm brand validate` says why. */
  problem?: string;
  build: BuildState;
}

async function readIndex(outDir: string): Promise<BrandIndex> {
  try {
    return BrandIndexSchema.parse(
      JSON.parse(await readFile(path.join(outDir, 'brands', 'index.json'), 'utf8')),
    );
  } catch {
    return { brands: [] };
  }
}

/** brand.json and every file under assets/, with their modification times. */
async function sourceFiles(dir: string): Promise<Array<{ file: string; mtimeMs: number }>> {
  const files: Array<{ file: string; mtimeMs: number }> = [];
  const visit = async (relative: string) => {
    const full = path.join(dir, relative);
    const info = await stat(full).catch(() => undefined);
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of await readdir(full)) await visit(path.join(relative, name));
    } else {
      files.push({ file: relative.split(path.sep).join('/'), mtimeMs: info.mtimeMs });
    }
  };
  await visit('brand.json');
  await visit('assets');
  return files;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Reads brand.json loosely (an invalid brand still gets listed) and compares its sources'
 * content hash with the one the index recorded — the server's own test at start — naming the
 * files modified since the build.
 */
export async function listBrands(options: {
  brandsDir: string;
  outDir?: string;
}): Promise<BrandListEntry[]> {
  const outDir = resolveOutDir(options.outDir);
  const index = await readIndex(outDir);
  const entries: BrandListEntry[] = [];
  for (const key of await listBrandFolders(options.brandsDir)) {
    const dir = path.join(options.brandsDir, key);
    const entry: BrandListEntry = {
      key,
      hostKey: undefined,
      label: undefined,
      build: { state: 'not built' },
    };
    const source = await readFile(path.join(dir, 'brand.json'), 'utf8').catch(() => undefined);
    const parsed = source === undefined ? undefined : parseJsonSource(source);
    if (!parsed) entry.problem = 'brand.json is missing';
    else if (!parsed.ok) entry.problem = `brand.json is not valid JSON (line ${parsed.error.line})`;
    else if (typeof parsed.json.value === 'object' && parsed.json.value !== null) {
      const json = parsed.json.value as Record<string, unknown>;
      entry.hostKey = text(json.hostKey);
      const label = json.label as Record<string, unknown> | undefined;
      entry.label = { fr: text(label?.fr), en: text(label?.en) };
    }
    const built = index.brands.find((b) => b.key === key);
    if (built && (await stat(brandOutputDir(key, outDir)).catch(() => undefined))) {
      const builtMs = Date.parse(built.builtAt);
      if (built.sourceHash === brandSourceHash(dir)) {
        entry.build = { state: 'built', builtAt: built.builtAt };
      } else {
        const changed = (await sourceFiles(dir))
          .filter((f) => f.mtimeMs > builtMs)
          .map((f) => f.file);
        // A copy or checkout may leave mtimes older than the build: the content still changed.
        entry.build = {
          state: 'stale',
          builtAt: built.builtAt,
          changed: changed.length > 0 ? changed : ['sources'],
        };
      }
    }
    entries.push(entry);
  }
  return entries;
}

function formatDate(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
}

export function formatBrandList(brands: readonly BrandListEntry[]): string {
  if (brands.length === 0) return 'no brands\n';
  const rows = brands.map((b) => {
    const state =
      b.build.state === 'not built'
        ? style('dim', 'not built')
        : b.build.state === 'built'
          ? style('green', `built ${formatDate(b.build.builtAt)}`)
          : style(
              'yellow',
              `stale (${b.build.changed.slice(0, 3).join(', ')}${b.build.changed.length > 3 ? ', …' : ''} changed since ${formatDate(b.build.builtAt)})`,
            );
    return [
      b.key,
      b.hostKey ?? '?',
      `${b.label?.fr ?? '?'} / ${b.label?.en ?? '?'}`,
      b.problem ? style('red', b.problem) : state,
    ];
  });
  const header = ['KEY', 'HOST', 'LABEL (FR / EN)', 'BUILD'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c)).join('  ');
  return [style('bold', line(header)), ...rows.map(line)].join('\n') + '\n';
}
