import { describe, expect, it } from 'vitest';
import { histogram, progressLine, summarise } from './stats.js';

describe('summarise', () => {
  it.each<[number[], ReturnType<typeof summarise>]>([
    [[5], { count: 1, min: 5, median: 5, p95: 5, max: 5, mean: 5 }],
    [[3, 1, 2], { count: 3, min: 1, median: 2, p95: 3, max: 3, mean: 2 }],
    [[4, 1, 3, 2], { count: 4, min: 1, median: 2.5, p95: 4, max: 4, mean: 2.5 }],
    // Nearest rank: the 95th of 100 sorted values is the 95th value.
    [
      Array.from({ length: 100 }, (_, i) => 100 - i),
      { count: 100, min: 1, median: 50.5, p95: 95, max: 100, mean: 50.5 },
    ],
  ])('summarises %j', (values, expected) => {
    expect(summarise(values)).toEqual(expected);
  });

  it('refuses nothing', () => {
    expect(() => summarise([])).toThrow(RangeError);
  });
});

describe('histogram', () => {
  it('counts each value, in ascending order', () => {
    expect(histogram([8, 7, 8, 10, 8, 7])).toEqual([
      [7, 2],
      [8, 3],
      [10, 1],
    ]);
    expect(histogram([])).toEqual([]);
  });
});

describe('progressLine', () => {
  it.each([
    [0, 4, `[${'-'.repeat(40)}] 0/4`],
    [1, 4, `[${'#'.repeat(10)}${'-'.repeat(30)}] 1/4`],
    [4, 4, `[${'#'.repeat(40)}] 4/4`],
  ])('draws %i of %i', (done, total, line) => {
    expect(progressLine(done, total)).toBe(line);
  });
});
