import { existsSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { loadBrandBundle, readBuildIndex, type BrandBundle } from './bundle.js';
import type { BrandRegistry } from './registry.js';

export interface BrandWatchOptions {
  registry: BrandRegistry;
  /** The build folder (GENERATED_DIR) whose brands/index.json is watched. */
  root: string;
  /** A build writes several files then the index: wait for it to settle. */
  debounceMs?: number;
  /** Called after a swap with the keys swapped (the page cache drops their pages). */
  onSwap: (keys: string[]) => void;
  log: { info(msg: string): void; error(msg: string): void };
}

/**
 * Hot swap of rebuilt and new brands. `pnpm brand build` writes a brand's bundle, then its
 * index.json by rename: every change of the index reloads the entries whose build changed,
 * checks each bundle whole (loadBrandBundle), and swaps them into the registry in one step. A
 * bundle that does not load keeps the brand as it was, and says why.
 */
export function watchBrandBuild(options: BrandWatchOptions): { close(): void; reload(): void } {
  const { registry, root, log } = options;
  const dir = path.join(root, 'brands');
  let timer: NodeJS.Timeout | undefined;

  const reload = () => {
    let index;
    try {
      index = readBuildIndex(root);
    } catch (error) {
      // Mid-write or removed: the next event brings the finished one.
      log.error(`brand build index not reloaded: ${(error as Error).message}`);
      return;
    }
    const current = new Map(registry.entries.map((e) => [e.key, e]));
    const changed: BrandBundle[] = [];
    for (const entry of index.brands) {
      const was = current.get(entry.key);
      // A rebuild with no change rewrites only build times: nothing to swap.
      if (
        was &&
        was.bundleHash === entry.bundleHash &&
        was.sourceHash === entry.sourceHash &&
        was.themeCss === entry.themeCss &&
        was.hostKey === entry.hostKey
      )
        continue;
      try {
        changed.push(loadBrandBundle(root, entry));
      } catch (error) {
        log.error(`${(error as Error).message} (kept the brand as it was)`);
      }
    }
    if (changed.length === 0) return;
    registry.swap(changed);
    const keys = changed.map((b) => b.manifest.name);
    options.onSwap(keys);
    log.info(`brand build swapped: ${keys.join(', ')}`);
  };

  let watcher: FSWatcher | undefined;
  if (existsSync(dir)) {
    watcher = watch(dir, (_event, file) => {
      if (file !== null && file !== 'index.json') return;
      clearTimeout(timer);
      timer = setTimeout(reload, options.debounceMs ?? 150);
    });
    // A watcher must not keep a finished process (tests, a closing server) alive.
    watcher.unref();
  }
  return {
    close() {
      clearTimeout(timer);
      watcher?.close();
    },
    reload,
  };
}
