import { z } from 'zod';
import { ZPuzzleDate } from './common.js';

/**
 * GET /api/social-share-image?type=…&format=png[&date=YYYY-MM-DD][&v=stamp] (spec 001 §7): a
 * 1200×630 PNG card of a day, drawn by the server.
 *
 * - `daily`: the day's date, its 12 letters with their values and its Target Score. The same for
 *   everyone, so it is the link preview's image.
 * - `score`: the same card with the caller's best score of that day against the Target Score
 *   (needs the caller's session; 404 when the caller has no game that day).
 *
 * Neither card ever shows a word: a viewer must not learn a word they have not found.
 *
 * `v` is the card's version stamp, which the server sends as the image's ETag. A URL whose `v` is
 * the current stamp names those exact bytes, so it is cached for a year; any other `v` (or none)
 * gets the current card with `no-cache` and the ETag, so caches revalidate (304).
 */
export const SHARE_IMAGE_TYPES = ['daily', 'score'] as const;
export const ZShareImageType = z.enum(SHARE_IMAGE_TYPES);
export type TShareImageType = z.infer<typeof ZShareImageType>;

/** The spec's share image size (spec 001 §9). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const ZShareImageQuery = z.strictObject({
  type: ZShareImageType,
  format: z.literal('png'),
  /** The day (default: today); a day that has not begun is 404, like its pool. */
  date: ZPuzzleDate.optional(),
  v: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a version stamp')
    .optional(),
});
export type TShareImageQuery = z.infer<typeof ZShareImageQuery>;
