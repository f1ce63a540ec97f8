import * as session from '../session.js';
import type { AreaRoutes } from '../route-schemas.js';
import { ErrorCode as E } from '../errors.js';

/** The caller’s identity. Part of `ApiRouteSchemas` (api-routes.ts). */
export const sessionRoutes = {
  session: {
    summary: 'The caller’s identity; a new anonymous player and its session cookie when it has none (201).',
    body: session.ZSessionRequest,
    bodyOptional: true,
    answers: { 200: session.ZSessionResponse, 201: session.ZSessionResponse },
    errors: [E.IDENTITY_CHANGED, E.RATE_LIMITED],
  },
  me: {
    summary: 'The caller’s identity (401 without a session; never creates one).',
    answers: { 200: session.ZSessionResponse },
    errors: [E.UNAUTHENTICATED],
  },
} as const satisfies AreaRoutes;
