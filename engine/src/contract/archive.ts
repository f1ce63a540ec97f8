import { z } from 'zod';
import { targetsReachedShape, ZInstant, ZPuzzleDate, ZWordScore } from './common.js';
import { ZArchiveResult } from './archive-result.js';
import { ZDailyPoolResponse, ZGameId, ZSubmitGameRequest } from './game.js';

/**
 * Past puzzles: the archive of days that are over for everyone, from the first day the
 * server had a pool to yesterday (New York). An archive game is stored apart from the day's race:
 * it never moves the day's or today's live counts, streaks, challenges or ranks, and never replaces
 * the player's result of that day if they played it on the day (it is kept beside it, "played later").
 *
 * "Past" is decided by the server's clock and the New York day policy alone: today's or a future
 * date is `DAY_NOT_OVER` (422) whatever a request claims, a date without a pool or before the
 * first one is `NOT_FOUND` (404). Every call is the session's own player's: no player id in the path.
 */

const count = () => z.number().int().min(0);

/** A calendar month, `YYYY-MM`. */
export const ZArchiveMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM');

// ---- GET /api/archive/months/:month — the caller's month of past puzzles

export const ZArchiveMonthParams = z.strictObject({ month: ZArchiveMonth });

/** The player's two results of a past day, as the month view and the day's puzzle both show them. */
const pastDayResultsShape = {
  /** The player's result of the day as it stood when the day ended; null: not played on the day. */
  onTheDay: ZArchiveResult.nullable(),
  /** The player's archive games of that day, all together; null: never played from the archive. */
  later: ZArchiveResult.nullable(),
};

export const ZArchiveDay = z.strictObject({
  date: ZPuzzleDate,
  /** "Monday, November 16": the day's name as the calendar and the game screen say it. */
  label: z.string(),
  /** The day's Target Score (its maximum). */
  targetScore: count(),
  ...pastDayResultsShape,
});
export type TArchiveDay = z.infer<typeof ZArchiveDay>;

export const ZArchiveMonthResponse = z.strictObject({
  month: ZArchiveMonth,
  /** The first day with a pool; earlier months are 404. */
  firstDate: ZPuzzleDate,
  /** Yesterday in New York: the last day the archive opens. Later months are 422 DAY_NOT_OVER. */
  lastDate: ZPuzzleDate,
  /** Every day of the month between firstDate and lastDate that has a pool, in date order. */
  days: z.array(ZArchiveDay),
});
export type TArchiveMonthResponse = z.infer<typeof ZArchiveMonthResponse>;

// ---- GET /api/archive/days/:date — a past day's puzzle, to play

export const ZArchivePuzzleResponse = z.strictObject({
  /** The day's pool with every answer (the day is over for everyone), as daily-pool gives it. */
  pool: ZDailyPoolResponse,
  label: z.string(),
  /** The most unique words any player found on the day: the Most Words target of an archive game. */
  mostWordsRecord: count(),
  ...pastDayResultsShape,
});
export type TArchivePuzzleResponse = z.infer<typeof ZArchivePuzzleResponse>;

// ---- POST /api/archive/validate-word — a word of an archive game

export const ZArchiveValidateWordRequest = z.strictObject({
  word: z.string().min(1).max(32),
  date: ZPuzzleDate,
});
export type TArchiveValidateWordRequest = z.infer<typeof ZArchiveValidateWordRequest>;
// The answer is ZValidateWordResponse (game.ts): the same judgement as on the day.

// ---- POST /api/archive/games — store an archive game (idempotent by gameId)

/** The same body as submit-game: the server recomputes every word and score of it. */
export const ZArchiveSubmitRequest = ZSubmitGameRequest;
export type TArchiveSubmitRequest = z.infer<typeof ZArchiveSubmitRequest>;

/** The day's answers, shown after an archive game (the day is over for everyone). */
export const ZArchiveAnswers = z.strictObject({
  topWord: ZWordScore,
  targetWords: z.array(ZWordScore),
  /** The valid words of the day this game did not spell, best first (at most MISSED_WORDS_SHOWN). */
  missedWords: z.array(ZWordScore),
  /** How many valid words the day had in all. */
  totalValidWords: count(),
});
export type TArchiveAnswers = z.infer<typeof ZArchiveAnswers>;

/** Missed words listed after an archive game, best first. */
export const MISSED_WORDS_SHOWN = 30;

export const ZArchiveGame = z.strictObject({
  gameId: ZGameId,
  date: ZPuzzleDate,
  label: z.string(),
  continuous: z.boolean(),
  finalScore: count(),
  wordsUsed: z.array(ZWordScore),
  /** This game's targets: Target Score and Target Word reached, Most Words against the day's record. */
  ...targetsReachedShape,
  dayTargetScore: count(),
  playedAt: ZInstant,
  answers: ZArchiveAnswers,
  /** The player's result of the day on the day, unchanged by this game; null: not played then. */
  onTheDay: ZArchiveResult.nullable(),
});
export type TArchiveGame = z.infer<typeof ZArchiveGame>;

// ---- GET /api/archive/games/:gameId — one stored archive game, its owner's only (else 404)

export const ZArchiveGameParams = z.strictObject({ gameId: ZGameId });
