/**
 * The puzzle day's clock without its calendar: the time zone the day runs in and the countdown to
 * its end. A module of its own because the home screen's first render needs these and none of the
 * calendar (day.ts), and a bundle takes a module whole.
 */

export const PUZZLE_TIME_ZONE = 'America/New_York';

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;

export interface TimeLeft {
  hoursLeft: number;
  minutesLeft: number;
  secondsLeft: number;
  totalMs: number;
}

/** Split a duration into whole hours, minutes and seconds (rounded down; negative counts as 0). */
export function splitDuration(ms: number): TimeLeft {
  const totalMs = Number.isFinite(ms) && ms > 0 ? ms : 0;
  return {
    hoursLeft: Math.floor(totalMs / MS_PER_HOUR),
    minutesLeft: Math.floor((totalMs % MS_PER_HOUR) / MS_PER_MINUTE),
    secondsLeft: Math.floor((totalMs % MS_PER_MINUTE) / MS_PER_SECOND),
    totalMs,
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The countdown of spec 000 §2. With an hour or more left: 'N Hours Left' on the hour ('1 Hour
 * Left' for one), else 'Nh Nm Left'; under an hour the live 'mm:ss'.
 */
export function countdownText(msLeft: number): string {
  const { hoursLeft, minutesLeft, secondsLeft } = splitDuration(msLeft);
  if (hoursLeft >= 1) {
    if (minutesLeft === 0) return hoursLeft === 1 ? '1 Hour Left' : `${hoursLeft} Hours Left`;
    return `${hoursLeft}h ${minutesLeft}m Left`;
  }
  return `${twoDigits(minutesLeft)}:${twoDigits(secondsLeft)}`;
}
