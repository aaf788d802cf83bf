import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { requireFromCore } from './paths.ts';

/**
 * SWR imports useSyncExternalStore from `use-sync-external-store/shim`, a stand-in for React
 * before 18 that, on React 18 and later, hands back React's own hook. The app runs on React 19:
 * the import is React's hook itself, without the stand-in's code (0.3 KB gzip). A React older than
 * 18 fails the build here.
 */
/** The module standing in for the shim (a virtual id: no path under node_modules). */
export const SYNC_EXTERNAL_STORE_MODULE = '\0react-use-sync-external-store';

export function reactOwnSyncExternalStore(): Plugin {
  const virtualId = SYNC_EXTERNAL_STORE_MODULE;
  const reactMajor = Number(
    (
      JSON.parse(readFileSync(requireFromCore.resolve('react/package.json'), 'utf8')) as {
        version: string;
      }
    ).version.split('.')[0],
  );
  return {
    name: 'react-own-use-sync-external-store',
    enforce: 'pre',
    resolveId(source) {
      if (source !== 'use-sync-external-store/shim') return null;
      if (reactMajor < 18)
        this.error(
          `vite/react-own-sync-external-store.ts: React ${reactMajor} has no useSyncExternalStore of its own.`,
        );
      return virtualId;
    },
    load: (id) => (id === virtualId ? "export { useSyncExternalStore } from 'react';" : null),
  };
}
