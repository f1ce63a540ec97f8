import type { TArchivePlayedDay, THistoryEntry } from '@dozen/engine/contract';
import { IconCheck } from '../../shared/ui/more-icons.js';
import { plural } from './format.js';
import { historyRows } from './history-days.js';

/** The spec's three flags, in words: colour is never alone. */
export function entryFlags(entry: Pick<THistoryEntry, 'targetScore' | 'targetWord' | 'mostWords'>): string[] {
  return [
    entry.targetScore && 'Target Score',
    entry.targetWord && 'Target Word',
    entry.mostWords && 'Most Words',
  ].filter((flag): flag is string => Boolean(flag));
}

function Flags({ flags }: { flags: string[] }) {
  if (flags.length === 0) return null;
  return (
    <span className="history-item__flags">
      {flags.map((flag) => (
        <span key={flag} className="history-flag">
          <IconCheck aria-hidden="true" />
          {flag}
        </span>
      ))}
    </span>
  );
}

/**
 * Days played, newest first; each opens that day's words and answers. A day also (or only) played
 * later from the archive says so apart, with that result: it counts for no streak or
 * stat, and never replaced the day's own. A day played only later opens its puzzle in the archive.
 */
export function HistoryList({
  entries,
  later = [],
  onOpen,
  onOpenArchive,
}: {
  entries: THistoryEntry[];
  later?: TArchivePlayedDay[];
  onOpen: (date: string) => void;
  onOpenArchive?: (date: string) => void;
}) {
  const rows = historyRows(entries, later);
  if (rows.length === 0)
    return <p className="history-empty">No games yet: your days appear here once you play.</p>;
  return (
    <ul className="history-list list-reset" data-testid="history-list">
      {rows.map(({ date, dateLabel, entry, later: played }) => (
        <li key={date}>
          <button
            type="button"
            className="row-button history-item"
            onClick={() => (entry ? onOpen(date) : onOpenArchive?.(date))}
          >
            <span className="history-item__date">{dateLabel}</span>
            {entry && (
              <>
                <span className="history-item__numbers">
                  {entry.finalScore} of {entry.dayTargetScore} · {plural(entry.wordCount, 'word')} ·{' '}
                  {plural(entry.playCount, 'game')}
                </span>
                <Flags flags={entryFlags(entry)} />
              </>
            )}
            {played && (
              <span className="history-item__later" data-testid="played-later">
                <span className="history-item__numbers">
                  Played later (archive): {played.result.bestScore} of {played.dayTargetScore} ·{' '}
                  {plural(played.result.games, 'game')}
                </span>
                <Flags flags={entryFlags(played.result)} />
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
