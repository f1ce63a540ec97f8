/** The performance rating a completed challenge records (spec 001 §5). */
import type { PerformanceRating } from './challenges.js';

/** How long the game took and how long the challenge expected, in the same unit. */
export interface ChallengeTiming {
  actual: number;
  expected: number;
}

const RATING_THRESHOLDS: ReadonlyArray<readonly [minimum: number, rating: PerformanceRating]> = [
  [1.5, 'excellent'],
  [1.2, 'good'],
  [1, 'fair'],
];

const known = (n: number) => Number.isFinite(n) && n > 0;

/**
 * Rates achieved ÷ required: ≥ 1.5 excellent, ≥ 1.2 good, ≥ 1 fair, else poor. When both the
 * game's time and the estimated duration are known, the ratio is first averaged with
 * expected ÷ actual, so finishing faster than expected lifts the rating.
 */
export function performanceRating(ratio: number, timing?: ChallengeTiming | null): PerformanceRating {
  const combined =
    timing && known(timing.actual) && known(timing.expected)
      ? (ratio + timing.expected / timing.actual) / 2
      : ratio;
  return RATING_THRESHOLDS.find(([minimum]) => combined >= minimum)?.[1] ?? 'poor';
}
