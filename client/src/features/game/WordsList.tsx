import type { TWordScore } from '@dozen/engine/contract';
import { useState } from 'react';
import type { CompletedWord } from '../../domain/saved-state.js';
import { WordRow } from './WordRow.js';

type SortOrder = 'found' | 'az' | 'points';

export interface WordsListProps {
  words: CompletedWord[];
  earlierWords: TWordScore[];
  foundToday: number;
  totalValidWords: number;
}

function sortWords<T extends TWordScore>(words: readonly T[], order: SortOrder): T[] {
  if (order === 'az') return [...words].sort((a, b) => a.word.localeCompare(b.word));
  if (order === 'points') return [...words].sort((a, b) => b.score - a.score || a.word.localeCompare(b.word));
  return [...words].reverse(); // newest first
}

/** 'Your Words (n)', earlier words of the day behind Show All, A-Z / Points sorting, Found X of N. */
export function WordsList({ words, earlierWords, foundToday, totalValidWords }: WordsListProps) {
  const [order, setOrder] = useState<SortOrder>('found');
  const [showAll, setShowAll] = useState(false);
  const toggle = (next: SortOrder) => setOrder((current) => (current === next ? 'found' : next));
  return (
    <section className="card words-list" aria-labelledby="your-words-title">
      <div className="words-list__head">
        <h2 id="your-words-title" className="card__title">
          Your Words ({words.length})
        </h2>
        <div className="words-list__sort" role="group" aria-label="Sort words">
          <button type="button" className="chip" aria-pressed={order === 'az'} onClick={() => toggle('az')}>
            A-Z
          </button>
          <button
            type="button"
            className="chip"
            aria-pressed={order === 'points'}
            onClick={() => toggle('points')}
          >
            Points
          </button>
        </div>
      </div>
      {words.length === 0 ? (
        <p className="words-list__empty">Words you spell appear here.</p>
      ) : (
        <ul className="word-rows list-reset" data-testid="your-words">
          {sortWords(words, order).map((item) => (
            <WordRow key={item.word} {...item} />
          ))}
        </ul>
      )}
      {earlierWords.length > 0 && (
        <>
          <button
            type="button"
            className="link-button"
            aria-expanded={showAll}
            onClick={() => setShowAll((v) => !v)}
          >
            {showAll ? 'Show Less' : 'Show All'}
          </button>
          {showAll && (
            <div className="words-list__earlier">
              <h3 className="word-rows__title">Earlier today ({earlierWords.length})</h3>
              <ul className="word-rows list-reset">
                {sortWords(earlierWords, order).map((item) => (
                  <WordRow
                    key={item.word}
                    word={item.word}
                    score={item.score}
                    className="word-row--earlier"
                  />
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      <p className="words-list__found" data-testid="found-count">
        Found {foundToday} of {totalValidWords} words
      </p>
    </section>
  );
}
