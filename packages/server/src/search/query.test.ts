import { describe, expect, it, vi } from 'vitest';
import { buildSearchQuery } from './query.js';
import { getThesaurus } from './thesaurus.js';
import type * as Analyze from './analyze.js';

// Count the analyses: a search's page, count, facets and relaxations ask for the same text.
const analysed = vi.hoisted(() => ({ count: 0 }));
vi.mock('./analyze.js', async (original) => {
  const actual = await original<typeof Analyze>();
  return {
    ...actual,
    analyze: (...args: Parameters<typeof actual.analyze>) => {
      analysed.count++;
      return actual.analyze(...args);
    },
  };
});

describe('buildSearchQuery', () => {
  it('analyses a search text once: the same text gives the same queries again', () => {
    const thesaurus = getThesaurus();
    analysed.count = 0;
    const first = buildSearchQuery('infirmière auxiliaire', thesaurus);
    const once = analysed.count;
    expect(first).not.toBeNull();
    expect(once).toBeGreaterThan(0);
    expect(buildSearchQuery('infirmière auxiliaire', thesaurus)).toBe(first);
    expect(buildSearchQuery('infirmière auxiliaire')).toBe(first);
    expect(analysed.count).toBe(once);
    // A text with no word has no query, kept as well.
    expect(buildSearchQuery('  ', thesaurus)).toBeNull();
    const afterStopWords = analysed.count;
    expect(buildSearchQuery('  ', thesaurus)).toBeNull();
    expect(analysed.count).toBe(afterStopWords);
    // Another text is analysed.
    expect(buildSearchQuery('infirmière', thesaurus)).not.toBe(first);
    expect(analysed.count).toBeGreaterThan(afterStopWords);
  });
});
