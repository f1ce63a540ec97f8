import { describe, expect, it } from 'vitest';
import { weekOf } from './week.js';

describe('weekOf (New York Monday–Sunday)', () => {
  it.each([
    ['2026-11-16', '2026-11-16', '2026-11-22'], // a Monday starts its week
    ['2026-11-21', '2026-11-16', '2026-11-22'], // Saturday
    ['2026-11-22', '2026-11-16', '2026-11-22'], // Sunday ends it
    ['2026-11-23', '2026-11-23', '2026-11-29'],
    ['2026-03-08', '2026-03-02', '2026-03-08'], // the spring clock change is a Sunday
    ['2026-11-01', '2026-10-26', '2026-11-01'], // so is the autumn one
    ['2027-01-01', '2026-12-28', '2027-01-03'], // across a year end
    ['2028-03-01', '2028-02-28', '2028-03-05'], // across a leap day
    ['1970-01-01', '1969-12-29', '1970-01-04'],
  ])('%s is in the week %s – %s', (date, start, end) => {
    expect(weekOf(date)).toEqual({ start, end });
  });
});
