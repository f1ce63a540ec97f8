import { isDeepStrictEqual } from 'node:util';
import type { Queryable, TransactionSql } from './database.js';

type Json = Parameters<TransactionSql['json']>[0];

/**
 * Submitted games, keyed by the client's gameId, each stored once with its answer: the first
 * insert wins and later ones with the same id get the stored answer. The unique key makes a racing
 * duplicate wait for the first transaction, then see its committed row.
 */
export async function insertGameIfAbsent(
  tx: TransactionSql,
  game: {
    gameId: string;
    playerId: string;
    date: string;
    request: unknown;
    response: unknown;
    createdAt: Date;
  },
): Promise<boolean> {
  const result = await tx`
    insert into games (game_id, player_id, date, request, response, created_at)
    values (${game.gameId}, ${game.playerId}, ${game.date}, ${tx.json(game.request as Json)},
            ${tx.json(game.response as Json)}, ${game.createdAt})
    on conflict (game_id) do nothing`;
  return result.count === 1;
}

/**
 * The stored game, and whether its request is the same (as JSON values) as `request`. The
 * comparison is made here, not in SQL: a request that was never stored may hold strings Postgres
 * cannot parse as JSON (a NUL, a lone surrogate), and must get the rules' answer, not a 500.
 */
export async function findGame(
  sql: Queryable,
  gameId: string,
  request: unknown,
): Promise<{ playerId: string; sameRequest: boolean; response: unknown } | null> {
  const [row] = await sql<{ playerId: string; request: unknown; response: unknown }[]>`
    select player_id as "playerId", request, response from games where game_id = ${gameId}`;
  if (!row) return null;
  // Through JSON like the stored copy (no undefined members); key order does not matter.
  const sameRequest = isDeepStrictEqual(row.request, JSON.parse(JSON.stringify(request)));
  return { playerId: row.playerId, sameRequest, response: row.response };
}
