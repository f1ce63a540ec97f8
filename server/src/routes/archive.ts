import type { IRouter } from 'express';
import { requireAuth, requirePlayer, requireSignedIn } from '../auth/middleware.js';
import { clientIp } from '../http/client-ip.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { onRoute } from '../http/route.js';
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

  onRoute(router, 'archiveMonth', async (_req, res, { params }) => {
    res.json(await archiveMonth(context, requireAuth(res).userId, params.month));
  });

  onRoute(router, 'archivePuzzle', async (_req, res, { params }) => {
    res.json(await archivePuzzle(context, requireAuth(res), params.date));
  });

  onRoute(router, 'archiveValidateWord', async (req, res, input) => {
    const auth = requireAuth(res);
    await rateLimits.wordsPerIp.consume(clientIp(req));
    await rateLimits.wordsPerSession.consume(auth.sessionId);
    res.json(await games.validateWord(input.body()));
  });

  onRoute(router, 'archiveSubmitGame', async (_req, res, input) => {
    const request = input.body();
    const auth = requirePlayer(res, request.playerId);
    if (request.modes.length > 0) requireSignedIn(auth, 'Continuous mode');
    await rateLimits.writesPerSession.consume(auth.sessionId);
    res.json(await games.submit(request, auth));
  });

  onRoute(router, 'archiveGame', async (_req, res, { params }) => {
    res.json(await games.game(requireAuth(res), params.gameId));
  });
}
