import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

describe('reloadAfterChunkError', () => {
  it('reloads at most once a minute', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const reload = vi.fn();
    expect(reloadAfterChunkError(storage, 100_000, reload)).toBe(true);
    expect(reloadAfterChunkError(storage, 130_000, reload)).toBe(false);
    expect(reloadAfterChunkError(storage, 170_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
  it('recognizes chunk errors', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
