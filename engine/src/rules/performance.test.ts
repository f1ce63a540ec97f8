import { describe, expect, it } from 'vitest';
import { performanceRating } from './performance.js';

describe('performanceRating', () => {
  it.each([
    [2, undefined, 'excellent'],
    [1.5, undefined, 'excellent'],
    [1.49, undefined, 'good'],
    [1.2, undefined, 'good'],
    [1.19, undefined, 'fair'],
    [1, undefined, 'fair'],
    [0.99, undefined, 'poor'],
    [0, undefined, 'poor'],
    [Number.NaN, undefined, 'poor'],
    // With times known, the ratio is averaged with expected ÷ actual.
    [1, { actual: 5, expected: 10 }, 'excellent'], // (1 + 2) / 2 = 1.5
    [1, { actual: 10, expected: 14 }, 'good'], // (1 + 1.4) / 2 = 1.2
    [1.5, { actual: 20, expected: 10 }, 'fair'], // (1.5 + 0.5) / 2 = 1
    [1.2, { actual: 20, expected: 10 }, 'poor'], // (1.2 + 0.5) / 2 = 0.85
    [0.8, { actual: 8, expected: 10 }, 'fair'], // (0.8 + 1.25) / 2 = 1.025
    // Unknown times leave the ratio alone.
    [1.2, null, 'good'],
    [1.2, { actual: 0, expected: 10 }, 'good'],
    [1.2, { actual: 10, expected: 0 }, 'good'],
    [1.2, { actual: Number.NaN, expected: 10 }, 'good'],
  ] as const)('ratio %d with %j → %s', (ratio, timing, rating) => {
    expect(performanceRating(ratio, timing)).toBe(rating);
  });
});
