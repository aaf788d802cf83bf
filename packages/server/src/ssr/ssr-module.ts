import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderRequest, RenderResult } from '@jobboard/contracts';
import type { BrandImagesBundle, BrandManifest, PageHeadData } from '@jobboard/manifest';

/**
 * The shape of the SSR bundle built from packages/core (src/entry-server.tsx): its render's
 * request and answer are the contracts' (@jobboard/contracts, ssr.ts); the server loads the
 * built file at run time, not the React sources.
 */
export interface SsrModule {
  render(
    request: RenderRequest<{ manifest: BrandManifest; images: BrandImagesBundle; theme?: unknown }>,
  ): Promise<RenderResult<PageHeadData>>;
  pathToUnsafe(name: string, lang: 'fr' | 'en', params?: Record<string, unknown>): string;
  sitemapRoutes: string[];
  LANGS: readonly ('fr' | 'en')[];
}

/**
 * The entry's tags with the answer's nonce. A board with ads answers GPT's 'strict-dynamic'
 * policy (plugins/security.ts), under which 'self' no longer admits a script: the entry and
 * its preloads run by the nonce (what they import then runs by 'strict-dynamic').
 */
export function withNonce(tags: string, nonce: string | undefined): string {
  if (!nonce || !/^[A-Za-z0-9+/=_-]+$/.test(nonce)) return tags;
  return tags
    .replaceAll('<script type="module" ', `<script type="module" nonce="${nonce}" `)
    .replaceAll('<link rel="modulepreload" ', `<link rel="modulepreload" nonce="${nonce}" `);
}

export interface ClientAssets {
  /** <script type="module"> and <link rel="modulepreload"> tags of the client entry. */
  tags: string;
  /**
   * The page's chunk list (Id APP_CHUNKS_ELEMENT_ID, a JSON data block): the app the entry
   * imports and the chunks of these sources (Vite manifest keys: the matched page's lazy modules
   * and message catalog) with their static imports, less what the entry's tags load. The entry
   * preloads them after the first paint, all at once: fetched before it, they took the
   * bandwidth of the fonts and the hero image on a slow phone. Unknown keys are skipped.
   */
  chunksTag(sources: readonly string[]): string;
}

/** Id of the page's chunk list (ClientAssets.chunksTag), read by entry-client.tsx. */
export const APP_CHUNKS_ELEMENT_ID = 'app-chunks';

interface ViteManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Tags of the client entry and its static imports, from Vite's manifest. */
export function clientAssets(clientDir: string, base = '/assets/'): ClientAssets {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    ViteManifestEntry
  >;
  const entry = Object.values(manifest).find((e) => e.isEntry);
  if (!entry) throw new Error(`${manifestFile}: no entry`);
  const seen = new Set<string>();
  const preload: string[] = [];
  const css = new Set<string>();
  const walk = (key: string) => {
    const item = manifest[key];
    if (!item || seen.has(key)) return;
    seen.add(key);
    item.css?.forEach((c) => css.add(c));
    if (item !== entry) preload.push(item.file);
    item.imports?.forEach(walk);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry)!;
  walk(entryKey);
  entry.css?.forEach((c) => css.add(c));
  const tags = [
    ...[...css].map((c) => `<link rel="stylesheet" href="${base}${c}">`),
    ...preload.map((f) => `<link rel="modulepreload" href="${base}${f}">`),
    `<script type="module" src="${base}${entry.file}"></script>`,
  ];
  // Per page kind: a handful of distinct source sets, each walked once.
  const lists = new Map<string, string>();
  const chunksTag = (sources: readonly string[]) => {
    const id = sources.join('\n');
    let cached = lists.get(id);
    if (cached === undefined) {
      const loaded = new Set(seen);
      const files: string[] = [];
      const visit = (key: string) => {
        const item = manifest[key];
        if (!item || loaded.has(key)) return;
        loaded.add(key);
        files.push(`${base}${item.file}`);
        item.imports?.forEach(visit);
      };
      // The app the entry imports after the first paint, then the page's own chunks.
      entry.dynamicImports?.forEach(visit);
      sources.forEach(visit);
      cached = `<script type="application/json" id="${APP_CHUNKS_ELEMENT_ID}">${JSON.stringify(files)}</script>`;
      lists.set(id, cached);
    }
    return cached;
  };
  return { tags: tags.join('\n'), chunksTag };
}

export async function loadSsrModule(ssrDir: string): Promise<SsrModule> {
  const file = path.join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build:site\` first.`);
  return (await import(pathToFileURL(file).href)) as SsrModule;
}
