import type { Tracked } from '../../api/analytics.js';
import {
  totalScore,
  type GameAction,
  type GameState,
  type SubmittableGame,
} from '../../domain/game-state.js';

/**
 * The analytics events of the game's transitions, read off the controller's one `dispatch`
 * (spec 000 §7: start game, word submit valid or invalid, continuous mode) and its one end of a
 * game. Pure: the controller records what these return. Each event carries the game's own date,
 * so a game begun before midnight counts on its day.
 */
export function gameEventsOf(action: GameAction, before: GameState | null, after: GameState): Tracked[] {
  const date = after.date;
  switch (action.type) {
    case 'start':
      // Another game the same day on this page: Play Again, or back to a finished day's board.
      return [{ name: 'start_game', props: { how: before?.date === after.date ? 'again' : 'new' }, date }];
    case 'restore':
      return [{ name: 'start_game', props: { how: 'restored' }, date }];
    // A word kept offline counts (or not) when its check comes back: the same events then.
    case 'wordAccepted':
    case 'keptWordAccepted':
      return [
        {
          name: 'word_valid',
          props: { score: action.word.score, length: letterCount(action.word.word) },
          date,
        },
      ];
    case 'wordRejected':
    case 'keptWordRejected':
      return [{ name: 'word_invalid', props: { length: letterCount(action.word) }, date }];
    case 'setContinuous':
      return [{ name: 'continuous_mode', props: { on: action.on }, date }];
    default:
      return [];
  }
}

/** A game ended (the last tile, End Game, Leave, or a saved game abandoned): its outcome. */
export function gameEndEvent(ended: SubmittableGame): Tracked {
  return { name: 'game_end', props: gameOutcome(ended), date: ended.date };
}

/** What an ended game's event says of it (the day's `game_end` and the archive's `archive_end`). */
export function gameOutcome(ended: SubmittableGame) {
  return {
    // In continuous mode the displayed score is 0; the words' sum is still what was played.
    score: Math.min(totalScore(ended), 10_000),
    words: Math.min(ended.completedWords.length, 400),
    continuous: ended.continuousMode,
  };
}

/** A word's length as the contract bounds it (1–12: it is spelled with the day's tiles). */
function letterCount(word: string): number {
  return Math.min(Math.max(word.length, 1), 12);
}
