import { vi } from 'vitest';

/**
 * A matchMedia that matches nothing, for tests that raise toasts: react-hot-toast asks for
 * reduced motion, which jsdom cannot answer. Call it in a `beforeEach`.
 */
export function stubMatchMedia(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
