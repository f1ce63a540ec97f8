import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { playerHistoryDayQuery } from '../../api/progress-query.js';
import { Button } from '../../shared/ui/Button.js';
import { IconBack } from '../../shared/ui/more-icons.js';
import { entryFlags } from './HistoryList.js';
import { plural } from './format.js';
import '../../shared/ui/Badge.css';

/**
 * One day of the history: the player's words (all games) and the day's target words and top word.
 * Today's answers stay hidden until the player reveals them or the day ends; the view says so
 * rather than leaving a gap.
 */
export function HistoryDay({ userId, date, onBack }: { userId: string; date: string; onBack: () => void }) {
  const query = useQuery(playerHistoryDayQuery(userId, date));
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The list's button that opened this view is gone: focus moves to the view's heading.
  useEffect(() => headingRef.current?.focus(), []);
  const day = query.data;

  return (
    <section className="history-day" aria-labelledby="history-day-title" data-testid="history-day">
      <Button variant="ghost" size="small" icon={<IconBack />} onClick={onBack}>
        All days
      </Button>
      <h3 id="history-day-title" ref={headingRef} tabIndex={-1} className="history-day__title">
        {day?.entry.dateLabel ?? date}
      </h3>
      {query.isError && <p role="alert">This day could not be loaded. Try again later.</p>}
      {!day && !query.isError && <p role="status">Loading…</p>}
      {day && (
        <>
          <p className="history-day__summary">
            Best score {day.entry.finalScore} of {day.maxPossibleScore} ·{' '}
            {plural(day.entry.wordCount, 'word')} · {plural(day.entry.playCount, 'game')}
            {entryFlags(day.entry).length > 0 && ` · reached: ${entryFlags(day.entry).join(', ')}`}
          </p>
          <p className="history-day__letters">
            Letters: <span className="history-day__tiles">{day.letters}</span>
          </p>
          <h4 className="history-day__subtitle">Your words</h4>
          {day.words.length === 0 ? (
            <p>No words that day.</p>
          ) : (
            <ul className="history-day__words list-reset">
              {day.words.map((word) => (
                <li key={word.word}>
                  <span className="history-day__word">{word.word.toUpperCase()}</span>
                  <span className="history-day__score">{plural(word.score, 'point')}</span>
                  {word.isTopWord && <span className="badge badge--top">Top Word</span>}
                  {word.isTargetWord && <span className="badge badge--target">Target Word</span>}
                </li>
              ))}
            </ul>
          )}
          <h4 className="history-day__subtitle">That day's answers</h4>
          {day.answersHidden || day.topWord === null || day.targetWords === null ? (
            <p className="notice" data-testid="answers-hidden">
              <span>
                Today's top word and target words stay hidden until you reveal them or the day ends (midnight
                New York time).
              </span>
            </p>
          ) : (
            <dl className="history-day__answers">
              <div>
                <dt>Top word ({day.maxWordScore} points)</dt>
                <dd>{day.topWord.toUpperCase()}</dd>
              </div>
              <div>
                <dt>Target words ({day.maxPossibleScore} points together)</dt>
                <dd>{day.targetWords.map((w) => w.toUpperCase()).join(', ')}</dd>
              </div>
            </dl>
          )}
        </>
      )}
    </section>
  );
}
