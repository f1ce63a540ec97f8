import type { TArchiveDay } from '@dozen/engine/contract';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { movedDate } from './calendar-keys.js';
import { dayLabel, monthWeeks, WEEKDAY_NAMES } from './calendar-month.js';
import { daySummary } from './day-summary.js';
import { DayMarks } from './DayMarks.js';

export interface ArchiveCalendarProps {
  month: string;
  /** The month's puzzles by date; undefined while the month loads. */
  days: ReadonlyMap<string, TArchiveDay> | undefined;
  firstDate: string;
  lastDate: string;
  /** The one day in the tab order (roving tabindex); the grid's keys move it. */
  focused: string;
  onFocusDate: (date: string) => void;
  onOpen: (date: string) => void;
  labelledBy: string;
}

/** Always six weeks: a month of four or five never makes the page below it jump. */
const WEEKS_SHOWN = 6;

/**
 * The month as an ARIA grid (the date picker pattern): each past puzzle a button named with the
 * player's result, one of them in the tab order; arrows move by day and week (across months),
 * Home and End to the week's ends, PageUp and PageDown by month; Enter or Space opens the day.
 */
export function ArchiveCalendar(props: ArchiveCalendarProps) {
  const { month, days, firstDate, lastDate, focused, onFocusDate, onOpen } = props;
  const grid = useRef<HTMLTableElement>(null);
  /** The focus moved by a key: follow it into the (maybe newly shown) month once it is drawn. */
  const keyMoved = useRef(false);

  useEffect(() => {
    if (!keyMoved.current) return;
    const button = grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`);
    if (!button) return;
    keyMoved.current = false;
    button.focus();
  }, [focused, month, days]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = movedDate(event.key, focused, firstDate, lastDate);
    if (next === null) return;
    event.preventDefault();
    keyMoved.current = true;
    onFocusDate(next);
  }

  const weeks = monthWeeks(month);
  while (weeks.length < WEEKS_SHOWN) weeks.push(Array.from({ length: 7 }, () => null));

  return (
    <table
      ref={grid}
      role="grid"
      className="archive-calendar"
      aria-labelledby={props.labelledBy}
      aria-busy={days === undefined}
      onKeyDown={onKeyDown}
      data-testid="archive-calendar"
    >
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name) => (
            <th key={name} scope="col" abbr={name}>
              <span aria-hidden="true">{name.slice(0, 1)}</span>
              <span className="visually-hidden">{name}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={row}>
            {week.map((date, column) => (
              <td key={column} className="archive-calendar__cell">
                {date && (
                  <DayCell
                    date={date}
                    day={days?.get(date)}
                    loading={days === undefined}
                    open={date >= firstDate && date <= lastDate}
                    focused={date === focused}
                    onFocus={() => date !== focused && onFocusDate(date)}
                    onOpen={() => onOpen(date)}
                  />
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DayCellProps {
  date: string;
  day: TArchiveDay | undefined;
  loading: boolean;
  /** Between the first puzzle and yesterday. */
  open: boolean;
  focused: boolean;
  onFocus: () => void;
  onOpen: () => void;
}

function DayCell({ date, day, loading, open, focused, onFocus, onOpen }: DayCellProps) {
  const number = Number(date.slice(8, 10));
  if (!open) {
    return (
      <span className="archive-day archive-day--closed">
        <span aria-hidden="true">{number}</span>
        <span className="visually-hidden">{dayLabel(date)}: no puzzle to play</span>
      </span>
    );
  }
  const name = day ? daySummary(day) : `${dayLabel(date)}: ${loading ? 'loading' : 'no puzzle'}`;
  const played = day && (day.onTheDay || day.later);
  // The marks sit beside the button, over its lower half, out of its name: the button's visible
  // text is its day's number alone, which its name contains (WCAG 2.5.3, label in name).
  return (
    <>
      <button
        type="button"
        className={`archive-day${played ? ' archive-day--played' : ''}`}
        data-date={date}
        tabIndex={focused ? 0 : -1}
        aria-label={name}
        aria-disabled={day ? undefined : true}
        onFocus={onFocus}
        onClick={() => day && onOpen()}
      >
        <span className="archive-day__number" aria-hidden="true">
          {number}
        </span>
      </button>
      {day && <DayMarks day={day} />}
    </>
  );
}
