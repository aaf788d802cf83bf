/**
 * Relevance figures of the search-quality benchmark, as pure functions of graded lists: what the
 * search returned (each result's grade, 0 when not relevant) and what the judgements say is on the
 * board (each relevant offer's grade). No database here, so the arithmetic has its own unit test.
 */

/** Relevant offers found among the results / relevant offers on the board; null when none is on the board. */
export function recall(resultGrades: readonly number[], relevantOnBoard: number): number | null {
  if (relevantOnBoard === 0) return null;
  return resultGrades.filter((g) => g > 0).length / relevantOnBoard;
}

/** Relevant results among the first min(k, n) / min(k, n); null when there is no result. */
export function precisionAt(resultGrades: readonly number[], k = 10): number | null {
  const top = resultGrades.slice(0, k);
  if (top.length === 0) return null;
  return top.filter((g) => g > 0).length / top.length;
}

/** Discounted cumulative gain of the first k grades, gain 2^g − 1, discount log2(rank + 1). */
export function dcgAt(grades: readonly number[], k = 10): number {
  let sum = 0;
  grades.slice(0, k).forEach((g, i) => {
    sum += (2 ** g - 1) / Math.log2(i + 2);
  });
  return sum;
}

/**
 * nDCG@k: the results' DCG over the DCG of the ideal order of the judged offers on the board
 * (highest grades first). Null when nothing relevant is on the board (no ideal to reach).
 */
export function ndcgAt(
  resultGrades: readonly number[],
  judgedGrades: readonly number[],
  k = 10,
): number | null {
  const ideal = dcgAt(
    [...judgedGrades].filter((g) => g > 0).sort((a, b) => b - a),
    k,
  );
  if (ideal === 0) return null;
  return dcgAt(resultGrades, k) / ideal;
}

/** Nearest-rank percentile (p in 0..1) of the samples; null when there are none. */
export function percentile(samples: readonly number[], p: number): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** Mean of the values that are not null; null when all are. */
export function mean(values: ReadonlyArray<number | null>): number | null {
  const given = values.filter((v): v is number => v !== null);
  return given.length === 0 ? null : given.reduce((a, b) => a + b, 0) / given.length;
}

/** One query's outcome, as the summary needs it. */
export interface QueryOutcome {
  /** Results returned (the search's total, or the collected count when it is capped). */
  results: number;
  /** Relevant offers on the board according to the judgements (0: occupation not on the board). */
  relevantOnBoard: number;
  /** Recall of every judged offer, grade 1 (a close occupation) included. */
  recall: number | null;
  /** Recall of the offers of the occupation asked (grade 2): a title that names it. */
  recallAsked: number | null;
  precisionAt10: number | null;
  ndcgAt10: number | null;
  latencyMs: number;
}

export interface Summary {
  /** Queries with relevant offers on the board. */
  queries: number;
  /** Share of those that returned nothing. */
  zeroResultShare: number | null;
  meanRecall: number | null;
  meanRecallAsked: number | null;
  /** Over the queries (with relevant offers) that returned something. */
  precisionAt10: number | null;
  ndcgAt10: number | null;
  /** Queries whose occupation is not on the board, and the share of them that returned nothing. */
  notOnBoard: number;
  notOnBoardZeroResultShare: number | null;
  latencyP50: number | null;
  latencyP95: number | null;
}

export function summarize(outcomes: readonly QueryOutcome[]): Summary {
  const judged = outcomes.filter((o) => o.relevantOnBoard > 0);
  const absent = outcomes.filter((o) => o.relevantOnBoard === 0);
  const zeroShare = (list: readonly QueryOutcome[]) =>
    list.length === 0 ? null : list.filter((o) => o.results === 0).length / list.length;
  const latencies = outcomes.map((o) => o.latencyMs);
  return {
    queries: judged.length,
    zeroResultShare: zeroShare(judged),
    meanRecall: mean(judged.map((o) => o.recall)),
    meanRecallAsked: mean(judged.map((o) => o.recallAsked)),
    precisionAt10: mean(judged.filter((o) => o.results > 0).map((o) => o.precisionAt10)),
    ndcgAt10: mean(judged.map((o) => o.ndcgAt10)),
    notOnBoard: absent.length,
    notOnBoardZeroResultShare: zeroShare(absent),
    latencyP50: percentile(latencies, 0.5),
    latencyP95: percentile(latencies, 0.95),
  };
}
