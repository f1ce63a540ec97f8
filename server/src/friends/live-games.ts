import type { TLiveGameRequest, TLiveGameResponse } from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { playablePool } from '../services/context.js';
import { checkWords } from '../services/submit-game.js';
import { saveLiveGame } from '../storage/live-games.js';
import type { FriendsContext } from './context.js';
import { publishMemberRow } from './member-rows.js';

/**
 * The game a player is playing now, reported after each accepted word: its words are checked as a
 * submitted game's are (every word, no repeats, the tiles together unless continuous) and scored
 * by the server, kept (for a player in a league), and the player's row goes to their leagues.
 * Only today's and yesterday's puzzles (a game begun before midnight) are played; an archive game
 * is never reported, and a past date is refused like any write to it.
 */
export async function reportLiveGame(
  context: FriendsContext,
  auth: Auth,
  request: TLiveGameRequest,
): Promise<TLiveGameResponse> {
  const pool = await playablePool(context, request.date, 'Games can only be played on');
  const words = checkWords(
    request.words.map((word) => ({ word })),
    pool,
    context.dictionary,
    request.continuous,
  );
  const written = await saveLiveGame(context.sql, {
    playerId: auth.userId,
    date: request.date,
    gameId: request.gameId,
    words,
    score: request.continuous ? 0 : words.reduce((sum, word) => sum + word.score, 0),
    continuous: request.continuous,
    now: context.now(),
  });
  if (!written) return { leagues: 0 };
  return { leagues: await publishMemberRow(context, auth.userId, request.date) };
}
