import { dayAchievements, uniqueWordCount, type DailyPool, type DayAchievements } from '@dozen/engine';
import type { TGameEntry } from '@dozen/engine/contract';
import type { Sql, TransactionSql } from '../storage/database.js';
import {
  highestUniqueWordsOfOthers,
  lockOrCreateEntry,
  saveEntry,
  type EntryRow,
} from '../storage/game-entries.js';

/** The contract's view of an entry (spec 000 §3 "Game entry"). */
export function toGameEntry(row: EntryRow): TGameEntry {
  return {
    date: row.date,
    finalScore: row.finalScore,
    wordsUsed: row.words.map(({ word, score }) => ({ word, score })),
    modes: row.modes.map(({ mode }) => ({ mode })),
    hintsUsed: row.hintsUsed,
    targetWordHintsUsed: row.targetWordHintsUsed,
    revealed: row.topWordRevealed || row.targetWordsRevealed,
    revealedDetails: row.revealedDetails,
    playCount: row.playCount,
    lettersNotUsedRevealed: row.lettersNotUsedRevealed,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The day's achievements of an entry. The entry's final score is the best of its
 * non-continuous games, so Target Score is "reached" by a normal game; a day in which the player
 * also used continuous mode does not qualify for the competitive count (spec 000 §4: "Counts
 * toward competition only if there is no continuous mode…"). Most Words compares with the best
 * unique-word count of the day, this player included.
 */
export function entryAchievements(row: EntryRow, pool: DailyPool, othersMostWords: number): DayAchievements {
  const achievements = dayAchievements(
    {
      finalScore: row.finalScore,
      words: row.words,
      continuous: false,
      hintsUsed: row.hintsUsed,
      targetWordHintsUsed: row.targetWordHintsUsed,
      topWordRevealed: row.topWordRevealed,
      targetWordsRevealed: row.targetWordsRevealed,
    },
    {
      maxPossibleScore: pool.maxPossibleScore,
      maxWordScore: pool.maxWordScore,
      mostWords: Math.max(othersMostWords, uniqueWordCount(row.words)),
    },
  );
  if (row.continuousPlayed) achievements.targetScore = { ...achievements.targetScore, qualified: false };
  return achievements;
}

/**
 * After a change to an entry: the competitive facts F2's counters read (unique_words,
 * reached_*_qualified) and the time, recomputed on the entry; its achievements returned.
 */
export function settleEntry(
  entry: EntryRow,
  pool: DailyPool,
  othersMostWords: number,
  now: Date,
): DayAchievements {
  entry.uniqueWords = uniqueWordCount(entry.words);
  const achievements = entryAchievements(entry, pool, othersMostWords);
  entry.reachedScoreQualified = achievements.targetScore.qualified;
  entry.reachedWordQualified = achievements.targetWord.qualified;
  entry.updatedAt = now;
  return achievements;
}

/**
 * Runs `change` on the player's locked entry (created when missing) in one transaction, then
 * recomputes the competitive facts F2's counters read (reached_*_qualified, unique_words), saves,
 * and runs `afterSave` (still inside the transaction). Throwing anywhere rolls everything back,
 * including the entry's creation.
 */
export async function withLockedEntry<T, U = undefined>(
  sql: Sql,
  target: { playerId: string; date: string; pool: DailyPool; now: Date },
  change: (entry: EntryRow, tx: TransactionSql) => Promise<T> | T,
  afterSave?: (
    saved: { result: T; entry: EntryRow; achievements: DayAchievements },
    tx: TransactionSql,
  ) => Promise<U> | U,
): Promise<{ result: T; entry: EntryRow; achievements: DayAchievements; after: U | undefined }> {
  return sql.begin(async (tx) => {
    const entry = await lockOrCreateEntry(tx, target.playerId, target.date, target.now);
    const result = await change(entry, tx);
    const othersMostWords = await highestUniqueWordsOfOthers(tx, target.date, target.playerId);
    const achievements = settleEntry(entry, target.pool, othersMostWords, target.now);
    await saveEntry(tx, entry);
    const after = afterSave ? await afterSave({ result, entry, achievements }, tx) : undefined;
    return { result, entry, achievements, after };
  }) as Promise<{ result: T; entry: EntryRow; achievements: DayAchievements; after: U | undefined }>;
}
