import { describe, expect, it } from 'vitest';
import { canPrefetch } from './prefetch';

describe('canPrefetch', () => {
  it('skips 2g and data saver', () => {
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(canPrefetch(undefined)).toBe(true);
  });
});
