import { describe, expect, it } from 'vitest';
import {
  dayEndsAt,
  hasStarted,
  isDayOver,
  isEventDate,
  isLiveDate,
  isPlayableDate,
  isRevealableDate,
  isSettledDate,
  mayGeneratePool,
  today,
  upcomingDates,
} from './day-policy.js';

const at = (instant: string) => () => new Date(instant);
/** Noon in New York on Saturday 2026-11-21. */
const NOON = at('2026-11-21T17:00:00.000Z');

describe('day policy', () => {
  it.each([
    ['2026-11-21T04:59:59.999Z', '2026-11-20'],
    ['2026-11-21T05:00:00.000Z', '2026-11-21'],
    ['2026-11-21T17:00:00.000Z', '2026-11-21'],
    // Back in time again (a test clock): the remembered day must not answer for another day.
    ['2026-11-20T12:00:00.000Z', '2026-11-20'],
    // The daylight-saving nights: midnight is 04:00 UTC in summer, 05:00 in winter.
    ['2026-11-01T03:59:59.999Z', '2026-10-31'],
    ['2026-11-01T04:00:00.000Z', '2026-11-01'],
    ['2027-03-14T05:00:00.000Z', '2027-03-14'],
  ])('at %s today is %s', (instant, date) => {
    expect(today(at(instant))).toBe(date);
  });

  it.each([
    ['2026-11-21', '2026-11-22T05:00:00.000Z'],
    ['2026-11-01', '2026-11-02T05:00:00.000Z'], // 25 hours
    ['2027-03-14', '2027-03-15T04:00:00.000Z'], // 23 hours
    ['2026-12-31', '2027-01-01T05:00:00.000Z'],
  ])('the day %s ends at %s', (date, end) => {
    expect(dayEndsAt(date).toISOString()).toBe(end);
  });

  // date → [playable, revealable, started, over, live, settled, may generate a pool (2 days ahead),
  //         takes analytics events]
  it.each([
    ['2026-11-18', [false, false, true, true, false, true, false, false]],
    ['2026-11-19', [false, false, true, true, false, true, false, false]],
    ['2026-11-20', [true, false, true, true, true, false, true, true]],
    ['2026-11-21', [true, true, true, false, true, false, true, true]],
    ['2026-11-22', [false, false, false, false, true, false, true, true]],
    ['2026-11-23', [false, false, false, false, false, false, true, false]],
    ['2026-11-24', [false, false, false, false, false, false, false, false]],
  ])(
    'at noon on 2026-11-21, %s is [playable, revealable, started, over, live, settled, poolable, events] %j',
    (date, expected) => {
      expect([
        isPlayableDate(date, NOON),
        isRevealableDate(date, NOON),
        hasStarted(date, NOON),
        isDayOver(date, NOON),
        isLiveDate(date, NOON),
        isSettledDate(date, NOON),
        mayGeneratePool(date, NOON, 2),
        isEventDate(date, NOON),
      ]).toEqual(expected);
    },
  );

  it('a day is over exactly at its rollover', () => {
    expect(isDayOver('2026-11-20', at('2026-11-21T04:59:59.999Z'))).toBe(false);
    expect(isDayOver('2026-11-20', at('2026-11-21T05:00:00.000Z'))).toBe(true);
  });

  it('keeps today and the days ahead ready', () => {
    expect(upcomingDates(NOON, 0)).toEqual(['2026-11-21']);
    expect(upcomingDates(NOON, 2)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
  });
});
