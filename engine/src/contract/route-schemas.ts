import type { z } from 'zod';
import { ZEmptyBody } from './common.js';
import { ErrorCode } from './errors.js';
import type { ApiRoute, HttpMethod } from './paths.js';

/**
 * The vocabulary of the route table (api-routes.ts): what one route's entry says, the error
 * codes routes share, and what the API's request layer adds to every route.
 */

const E = ErrorCode;

/** An answer that is not JSON. */
export interface MediaAnswer {
  mediaType: 'image/png';
}
export const PNG_ANSWER: MediaAnswer = { mediaType: 'image/png' };

/** What a route answers with a status: a JSON schema, another media type, or no body (304). */
export type RouteAnswer = z.ZodType | MediaAnswer | null;

/** Groups of routes in the API reference. */
export type ApiTag =
  'game' | 'session' | 'accounts' | 'progress' | 'archive' | 'share' | 'analytics' | 'friends' | 'meta';

export interface RouteSchemas {
  /** One line for the API reference. */
  summary: string;
  /** The pattern's `:name` segments (strict). */
  params?: z.ZodType;
  /** The query string (strict); without one, a route refuses any query parameter. */
  query?: z.ZodType;
  /** A POST's JSON body (strict). */
  body?: z.ZodType;
  /** The body may be left out, and then reads as `{}`. */
  bodyOptional?: true;
  /**
   * The body may also come as text/plain JSON: what `navigator.sendBeacon` sends as a page is
   * hidden (http/security.ts says why that is safe).
   */
  beacon?: true;
  /**
   * A liveness or readiness probe: answered before the API's request layer (no same-origin check,
   * no body, no session), so none of its errors apply.
   */
  probe?: true;
  /** The answers by status; each status's schema is what a client parses. */
  answers: { readonly [status: number]: RouteAnswer };
  /** The errors of the route itself, beyond the request layer's (`requestLayerErrors`). */
  errors?: readonly ErrorCode[];
}

/**
 * One area's part of the route table (routes/*.ts): routes named in `ApiRoute`. `ApiRoutesByTag`
 * (api-routes.ts) files each part under its tag and checks that every route is in one.
 */
export type AreaRoutes = {
  readonly [N in keyof typeof ApiRoute]?: RouteSchemas;
};

/** A POST that takes no body: `{}`, or nothing at all. */
export const NO_BODY = { body: ZEmptyBody, bodyOptional: true } as const;

/** A session is needed (401), and it must be the named player's (403). */
export const OWNER_ERRORS = [E.UNAUTHENTICATED, E.FORBIDDEN] as const;
/** … and the player must have an account (403 SIGN_IN_REQUIRED). */
export const SIGNED_IN_OWNER_ERRORS = [...OWNER_ERRORS, E.SIGN_IN_REQUIRED] as const;
/** A session is needed (401), and an account (403 SIGN_IN_REQUIRED), whatever the route reads. */
export const SIGNED_IN_ERRORS = [E.UNAUTHENTICATED, E.SIGN_IN_REQUIRED] as const;
/** The rules a submitted game's words and scores are judged by (422). */
export const GAME_RULE_ERRORS = [
  E.NOT_LETTERS,
  E.TOO_SHORT,
  E.LETTER_NOT_IN_POOL,
  E.NOT_A_WORD,
  E.TILE_REUSED,
  E.DUPLICATE_WORD,
  E.WORD_SCORE_MISMATCH,
  E.FINAL_SCORE_MISMATCH,
] as const;

/**
 * What the API's request layer (server/src/http/api-request.ts) and its error middleware may answer
 * on any route that is not a probe: a query or path refused by its strict schema, the same-origin
 * check and the body's refusals on a POST, PostgreSQL out of reach while the session is read, and
 * a bug. Probes can only fail on their query, or on a bug.
 */
export function requestLayerErrors(method: HttpMethod, schemas: RouteSchemas): ErrorCode[] {
  if (schemas.probe) return [E.VALIDATION_FAILED, E.INTERNAL];
  const always = [E.VALIDATION_FAILED, E.SERVICE_UNAVAILABLE, E.INTERNAL];
  if (method === 'GET') return always;
  return [...always, E.CROSS_SITE_REQUEST, E.MALFORMED_JSON, E.PAYLOAD_TOO_LARGE, E.UNSUPPORTED_MEDIA_TYPE];
}
