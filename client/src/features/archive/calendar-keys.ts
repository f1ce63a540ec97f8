import { addDays } from '@dozen/engine';
import { addMonthsToDate, clampDate, weekdayOf } from './calendar-month.js';

/**
 * Where a key moves the calendar's focus (the ARIA grid's date-picker keys): arrows by a day or
 * a week (across months), Home and End to the week's start and end, PageUp and PageDown by a
 * month; never before the first puzzle nor after the last. null: the key is not the grid's.
 */
export function movedDate(key: string, date: string, first: string, last: string): string | null {
  let next: string;
  switch (key) {
    case 'ArrowLeft':
      next = addDays(date, -1);
      break;
    case 'ArrowRight':
      next = addDays(date, 1);
      break;
    case 'ArrowUp':
      next = addDays(date, -7);
      break;
    case 'ArrowDown':
      next = addDays(date, 7);
      break;
    case 'Home':
      next = addDays(date, -weekdayOf(date));
      break;
    case 'End':
      next = addDays(date, 6 - weekdayOf(date));
      break;
    case 'PageUp':
      next = addMonthsToDate(date, -1);
      break;
    case 'PageDown':
      next = addMonthsToDate(date, 1);
      break;
    default:
      return null;
  }
  return clampDate(next, first, last);
}
