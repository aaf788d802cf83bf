const KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk|module script/i.test(
    message,
  );
}

/**
 * A failed chunk load (a deploy replaced the files) reloads the page, at most once
 * a minute so that a real outage does not loop. Returns whether it reloads.
 */
export function reloadAfterChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage,
  now = Date.now(),
  reload: () => void = () => globalThis.location.reload(),
): boolean {
  try {
    const last = Number(storage?.getItem(KEY) ?? 0);
    if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    storage?.setItem(KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
