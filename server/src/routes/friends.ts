import type { IRouter, Request, Response } from 'express';
import { requireAuth, requireSignedIn } from '../auth/middleware.js';
import type { Auth } from '../auth/sessions.js';
import { clientIp } from '../http/client-ip.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { onRoute } from '../http/route.js';
import { overview, readBoard } from '../friends/boards.js';
import type { FriendsContext } from '../friends/context.js';
import {
  createLeague,
  deleteLeagueAs,
  joinLeague,
  leaveLeague,
  previewInvite,
  removeMember,
  renameLeagueAs,
  rotateInvite,
} from '../friends/leagues.js';
import { reportLiveGame } from '../friends/live-games.js';
import { setDisplayName } from '../friends/names.js';

/**
 * Friends (contract: friends.ts). Thin like every route: parse path, query and body strictly
 * (unknown keys are 400), then the caller: no session 401, an anonymous player 403
 * SIGN_IN_REQUIRED (the client opens the sign-in gate, as for hints) except for the look at an
 * invite link; writes are limited per
 * session, invite links per account and per IP address; then a service. Which league the caller
 * may read or change is the services' (a league they are not in is 404, an owner's call by
 * another member 403).
 */
export function friendsRoutes(router: IRouter, context: FriendsContext, rateLimits: RateLimitSet): void {
  /** The caller, signed in. */
  function player(res: Response): Auth {
    const auth = requireAuth(res);
    requireSignedIn(auth, 'Friends');
    return auth;
  }

  async function writer(res: Response): Promise<Auth> {
    const auth = player(res);
    await rateLimits.writesPerSession.consume(auth.sessionId);
    return auth;
  }

  /**
   * An invite link's use: limited per player and per address, against trying tokens in bulk. A
   * guest may look at what a link opens (its page shows the league's name and size, then asks them
   * to sign in); joining needs an account.
   */
  async function inviteUser(req: Request, res: Response, signedIn: boolean): Promise<Auth> {
    const auth = signedIn ? player(res) : requireAuth(res);
    await rateLimits.leagueJoinsPerIp.consume(clientIp(req));
    await rateLimits.leagueJoinsPerAccount.consume(auth.userId);
    return auth;
  }

  onRoute(router, 'friends', async (_req, res) => {
    res.json(await overview(context, player(res)));
  });

  onRoute(router, 'displayName', async (_req, res, input) => {
    const { displayName } = input.body();
    res.json(await setDisplayName(context, await writer(res), displayName));
  });

  onRoute(router, 'createLeague', async (_req, res, input) => {
    const { name } = input.body();
    res.status(201).json(await createLeague(context, await writer(res), name));
  });

  onRoute(router, 'league', async (_req, res, input) => {
    res.json(await readBoard(context, player(res), input.params.leagueId));
  });

  onRoute(router, 'renameLeague', async (_req, res, input) => {
    const { name } = input.body();
    res.json(await renameLeagueAs(context, await writer(res), input.params.leagueId, name));
  });

  onRoute(router, 'removeMember', async (_req, res, input) => {
    const { memberId } = input.body();
    res.json(await removeMember(context, await writer(res), input.params.leagueId, memberId));
  });

  onRoute(router, 'rotateInvite', async (_req, res, input) => {
    input.body();
    res.json(await rotateInvite(context, await writer(res), input.params.leagueId));
  });

  onRoute(router, 'leaveLeague', async (_req, res, input) => {
    input.body();
    res.json(await leaveLeague(context, await writer(res), input.params.leagueId));
  });

  onRoute(router, 'deleteLeague', async (_req, res, input) => {
    input.body();
    res.json(await deleteLeagueAs(context, await writer(res), input.params.leagueId));
  });

  onRoute(router, 'invite', async (req, res, input) => {
    res.json(await previewInvite(context, await inviteUser(req, res, false), input.params.token));
  });

  onRoute(router, 'joinLeague', async (req, res, input) => {
    input.body();
    res.json(await joinLeague(context, await inviteUser(req, res, true), input.params.token));
  });

  onRoute(router, 'liveGame', async (_req, res, input) => {
    const request = input.body();
    res.json(await reportLiveGame(context, await writer(res), request));
  });
}
