import { z } from 'zod';
import { HINT_KEYS } from '../hints.js';
import {
  ZInstant,
  ZPoolLetters,
  ZPuzzleDate,
  ZUserId,
  ZAvailableLetters,
  ZWordInput,
  ZWordScore,
} from './common.js';
import { ZCompletedChallengeSummary } from './progress.js';

/**
 * The game-play calls of spec 000 §7. Answers the player has not unlocked are `null`: the server
 * never sends them, so they cannot be read from the network tab.
 */

// ---- GET /api/daily-pool[?date=YYYY-MM-DD]
export const ZDailyPoolQuery = z.strictObject({ date: ZPuzzleDate.optional() });

export const ZPoolHints = z.strictObject({
  totalWords: z.number().int().nullable(),
  totalLettersUsed: z.number().int().nullable(),
  lettersNotUsed: z.array(z.string()).nullable(),
  lettersPerWord: z.array(z.number().int()).nullable(),
  pointsPerWord: z.array(z.number().int()).nullable(),
  firstLetters: z.array(z.string()).nullable(),
  topWordLetterCount: z.number().int().nullable(),
  topWordFirstLetter: z.string().nullable(),
});
export type TPoolHints = z.infer<typeof ZPoolHints>;

export const ZDailyPoolResponse = z.strictObject({
  date: ZPuzzleDate,
  letters: ZPoolLetters,
  topWord: z.string().nullable(),
  maxWordScore: z.number().int(),
  optimalWordCombination: z.array(z.string()).nullable(),
  maxPossibleScore: z.number().int(),
  totalValidWords: z.number().int(),
  hints: ZPoolHints,
  /** The instant this pool's day ends (next New York midnight after its date). */
  nextRolloverAt: ZInstant,
});
export type TDailyPoolResponse = z.infer<typeof ZDailyPoolResponse>;

// ---- GET /api/stats[?date=]
export const ZStatsQuery = z.strictObject({ date: ZPuzzleDate.optional() });
export const ZStatsResponse = z.strictObject({
  date: ZPuzzleDate,
  totalPlayers: z.number().int().min(0),
  lifetimePlayers: z.number().int().min(0),
  maxPossibleScore: z.number().int(),
  maxWordScore: z.number().int(),
  playersReachedScore: z.number().int().min(0),
  playersReachedWord: z.number().int().min(0),
  highestUniqueWords: z.number().int().min(0),
  hoursLeft: z.number().int().min(0),
  minutesLeft: z.number().int().min(0).max(59),
  dateFormatted: z.string(),
  nextRolloverAt: ZInstant,
});
export type TStatsResponse = z.infer<typeof ZStatsResponse>;

// ---- GET /api/top-word-count/{date}
export const ZTopWordCountResponse = z.strictObject({ topWordCount: z.number().int().min(0) });
export type TTopWordCountResponse = z.infer<typeof ZTopWordCountResponse>;

// ---- GET /api/game-entry/{playerId}/{date}[?t=<cache buster>]
/** The spec's client sometimes adds a cache-busting time (spec 000 §7): digits only. */
export const ZGameEntryQuery = z.strictObject({
  t: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional(),
});
export const ZGameMode = z.strictObject({ mode: z.literal('continuous') });
export type TGameMode = z.infer<typeof ZGameMode>;
export const ZRevealedDetails = z.strictObject({
  revealedAt: ZInstant,
  topWordRevealed: z.boolean(),
  targetWordsRevealed: z.boolean(),
  foundTopWordAtReveal: z.boolean().nullable(),
  userFoundTargetWords: z.array(z.string()),
  userMissedTargetWords: z.array(z.string()),
});
export type TRevealedDetails = z.infer<typeof ZRevealedDetails>;
export const ZGameEntry = z.strictObject({
  date: ZPuzzleDate,
  finalScore: z.number().int().min(0),
  wordsUsed: z.array(ZWordScore),
  modes: z.array(ZGameMode),
  hintsUsed: z.number().int().min(0).max(6),
  targetWordHintsUsed: z.number().int().min(0).max(2),
  revealed: z.boolean(),
  revealedDetails: ZRevealedDetails.nullable(),
  playCount: z.number().int().min(0),
  /**
   * Spec 000 §3's field, kept in the entry's shape: its toggle route is gone (a generated pool's
   * target words use all 12 tiles, so hint 3 has no letters to show on the board), so it
   * stays false unless set before.
   */
  lettersNotUsedRevealed: z.boolean(),
  updatedAt: ZInstant,
});
export type TGameEntry = z.infer<typeof ZGameEntry>;
export const ZGameEntryResponse = z.strictObject({ exists: z.literal(true), data: ZGameEntry });
export type TGameEntryResponse = z.infer<typeof ZGameEntryResponse>;

// ---- POST /api/validate-word
export const ZValidateWordRequest = z.strictObject({
  word: ZWordInput,
  availableLetters: ZAvailableLetters.optional(),
  /** The date of the game the word belongs to (a game begun before midnight stays on its date). */
  gameDate: ZPuzzleDate.optional(),
});
export type TValidateWordRequest = z.infer<typeof ZValidateWordRequest>;
export const ZValidateWordResponse = z.strictObject({
  valid: z.boolean(),
  word: z.string(),
  score: z.number().int().min(0),
  /** Why a word is not valid: NOT_LETTERS, TOO_SHORT, LETTER_NOT_IN_POOL or NOT_A_WORD. */
  reason: z.enum(['NOT_LETTERS', 'TOO_SHORT', 'LETTER_NOT_IN_POOL', 'NOT_A_WORD']).optional(),
  /** Present once the word is valid: the player has just found it, so nothing leaks. */
  isTopWord: z.boolean().optional(),
  isTargetWord: z.boolean().optional(),
});
export type TValidateWordResponse = z.infer<typeof ZValidateWordResponse>;

// ---- POST /api/submit-game
export const ZSubmitMode = z.strictObject({
  mode: z.literal('continuous'),
  totalPoints: z.number().int().min(0),
});
export const ZGameId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected a game id');
export const ZSubmitGameRequest = z.strictObject({
  /** Made by the client once per game: a retry with the same id changes nothing. */
  gameId: ZGameId,
  playerId: ZUserId,
  /** Sum of the word scores; 0 in continuous mode, whose sum travels in modes[].totalPoints. */
  finalScore: z.number().int().min(0).max(10_000),
  wordsUsed: z.array(ZWordScore).max(400),
  modes: z.array(ZSubmitMode).max(1),
  gameDate: ZPuzzleDate,
});
export type TSubmitGameRequest = z.infer<typeof ZSubmitGameRequest>;

export const ZAchievement = z.strictObject({ reached: z.boolean(), qualified: z.boolean() });
export const ZAchievements = z.strictObject({
  targetScore: ZAchievement,
  targetWord: ZAchievement,
  mostWords: ZAchievement,
});
export const ZSubmitGameResponse = z.strictObject({
  gameId: ZGameId,
  finalScore: z.number().int().min(0),
  wordsUsed: z.array(ZWordScore),
  achievements: ZAchievements,
  /** The day's entry after this game (best score, union of words, play count…). */
  entry: ZGameEntry,
  /**
   * The player's personalised challenges of the date this game completed (verified by the server
   * from this stored game): what the 'Challenge Complete!' toast shows. Absent in answers stored
   * before challenges existed.
   */
  challengesCompleted: z.array(ZCompletedChallengeSummary).optional(),
});
export type TSubmitGameResponse = z.infer<typeof ZSubmitGameResponse>;

// ---- POST /api/increment-hint/{userId}/{date}
export const ZIncrementHintRequest = z.strictObject({ isBonus: z.boolean() });
export type TIncrementHintRequest = z.infer<typeof ZIncrementHintRequest>;
export const ZHintKey = z.enum(HINT_KEYS);
export const ZIncrementHintResponse = z.strictObject({
  hintsUsed: z.number().int().min(0).max(6),
  targetWordHintsUsed: z.number().int().min(0).max(2),
  /** The hint just unlocked: 1–6 normal, 7–8 bonus (spec 000 §4). */
  hint: z.strictObject({
    number: z.number().int().min(1).max(8),
    key: ZHintKey,
    value: z.union([z.number(), z.string(), z.array(z.number()), z.array(z.string())]),
  }),
});
export type TIncrementHintResponse = z.infer<typeof ZIncrementHintResponse>;

// ---- POST /api/reveal-targets, /api/reveal-top-word, /api/reveal-target-words
export const ZRevealRequest = z.strictObject({ playerId: ZUserId, date: ZPuzzleDate });
export type TRevealRequest = z.infer<typeof ZRevealRequest>;
export const ZRevealTargetsResponse = z.strictObject({
  data: z.strictObject({
    foundTopWordAtReveal: z.boolean(),
    userFoundTargetWords: z.array(z.string()),
    missedTargetWordsAtReveal: z.array(z.string()),
  }),
  topWord: z.string(),
  optimalWordCombination: z.array(z.string()),
});
export type TRevealTargetsResponse = z.infer<typeof ZRevealTargetsResponse>;
export const ZRevealTopWordResponse = z.strictObject({
  data: z.strictObject({ foundAtReveal: z.boolean() }),
  topWord: z.string(),
});
export type TRevealTopWordResponse = z.infer<typeof ZRevealTopWordResponse>;
export const ZRevealTargetWordsResponse = z.strictObject({
  data: z.strictObject({
    userFoundTargetWords: z.array(z.string()),
    userMissedTargetWords: z.array(z.string()),
  }),
  optimalWordCombination: z.array(z.string()),
});
export type TRevealTargetWordsResponse = z.infer<typeof ZRevealTargetWordsResponse>;
