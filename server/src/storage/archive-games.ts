import type { Queryable, TransactionSql } from './database.js';
import { STORED_REQUEST_COLUMNS, type StoredGame, type StoredRequest } from './games.js';

type Json = Parameters<TransactionSql['json']>[0];

/**
 * Every statement on `archive_games` (migration 007): games played from the archive, stored apart
 * from the day's race. Nothing of today's race (live counts, players of the day, streaks,
 * challenges, ranks, the profile) reads this table.
 */

/** An archive game as it is stored: keyed by the client's gameId, with its answer and what it reached. */
export interface StoredArchiveGame extends Omit<StoredGame, 'facts'> {
  continuous: boolean;
  finalScore: number;
  wordCount: number;
  targetScore: boolean;
  targetWord: boolean;
  mostWords: boolean;
}

/**
 * Stores an archive game once: false (nothing written) when its id is taken, by an archive game
 * (ON CONFLICT: a racing twin waits on the key, then writes nothing) or by a day game (`games`).
 */
export async function insertArchiveGameIfAbsent(sql: Queryable, game: StoredArchiveGame): Promise<boolean> {
  const result = await sql`
    insert into archive_games (game_id, player_id, date, request_hash, response, created_at, continuous,
                               final_score, word_count, target_score, target_word, most_words)
    select ${game.gameId}, ${game.playerId}, ${game.date}::date, decode(${game.requestHash}, 'hex'),
           ${sql.json(game.response as Json)}, ${game.createdAt}, ${game.continuous},
           ${game.finalScore}, ${game.wordCount}, ${game.targetScore}, ${game.targetWord}, ${game.mostWords}
    where not exists (select 1 from games where game_id = ${game.gameId})
    on conflict (game_id) do nothing`;
  return result.count === 1;
}

/** Whoever holds a game id: an archive game (its player, request and answer), a day game, or nobody. */
export async function findGameIdHolder(
  sql: Queryable,
  gameId: string,
): Promise<({ kind: 'archive' } & StoredRequest) | { kind: 'day' } | null> {
  const [row] = await sql<(StoredRequest & { day: boolean })[]>`
    select a.*, exists (select 1 from games g where g.game_id = ${gameId}) as day
    from (values (1)) as one (x)
    left join (select ${sql.unsafe(STORED_REQUEST_COLUMNS)} from archive_games where game_id = ${gameId}) a
      on true`;
  if (row?.playerId) {
    const { day: _day, ...stored } = row;
    return { kind: 'archive', ...stored };
  }
  return row?.day ? { kind: 'day' } : null;
}

/** The stored answer of one of the player's archive games; null for an unknown id or another's game. */
export async function findOwnArchiveGame(
  sql: Queryable,
  playerId: string,
  gameId: string,
): Promise<{ date: string; response: unknown } | null> {
  const [row] = await sql<{ date: string; response: unknown }[]>`
    select date, response from archive_games where game_id = ${gameId} and player_id = ${playerId}`;
  return row ?? null;
}

/** A player's archive games of one date, all together (contract: ZArchiveResult), with the day's numbers. */
export interface ArchiveDayRow {
  date: string;
  games: number;
  /** The best normal score; 0 when only continuous games were played. */
  bestScore: number;
  targetScore: boolean;
  targetWord: boolean;
  mostWords: boolean;
  lastPlayedAt: Date;
  dayTargetScore: number;
}

/**
 * The player's archive games from `from` to `to` (puzzle dates), one row per date: a range scan of
 * archive_games_player_date (its included columns hold everything summed). `order`: by date (the
 * month view), or by the last play, newest first (the history).
 */
export async function readArchiveDays(
  sql: Queryable,
  playerId: string,
  from: string,
  to: string,
  order: 'date' | 'lastPlayed' = 'date',
  /** At most this many days (the latest by `order`); all of them when absent. */
  limit?: number,
): Promise<ArchiveDayRow[]> {
  return sql<ArchiveDayRow[]>`
    select a.date, a.games, a."bestScore", a."targetScore", a."targetWord", a."mostWords", a."lastPlayedAt",
           coalesce((p.analysis ->> 'maxPossibleScore')::int, 0) as "dayTargetScore"
    from (
      select date, count(*)::int as games,
             coalesce(max(final_score) filter (where not continuous), 0)::int as "bestScore",
             bool_or(target_score) as "targetScore", bool_or(target_word) as "targetWord",
             bool_or(most_words) as "mostWords", max(created_at) as "lastPlayedAt"
      from archive_games
      where player_id = ${playerId} and date between ${from}::date and ${to}::date
      group by date
    ) a
    join pools p on p.date = a.date
    order by ${order === 'date' ? sql`a.date` : sql`a."lastPlayedAt" desc, a.date desc`}
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
}

/**
 * Archive games stored per New York day (when they were played, not the puzzle's date) from `from`
 * to `to`: the operator report's count, beside the archive events of the day the player was on.
 */
export async function countArchiveGamesByDay(
  sql: Queryable,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await sql<{ day: string; games: number }[]>`
    select (created_at at time zone 'America/New_York')::date as day, count(*)::int as games
    from archive_games
    where created_at >= (${from}::date::timestamp at time zone 'America/New_York')
      and created_at < ((${to}::date + 1)::timestamp at time zone 'America/New_York')
    group by 1`;
  return new Map(rows.map((row) => [row.day, row.games]));
}
