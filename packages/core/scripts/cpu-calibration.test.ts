import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpu-calibration';

describe('cpuSlowdownFor', () => {
  it("gives the calculator's multipliers at its reference points", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it('slows a faster machine more, never below 1×', () => {
    expect(cpuSlowdownFor(3000)).toBeGreaterThan(cpuSlowdownFor(2000));
    expect(cpuSlowdownFor(50)).toBe(1);
  });

  it("keeps Lighthouse's default when the index is unknown", () => {
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
  });
});
