import type { TArchiveDay } from '@dozen/engine/contract';
import { useEffect, useRef } from 'react';
import { Button } from '../../shared/ui/Button.js';
import { IconPlay } from '../../shared/ui/icons.js';
import { reachedTargets } from './day-summary.js';
import type { TArchiveResult } from '@dozen/engine/contract';

function ResultLine({
  title,
  result,
  targetScore,
}: {
  title: string;
  result: TArchiveResult;
  targetScore: number;
}) {
  const reached = reachedTargets(result);
  return (
    <div className="archive-panel__result">
      <dt>{title}</dt>
      <dd>
        {result.bestScore} of {targetScore} · {result.games} {result.games === 1 ? 'game' : 'games'}
        {reached.length > 0 && ` · reached ${reached.join(', ')}`}
      </dd>
    </div>
  );
}

/**
 * A played day, opened: how it went on the day and later, and Play Again. (An unplayed day opens
 * its game at once.) Focus comes here as it opens, and goes back to the calendar on Close.
 */
export function ArchiveDayPanel({
  day,
  onPlay,
  onClose,
}: {
  day: TArchiveDay;
  onPlay: () => void;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [day.date]);
  return (
    <section
      className="archive-panel card"
      aria-labelledby="archive-panel-title"
      data-testid="archive-day-panel"
    >
      <h3 id="archive-panel-title" ref={heading} tabIndex={-1} className="archive-panel__title">
        {day.label}
      </h3>
      <dl className="archive-panel__results">
        {day.onTheDay && (
          <ResultLine title="On the day" result={day.onTheDay} targetScore={day.targetScore} />
        )}
        {day.later && <ResultLine title="Played later" result={day.later} targetScore={day.targetScore} />}
      </dl>
      <div className="archive-panel__actions">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button icon={<IconPlay />} onClick={onPlay}>
          Play Again
        </Button>
      </div>
    </section>
  );
}
