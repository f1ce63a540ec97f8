import type { ReactNode } from 'react';
import '../../components/Badge.css';
import './WordRow.css';

export interface WordRowProps {
  word: string;
  score: number;
  isTopWord?: boolean;
  isTargetWord?: boolean;
  isNewWord?: boolean;
  className?: string;
}

/** One spelled word with its badges and points; the badges are words, not only colours. */
export function WordRow({
  word,
  score,
  isTopWord,
  isTargetWord,
  isNewWord,
  className,
}: WordRowProps): ReactNode {
  return (
    <li className={className ? `word-row ${className}` : 'word-row'}>
      <span className="word-row__word">{word}</span>
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
