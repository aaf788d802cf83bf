import { describe, expect, it } from 'vitest';
import { searchCost } from './search-cost.js';

const cost = (query: string, facets = false) => searchCost(new URLSearchParams(query), { facets });

describe('searchCost', () => {
  it('prices what a search will do, from its query alone', () => {
    expect(cost('')).toBe(1);
    expect(cost('q=infirmière auxiliaire de nuit')).toBe(2);
    expect(cost('q=comptable&city=1', true)).toBe(4);
    expect(cost('q=a b c d e f')).toBe(4);
    expect(cost('q=comptable&page=10')).toBe(3);
  });

  it('prices 33 words with every filter family and facets over ten ordinary searches', () => {
    const words = Array.from({ length: 33 }, (_, i) => `w${i}`).join(' ');
    const costly = cost(
      `q=${words}&category=1&specialization=1000&city=1&radius=50&schedule=41&experience=33&company=3&pay_min=20&remote=1`,
      true,
    );
    expect(costly).toBe(1 + 30 + 8 + 1 + 2);
    expect(costly).toBeGreaterThan(10 * cost('q=comptable&city=1', true));
  });
});
