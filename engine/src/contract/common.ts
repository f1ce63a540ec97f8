import { z } from 'zod';
import { ZErrorResponse } from './errors.js';

/** A New York calendar date, `YYYY-MM-DD`, that exists on the calendar. */
export const ZPuzzleDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const utc = new Date(0);
    // setUTCFullYear, not Date.UTC: the latter reads years 0–99 as 1900–1999.
    utc.setUTCFullYear(year, month - 1, day);
    return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
  }, 'Expected a real calendar date');

/** Server-made user ids: opaque, URL-safe. */
export const ZUserId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a user id');

/** The 12 letters of a pool (upper-case A–Z). */
export const ZPoolLetters = z.string().regex(/^[A-Z]{12}$/, 'Expected 12 letters A–Z');

/** Letters still available on the board: up to 12, any case. */
export const ZAvailableLetters = z.string().regex(/^[A-Za-z]{0,12}$/, 'Expected up to 12 letters');

/** A word as typed; the rules (engine/src/rules) decide whether it is one. */
export const ZWordInput = z.string().min(1).max(32);

export const ZWordScore = z.strictObject({ word: ZWordInput, score: z.number().int().min(0).max(100) });
export type TWordScore = z.infer<typeof ZWordScore>;

/**
 * The spec's three flags of a day or a game: Target Score, Target Word and Most Words reached.
 * A shape to spread into an object schema, where it keeps the three in this order.
 */
export const targetsReachedShape = {
  targetScore: z.boolean(),
  targetWord: z.boolean(),
  mostWords: z.boolean(),
};

/** An ISO-8601 instant. */
export const ZInstant = z.iso.datetime({ offset: true });

export const ZPlayerDateParams = z.strictObject({ playerId: ZUserId, date: ZPuzzleDate });
export const ZUserDateParams = z.strictObject({ userId: ZUserId, date: ZPuzzleDate });
export const ZDateParams = z.strictObject({ date: ZPuzzleDate });
export const ZEmptyBody = z.strictObject({});

/** GET /api/health: the process answers (liveness; readiness is /api/ready). */
export const ZHealthResponse = z.strictObject({ status: z.literal('ok') });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** GET /api/ready: every backing service answered (`checks`: each one's answer). */
export const ZReadyChecks = z.record(z.string(), z.boolean());
export const ZReadyResponse = z.strictObject({ status: z.literal('ready'), checks: ZReadyChecks });
/** GET /api/ready's 503: the error, and which service did not answer. */
export const ZNotReadyResponse = ZErrorResponse.extend({ checks: ZReadyChecks });

/** GET /api/openapi.json: an OpenAPI 3.1 document (its parts are OpenAPI's, not ours to restate). */
export const ZOpenApiDocument = z.looseObject({
  openapi: z.string().regex(/^3\.1\./),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
