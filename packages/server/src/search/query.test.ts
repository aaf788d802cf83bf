import { describe, expect, it } from 'vitest';
import { buildSearchQuery } from './query.js';
import { getThesaurus, type Thesaurus } from './thesaurus.js';

describe('buildSearchQuery', () => {
  it('analyses a search text once: the same text gives the same queries again', () => {
    // A thesaurus object of this test's own: the queries kept for it are only this test's (the
    // server's files share a worker's modules, and others search these words too).
    const thesaurus: Thesaurus = { ...getThesaurus() };
    const first = buildSearchQuery('infirmière auxiliaire', thesaurus);
    expect(first).not.toBeNull();
    // The same object, not an equal one: the text was not analysed again.
    expect(buildSearchQuery('infirmière auxiliaire', thesaurus)).toBe(first);
    // Another thesaurus has queries of its own.
    const other = buildSearchQuery('infirmière auxiliaire', { ...getThesaurus() });
    expect(other).not.toBe(first);
    expect(other).toEqual(first);
    // A text with no word has no query, kept as well; another text is analysed.
    expect(buildSearchQuery('  ', thesaurus)).toBeNull();
    expect(buildSearchQuery('  ', thesaurus)).toBeNull();
    const nurse = buildSearchQuery('infirmière', thesaurus);
    expect(nurse).not.toBe(first);
    expect(nurse).not.toEqual(first);
  });
});
