import type { IRouter } from 'express';
import { ApiRoute, ZEventBatchRequest } from '@dozen/engine/contract';
import { requireAuth } from '../auth/middleware.js';
import { clientIp } from '../http/client-ip.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { onRoute } from '../http/route.js';
import { parseBody as body, parseQuery as query, ZNoQuery } from '../http/validate.js';
import { recordEvents } from '../services/analytics.js';
import type { Queryable } from '../storage/database.js';

/**
 * POST /api/events: a batch of the client's analytics events, as JSON or as the text/plain JSON
 * that navigator.sendBeacon sends (http/security.ts explains why that is safe here). Needs a
 * session: the events are stored as its user's.
 */
export function analyticsRoutes(
  router: IRouter,
  deps: { sql: Queryable; rateLimits: RateLimitSet; now: () => Date },
): void {
  onRoute(router, ApiRoute.events, async (req, res) => {
    query(ZNoQuery, req);
    await deps.rateLimits.eventBatchesPerIp.consume(clientIp(req));
    const auth = requireAuth(res);
    await deps.rateLimits.eventBatchesPerSession.consume(auth.sessionId);
    const batch = body(ZEventBatchRequest, req);
    res.json(await recordEvents(deps, auth, batch));
  });
}
