import path from 'node:path';
import { BRANDS_DIR, generatedDir, type BrandManifest } from '@jobboard/manifest';
import {
  BuildNotReadyError,
  loadBrandBundle,
  readBuildIndex,
  staleBrands,
  type BrandBundle,
} from './bundle.js';

interface RegistryState {
  byKey: Map<string, BrandManifest>;
  byHost: Map<string, BrandManifest>;
  bundles: Map<string, BrandBundle>;
}

function stateOf(
  manifests: readonly BrandManifest[],
  bundles: ReadonlyMap<string, BrandBundle>,
): RegistryState {
  const byKey = new Map<string, BrandManifest>();
  const byHost = new Map<string, BrandManifest>();
  for (const manifest of manifests) {
    byKey.set(manifest.name, manifest);
    for (const host of [manifest.hostKey, ...manifest.aliasHosts, `${manifest.name}.localhost`]) {
      byHost.set(host, manifest);
    }
  }
  return { byKey, byHost, bundles: new Map(bundles) };
}

/**
 * Every brand the process serves, and the host-name lookup (docs/brands.md). Brands are data: this
 * module never names one. A running server reads them from the build (`pnpm brand build`):
 * its index lists the brands, each with its bundle (BrandBundle). Tests may build a registry
 * of manifests alone (the API needs no bundle); such a brand's pages answer 503.
 *
 * The lookups read one immutable state object, so `swap` (a rebuilt brand, a new brand) is a
 * single assignment: a request sees the old brand or the new one, never half of each.
 */
export class BrandRegistry {
  private state: RegistryState;

  constructor(
    manifests: readonly BrandManifest[],
    readonly defaultKey: string | undefined,
    readonly source: 'generated' | 'memory' = 'memory',
    bundles: ReadonlyMap<string, BrandBundle> = new Map(),
    /** The build folder the bundles come from (GENERATED_DIR), for a 'generated' registry. */
    readonly root?: string,
    /** Swap rebuilt and new brands while serving (ssr/render-page.ts watches root's index). */
    readonly watch = false,
  ) {
    this.state = stateOf(manifests, bundles);
  }

  static fromBundles(
    bundles: readonly BrandBundle[],
    defaultKey: string | undefined,
    root: string,
    watch = true,
  ): BrandRegistry {
    return new BrandRegistry(
      bundles.map((b) => b.manifest),
      defaultKey,
      'generated',
      new Map(bundles.map((b) => [b.manifest.name, b])),
      root,
      watch,
    );
  }

  /** Puts (or replaces) built brands, all at once. */
  swap(bundles: readonly BrandBundle[]): void {
    const manifests = new Map(this.state.byKey);
    const all = new Map(this.state.bundles);
    for (const bundle of bundles) {
      manifests.set(bundle.manifest.name, bundle.manifest);
      all.set(bundle.manifest.name, bundle);
    }
    this.state = stateOf(
      [...manifests.values()].sort((a, b) => a.name.localeCompare(b.name)),
      all,
    );
  }

  /** The index entry each built brand was loaded from (the watcher compares with the new one). */
  get entries(): BrandBundle['entry'][] {
    return [...this.state.bundles.values()].map((b) => b.entry);
  }

  /** What `pnpm brand build` wrote for this brand; undefined for a registry of manifests. */
  bundle(key: string): BrandBundle | undefined {
    return this.state.bundles.get(key);
  }

  get all(): BrandManifest[] {
    return [...this.state.byKey.values()];
  }

  get keys(): string[] {
    return [...this.state.byKey.keys()];
  }

  get(key: string): BrandManifest | undefined {
    return this.state.byKey.get(key);
  }

  has(key: string): boolean {
    return this.state.byKey.has(key);
  }

  get defaultBrand(): BrandManifest | undefined {
    return this.defaultKey === undefined ? undefined : this.state.byKey.get(this.defaultKey);
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
    return this.state.byHost.get(host);
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
  /**
   * Brand sources the build is checked against (default: BRANDS_DIR or <repo>/brands); a
   * folder that does not exist (a deployed artefact) is not checked.
   */
  brandsDir?: string;
  /** false: serve the build without comparing it with the sources (tests of the site). */
  checkSources?: boolean;
  /** false: no hot swap (tests reading a build others may rebuild meanwhile). */
  watch?: boolean;
}

/**
 * The built brands, at start: refuses (throws, naming each brand and the command) when a
 * brand of the sources folder is not built, is built from older sources, or its bundle is
 * unreadable.
 */
export function loadBrandRegistry(options: LoadBrandsOptions): BrandRegistry {
  const root = options.generatedDir ?? generatedDir();
  const index = readBuildIndex(root);
  const problems =
    options.checkSources === false
      ? []
      : staleBrands(index, resolveBrandsDir(options.brandsDir)).map(
          ({ key, problem }) => `brand "${key}": ${problem}. Run \`pnpm brand build ${key}\`.`,
        );
  const bundles = [];
  for (const entry of index.brands) {
    try {
      bundles.push(loadBrandBundle(root, entry));
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) throw new BuildNotReadyError(problems);
  return BrandRegistry.fromBundles(bundles, options.defaultKey, root, options.watch ?? true);
}

export function resolveBrandsDir(option?: string): string {
  return path.resolve(option ?? process.env.BRANDS_DIR ?? BRANDS_DIR);
}
