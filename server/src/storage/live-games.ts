import type { TWordScore } from '@dozen/engine/contract';
import type { Queryable } from './database.js';

type Json = Parameters<Queryable['json']>[0];

export interface LiveGameWrite {
  playerId: string;
  date: string;
  gameId: string;
  /** Checked and scored by the server. */
  words: TWordScore[];
  score: number;
  continuous: boolean;
  now: Date;
}

/**
 * Keeps the game a player is playing now, when they are in a league (a player in none keeps
 * nothing). A report of the same game with fewer words than the kept one is a late answer
 * overtaken by a newer one: it changes nothing. True when the row was written.
 */
export async function saveLiveGame(sql: Queryable, game: LiveGameWrite): Promise<boolean> {
  const rows = await sql`
    insert into live_games (player_id, date, game_id, words, score, continuous, updated_at)
    select ${game.playerId}, ${game.date}, ${game.gameId}, ${sql.json(game.words as unknown as Json)},
      ${game.score}, ${game.continuous}, ${game.now}
    where exists (select 1 from league_members where user_id = ${game.playerId})
    on conflict (player_id, date) do update
      set game_id = excluded.game_id, words = excluded.words, score = excluded.score,
          continuous = excluded.continuous, updated_at = excluded.updated_at
      where live_games.game_id <> excluded.game_id
         or jsonb_array_length(excluded.words) >= jsonb_array_length(live_games.words)
    returning 1`;
  return rows.length > 0;
}
