import { describe, expect, it } from 'vitest';
import {
  dcgAt,
  mean,
  ndcgAt,
  percentile,
  precisionAt,
  recall,
  summarize,
  type QueryOutcome,
} from '../bench/search-quality/metrics.js';

/** The arithmetic of `pnpm bench:search-quality`, against values worked out by hand. */
describe('search-quality metrics', () => {
  it('recall: relevant found over relevant on the board', () => {
    expect(recall([2, 0, 1, 0], 4)).toBe(0.5);
    expect(recall([], 3)).toBe(0);
    expect(recall([2, 2], 2)).toBe(1);
    expect(recall([1], 0)).toBeNull();
  });

  it('precision@10: over the first min(10, n) results, none without results', () => {
    expect(precisionAt([2, 0, 1, 0, 0])).toBe(0.4);
    // 12 results, 3 relevant among the first ten, the 11th relevant too (not counted).
    expect(precisionAt([0, 1, 0, 0, 2, 0, 0, 0, 1, 0, 2, 2])).toBe(0.3);
    expect(precisionAt([])).toBeNull();
  });

  it('DCG with gains 2^g − 1 and log2(rank + 1) discounts', () => {
    // 3/log2(2) + 0 + 1/log2(4) = 3 + 0.5
    expect(dcgAt([2, 0, 1])).toBe(3.5);
    expect(dcgAt([])).toBe(0);
    // only the first k count
    expect(dcgAt([0, 0, 2], 2)).toBe(0);
  });

  it('nDCG@10 against the ideal order of the judged offers', () => {
    // ideal [2, 1, 1] = 3 + 1/log2(3) + 1/2 = 4.13093; 3.5 / 4.13093 = 0.84727
    expect(ndcgAt([2, 0, 1], [1, 2, 1])).toBeCloseTo(0.84727, 5);
    // results [1, 2, 0, 2], judged [2, 2, 1]: (1 + 3/log2 3 + 3/log2 5) / (3 + 3/log2 3 + 1/2)
    expect(ndcgAt([1, 2, 0, 2], [2, 2, 1])).toBeCloseTo(0.776, 3);
    expect(ndcgAt([2, 1], [2, 1])).toBe(1);
    expect(ndcgAt([], [2])).toBe(0);
    expect(ndcgAt([0, 0], [])).toBeNull();
  });

  it('nearest-rank percentiles and means that skip nulls', () => {
    expect(percentile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(percentile([5, 1, 3, 2, 4], 0.95)).toBe(5);
    expect(
      percentile(
        Array.from({ length: 20 }, (_, i) => (i + 1) * 10),
        0.95,
      ),
    ).toBe(190);
    expect(percentile([], 0.5)).toBeNull();
    expect(mean([1, null, 0])).toBe(0.5);
    expect(mean([null])).toBeNull();
  });

  it('summary: zero-result share and recall over judged queries, the absent occupations apart', () => {
    const outcome = (o: Partial<QueryOutcome>): QueryOutcome => ({
      results: 0,
      relevantOnBoard: 0,
      recall: null,
      recallAsked: null,
      precisionAt10: null,
      ndcgAt10: null,
      latencyMs: 1,
      ...o,
    });
    const s = summarize([
      outcome({
        results: 5,
        relevantOnBoard: 4,
        recall: 0.5,
        recallAsked: 1,
        precisionAt10: 0.4,
        ndcgAt10: 0.8,
        latencyMs: 10,
      }),
      outcome({
        results: 0,
        relevantOnBoard: 2,
        recall: 0,
        recallAsked: 0,
        ndcgAt10: 0,
        latencyMs: 2,
      }),
      outcome({
        results: 3,
        relevantOnBoard: 3,
        recall: 1,
        recallAsked: 0.5,
        precisionAt10: 1,
        ndcgAt10: 1,
        latencyMs: 4,
      }),
      outcome({ results: 2, latencyMs: 3 }),
      outcome({ results: 0, latencyMs: 1 }),
    ]);
    expect(s.queries).toBe(3);
    expect(s.zeroResultShare).toBeCloseTo(1 / 3, 10);
    expect(s.meanRecall).toBe(0.5);
    expect(s.meanRecallAsked).toBe(0.5); // (1 + 0 + 0.5) / 3
    expect(s.precisionAt10).toBeCloseTo(0.7, 10); // (0.4 + 1) / 2: the empty answer has no precision
    expect(s.ndcgAt10).toBe(0.6);
    expect(s.notOnBoard).toBe(2);
    expect(s.notOnBoardZeroResultShare).toBe(0.5);
    expect(s.latencyP50).toBe(3);
    expect(s.latencyP95).toBe(10);
  });
});
