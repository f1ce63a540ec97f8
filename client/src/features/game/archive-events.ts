import { daysBetween } from '@dozen/engine';
import type { Tracked } from '../../api/analytics.js';
import type { GameAction, GameState, SubmittableGame } from '../../domain/game-state.js';
import { gameOutcome } from './game-events.js';

/**
 * The analytics of an archive game: none of the day's funnel events (start_game,
 * word_valid, game_end, share…), only archive_start and archive_end, dated by the player's day
 * (no `date`: api/analytics.ts dates it with today's New York date), never the puzzle's, so the
 * report counts archive play apart and no past day's funnel moves. Pure, like game-events.ts.
 */
export function archiveEventsOf(
  action: GameAction,
  before: GameState | null,
  after: GameState,
  today: string,
): Tracked[] {
  const daysAgo = Math.min(Math.max(daysBetween(after.date, today), 0), 3_650);
  switch (action.type) {
    case 'start':
      return [
        {
          name: 'archive_start',
          props: { daysAgo, how: before?.gameId && before.date === after.date ? 'again' : 'new' },
        },
      ];
    case 'restore':
      return [{ name: 'archive_start', props: { daysAgo, how: 'restored' } }];
    default:
      return [];
  }
}

export function archiveEndEvent(ended: SubmittableGame): Tracked {
  return { name: 'archive_end', props: gameOutcome(ended) };
}
