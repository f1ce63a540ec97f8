import { describe, expect, it } from 'vitest';
import { performanceRating } from './performance.js';

describe('performanceRating', () => {
  it.each([
    [2, 'excellent'],
    [1.5, 'excellent'],
    [1.49, 'good'],
    [1.2, 'good'],
    [1.19, 'fair'],
    [1, 'fair'],
    [0.99, 'poor'],
    [0, 'poor'],
    [Number.NaN, 'poor'],
  ] as const)('ratio %d → %s', (ratio, rating) => {
    expect(performanceRating(ratio)).toBe(rating);
  });
});
