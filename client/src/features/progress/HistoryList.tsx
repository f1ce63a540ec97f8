import type { THistoryEntry } from '@dozen/engine/contract';
import { IconCheck } from '../../shared/ui/icons.js';
import { plural } from './format.js';

/** The spec's three flags, in words: colour is never alone. */
export function entryFlags(entry: THistoryEntry): string[] {
  return [
    entry.targetScore && 'Target Score',
    entry.targetWord && 'Target Word',
    entry.mostWords && 'Most Words',
  ].filter((flag): flag is string => Boolean(flag));
}

/** Days played, newest first; each opens that day's words and answers. */
export function HistoryList({
  entries,
  onOpen,
}: {
  entries: THistoryEntry[];
  onOpen: (date: string) => void;
}) {
  if (entries.length === 0)
    return <p className="history-empty">No games yet: your days appear here once you play.</p>;
  return (
    <ul className="history-list list-reset" data-testid="history-list">
      {entries.map((entry) => {
        const flags = entryFlags(entry);
        return (
          <li key={entry.date}>
            <button type="button" className="history-item" onClick={() => onOpen(entry.date)}>
              <span className="history-item__date">{entry.dateLabel}</span>
              <span className="history-item__numbers">
                {entry.finalScore} of {entry.dayTargetScore} · {plural(entry.wordCount, 'word')} ·{' '}
                {plural(entry.playCount, 'game')}
              </span>
              {flags.length > 0 && (
                <span className="history-item__flags">
                  {flags.map((flag) => (
                    <span key={flag} className="history-flag">
                      <IconCheck aria-hidden="true" />
                      {flag}
                    </span>
                  ))}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
