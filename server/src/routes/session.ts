import type { IRouter } from 'express';
import { ApiRoute, ZSessionRequest, type TSessionResponse } from '@dozen/engine/contract';
import { currentAuth, requireAuth } from '../auth/middleware.js';
import { appendSetCookie, sessionCookie } from '../auth/cookie.js';
import type { Auth, SessionService } from '../auth/sessions.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { onRoute } from '../http/route.js';
import { bodyOrEmpty, validate } from '../http/validate.js';

/**
 * POST /api/session: the caller's identity, created (an anonymous user and its session) when the
 * request has none. GET /api/me: the same, or 401; a GET never creates anything.
 */
export function sessionRoutes(
  router: IRouter,
  deps: { sessions: SessionService; rateLimits: RateLimitSet; secureCookies: boolean },
): void {
  onRoute(router, ApiRoute.session, async (req, res) => {
    validate(ZSessionRequest, bodyOrEmpty(req.body), 'body');
    const existing = currentAuth(res);
    if (existing) {
      const body = sessionBody(existing);
      res.json(body);
      return;
    }
    await deps.rateLimits.sessionsPerIp.consume(req.ip ?? 'unknown');
    const { auth, token } = await deps.sessions.createAnonymous();
    appendSetCookie(res, sessionCookie(token, auth.expiresAt, deps.secureCookies));
    const body = sessionBody(auth);
    res.status(201).json(body);
  });

  onRoute(router, ApiRoute.me, (_req, res) => {
    const auth = requireAuth(res);
    const body = sessionBody(auth);
    res.json(body);
  });
}

/** Who the caller is, as the client sees it. */
function sessionBody(auth: Auth): TSessionResponse {
  return { userId: auth.userId, isAnonymous: auth.isAnonymous, email: auth.email };
}
