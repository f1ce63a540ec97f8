import * as friends from '../friends.js';
import { GAME_RULE_ERRORS, NO_BODY, SIGNED_IN_ERRORS, type AreaRoutes } from '../route-schemas.js';
import { ErrorCode as E } from '../errors.js';

/**
 * An owner’s change to a league: an account (SIGNED_IN_ERRORS), a league the caller is in (404)
 * and owns (403).
 */
const LEAGUE_OWNER_ERRORS = [...SIGNED_IN_ERRORS, E.FORBIDDEN, E.NOT_FOUND, E.RATE_LIMITED] as const;

/** Private leagues: display names, leagues, invite links, boards and games in progress. Part of `ApiRouteSchemas` (api-routes.ts). */
export const friendsRoutes = {
  friends: {
    summary: 'The caller’s display name and leagues, each with today’s place.',
    answers: { 200: friends.ZFriendsResponse },
    errors: [...SIGNED_IN_ERRORS],
  },
  displayName: {
    summary: 'Sets the caller’s display name, the only thing other members see of them.',
    body: friends.ZDisplayNameRequest,
    answers: { 200: friends.ZDisplayNameResponse },
    errors: [...SIGNED_IN_ERRORS, E.NAME_REFUSED, E.RATE_LIMITED],
  },
  createLeague: {
    summary: 'A new league owned by the caller, with its invite link (201).',
    body: friends.ZCreateLeagueRequest,
    answers: { 201: friends.ZLeagueSummary },
    errors: [...SIGNED_IN_ERRORS, E.NAME_REFUSED, E.DISPLAY_NAME_REQUIRED, E.LEAGUE_LIMIT, E.RATE_LIMITED],
  },
  league: {
    summary:
      'A league’s boards: today (live), yesterday with its winner, the week’s standings (members only).',
    params: friends.ZLeagueParams,
    answers: { 200: friends.ZLeagueBoardResponse },
    errors: [...SIGNED_IN_ERRORS, E.NOT_FOUND],
  },
  renameLeague: {
    summary: 'Renames a league (owner only).',
    params: friends.ZLeagueParams,
    body: friends.ZRenameLeagueRequest,
    answers: { 200: friends.ZLeagueSummary },
    errors: [...LEAGUE_OWNER_ERRORS, E.NAME_REFUSED],
  },
  removeMember: {
    summary: 'Removes a member from a league (owner only); their sockets leave its room at once.',
    params: friends.ZLeagueParams,
    body: friends.ZRemoveMemberRequest,
    answers: { 200: friends.ZLeagueSummary },
    errors: [...LEAGUE_OWNER_ERRORS, E.CANNOT_REMOVE_SELF],
  },
  rotateInvite: {
    summary: 'A new invite link for a league (owner only); the old one stops at once.',
    params: friends.ZLeagueParams,
    ...NO_BODY,
    answers: { 200: friends.ZLeagueSummary },
    errors: [...LEAGUE_OWNER_ERRORS],
  },
  leaveLeague: {
    summary: 'The caller leaves a league (an owner hands it to the next member).',
    params: friends.ZLeagueParams,
    ...NO_BODY,
    answers: { 200: friends.ZLeagueGoneResponse },
    errors: [...SIGNED_IN_ERRORS, E.NOT_FOUND, E.RATE_LIMITED],
  },
  deleteLeague: {
    summary: 'Deletes a league (owner only).',
    params: friends.ZLeagueParams,
    ...NO_BODY,
    answers: { 200: friends.ZLeagueGoneResponse },
    errors: [...LEAGUE_OWNER_ERRORS],
  },
  invite: {
    summary:
      'What an invite link opens (any session, a guest’s too); one 404 for every link that does not work.',
    params: friends.ZInviteParams,
    answers: { 200: friends.ZInvitePreview },
    errors: [E.UNAUTHENTICATED, E.NOT_FOUND, E.RATE_LIMITED],
  },
  joinLeague: {
    summary: 'Joins the league of an invite link (a member already: the same answer).',
    params: friends.ZInviteParams,
    ...NO_BODY,
    answers: { 200: friends.ZLeagueSummary },
    errors: [
      ...SIGNED_IN_ERRORS,
      E.NOT_FOUND,
      E.DISPLAY_NAME_REQUIRED,
      E.LEAGUE_FULL,
      E.LEAGUE_LIMIT,
      E.RATE_LIMITED,
    ],
  },
  liveGame: {
    summary: 'Today’s game as it stands, checked and scored, to the boards of the caller’s leagues.',
    body: friends.ZLiveGameRequest,
    answers: { 200: friends.ZLiveGameResponse },
    errors: [...SIGNED_IN_ERRORS, ...GAME_RULE_ERRORS, E.BAD_GAME_DATE, E.NOT_FOUND, E.RATE_LIMITED],
  },
} as const satisfies AreaRoutes;
