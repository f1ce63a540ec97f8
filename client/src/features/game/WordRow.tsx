import type { ReactNode } from 'react';
import '../../shared/ui/Badge.css';
import './WordRow.css';

export interface WordRowProps {
  word: string;
  score: number;
  isTopWord?: boolean;
  isTargetWord?: boolean;
  isNewWord?: boolean;
  /** Spelled offline: shown, but not checked by the server yet (and scoring nothing yet). */
  awaitingCheck?: boolean;
  className?: string;
}

/** One spelled word with its badges and points; the badges are words, not only colours. */
export function WordRow({
  word,
  score,
  isTopWord,
  isTargetWord,
  isNewWord,
  awaitingCheck,
  className,
}: WordRowProps): ReactNode {
  const classes = ['word-row', awaitingCheck && 'word-row--awaiting', className].filter(Boolean).join(' ');
  return (
    <li className={classes}>
      <span className="word-row__word">{word}</span>
      {awaitingCheck && <span className="badge badge--awaiting">Not checked yet</span>}
      {isTopWord && <span className="badge badge--top">Top Word</span>}
      {isTargetWord && <span className="badge badge--target">Target Word</span>}
      {isNewWord && <span className="badge badge--new">New Word</span>}
      <span className="word-row__score">
        {score} <span className="visually-hidden">points</span>
        <span aria-hidden="true">pts</span>
      </span>
    </li>
  );
}
