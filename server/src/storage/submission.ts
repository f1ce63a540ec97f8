import type { PerformanceRating } from '@dozen/engine';
import { findOpenChallenges, type ChallengeRow } from './challenges.js';
import type { Queryable, TransactionSql } from './database.js';
import { ENTRY_COLUMNS, type EntryRow } from './game-entries.js';
import type { StoredGame } from './games.js';
import type { RecordPlayingResult } from './live-stats.js';

type Json = Parameters<TransactionSql['json']>[0];

/**
 * A game submission's two statements (services/submit-game.ts). The first reads everything the
 * game is judged against, the player's day with its version (the row's `xmin`, which every update
 * of it changes); the second writes everything at once, in one statement with CTEs that commits
 * by itself, on condition that the day is still the version read. So a submission costs two round
 * trips and two statements, holds no lock while the answer is made, and two writes to one
 * player's day can never both apply to the same version: the second finds it changed and writes
 * nothing, and its caller reads again.
 */

export interface SubmissionBasis {
  /** The player's entry of the date; null when they have none yet. */
  entry: EntryRow | null;
  /** The entry's version as read (null: no entry); the write applies only to this version. */
  version: string | null;
  /** The most unique words any other player found that date (the Most Words target without this one). */
  othersMostWords: number;
  /** The game already stored under this id, if any (a retry, or an id used by someone else). */
  stored: { playerId: string; request: unknown; response: unknown } | null;
  /** The player's open challenges of the date (only when asked for: signed-in normal games). */
  openChallenges: ChallengeRow[];
}

/** One round trip: the day, its version, the others' best, a stored game, and the open challenges. */
export function readSubmissionBasis(
  sql: Queryable,
  key: { playerId: string; date: string; gameId: string; challengesOfferedBefore: Date | null },
): Promise<SubmissionBasis> {
  const { playerId, date, gameId } = key;
  const day = sql<(EntryRow & Omit<SubmissionBasis, 'entry' | 'openChallenges'>)[]>`
    select ${sql.unsafe(ENTRY_COLUMNS)}, e.xmin::text as version,
      (select coalesce(max(o.unique_words), 0)::int from game_entries o
        where o.date = ${date} and o.player_id <> ${playerId}) as "othersMostWords",
      (select json_build_object('playerId', g.player_id, 'request', g.request, 'response', g.response)
        from games g where g.game_id = ${gameId}) as stored
    from (values (1)) as one (x)
    left join game_entries e on e.player_id = ${playerId} and e.date = ${date}`;
  // Sent with the first, not after it (postgres.js pipelines them): one round trip.
  const challenges =
    key.challengesOfferedBefore === null
      ? Promise.resolve([])
      : findOpenChallenges(sql, playerId, date, key.challengesOfferedBefore);
  return Promise.all([day, challenges]).then(([[row], openChallenges]) => {
    if (!row) throw new Error('the submission basis read no row');
    const { version, othersMostWords, stored, ...entry } = row;
    return { entry: version === null ? null : entry, version, othersMostWords, stored, openChallenges };
  });
}

export interface SubmissionWrites {
  /** The entry after this game; `version` says which entry it replaces (null: the day's first). */
  entry: EntryRow;
  version: string | null;
  /** The game with its answer: inserted, never replaced (an id already taken fails the statement). */
  game: StoredGame;
  /** Challenges this game completes; each must still be open, else nothing is written. */
  completions: ReadonlyArray<{ id: string; performance: PerformanceRating }>;
  /** The player counts on the date from this game (it has words): the live counts' durable side. */
  recordPlayer: boolean;
}

export type SubmissionWritten =
  | { written: true; playing: RecordPlayingResult | null }
  /** The day changed since it was read (another game, a hint, a merge): nothing was written. */
  | { written: false };

/**
 * The entry, the game with its answer, the challenges it completes and who played the day, in
 * one statement: all of it, or nothing when the entry is no longer the version read. Fails (and
 * writes nothing) with a unique violation when the game id is taken, and with a not-null violation
 * on `games.game_id` when a challenge was completed meanwhile (`isChallengeRaced`).
 */
export async function writeSubmission(sql: Queryable, writes: SubmissionWrites): Promise<SubmissionWritten> {
  const { entry: e, game, completions } = writes;
  const f = game.facts;
  // One statement text for every case (a day's first game or not, challenges or none), so
  // postgres.js builds and PostgreSQL plans it once per connection.
  const [row] = await sql<{ written: boolean; newForDay: boolean; firstEver: boolean }[]>`
    with day as (
      select ${e.playerId}::text as player_id, ${e.date}::date as date, ${e.createdAt}::timestamptz as created_at,
        ${e.finalScore}::int as final_score, ${sql.json(e.words as unknown as Json)}::jsonb as words,
        ${sql.json(e.modes as unknown as Json)}::jsonb as modes, ${e.playCount}::int as play_count,
        ${e.hintsUsed}::int as hints_used, ${e.targetWordHintsUsed}::int as target_word_hints_used,
        ${e.topWordRevealed}::boolean as top_word_revealed, ${e.targetWordsRevealed}::boolean as target_words_revealed,
        ${e.revealedDetails === null ? null : sql.json(e.revealedDetails as unknown as Json)}::jsonb as revealed_details,
        ${e.lettersNotUsedRevealed}::boolean as letters_not_used_revealed,
        ${e.continuousPlayed}::boolean as continuous_played,
        ${e.reachedScoreQualified}::boolean as reached_score_qualified,
        ${e.reachedWordQualified}::boolean as reached_word_qualified,
        ${e.uniqueWords}::int as unique_words, ${e.updatedAt}::timestamptz as updated_at,
        ${writes.version}::xid as version
    ),
    replaced as (
      update game_entries g set
        final_score = d.final_score, words = d.words, modes = d.modes, play_count = d.play_count,
        hints_used = d.hints_used, target_word_hints_used = d.target_word_hints_used,
        top_word_revealed = d.top_word_revealed, target_words_revealed = d.target_words_revealed,
        revealed_details = d.revealed_details, letters_not_used_revealed = d.letters_not_used_revealed,
        continuous_played = d.continuous_played, reached_score_qualified = d.reached_score_qualified,
        reached_word_qualified = d.reached_word_qualified, unique_words = d.unique_words,
        updated_at = d.updated_at
      from day d
      where g.player_id = d.player_id and g.date = d.date and g.xmin = d.version
      returning 1
    ),
    created as (
      insert into game_entries (player_id, date, created_at, final_score, words, modes, play_count,
        hints_used, target_word_hints_used, top_word_revealed, target_words_revealed, revealed_details,
        letters_not_used_revealed, continuous_played, reached_score_qualified, reached_word_qualified,
        unique_words, updated_at)
      select player_id, date, created_at, final_score, words, modes, play_count,
        hints_used, target_word_hints_used, top_word_revealed, target_words_revealed, revealed_details,
        letters_not_used_revealed, continuous_played, reached_score_qualified, reached_word_qualified,
        unique_words, updated_at
      from day where version is null
      on conflict (player_id, date) do nothing
      returning 1
    ),
    written as (select 1 from replaced union all select 1 from created),
    completed as (
      -- By key (id = any: an index scan, nothing to scan when there are none), never a join the
      -- planner could turn into a scan of every challenge.
      update challenges c
      set completed_at = ${game.createdAt}, completed_by_game = ${game.gameId},
          performance = (${sql.array(completions.map((c) => c.performance))}::text[])
                          [array_position(${sql.array(completions.map((c) => c.id))}::text[], c.id)]
      where c.id = any(${sql.array(completions.map((c) => c.id))}::text[])
        and c.completed_at is null and exists (select 1 from written)
      returning c.id
    ),
    stored as (
      -- A challenge completed meanwhile leaves the game without an id: PostgreSQL refuses the
      -- whole statement (not-null), so no entry or challenge is written without its game.
      insert into games (game_id, player_id, date, request, response, created_at,
                         continuous, final_score, points, word_count, longest_word, best_word_score,
                         target_words_found, day_target_score, day_target_word_score)
      select case when (select count(*) from completed) = ${completions.length} then ${game.gameId}::text end,
             ${game.playerId}, ${game.date}::date, ${sql.json(game.request as Json)},
             ${sql.json(game.response as Json)}, ${game.createdAt},
             ${f.continuous}, ${f.finalScore}, ${f.points}, ${f.wordCount}, ${f.longestWord}, ${f.bestWordScore},
             ${f.targetWordsFound}, ${f.dayTargetScore}, ${f.dayTargetWordScore}
      where exists (select 1 from written)
      returning 1
    ),
    played as (
      insert into day_players (date, player_id)
      select ${game.date}::date, ${game.playerId} where ${writes.recordPlayer} and exists (select 1 from stored)
      on conflict do nothing
      returning player_id
    ),
    ever as (
      insert into lifetime_players (player_id, first_date)
      select player_id, ${game.date}::date from played
      on conflict do nothing
      returning player_id
    )
    select exists (select 1 from stored) as written,
           exists (select 1 from played) as "newForDay", exists (select 1 from ever) as "firstEver"`;
  if (!row?.written) return { written: false };
  return {
    written: true,
    playing: writes.recordPlayer ? { newForDay: row.newForDay, firstEver: row.firstEver } : null,
  };
}

/** The statement found a completed challenge it meant to complete: read again and retry. */
export function isChallengeRaced(error: unknown): boolean {
  const { code, table_name: table, column_name: column } = error as Record<string, unknown>;
  return code === '23502' && table === 'games' && column === 'game_id';
}
