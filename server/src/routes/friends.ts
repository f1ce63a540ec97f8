import type { IRouter, Request, Response } from 'express';
import {
  ApiRoute,
  ZCreateLeagueRequest,
  ZDisplayNameRequest,
  ZEmptyBody,
  ZInviteParams,
  ZLeagueParams,
  ZLiveGameRequest,
  ZRemoveMemberRequest,
  ZRenameLeagueRequest,
} from '@dozen/engine/contract';
import { requireAuth, requireSignedIn } from '../auth/middleware.js';
import type { Auth } from '../auth/sessions.js';
import { clientIp } from '../http/client-ip.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { onRoute } from '../http/route.js';
import {
  bodyOrEmpty,
  parseBody as body,
  parseParams as params,
  parseQuery as query,
  validate,
  ZNoQuery,
} from '../http/validate.js';
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

  const emptyBody = (req: Request) => validate(ZEmptyBody, bodyOrEmpty(req.body), 'body');

  onRoute(router, ApiRoute.friends, async (req, res) => {
    query(ZNoQuery, req);
    res.json(await overview(context, player(res)));
  });

  onRoute(router, ApiRoute.displayName, async (req, res) => {
    query(ZNoQuery, req);
    const { displayName } = body(ZDisplayNameRequest, req);
    res.json(await setDisplayName(context, await writer(res), displayName));
  });

  onRoute(router, ApiRoute.createLeague, async (req, res) => {
    query(ZNoQuery, req);
    const { name } = body(ZCreateLeagueRequest, req);
    res.status(201).json(await createLeague(context, await writer(res), name));
  });

  onRoute(router, ApiRoute.league, async (req, res) => {
    query(ZNoQuery, req);
    const { leagueId } = params(ZLeagueParams, req);
    res.json(await readBoard(context, player(res), leagueId));
  });

  onRoute(router, ApiRoute.renameLeague, async (req, res) => {
    query(ZNoQuery, req);
    const { leagueId } = params(ZLeagueParams, req);
    const { name } = body(ZRenameLeagueRequest, req);
    res.json(await renameLeagueAs(context, await writer(res), leagueId, name));
  });

  onRoute(router, ApiRoute.removeMember, async (req, res) => {
    query(ZNoQuery, req);
    const { leagueId } = params(ZLeagueParams, req);
    const { memberId } = body(ZRemoveMemberRequest, req);
    res.json(await removeMember(context, await writer(res), leagueId, memberId));
  });

  onRoute(router, ApiRoute.rotateInvite, async (req, res) => {
    query(ZNoQuery, req);
    const { leagueId } = params(ZLeagueParams, req);
    emptyBody(req);
    res.json(await rotateInvite(context, await writer(res), leagueId));
  });

  onRoute(router, ApiRoute.leaveLeague, async (req, res) => {
    query(ZNoQuery, req);
    const { leagueId } = params(ZLeagueParams, req);
    emptyBody(req);
    res.json(await leaveLeague(context, await writer(res), leagueId));
  });

  onRoute(router, ApiRoute.deleteLeague, async (req, res) => {
    query(ZNoQuery, req);
    const { leagueId } = params(ZLeagueParams, req);
    emptyBody(req);
    res.json(await deleteLeagueAs(context, await writer(res), leagueId));
  });

  onRoute(router, ApiRoute.invite, async (req, res) => {
    query(ZNoQuery, req);
    const { token } = params(ZInviteParams, req);
    res.json(await previewInvite(context, await inviteUser(req, res, false), token));
  });

  onRoute(router, ApiRoute.joinLeague, async (req, res) => {
    query(ZNoQuery, req);
    const { token } = params(ZInviteParams, req);
    emptyBody(req);
    res.json(await joinLeague(context, await inviteUser(req, res, true), token));
  });

  onRoute(router, ApiRoute.liveGame, async (req, res) => {
    query(ZNoQuery, req);
    const request = body(ZLiveGameRequest, req);
    res.json(await reportLiveGame(context, await writer(res), request));
  });
}
