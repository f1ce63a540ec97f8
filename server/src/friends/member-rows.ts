import { boardRow } from '@dozen/engine';
import { readPlayerInLeagues } from '../storage/league-boards.js';
import { publish, type FriendsContext } from './context.js';
import { targetsOf } from './boards.js';

/**
 * A player's day changed (a word of the game in progress, a stored game, a hint, a reveal): their
 * row of that day, read from what is stored, goes to every league they are in, with its words.
 * Which sockets may see the words is decided where it is sent (league-rooms.ts). Nothing is
 * published for a player in no league.
 */
export async function publishMemberRow(
  context: FriendsContext,
  userId: string,
  date: string,
): Promise<number> {
  const [player, targets] = await Promise.all([
    readPlayerInLeagues(context.sql, userId, date),
    targetsOf(context, date),
  ]);
  if (!player) return 0;
  const { memberId: _memberId, ...row } = boardRow({ memberId: 1, ...player.facts }, targets, true);
  publish(context, { kind: 'row', userId, date, row, leagues: player.leagues });
  return player.leagues.length;
}

/**
 * After a stored game, a hint or a reveal: a signed-in player's leagues hear of it. Not awaited by
 * the request (its answer does not wait for the boards); a failure is logged. Anonymous players
 * are in no league.
 */
export function playerDayChanged(
  context: FriendsContext,
  auth: { userId: string; isAnonymous: boolean },
  date: string,
): void {
  if (auth.isAnonymous) return;
  publishMemberRow(context, auth.userId, date).catch((error: unknown) => {
    context.logger.warn({ err: error }, 'league boards not told of a player’s change');
  });
}
