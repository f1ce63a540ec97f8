import * as shareImage from '../share-image.js';
import { PNG_ANSWER, type AreaRoutes } from '../route-schemas.js';
import { ErrorCode as E } from '../errors.js';

/** Sharing: a signed link to a stored score, and a day’s or a score’s PNG card. Part of `ApiRouteSchemas` (api-routes.ts). */
export const shareRoutes = {
  socialShareImage: {
    summary: 'A day’s or a shared score’s 1200×630 PNG card (ETag; a stamped URL is immutable).',
    query: shareImage.ZShareImageQuery,
    answers: { 200: PNG_ANSWER, 304: null },
    errors: [E.FORBIDDEN, E.NOT_FOUND, E.RATE_LIMITED],
  },
  shareToken: {
    summary: 'A signed link to the caller’s own stored score of a day (or of one stored game).',
    body: shareImage.ZShareTokenRequest,
    answers: { 200: shareImage.ZShareTokenResponse },
    errors: [E.UNAUTHENTICATED, E.NOT_FOUND],
  },
} as const satisfies AreaRoutes;
