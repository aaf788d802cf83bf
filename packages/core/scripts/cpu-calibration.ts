/**
 * Lighthouse's CPU slowdown for the machine it runs on. Lighthouse's mobile preset slows the CPU
 * 4×, which stands for a mid-range phone on the desktop its authors calibrated it on; a faster
 * machine (a higher `benchmarkIndex`, Lighthouse's own speed check) runs the same page faster
 * under the same 4× and flatters the figures. Lighthouse's throttling documentation calibrates
 * the multiplier from the benchmarkIndex with its CPU throttling calculator; these are the
 * calculator's piecewise-linear steps (1,300 → 3×, 1,533 → 4×, 2,000 → 6×; 800 → 2×; 150 → 1×).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
