import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './home-counts.js';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1_000, '1,000'],
    [12_345, '12,345'],
    [1_234_567, '1,234,567'],
    [-1_234, '-1,234'],
  ])('%d → %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });

  it('is – while the count is unknown', () => {
    expect(formatCount(undefined)).toBe('–');
  });

  it('writes every whole number as en-US Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(formatCount(value)).toBe(intl.format(value));
      }),
    );
  });
});
