import type { IRouter, Response } from 'express';
import {
  ApiRoute,
  ZDailyPoolQuery,
  ZDateParams,
  ZGameEntryQuery,
  ZIncrementHintRequest,
  ZPlayerDateParams,
  ZRevealRequest,
  ZStatsQuery,
  ZSubmitGameRequest,
  ZUserDateParams,
  ZValidateWordRequest,
} from '@dozen/engine/contract';
import { currentAuth, requirePlayer, requireSignedIn } from '../auth/middleware.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { clientIp } from '../http/client-ip.js';
import { onRoute } from '../http/route.js';
import { parseBody as body, parseParams as params, parseQuery as query, ZNoQuery } from '../http/validate.js';
import type { FriendsContext } from '../friends/context.js';
import { playerDayChanged } from '../friends/member-rows.js';
import type { GameContext } from '../services/context.js';
import { incrementHint } from '../services/hints.js';
import { dailyPool, gameEntry, stats, topWordCount } from '../services/player-day.js';
import { revealTargets, revealTargetWords, revealTopWord } from '../services/reveals.js';
import { createSubmitGameService } from '../services/submit-game.js';
import type { WordService } from '../services/words.js';

/**
 * The game-play calls of spec 000 §7. Thin: parse everything strictly with the contract, check
 * who is asking, call a service, answer. A player named in the path or body must be the caller.
 * A stored game, a hint or a reveal then moves the player's rows on their leagues' boards
 * (`friends`), after the answer is on its way.
 */
export function gameRoutes(
  router: IRouter,
  context: GameContext,
  rateLimits: RateLimitSet,
  words: WordService,
  friends: FriendsContext,
): void {
  const games = createSubmitGameService(context);

  /** Writes are rate-limited per session (after authentication, so the key is the session). */
  async function writeAllowed(res: Response): Promise<void> {
    const auth = currentAuth(res);
    if (auth) await rateLimits.writesPerSession.consume(auth.sessionId);
  }

  // First: the route called for every word a player types matches without trying the others.
  onRoute(router, ApiRoute.validateWord, async (req, res) => {
    query(ZNoQuery, req);
    await rateLimits.wordsPerIp.consume(clientIp(req));
    const auth = currentAuth(res);
    if (auth) await rateLimits.wordsPerSession.consume(auth.sessionId);
    const request = body(ZValidateWordRequest, req);
    res.json(await words.validateAndMarkPlaying(request, auth));
  });

  onRoute(router, ApiRoute.dailyPool, async (req, res) => {
    const { date } = query(ZDailyPoolQuery, req);
    res.json(await dailyPool(context, currentAuth(res), date));
  });

  onRoute(router, ApiRoute.stats, async (req, res) => {
    const { date } = query(ZStatsQuery, req);
    res.json(await stats(context, date));
  });

  onRoute(router, ApiRoute.topWordCount, async (req, res) => {
    query(ZNoQuery, req);
    const { date } = params(ZDateParams, req);
    res.json(await topWordCount(context, date));
  });

  onRoute(router, ApiRoute.gameEntry, async (req, res) => {
    query(ZGameEntryQuery, req);
    const { playerId, date } = params(ZPlayerDateParams, req);
    const auth = requirePlayer(res, playerId);
    res.json(await gameEntry(context, auth, date));
  });

  onRoute(router, ApiRoute.submitGame, async (req, res) => {
    query(ZNoQuery, req);
    const request = body(ZSubmitGameRequest, req);
    const auth = requirePlayer(res, request.playerId);
    if (request.modes.length > 0) requireSignedIn(auth, 'Continuous mode');
    await writeAllowed(res);
    res.json(await games.submit(request, auth));
    playerDayChanged(friends, auth, request.gameDate);
  });

  onRoute(router, ApiRoute.incrementHint, async (req, res) => {
    query(ZNoQuery, req);
    const { userId, date } = params(ZUserDateParams, req);
    const auth = requirePlayer(res, userId);
    requireSignedIn(auth, 'Hints');
    const { isBonus } = body(ZIncrementHintRequest, req);
    await writeAllowed(res);
    res.json(await incrementHint(context, auth, date, isBonus));
    playerDayChanged(friends, auth, date);
  });

  const reveals = [
    [ApiRoute.revealTargets, revealTargets],
    [ApiRoute.revealTopWord, revealTopWord],
    [ApiRoute.revealTargetWords, revealTargetWords],
  ] as const;
  for (const [route, reveal] of reveals) {
    onRoute(router, route, async (req, res) => {
      query(ZNoQuery, req);
      const request = body(ZRevealRequest, req);
      const auth = requirePlayer(res, request.playerId);
      await writeAllowed(res);
      res.json(await reveal(context, auth, request.date));
      playerDayChanged(friends, auth, request.date);
    });
  }
}
