import * as analytics from '../analytics.js';
import type { TaggedRoutes } from '../route-schemas.js';
import { ErrorCode } from '../errors.js';

const E = ErrorCode;

/** The client’s analytics events. Part of `ApiRouteSchemas` (api-routes.ts). */
export const analyticsRoutes = {
  events: {
    summary: 'Stores a batch of the client’s analytics events (re-sent events are not stored twice).',
    tag: 'analytics',
    body: analytics.ZEventBatchRequest,
    beacon: true,
    answers: { 200: analytics.ZEventBatchResponse },
    errors: [E.UNAUTHENTICATED, E.BAD_GAME_DATE, E.RATE_LIMITED],
  },
} as const satisfies TaggedRoutes<'analytics'>;
