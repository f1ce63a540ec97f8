import * as analytics from '../analytics.js';
import type { AreaRoutes } from '../route-schemas.js';
import { ErrorCode as E } from '../errors.js';

/** The client’s analytics events. Part of `ApiRouteSchemas` (api-routes.ts). */
export const analyticsRoutes = {
  events: {
    summary: 'Stores a batch of the client’s analytics events (re-sent events are not stored twice).',
    body: analytics.ZEventBatchRequest,
    beacon: true,
    answers: { 200: analytics.ZEventBatchResponse },
    errors: [E.UNAUTHENTICATED, E.BAD_GAME_DATE, E.RATE_LIMITED],
  },
} as const satisfies AreaRoutes;
