// How much Lighthouse should slow this machine's CPU to stand for a mid-tier phone.
//
// Lighthouse's mobile preset always multiplies the main-thread work it observes by 4, which is right
// for a desktop of benchmarkIndex ~1,500 and wrong for anything else: on a machine of ~3,800 it
// stands for a phone three times faster than the target, on one of ~1,100 for a slower one. The
// Lighthouse team's answer (docs/throttling.md, "Calibrating the CPU slowdown") is their CPU
// throttling calculator (lighthouse-cpu-throttling-calculator.vercel.app); `suggestedSlowdown` is its
// formula, piecewise linear through 150 → 1x, 800 → 2x, 1,300 → 3x and 233 more per 1x beyond.

/** Below this index a machine is too slow to stand for the target phone at all (the calculator's words). */
const SLOWEST_CALIBRATED_INDEX = 150;

/**
 * The CPU slowdown multiplier for a machine of `benchmarkIndex` (Lighthouse's own measure), or null when
 * the machine is slower than the target phone itself.
 * @param {number} benchmarkIndex
 * @returns {number | null}
 */
export function suggestedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_CALIBRATED_INDEX) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
