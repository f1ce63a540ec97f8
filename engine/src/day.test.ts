import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareDates,
  daysBetween,
  formatPuzzleDate,
  formatMonth,
  formatPuzzleDay,
  formatShortPuzzleDate,
  isPuzzleDate,
  lastDayOfMonth,
  nextRollover,
  puzzleDate,
  puzzleDateStart,
  timeLeft,
} from './day.js';
import { countdownText } from './day-clock.js';

const at = (iso: string) => new Date(iso);
const H = 3_600_000;
const M = 60_000;
const S = 1_000;

// New York is UTC−5 in winter (EST) and UTC−4 in summer (EDT); the clocks change at 2 a.m. local
// on 2026-03-08, 2026-11-01, 2027-03-14 and 2027-11-07.
describe('puzzleDate', () => {
  it.each([
    // One second either side of each midnight around the daylight-saving days.
    ['2026-03-08T04:59:59Z', '2026-03-07'],
    ['2026-03-08T05:00:00Z', '2026-03-08'],
    ['2026-03-08T06:59:59Z', '2026-03-08'], // 01:59:59 EST, then the clock jumps to 03:00 EDT
    ['2026-03-08T07:00:00Z', '2026-03-08'],
    ['2026-03-09T03:59:59Z', '2026-03-08'],
    ['2026-03-09T04:00:00Z', '2026-03-09'],
    ['2026-11-01T03:59:59Z', '2026-10-31'],
    ['2026-11-01T04:00:00Z', '2026-11-01'],
    ['2026-11-01T05:30:00Z', '2026-11-01'], // 01:30 EDT
    ['2026-11-01T06:30:00Z', '2026-11-01'], // 01:30 EST, the same wall time an hour later
    ['2026-11-02T04:59:59Z', '2026-11-01'],
    ['2026-11-02T05:00:00Z', '2026-11-02'],
    ['2027-03-14T04:59:59Z', '2027-03-13'],
    ['2027-03-14T05:00:00Z', '2027-03-14'],
    ['2027-03-15T03:59:59Z', '2027-03-14'],
    ['2027-03-15T04:00:00Z', '2027-03-15'],
    ['2027-11-07T03:59:59Z', '2027-11-06'],
    ['2027-11-07T04:00:00Z', '2027-11-07'],
    ['2027-11-08T04:59:59Z', '2027-11-07'],
    ['2027-11-08T05:00:00Z', '2027-11-08'],
    // Month and year ends.
    ['2026-03-01T04:59:59Z', '2026-02-28'],
    ['2026-03-01T05:00:00Z', '2026-03-01'],
    ['2026-05-01T03:59:59.999Z', '2026-04-30'],
    ['2026-05-01T04:00:00Z', '2026-05-01'],
    ['2027-01-01T04:59:59Z', '2026-12-31'],
    ['2027-01-01T05:00:00Z', '2027-01-01'],
    ['2028-02-29T05:00:00Z', '2028-02-29'],
    // The UTC date is already tomorrow while New York is still on today.
    ['2026-11-21T03:00:00Z', '2026-11-20'],
    ['2026-07-04T03:59:59Z', '2026-07-03'],
  ])('%s is %s in New York', (instant, date) => {
    expect(puzzleDate(at(instant))).toBe(date);
  });

  it('throws on an invalid instant (a bug, not a player error)', () => {
    expect(() => puzzleDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('puzzleDateStart', () => {
  it.each([
    ['2026-03-08', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09', '2026-03-09T04:00:00.000Z'],
    ['2026-11-01', '2026-11-01T04:00:00.000Z'],
    ['2026-11-02', '2026-11-02T05:00:00.000Z'],
    ['2026-11-21', '2026-11-21T05:00:00.000Z'],
    ['2027-07-01', '2027-07-01T04:00:00.000Z'],
  ])('%s begins at %s', (date, instant) => {
    expect(puzzleDateStart(date).toISOString()).toBe(instant);
  });
});

describe('nextRollover and timeLeft', () => {
  it.each([
    // instant, next rollover, [hours, minutes, seconds] left
    ['2026-03-08T05:00:00Z', '2026-03-09T04:00:00.000Z', [23, 0, 0]], // the 23-hour day, from its start
    ['2026-03-08T04:59:59Z', '2026-03-08T05:00:00.000Z', [0, 0, 1]],
    ['2026-03-08T12:00:00Z', '2026-03-09T04:00:00.000Z', [16, 0, 0]], // 08:00 EDT
    ['2026-03-08T06:30:00Z', '2026-03-09T04:00:00.000Z', [21, 30, 0]], // 01:30 EST, before the jump
    ['2026-03-09T03:59:59Z', '2026-03-09T04:00:00.000Z', [0, 0, 1]],
    ['2026-11-01T04:00:00Z', '2026-11-02T05:00:00.000Z', [25, 0, 0]], // the 25-hour day
    ['2026-11-01T05:30:00Z', '2026-11-02T05:00:00.000Z', [23, 30, 0]], // first 01:30
    ['2026-11-01T06:30:00Z', '2026-11-02T05:00:00.000Z', [22, 30, 0]], // second 01:30
    ['2026-11-02T04:59:59Z', '2026-11-02T05:00:00.000Z', [0, 0, 1]],
    ['2027-03-14T05:00:00Z', '2027-03-15T04:00:00.000Z', [23, 0, 0]],
    ['2027-03-14T17:45:30Z', '2027-03-15T04:00:00.000Z', [10, 14, 30]],
    ['2027-11-07T04:00:00Z', '2027-11-08T05:00:00.000Z', [25, 0, 0]],
    ['2027-11-07T04:00:01Z', '2027-11-08T05:00:00.000Z', [24, 59, 59]],
    ['2026-12-31T12:00:00Z', '2027-01-01T05:00:00.000Z', [17, 0, 0]],
    ['2027-01-01T04:59:59Z', '2027-01-01T05:00:00.000Z', [0, 0, 1]],
    ['2027-01-01T05:00:00Z', '2027-01-02T05:00:00.000Z', [24, 0, 0]], // exactly midnight: the next one
    ['2027-01-01T05:00:01Z', '2027-01-02T05:00:00.000Z', [23, 59, 59]],
    ['2026-02-28T23:00:00Z', '2026-03-01T05:00:00.000Z', [6, 0, 0]],
  ] as const)('at %s the next rollover is %s', (instant, rollover, [hours, minutes, seconds]) => {
    expect(nextRollover(at(instant)).toISOString()).toBe(rollover);
    expect(timeLeft(at(instant))).toEqual({
      hoursLeft: hours,
      minutesLeft: minutes,
      secondsLeft: seconds,
      totalMs: hours * H + minutes * M + seconds * S,
    });
  });

  it('rounds the parts down and keeps the exact total', () => {
    expect(timeLeft(at('2027-01-01T04:59:59.999Z'))).toEqual({
      hoursLeft: 0,
      minutesLeft: 0,
      secondsLeft: 0,
      totalMs: 1,
    });
    expect(timeLeft(at('2027-01-01T04:58:00.500Z'))).toEqual({
      hoursLeft: 0,
      minutesLeft: 1,
      secondsLeft: 59,
      totalMs: 119_500,
    });
  });

  it('is always strictly after the instant and at most 25 hours away', () => {
    const from = at('2026-01-01T00:00:00Z').getTime();
    const to = at('2028-01-01T00:00:00Z').getTime();
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (ms) => {
        const instant = new Date(ms);
        const rollover = nextRollover(instant);
        const left = rollover.getTime() - ms;
        expect(left).toBeGreaterThan(0);
        expect(left).toBeLessThanOrEqual(25 * H);
        expect(puzzleDate(rollover)).toBe(addDays(puzzleDate(instant), 1));
        expect(puzzleDate(new Date(rollover.getTime() - 1))).toBe(puzzleDate(instant));
      }),
      { numRuns: 300 },
    );
  });
});

describe('countdownText', () => {
  it.each([
    [25 * H, '25 Hours Left'],
    [24 * H, '24 Hours Left'],
    [23 * H, '23 Hours Left'],
    [2 * H, '2 Hours Left'],
    [2 * H + 30 * S, '2 Hours Left'], // the minutes part is 0
    [1 * H, '1 Hour Left'],
    [1 * H + 59 * S + 999, '1 Hour Left'],
    [1 * H + 1 * M, '1h 1m Left'],
    [16 * H + 30 * M + 15 * S, '16h 30m Left'],
    [24 * H + 59 * M + 59 * S, '24h 59m Left'],
    [1 * H - 1, '59:59'], // under an hour: live mm:ss
    [59 * M + 59 * S, '59:59'],
    [10 * M, '10:00'],
    [5 * M + 7 * S, '05:07'],
    [1 * M, '01:00'],
    [1 * M - 1, '00:59'],
    [1 * S, '00:01'],
    [999, '00:00'],
    [0, '00:00'],
    [-5 * S, '00:00'], // never negative
    [Number.NaN, '00:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(countdownText(ms)).toBe(text);
  });
});

/** The calendar's labels and month ends: each a function of one string, with its known answers. */
const STRING_ANSWERS: Array<[name: string, of: (input: string) => string, cases: Array<[string, string]>]> = [
  [
    'formatPuzzleDate',
    formatPuzzleDate,
    [
      ['2026-11-21', 'Saturday, November 21, 2026'],
      ['2026-01-01', 'Thursday, January 1, 2026'],
      ['2026-03-08', 'Sunday, March 8, 2026'],
      ['2026-11-01', 'Sunday, November 1, 2026'],
      ['2027-03-14', 'Sunday, March 14, 2027'],
      ['2027-11-07', 'Sunday, November 7, 2027'],
      ['2026-12-31', 'Thursday, December 31, 2026'],
      ['2028-02-29', 'Tuesday, February 29, 2028'],
      ['2000-03-01', 'Wednesday, March 1, 2000'],
      ['1970-01-01', 'Thursday, January 1, 1970'],
      ['1969-12-31', 'Wednesday, December 31, 1969'],
    ],
  ],
  [
    "formatPuzzleDay (the archive's label)",
    formatPuzzleDay,
    [
      ['2026-11-16', 'Monday, November 16'],
      ['2028-02-29', 'Tuesday, February 29'],
      ['1969-12-31', 'Wednesday, December 31'],
    ],
  ],
  [
    "formatMonth (the archive's month title)",
    formatMonth,
    [
      ['2026-11', 'November 2026'],
      ['2027-01', 'January 2027'],
      ['1999-12', 'December 1999'],
    ],
  ],
  [
    'lastDayOfMonth',
    lastDayOfMonth,
    [
      ['2026-11', '2026-11-30'],
      ['2026-12', '2026-12-31'],
      ['2027-02', '2027-02-28'],
      ['2028-02', '2028-02-29'],
      ['2100-02', '2100-02-28'],
      ['2000-02', '2000-02-29'],
    ],
  ],
  [
    'formatShortPuzzleDate',
    formatShortPuzzleDate,
    [
      ['2026-11-21', 'Sat, Nov 21'],
      ['2026-03-08', 'Sun, Mar 8'],
      ['2027-11-07', 'Sun, Nov 7'],
      ['1969-12-31', 'Wed, Dec 31'],
    ],
  ],
];

describe.each(STRING_ANSWERS)('%s', (_name, of, cases) => {
  it.each(cases)('%s → %s', (input, answer) => {
    expect(of(input)).toBe(answer);
  });
});

describe('the date functions refuse what is not a date or a month', () => {
  it.each([
    ['formatPuzzleDate', '2026-02-30', formatPuzzleDate],
    ['lastDayOfMonth', '2026-13', lastDayOfMonth],
  ] as const)('%s(%j) throws a RangeError', (_name, input, of) => {
    expect(() => of(input)).toThrow(RangeError);
  });
});

describe('isPuzzleDate', () => {
  it.each([
    ['2026-11-21', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-01-32', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['0000-01-01', false],
    ['2026-1-01', false],
    ['26-01-01', false],
    ['20260101', false],
    ['2026/01/01', false],
    [' 2026-01-01', false],
    ['2026-01-01 ', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%j → %s', (s, valid) => {
    expect(isPuzzleDate(s)).toBe(valid);
  });
});

describe('addDays, daysBetween, compareDates', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2026-01-31', 30, '2026-03-02'],
    ['2026-11-21', 365, '2027-11-21'],
    ['2026-11-21', 0, '2026-11-21'],
    ['2026-03-08', -7, '2026-03-01'],
  ])('%s + %d days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it('agrees with UTC calendar arithmetic on random dates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: -3_000, max: 3_000 }),
        (start, days) => {
          const date = new Date(start * 86_400_000).toISOString().slice(0, 10);
          const expected = new Date((start + days) * 86_400_000).toISOString().slice(0, 10);
          expect(addDays(date, days)).toBe(expected);
          expect(daysBetween(date, expected)).toBe(days);
        },
      ),
    );
  });

  it('rejects a fractional day count and a bad date', () => {
    expect(() => addDays('2026-01-01', 0.5)).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });

  it.each([
    ['2026-03-08', '2027-03-14', -1],
    ['2027-03-14', '2026-03-08', 1],
    ['2026-11-21', '2026-11-21', 0],
    ['2026-12-31', '2027-01-01', -1],
  ])('compareDates(%s, %s) = %d', (a, b, sign) => {
    expect(compareDates(a, b)).toBe(sign);
  });

  it('sorts dates in calendar order', () => {
    expect(['2027-01-01', '2026-12-31', '2026-03-08'].sort(compareDates)).toEqual([
      '2026-03-08',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('counts days across years', () => {
    expect(daysBetween('2026-03-08', '2027-03-14')).toBe(371);
  });
});
