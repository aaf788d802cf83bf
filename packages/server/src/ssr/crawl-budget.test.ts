import { describe, expect, it } from 'vitest';
import { CrawlBudget } from './crawl-budget.js';

describe('CrawlBudget', () => {
  it('gives its burst at once, then renders at its rate', () => {
    let now = 0;
    const budget = new CrawlBudget({ perSecond: 5, burst: 10, now: () => now });
    const taken = () => Array.from({ length: 20 }, () => budget.take()).filter(Boolean).length;
    expect(taken()).toBe(10);
    now += 1000;
    expect(taken()).toBe(5);
    now += 200;
    expect(taken()).toBe(1);
    // A quiet spell refills it up to the burst, not beyond.
    now += 60_000;
    expect(taken()).toBe(10);
  });
});
