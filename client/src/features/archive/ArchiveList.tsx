import type { TArchiveDay } from '@dozen/engine/contract';
import { Button } from '../../shared/ui/Button.js';
import { daySummary } from './day-summary.js';
import { DayMarks } from './DayMarks.js';

export interface ArchiveListProps {
  /** The days of every month loaded so far, in any order: shown newest first. */
  days: readonly TArchiveDay[];
  /** Loads the month before the earliest shown; absent when the first puzzle is shown. */
  onMore?: () => void;
  loadingMore: boolean;
  onOpen: (date: string) => void;
}

/** The archive as a list, for long ranges: each day a row with the calendar's facts, in words. */
export function ArchiveList({ days, onMore, loadingMore, onOpen }: ArchiveListProps) {
  const newestFirst = [...days].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <div className="archive-list">
      <ul className="list-reset" data-testid="archive-list">
        {newestFirst.map((day) => {
          const [label, facts] = daySummary(day).split(': ');
          return (
            <li key={day.date}>
              <button type="button" className="row-button archive-row" onClick={() => onOpen(day.date)}>
                <span className="archive-row__text">
                  <span className="archive-row__date">{label}</span>
                  <span className="archive-row__facts">{facts}</span>
                </span>
                {/* The row's text says the score: the marks add only their icons. */}
                <DayMarks day={day} showScore={false} />
              </button>
            </li>
          );
        })}
      </ul>
      {onMore && (
        <Button variant="secondary" block onClick={onMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Show earlier days'}
        </Button>
      )}
    </div>
  );
}
