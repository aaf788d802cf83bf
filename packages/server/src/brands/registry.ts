import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BRANDS_DIR,
  BrandManifestSchema,
  generatedDir,
  loadBrandIndex,
  loadBuiltBrand,
  type BrandManifest,
} from '@jobboard/manifest';

/**
 * Every brand the process serves, and the host-name lookup of DESIGN.md. Brands are data: this
 * module never names one. It reads the built index (`pnpm brand build`) and falls back to the
 * source manifests under brands/ so that tests and a fresh clone work before any build.
 */
export class BrandRegistry {
  private readonly byKey = new Map<string, BrandManifest>();
  private readonly byHost = new Map<string, BrandManifest>();

  constructor(
    manifests: readonly BrandManifest[],
    readonly defaultKey: string | undefined,
    readonly source: 'generated' | 'sources' | 'memory' = 'memory',
  ) {
    for (const manifest of manifests) {
      this.byKey.set(manifest.name, manifest);
      for (const host of [manifest.hostKey, ...manifest.aliasHosts, `${manifest.name}.localhost`]) {
        this.byHost.set(host, manifest);
      }
    }
  }

  get all(): BrandManifest[] {
    return [...this.byKey.values()];
  }

  get keys(): string[] {
    return [...this.byKey.keys()];
  }

  get(key: string): BrandManifest | undefined {
    return this.byKey.get(key);
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  get defaultBrand(): BrandManifest | undefined {
    return this.defaultKey === undefined ? undefined : this.byKey.get(this.defaultKey);
  }

  /**
   * The brand for a Host header: lower-cased, port dropped, leading "www." dropped, then matched
   * against hostKey, aliasHosts and <key>.localhost. Plain localhost and loopback addresses serve
   * the default brand so that the first visit after `pnpm start` works.
   */
  resolveHost(hostHeader: string | undefined): BrandManifest | undefined {
    const host = normalizeHost(hostHeader);
    if (!host) return undefined;
    if (LOOPBACK_HOSTS.has(host)) return this.defaultBrand;
    return this.byHost.get(host);
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function normalizeHost(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    // IPv6 literal: "[::1]:3000"
    const end = host.indexOf(']');
    host = end === -1 ? host : host.slice(0, end + 1);
  } else {
    host = host.replace(/:\d*$/, '');
  }
  host = host.replace(/\.$/, '');
  return host.startsWith('www.') ? host.slice(4) : host;
}

export interface LoadBrandsOptions {
  defaultKey: string | undefined;
  /** Where `pnpm brand build` wrote its output (default: GENERATED_DIR or <repo>/.generated). */
  generatedDir?: string;
  /** Source manifests read when no build exists (default: <repo>/brands). */
  brandsDir?: string;
}

/** Loads the built brands, or parses brands/<key>/brand.json when nothing is built yet. */
export function loadBrandRegistry(options: LoadBrandsOptions): BrandRegistry {
  const root = options.generatedDir ?? generatedDir();
  if (existsSync(path.join(root, 'brands', 'index.json'))) {
    const index = loadBrandIndex(root);
    const manifests = index.brands.map((entry) => loadBuiltBrand(entry.key, root).manifest);
    return new BrandRegistry(manifests, options.defaultKey, 'generated');
  }
  return new BrandRegistry(
    readSourceManifests(options.brandsDir ?? BRANDS_DIR),
    options.defaultKey,
    'sources',
  );
}

export function readSourceManifests(brandsDir: string): BrandManifest[] {
  if (!existsSync(brandsDir)) return [];
  const manifests: BrandManifest[] = [];
  for (const entry of readdirSync(brandsDir, { withFileTypes: true })) {
    const file = path.join(brandsDir, entry.name, 'brand.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const parsed = BrandManifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      throw new Error(
        `${file} is not a valid brand manifest: ${parsed.error.issues[0]?.message ?? ''} (run \`pnpm brand validate\`)`,
      );
    }
    manifests.push(parsed.data);
  }
  return manifests.sort((a, b) => a.name.localeCompare(b.name));
}
