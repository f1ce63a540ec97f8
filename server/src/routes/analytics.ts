import type { IRouter } from 'express';
import { requireAuth } from '../auth/middleware.js';
import { clientIp } from '../http/client-ip.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { onRoute } from '../http/route.js';
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
  onRoute(router, 'events', async (req, res, input) => {
    await deps.rateLimits.eventBatchesPerIp.consume(clientIp(req));
    const auth = requireAuth(res);
    await deps.rateLimits.eventBatchesPerSession.consume(auth.sessionId);
    const batch = input.body();
    res.json(await recordEvents(deps, auth, batch));
  });
}
