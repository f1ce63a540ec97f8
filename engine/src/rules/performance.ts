/** The performance rating a completed challenge records (spec 001 §5). */
import type { PerformanceRating } from './challenges.js';

const RATING_THRESHOLDS: ReadonlyArray<readonly [minimum: number, rating: PerformanceRating]> = [
  [1.5, 'excellent'],
  [1.2, 'good'],
  [1, 'fair'],
];

/**
 * Rates achieved ÷ required: ≥ 1.5 excellent, ≥ 1.2 good, ≥ 1 fair, else poor. Spec 001 §5
 * averages the ratio with expected ÷ actual time "when game time and estimated duration are
 * known"; the server never knows a game's time it can trust (progress/completion.ts), so the
 * ratio is rated alone.
 */
export function performanceRating(ratio: number): PerformanceRating {
  return RATING_THRESHOLDS.find(([minimum]) => ratio >= minimum)?.[1] ?? 'poor';
}
