import { describe, expect, it } from 'vitest';
import { addDays, puzzleDate } from '../day.js';
import { computeStreaks, STREAK_LOOKBACK_DAYS, streakWindowStart, type StreakDay } from './streaks.js';

const played = (...dates: string[]): StreakDay[] =>
  dates.map((date) => ({ date, played: true, reachedTarget: false }));
const reached = (...dates: string[]): StreakDay[] =>
  dates.map((date) => ({ date, played: true, reachedTarget: true }));
/** Every date from `from` to `to`, inclusive. */
function range(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

describe('computeStreaks: days played', () => {
  it.each<[string, StreakDay[], string, number, number, boolean]>([
    // name, days, today, current, best, extendedToday
    ['nothing played', [], '2026-11-21', 0, 0, false],
    ['only today', played('2026-11-21'), '2026-11-21', 1, 1, true],
    [
      'today and the two days before',
      played('2026-11-19', '2026-11-20', '2026-11-21'),
      '2026-11-21',
      3,
      3,
      true,
    ],
    // Today has no game yet: the streak still runs to yesterday.
    ['up to yesterday', played('2026-11-19', '2026-11-20'), '2026-11-21', 2, 2, false],
    ['up to the day before yesterday: broken', played('2026-11-18', '2026-11-19'), '2026-11-21', 0, 2, false],
    [
      'a gap of one day',
      played('2026-11-17', '2026-11-18', '2026-11-20', '2026-11-21'),
      '2026-11-21',
      2,
      2,
      true,
    ],
    [
      'an older, longer run is the best',
      played('2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-20'),
      '2026-11-21',
      1,
      4,
      false,
    ],
    ['across a month end', played('2026-10-30', '2026-10-31', '2026-11-01'), '2026-11-01', 3, 3, true],
    ['across a year end', played('2026-12-30', '2026-12-31', '2027-01-01'), '2027-01-02', 3, 3, false],
    ['across a leap day', played('2028-02-28', '2028-02-29', '2028-03-01'), '2028-03-01', 3, 3, true],
    ['the same date twice counts once', played('2026-11-21', '2026-11-21'), '2026-11-21', 1, 1, true],
    ['a future date is ignored', played('2026-11-22'), '2026-11-21', 0, 0, false],
    [
      'a day with an entry but no game is not played',
      [{ date: '2026-11-20', played: false, reachedTarget: false }],
      '2026-11-21',
      0,
      0,
      false,
    ],
  ])('%s', (_name, days, today, current, best, extendedToday) => {
    expect(computeStreaks(days, today).played).toEqual({ current, best, extendedToday });
  });
});

describe('computeStreaks: days the Target Score was reached', () => {
  it.each<[string, StreakDay[], string, number, number]>([
    ['reached today and yesterday', reached('2026-11-20', '2026-11-21'), '2026-11-21', 2, 2],
    // Played today without reaching it yet: the day is not over, the streak runs to yesterday.
    [
      'reached until yesterday, played today without it',
      [...reached('2026-11-19', '2026-11-20'), ...played('2026-11-21')],
      '2026-11-21',
      2,
      2,
    ],
    [
      'a played day without the target breaks it',
      [...reached('2026-11-18'), ...played('2026-11-19'), ...reached('2026-11-20')],
      '2026-11-21',
      1,
      1,
    ],
    [
      'reached without a game does not count',
      [{ date: '2026-11-21', played: false, reachedTarget: true }],
      '2026-11-21',
      0,
      0,
    ],
  ])('%s', (_name, days, today, current, best) => {
    const { targetReached } = computeStreaks(days, today);
    expect([targetReached.current, targetReached.best]).toEqual([current, best]);
  });
});

/**
 * The clock changes in New York (2 a.m. local): 2026-03-08 (23 hours), 2026-11-01 (25 hours),
 * 2027-03-14 and 2027-11-07. Games are dated by the instant they were played, today by the instant
 * the streak is read; one second either side of New York midnight decides the day.
 */
describe('streaks across New York midnight and the clock changes', () => {
  const daysAt = (...instants: string[]) =>
    played(...instants.map((instant) => puzzleDate(new Date(instant))));
  const streakAt = (days: StreakDay[], instant: string) =>
    computeStreaks(days, puzzleDate(new Date(instant))).played;

  it.each<[string, string[], string, number, number]>([
    // name, game instants, read at, current, best
    [
      'spring: 23:59:59 EST on Mar 7 then 00:00:00 on Mar 8 are two days',
      ['2026-03-08T04:59:59Z', '2026-03-08T05:00:00Z'],
      '2026-03-08T12:00:00Z',
      2,
      2,
    ],
    [
      'spring: Mar 8 has 23 hours; 23:59:59 EDT is still Mar 8',
      ['2026-03-07T17:00:00Z', '2026-03-09T03:59:59Z'],
      '2026-03-09T03:59:59Z',
      2,
      2,
    ],
    [
      'spring: at 00:00:00 EDT on Mar 9 the streak lives on from yesterday',
      ['2026-03-07T17:00:00Z', '2026-03-09T03:59:59Z'],
      '2026-03-09T04:00:00Z',
      2,
      2,
    ],
    [
      'spring: a game at 00:00:00 Mar 9 extends it',
      ['2026-03-07T17:00:00Z', '2026-03-08T17:00:00Z', '2026-03-09T04:00:00Z'],
      '2026-03-09T04:00:01Z',
      3,
      3,
    ],
    [
      'spring: a day without a game, read on Mar 10, breaks it',
      ['2026-03-07T17:00:00Z', '2026-03-08T17:00:00Z'],
      '2026-03-10T04:00:00Z',
      0,
      2,
    ],
    [
      'autumn: Nov 1 has 25 hours; 00:00 EDT and 23:59:59 EST are one day',
      ['2026-11-01T04:00:00Z', '2026-11-02T04:59:59Z'],
      '2026-11-02T04:59:59Z',
      1,
      1,
    ],
    [
      'autumn: 23:59:59 EDT on Oct 31, then 00:00:00 on Nov 1, then Nov 2',
      ['2026-11-01T03:59:59Z', '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z'],
      '2026-11-02T05:00:01Z',
      3,
      3,
    ],
    [
      'autumn: read at 23:59:59 EST on Nov 2 without a game that day',
      ['2026-10-31T16:00:00Z', '2026-11-01T16:00:00Z'],
      '2026-11-03T04:59:59Z',
      2,
      2,
    ],
    [
      'autumn: one second later, Nov 3 begins and the streak is broken',
      ['2026-10-31T16:00:00Z', '2026-11-01T16:00:00Z'],
      '2026-11-03T05:00:00Z',
      0,
      2,
    ],
    [
      '2027 spring: Mar 13, 14 and 15 around the change',
      ['2027-03-14T04:59:59Z', '2027-03-14T05:00:00Z', '2027-03-15T04:00:00Z'],
      '2027-03-15T12:00:00Z',
      3,
      3,
    ],
    [
      '2027 spring: 23:59:59 EDT on Mar 14 is not yet Mar 15',
      ['2027-03-13T17:00:00Z', '2027-03-15T03:59:59Z'],
      '2027-03-15T03:59:59Z',
      2,
      2,
    ],
    [
      '2027 autumn: Nov 6, 7 and 8 around the change',
      ['2027-11-07T03:59:59Z', '2027-11-07T04:00:00Z', '2027-11-08T05:00:00Z'],
      '2027-11-08T05:00:00Z',
      3,
      3,
    ],
    [
      '2027 autumn: 23:59:59 EST on Nov 7 then 00:00:00 on Nov 8',
      ['2027-11-08T04:59:59Z', '2027-11-08T05:00:00Z'],
      '2027-11-08T05:00:00Z',
      2,
      2,
    ],
  ])('%s', (_name, instants, readAt, current, best) => {
    const streak = streakAt(daysAt(...instants), readAt);
    expect([streak.current, streak.best]).toEqual([current, best]);
  });

  it('a streak through both 2026 clock changes counts every calendar day once', () => {
    const days = played(...range('2026-03-01', '2026-11-10'));
    const streak = computeStreaks(days, '2026-11-10').played;
    expect(streak.current).toBe(255); // Mar 1 – Nov 10, 2026
    expect(streak.best).toBe(255);
  });
});

describe('the 365-day look-back', () => {
  it('holds today and the 364 days before it', () => {
    expect(STREAK_LOOKBACK_DAYS).toBe(365);
    expect(streakWindowStart('2026-11-21')).toBe('2025-11-22');
    expect(computeStreaks([], '2026-11-21')).toMatchObject({ from: '2025-11-22', to: '2026-11-21' });
  });

  it.each<[string, string[], string, number, number]>([
    ['400 days in a row stop at 365', range('2025-10-18', '2026-11-21'), '2026-11-21', 365, 365],
    ['exactly the window', range('2025-11-22', '2026-11-21'), '2026-11-21', 365, 365],
    ['a year up to yesterday', range('2025-11-21', '2026-11-20'), '2026-11-21', 364, 364],
    [
      'the window starts a day later without today',
      range('2025-11-22', '2026-11-20'),
      '2026-11-21',
      364,
      364,
    ],
    ['a day 365 days back is outside', ['2025-11-21'], '2026-11-21', 0, 0],
    ['a day 364 days back is inside', ['2025-11-22'], '2026-11-21', 0, 1],
    [
      'a run cut by the window counts only its days inside',
      range('2025-11-01', '2025-11-30'),
      '2026-11-21',
      0,
      9,
    ],
    ['across a leap year', range('2027-03-02', '2028-03-01'), '2028-03-01', 365, 365],
  ])('%s', (_name, dates, today, current, best) => {
    const streak = computeStreaks(played(...dates), today).played;
    expect([streak.current, streak.best]).toEqual([current, best]);
  });
});
