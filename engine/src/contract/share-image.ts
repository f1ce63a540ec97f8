import { z } from 'zod';
import { ZPuzzleDate } from './common.js';
import { ZGameId } from './game.js';

/**
 * GET /api/social-share-image?type=…&format=png[&date=YYYY-MM-DD | &share=token][&v=stamp] (spec 001 §7): a
 * 1200×630 PNG card of a day, drawn by the server.
 *
 * - `daily`: the day's date, its 12 letters with their values and its Target Score. The same for
 *   everyone, so it is the link preview's image.
 * - `score`: the same card with a player's stored score of that day against the Target Score, read
 *   from a share token (`share`, below) the server signed for that player: no session needed, the
 *   same for everyone who opens the link.
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

/**
 * A share token: a player's stored score of a day (the day's best, or one stored game's), signed
 * by the server (HMAC with a key derived from AUTH_SECRET), so a shared link's card needs no
 * session and cannot be forged.
 * `YYYYMMDD.score.wordCount[.a].mac`: what the card shows and a 128-bit MAC (base64url), nothing
 * else (no player id: anyone may read a shared link). `.a` marks a game played from the archive:
 * the card says so.
 */
export const SHARE_TOKEN_PATTERN = /^\d{8}\.\d{1,4}\.\d{1,4}(\.a)?\.[A-Za-z0-9_-]{22}$/;
export const ZShareToken = z.string().regex(SHARE_TOKEN_PATTERN, 'Expected a share token');

const ZImageFormat = z.literal('png');
const ZImageStamp = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a version stamp')
  .optional();

export const ZShareImageQuery = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('daily'),
    format: ZImageFormat,
    /** The day (default: today); a day that has not begun is 404, like its pool. */
    date: ZPuzzleDate.optional(),
    v: ZImageStamp,
  }),
  z.strictObject({
    type: z.literal('score'),
    format: ZImageFormat,
    /** The signed score (its day is inside): a forged or altered token is 403. */
    share: ZShareToken,
    v: ZImageStamp,
  }),
]);
export type TShareImageQuery = z.infer<typeof ZShareImageQuery>;

/**
 * POST /api/share-token: a link to the caller's own stored score of `date`: the day's best, or,
 * with `gameId`, that one stored game's (Game Complete's Share: the card shows the game just
 * played, not an earlier and better one).
 */
export const ZShareTokenRequest = z
  .strictObject({
    date: ZPuzzleDate,
    gameId: ZGameId.optional(),
    /** `gameId` names one of the caller's archive games: the card says "from the archive". */
    archive: z.boolean().optional(),
  })
  .refine((request) => !request.archive || request.gameId !== undefined, {
    message: 'An archive share names its game (gameId).',
    path: ['gameId'],
  });
export type TShareTokenRequest = z.infer<typeof ZShareTokenRequest>;

export const ZShareTokenResponse = z.strictObject({
  token: ZShareToken,
  /** The page to share: `${PUBLIC_URL}/?share=<token>`, whose link preview is the score card. */
  url: z.string(),
});
export type TShareTokenResponse = z.infer<typeof ZShareTokenResponse>;

/** The page query parameter that carries a share token (`/?share=…`). */
export const SHARE_QUERY_PARAMETER = 'share';
