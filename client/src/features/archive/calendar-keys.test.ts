import { describe, expect, it } from 'vitest';
import { movedDate } from './calendar-keys.js';
import { monthWeeks } from './calendar-month.js';

const FIRST = '2026-09-03';
const LAST = '2026-11-25';

describe('the calendar keys', () => {
  it('move by a day and a week, across months', () => {
    expect(movedDate('ArrowRight', '2026-10-31', FIRST, LAST)).toBe('2026-11-01');
    expect(movedDate('ArrowLeft', '2026-11-01', FIRST, LAST)).toBe('2026-10-31');
    expect(movedDate('ArrowDown', '2026-10-28', FIRST, LAST)).toBe('2026-11-04');
    expect(movedDate('ArrowUp', '2026-11-04', FIRST, LAST)).toBe('2026-10-28');
  });

  it('go to the week’s ends with Home and End, and by a month with PageUp and PageDown', () => {
    // 2026-11-18 is a Wednesday: its week runs Sunday 15 to Saturday 21.
    expect(movedDate('Home', '2026-11-18', FIRST, LAST)).toBe('2026-11-15');
    expect(movedDate('End', '2026-11-18', FIRST, LAST)).toBe('2026-11-21');
    expect(movedDate('PageUp', '2026-10-31', FIRST, LAST)).toBe('2026-09-30');
    expect(movedDate('PageDown', '2026-10-10', FIRST, LAST)).toBe('2026-11-10');
  });

  it('never leave the first puzzle or yesterday', () => {
    expect(movedDate('ArrowLeft', FIRST, FIRST, LAST)).toBe(FIRST);
    expect(movedDate('PageUp', '2026-09-20', FIRST, LAST)).toBe(FIRST);
    expect(movedDate('ArrowRight', LAST, FIRST, LAST)).toBe(LAST);
    expect(movedDate('PageDown', '2026-11-01', FIRST, LAST)).toBe(LAST);
    expect(movedDate('Enter', '2026-11-01', FIRST, LAST)).toBeNull();
  });

  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]![0]).toBe('2026-11-01'); // November 1, 2026 is a Sunday
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});
