import type { TArchiveDay } from '@dozen/engine/contract';
import { IconCheck } from '../../shared/ui/more-icons.js';
import { IconLater, IconOnTheDay } from './archive-icons.js';
import { bestScoreOf, targetsOfDay } from './day-summary.js';

/**
 * What a day's cell shows of the player's play: the best score, a filled dot for a day played on
 * the day and a ring for one played later (both when both), and a check per target reached. The
 * marks are drawn for the eye only: the cell's name (day-summary.ts) says all of it in words.
 */
export function DayMarks({ day, showScore = true }: { day: TArchiveDay; showScore?: boolean }) {
  const best = bestScoreOf(day);
  if (best === null) return null;
  const targets = targetsOfDay(day).length;
  return (
    <span className="day-marks" aria-hidden="true">
      {showScore && <span className="day-marks__score">{best}</span>}
      <span className="day-marks__row">
        {day.onTheDay && <IconOnTheDay className="day-marks__played" />}
        {day.later && <IconLater className="day-marks__later" />}
        {targets > 0 && (
          <span className="day-marks__targets">
            <IconCheck />
            {targets > 1 && targets}
          </span>
        )}
      </span>
    </span>
  );
}

/** The calendar's key to its marks, in words. */
export function MarksLegend() {
  return (
    <ul className="marks-legend list-reset" aria-label="What the marks mean">
      <li>
        <IconOnTheDay className="day-marks__played" /> Played on the day
      </li>
      <li>
        <IconLater className="day-marks__later" /> Played later
      </li>
      <li>
        <IconCheck className="day-marks__check" /> Targets reached
      </li>
    </ul>
  );
}
