import {
  computeProfile,
  formatShortPuzzleDate,
  historyEntryOf,
  isPlayed,
  standingFromCounts,
  streakWindowStart,
  yourStats,
  type GameFacts,
} from '@dozen/engine';
import {
  ErrorCode,
  type TPlayerHistoryDayResponse,
  type TPlayerHistoryResponse,
  type TUserProfile,
} from '@dozen/engine/contract';
import { DomainError } from '../domain-error.js';
import type { Queryable } from '../storage/database.js';
import { readArchiveDays } from '../storage/archive-games.js';
import { findEntry } from '../storage/game-entries.js';
import { readChallengeTotals, readRankCounts } from '../storage/challenges.js';
import { countGamesOf, readGameFacts } from '../storage/games.js';
import { readPlayedDays } from '../storage/progress.js';
import { laterResult } from './archive-days.js';
import { createCommunityRates, type CommunityRatesService } from './community.js';
import { startedPool, type GameContext } from './context.js';
import { unlockedFor } from './daily-pool.js';
import { isDayOver, today } from './day-policy.js';

/**
 * History, Your Stats and the A.I. Profile: read the player's stored days and games of the last
 * 365 New York days from Postgres, and let the engine's pure model compute the rest.
 */
export interface ProgressService {
  history(userId: string): Promise<TPlayerHistoryResponse>;
  historyDay(userId: string, date: string): Promise<TPlayerHistoryDayResponse>;
  profile(userId: string): Promise<TUserProfile>;
}

/** Earlier than any puzzle: the history lists every day ever played from the archive. */
const ARCHIVE_BEGINNING = '2000-01-01';
/** Days played later that the history lists at most: as many as its 365-day window holds. */
const HISTORY_LATER_DAYS = 365;

/** The player's games of the look-back window ending `day`: the profile's input. */
export function readWindowGames(sql: Queryable, userId: string, day: string): Promise<GameFacts[]> {
  return readGameFacts(sql, userId, streakWindowStart(day), day);
}

/** The A.I. Profile on `day`, from the player's games and the community's cached rates. */
export async function profileOn(
  sql: Queryable,
  community: CommunityRatesService,
  userId: string,
  day: string,
): Promise<TUserProfile> {
  const [games, rates, totals, allTime] = await Promise.all([
    readWindowGames(sql, userId, day),
    community.get(day),
    readChallengeTotals(sql, userId),
    readRankCounts(sql, userId, null),
  ]);
  return computeProfile({
    today: day,
    games,
    community: rates,
    challengeStats: {
      totalChallengesCompleted: totals.completed,
      totalRewardPoints: totals.points,
      rank: standingFromCounts(allTime).rank,
    },
  });
}

export function createProgressService(
  context: GameContext,
  community: CommunityRatesService = createCommunityRates(context),
): ProgressService {
  const { sql } = context;
  return {
    async history(userId) {
      const day = today(context.now);
      const from = streakWindowStart(day);
      const [days, games, gamesPlayed, later] = await Promise.all([
        readPlayedDays(sql, userId, from, day),
        readGameFacts(sql, userId, from, day),
        countGamesOf(sql, userId),
        // The days played from the archive (the archive ends yesterday), apart: they count for no
        // streak or stat. The latest plays first, as many as the history's year holds days.
        readArchiveDays(sql, userId, ARCHIVE_BEGINNING, day, 'lastPlayed', HISTORY_LATER_DAYS),
      ]);
      return {
        userId,
        today: day,
        entries: days.filter(isPlayed).map(historyEntryOf),
        later: later.map((row) => ({
          date: row.date,
          dateLabel: formatShortPuzzleDate(row.date),
          dayTargetScore: row.dayTargetScore,
          result: laterResult(row)!,
          lastPlayedAt: row.lastPlayedAt.toISOString(),
        })),
        stats: yourStats({ today: day, days, games, gamesPlayed }),
      };
    },

    async historyDay(userId, date) {
      const pool = await startedPool(context, date);
      const [entry, [day]] = await Promise.all([
        findEntry(sql, userId, date),
        readPlayedDays(sql, userId, date, date),
      ]);
      if (!entry || !day || !isPlayed(day))
        throw new DomainError(ErrorCode.NOT_FOUND, 'No game on that date.');
      // Past days' answers are public; today's only once this player revealed them.
      const unlocked = unlockedFor(entry, isDayOver(date, context.now));
      const targets = new Set(pool.optimalWordCombination.map((word) => word.toLowerCase()));
      const words = [...entry.words]
        .sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
        .map(({ word, score }) => ({
          word,
          score,
          // The player found these words: validate-word told them as much already.
          isTargetWord: targets.has(word.toLowerCase()),
          isTopWord: word.toLowerCase() === pool.topWord.toLowerCase(),
        }));
      const topWord = unlocked.topWord ? pool.topWord : null;
      const targetWords = unlocked.targetWords ? [...pool.optimalWordCombination] : null;
      return {
        entry: historyEntryOf(day),
        letters: pool.letters,
        words,
        topWord,
        targetWords,
        answersHidden: topWord === null || targetWords === null,
        maxPossibleScore: pool.maxPossibleScore,
        maxWordScore: pool.maxWordScore,
      };
    },

    profile(userId) {
      return profileOn(sql, community, userId, today(context.now));
    },
  };
}
