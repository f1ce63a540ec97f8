import type { TArchiveGame } from '@dozen/engine/contract';
import { ArchiveAnswers } from './modals/ArchiveAnswers.js';

/**
 * A past day's game already played and stored, shown under a fresh board: the address
 * names it (`?game=`), so a reload after Game Complete still shows its score and the day's answers.
 */
export function LastArchiveGame({ game }: { game: TArchiveGame }) {
  const words = game.wordsUsed.length;
  return (
    <section
      className="card last-archive-game"
      aria-labelledby="last-archive-game-title"
      data-testid="last-archive-game"
    >
      <h2 id="last-archive-game-title" className="card__title">
        Your last game of this day
      </h2>
      <p>
        {game.continuous
          ? `${words} ${words === 1 ? 'word' : 'words'} in Continuous Mode`
          : `${game.finalScore} of ${game.dayTargetScore} points · ${words} ${words === 1 ? 'word' : 'words'}`}
      </p>
      <ArchiveAnswers answers={game.answers} onTheDay={game.onTheDay} dayTargetScore={game.dayTargetScore} />
    </section>
  );
}
