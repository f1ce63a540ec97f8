import type { IRouter } from 'express';
import { ErrorCode, type TSessionResponse } from '@dozen/engine/contract';
import { currentAuth, requireAuth } from '../auth/middleware.js';
import { appendSetCookie, sessionCookie } from '../auth/cookie.js';
import type { Auth, SessionService } from '../auth/sessions.js';
import { clientIp } from '../http/client-ip.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { onRoute } from '../http/route.js';
import { DomainError } from '../domain-error.js';

/**
 * POST /api/session: the caller's identity, created (an anonymous user and its session) when the
 * request has none. GET /api/me: the same, or 401; a GET never creates anything.
 *
 * An answer must never undo a newer identity in the browser: cookies are last-writer-wins, and a
 * request that left the browser before a sign-in (a slow boot call on a phone, another tab) can be
 * answered after it. So a request without a live session from a device that signed in meanwhile
 * gets 409 IDENTITY_CHANGED with no cookie: no second identity is made, the sign-in's cookie stays,
 * and the client asks GET /api/me. (The client also runs identity calls one at a time:
 * client/src/api/identity-lane.ts; this holds where that cannot, e.g. a browser without Web Locks.)
 */
export function sessionRoutes(
  router: IRouter,
  deps: { sessions: SessionService; rateLimits: RateLimitSet; secureCookies: boolean },
): void {
  onRoute(router, 'session', async (req, res, input) => {
    const { device } = input.body();
    const existing = currentAuth(res);
    if (existing) {
      const body = sessionBody(existing);
      res.json(body);
      return;
    }
    // The limit first: the device check below is a database query too.
    await deps.rateLimits.sessionsPerIp.consume(clientIp(req));
    if (device !== undefined && (await deps.sessions.signedInMeanwhile(device, null)))
      throw new DomainError(
        ErrorCode.IDENTITY_CHANGED,
        'This browser signed in while this request was on its way: ask GET /api/me who it is now.',
      );
    const { auth, token } = await deps.sessions.createAnonymous(device);
    appendSetCookie(res, sessionCookie(token, auth.expiresAt, deps.secureCookies));
    const body = sessionBody(auth);
    res.status(201).json(body);
  });

  onRoute(router, 'me', (_req, res) => {
    const auth = requireAuth(res);
    const body = sessionBody(auth);
    res.json(body);
  });
}

/** Who the caller is, as the client sees it. */
function sessionBody(auth: Auth): TSessionResponse {
  return { userId: auth.userId, isAnonymous: auth.isAnonymous, email: auth.email };
}
