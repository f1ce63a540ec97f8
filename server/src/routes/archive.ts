import type { IRouter } from 'express';
import {
  ApiRoute,
  ZArchiveGameParams,
  ZArchiveMonthParams,
  ZArchiveSubmitRequest,
  ZArchiveValidateWordRequest,
  ZDateParams,
} from '@dozen/engine/contract';
import { requireAuth, requirePlayer, requireSignedIn } from '../auth/middleware.js';
import { clientIp } from '../http/client-ip.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { onRoute } from '../http/route.js';
import { parseBody as body, parseParams as params, parseQuery as query, ZNoQuery } from '../http/validate.js';
import { archiveMonth, archivePuzzle } from '../services/archive-days.js';
import { createArchiveGameService } from '../services/archive-games.js';
import type { GameContext } from '../services/context.js';

/**
 * Past puzzles (contract: archive.ts). Thin like the game's routes: parse strictly, take
 * the session's own player (anonymous players too, like today's game; no session is 401), apply
 * the game's rate limits (words per IP and session, writes per session), call a service. Which
 * dates are past is the day policy's (isArchiveDate), asked by the services.
 */
export function archiveRoutes(router: IRouter, context: GameContext, rateLimits: RateLimitSet): void {
  const games = createArchiveGameService(context);

  onRoute(router, ApiRoute.archiveMonth, async (req, res) => {
    query(ZNoQuery, req);
    const { month } = params(ZArchiveMonthParams, req);
    res.json(await archiveMonth(context, requireAuth(res).userId, month));
  });

  onRoute(router, ApiRoute.archivePuzzle, async (req, res) => {
    query(ZNoQuery, req);
    const { date } = params(ZDateParams, req);
    res.json(await archivePuzzle(context, requireAuth(res), date));
  });

  onRoute(router, ApiRoute.archiveValidateWord, async (req, res) => {
    query(ZNoQuery, req);
    const auth = requireAuth(res);
    await rateLimits.wordsPerIp.consume(clientIp(req));
    await rateLimits.wordsPerSession.consume(auth.sessionId);
    res.json(await games.validateWord(body(ZArchiveValidateWordRequest, req)));
  });

  onRoute(router, ApiRoute.archiveSubmitGame, async (req, res) => {
    query(ZNoQuery, req);
    const request = body(ZArchiveSubmitRequest, req);
    const auth = requirePlayer(res, request.playerId);
    if (request.modes.length > 0) requireSignedIn(auth, 'Continuous mode');
    await rateLimits.writesPerSession.consume(auth.sessionId);
    res.json(await games.submit(request, auth));
  });

  onRoute(router, ApiRoute.archiveGame, async (req, res) => {
    query(ZNoQuery, req);
    const { gameId } = params(ZArchiveGameParams, req);
    res.json(await games.game(requireAuth(res), gameId));
  });
}
