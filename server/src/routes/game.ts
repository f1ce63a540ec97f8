import type { IRouter, Response } from 'express';
import { currentAuth, requirePlayer, requireSignedIn } from '../auth/middleware.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { clientIp } from '../http/client-ip.js';
import { onRoute } from '../http/route.js';
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
  onRoute(router, 'validateWord', async (req, res, input) => {
    await rateLimits.wordsPerIp.consume(clientIp(req));
    const auth = currentAuth(res);
    if (auth) await rateLimits.wordsPerSession.consume(auth.sessionId);
    res.json(await words.validateAndMarkPlaying(input.body(), auth));
  });

  onRoute(router, 'dailyPool', async (_req, res, { query }) => {
    res.json(await dailyPool(context, currentAuth(res), query.date));
  });

  onRoute(router, 'stats', async (_req, res, { query }) => {
    res.json(await stats(context, query.date));
  });

  onRoute(router, 'topWordCount', async (_req, res, { params }) => {
    res.json(await topWordCount(context, params.date));
  });

  onRoute(router, 'gameEntry', async (_req, res, { params }) => {
    const auth = requirePlayer(res, params.playerId);
    res.json(await gameEntry(context, auth, params.date));
  });

  onRoute(router, 'submitGame', async (_req, res, input) => {
    const request = input.body();
    const auth = requirePlayer(res, request.playerId);
    if (request.modes.length > 0) requireSignedIn(auth, 'Continuous mode');
    await writeAllowed(res);
    res.json(await games.submit(request, auth));
    playerDayChanged(friends, auth, request.gameDate);
  });

  onRoute(router, 'incrementHint', async (_req, res, input) => {
    const { userId, date } = input.params;
    const auth = requirePlayer(res, userId);
    requireSignedIn(auth, 'Hints');
    const { isBonus } = input.body();
    await writeAllowed(res);
    res.json(await incrementHint(context, auth, date, isBonus));
    playerDayChanged(friends, auth, date);
  });

  const reveals = [
    ['revealTargets', revealTargets],
    ['revealTopWord', revealTopWord],
    ['revealTargetWords', revealTargetWords],
  ] as const;
  for (const [route, reveal] of reveals) {
    onRoute(router, route, async (_req, res, input) => {
      const request = input.body();
      const auth = requirePlayer(res, request.playerId);
      await writeAllowed(res);
      res.json(await reveal(context, auth, request.date));
      playerDayChanged(friends, auth, request.date);
    });
  }
}
