import { boardPositions } from '@dozen/engine';
import type { TBoardDay, TBoardTarget } from '@dozen/engine/contract';
import { aidsText, ordinal, STATUS_LABEL } from './format.js';

const TARGET_TEXT: Record<Exclude<TBoardTarget, 'none'>, string> = {
  qualified: 'reached',
  reached: 'reached with help (not counted)',
};

/**
 * A day's board: one row per member, in order, each a disclosure (a native `<details>`, so it is
 * reachable and opened from the keyboard alike) whose summary says the place, the name, the
 * status, the score and the words, and whose body says the targets, the help used and, when the
 * reader may see them, the words. Names are text: React escapes them.
 */
export function BoardList({
  day,
  youMemberId,
  hiddenWordsNote,
}: {
  day: TBoardDay;
  youMemberId: number;
  hiddenWordsNote?: string;
}) {
  const positions = boardPositions(day.rows);
  return (
    <ol className="board" aria-label={`Board of ${day.date}`}>
      {day.rows.map((row, index) => {
        const you = row.memberId === youMemberId;
        const aids = aidsText(row);
        const winner = day.winners.includes(row.memberId);
        return (
          <li
            key={row.memberId}
            className={you ? 'board__item is-you' : 'board__item'}
            data-member-id={row.memberId}
          >
            <details className="board__row">
              <summary className="board__summary">
                <span className="board__place">{ordinal(positions[index]!)}</span>
                <span className="visually-hidden">: </span>
                <span className="board__who">
                  <span className="board__name">
                    {row.name}
                    {you && <span className="board__you"> (you)</span>}
                    {winner && <span className="board__winner"> · winner</span>}
                  </span>
                  <span className={`board__status is-${row.status}`}>{STATUS_LABEL[row.status]}</span>
                </span>
                <span className="board__numbers">
                  <span className="board__score">
                    {row.score}
                    <span className="visually-hidden"> points,</span>
                  </span>
                  <span className="board__words">
                    {row.wordCount} {row.wordCount === 1 ? 'word' : 'words'}
                  </span>
                </span>
              </summary>
              <div className="board__details">
                <p>
                  Target Score: {row.targetScore === 'none' ? 'not reached' : TARGET_TEXT[row.targetScore]}.
                  Target Word: {row.targetWord === 'none' ? 'not reached' : TARGET_TEXT[row.targetWord]}.
                </p>
                <p>{aids ? `Help used: ${aids}.` : 'No hints, no reveal.'}</p>
                {row.words === null ? (
                  <p className="board__hidden">
                    {hiddenWordsNote ?? 'Words appear once you end a game of the day.'}
                  </p>
                ) : row.words.length > 0 ? (
                  <ul className="board__word-list" aria-label={`${row.name}’s words`}>
                    {row.words.map((word) => (
                      <li key={word.word}>
                        {word.word.toUpperCase()} <span className="board__word-score">{word.score}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>No words yet.</p>
                )}
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
