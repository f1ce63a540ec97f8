import { z } from 'zod';
import { targetsReachedShape, ZInstant, ZPuzzleDate } from './common.js';

/**
 * The archive's summaries of a day (the calls are in archive.ts). Apart, because the
 * player's history (progress.ts) lists days played later and must not import the game calls.
 */

const count = () => z.number().int().min(0);

/** How one set of games of a day went: best normal score against the day's Target Score, targets reached. */
export const ZArchiveResult = z.strictObject({
  /** Games stored (a day played on the day: its play count). */
  games: count(),
  /** The best normal (non-continuous) score; 0 when only continuous games were played. */
  bestScore: count(),
  ...targetsReachedShape,
});
export type TArchiveResult = z.infer<typeof ZArchiveResult>;

// ---- The player's history (GET /api/player-history/{userId}) lists archive plays apart:
// ZPlayerHistoryResponse.later (progress.ts) holds one ZArchivePlayedDay per day played later.

export const ZArchivePlayedDay = z.strictObject({
  date: ZPuzzleDate,
  dateLabel: z.string(),
  dayTargetScore: count(),
  result: ZArchiveResult,
  /** The last archive game of the day. */
  lastPlayedAt: ZInstant,
});
export type TArchivePlayedDay = z.infer<typeof ZArchivePlayedDay>;
