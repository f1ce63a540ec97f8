import type { TGameMode, TRevealedDetails, TWordScore } from '@dozen/engine/contract';
import type { Queryable, TransactionSql } from './database.js';

/** A player's day (table game_entries), as the services work on it. */
export interface EntryRow {
  playerId: string;
  date: string;
  finalScore: number;
  /** Every word found that day (lowercase, each once, with its score). */
  words: TWordScore[];
  modes: TGameMode[];
  playCount: number;
  hintsUsed: number;
  targetWordHintsUsed: number;
  topWordRevealed: boolean;
  targetWordsRevealed: boolean;
  revealedDetails: TRevealedDetails | null;
  lettersNotUsedRevealed: boolean;
  continuousPlayed: boolean;
  reachedScoreQualified: boolean;
  reachedWordQualified: boolean;
  uniqueWords: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The entry's columns as EntryRow names them (for statements elsewhere that read an entry too). */
export const ENTRY_COLUMNS = `
  player_id as "playerId", date, final_score as "finalScore", words, modes, play_count as "playCount",
  hints_used as "hintsUsed", target_word_hints_used as "targetWordHintsUsed",
  top_word_revealed as "topWordRevealed", target_words_revealed as "targetWordsRevealed",
  revealed_details as "revealedDetails", letters_not_used_revealed as "lettersNotUsedRevealed",
  continuous_played as "continuousPlayed", reached_score_qualified as "reachedScoreQualified",
  reached_word_qualified as "reachedWordQualified", unique_words as "uniqueWords",
  created_at as "createdAt", updated_at as "updatedAt"`;

export async function findEntry(sql: Queryable, playerId: string, date: string): Promise<EntryRow | null> {
  const [row] = await sql<EntryRow[]>`
    select ${sql.unsafe(ENTRY_COLUMNS)} from game_entries where player_id = ${playerId} and date = ${date}`;
  return row ?? null;
}

/**
 * The player's entry for the date, created empty when missing, and locked until the transaction
 * ends: concurrent writes to one player's day (parallel submits, a hint during a submit) apply one
 * after the other, each on the other's result.
 */
export async function lockOrCreateEntry(
  tx: TransactionSql,
  playerId: string,
  date: string,
  now: Date,
): Promise<EntryRow> {
  await tx`
    insert into game_entries (player_id, date, created_at, updated_at) values (${playerId}, ${date}, ${now}, ${now})
    on conflict (player_id, date) do nothing`;
  const [row] = await tx<EntryRow[]>`
    select ${tx.unsafe(ENTRY_COLUMNS)} from game_entries where player_id = ${playerId} and date = ${date} for update`;
  if (!row) throw new Error('entry missing right after insert');
  return row;
}

type Json = Parameters<Queryable['json']>[0];

/** An entry's columns that a game, hint or reveal writes, by column name (postgres.js' `sql(values)`). */
export function entryValues(sql: Queryable, entry: EntryRow) {
  return {
    final_score: entry.finalScore,
    words: sql.json(entry.words as unknown as Json),
    modes: sql.json(entry.modes as unknown as Json),
    play_count: entry.playCount,
    hints_used: entry.hintsUsed,
    target_word_hints_used: entry.targetWordHintsUsed,
    top_word_revealed: entry.topWordRevealed,
    target_words_revealed: entry.targetWordsRevealed,
    revealed_details:
      entry.revealedDetails === null ? null : sql.json(entry.revealedDetails as unknown as Json),
    letters_not_used_revealed: entry.lettersNotUsedRevealed,
    continuous_played: entry.continuousPlayed,
    reached_score_qualified: entry.reachedScoreQualified,
    reached_word_qualified: entry.reachedWordQualified,
    unique_words: entry.uniqueWords,
    updated_at: entry.updatedAt,
  };
}

export async function saveEntry(tx: Queryable, entry: EntryRow): Promise<void> {
  await tx`
    update game_entries set ${tx(entryValues(tx, entry))}
    where player_id = ${entry.playerId} and date = ${entry.date}`;
}

/** A player's day before anything happened in it, as the table's defaults make it. */
export function emptyEntry(playerId: string, date: string, now: Date): EntryRow {
  return {
    playerId,
    date,
    finalScore: 0,
    words: [],
    modes: [],
    playCount: 0,
    hintsUsed: 0,
    targetWordHintsUsed: 0,
    topWordRevealed: false,
    targetWordsRevealed: false,
    revealedDetails: null,
    lettersNotUsedRevealed: false,
    continuousPlayed: false,
    reachedScoreQualified: false,
    reachedWordQualified: false,
    uniqueWords: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The most unique words any other player found on the date (the Most Words target, without `playerId`). */
export async function highestUniqueWordsOfOthers(
  sql: Queryable,
  date: string,
  playerId: string,
): Promise<number> {
  const [row] = await sql<{ most: number }[]>`
    select coalesce(max(unique_words), 0)::int as most from game_entries where date = ${date} and player_id <> ${playerId}`;
  return row?.most ?? 0;
}

/** The most unique words any player found on the date: the day's Most Words record (the archive's target). */
export async function highestUniqueWords(sql: Queryable, date: string): Promise<number> {
  const [row] = await sql<{ most: number }[]>`
    select coalesce(max(unique_words), 0)::int as most from game_entries where date = ${date}`;
  return row?.most ?? 0;
}

/** Every entry of the player (optionally only of `dates`), locked until the transaction ends. */
export async function lockEntriesOf(
  tx: TransactionSql,
  playerId: string,
  dates?: readonly string[],
): Promise<EntryRow[]> {
  if (dates && dates.length === 0) return [];
  return tx<EntryRow[]>`
    select ${tx.unsafe(ENTRY_COLUMNS)} from game_entries
    where player_id = ${playerId} ${dates ? tx`and date = any(${tx.array(dates as string[])}::date[])` : tx``}
    order by date
    for update`;
}

/** Gives the player's entry of a date, as it is, to another player (who has none that date). */
export async function moveEntry(tx: TransactionSql, from: string, to: string, date: string): Promise<void> {
  await tx`update game_entries set player_id = ${to} where player_id = ${from} and date = ${date}`;
}

export async function deleteEntry(tx: TransactionSql, playerId: string, date: string): Promise<void> {
  await tx`delete from game_entries where player_id = ${playerId} and date = ${date}`;
}
