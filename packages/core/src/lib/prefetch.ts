import type { RouteName } from '@jobboard/contracts/routes';

type Prefetcher = (name: RouteName) => void;
let prefetcher: Prefetcher = () => undefined;

/** The app registers how to warm a route's chunk; shared components only call prefetch(). */
export function setRoutePrefetcher(fn: Prefetcher): void {
  prefetcher = fn;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetch skipped on 2g or data-saver connections. */
export function canPrefetch(
  connection: NetworkInformation | undefined = (
    globalThis.navigator as { connection?: NetworkInformation } | undefined
  )?.connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

export function prefetchRoute(name: RouteName): void {
  if (canPrefetch()) prefetcher(name);
}
