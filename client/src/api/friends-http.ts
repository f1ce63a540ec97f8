import {
  ApiRoute,
  ZDisplayNameResponse,
  ZFriendsResponse,
  ZInvitePreview,
  ZLeagueBoardResponse,
  ZLeagueGoneResponse,
  ZLeagueSummary,
  ZLiveGameResponse,
  type TDisplayNameResponse,
  type TFriendsResponse,
  type TInvitePreview,
  type TLeagueBoardResponse,
  type TLeagueGoneResponse,
  type TLeagueSummary,
  type TLiveGameRequest,
  type TLiveGameResponse,
} from '@dozen/engine/contract';
import { postJson, requestJson } from './http.js';

/**
 * Friends' calls (contract: engine/src/contract/friends.ts), through http.ts's one `requestJson`.
 * Its own module, loaded only by the friends screens and the game screen (all lazy), so neither
 * these calls nor their schemas reach the first page.
 */

export function getFriends(signal?: AbortSignal): Promise<TFriendsResponse> {
  return requestJson(ApiRoute.friends.path(), { schema: () => ZFriendsResponse, signal });
}

export function setDisplayName(displayName: string): Promise<TDisplayNameResponse> {
  return postJson(ApiRoute.displayName.path(), { displayName }, () => ZDisplayNameResponse);
}

export function createLeague(name: string): Promise<TLeagueSummary> {
  return postJson(ApiRoute.createLeague.path(), { name }, () => ZLeagueSummary);
}

export function getLeagueBoard(leagueId: string, signal?: AbortSignal): Promise<TLeagueBoardResponse> {
  return requestJson(ApiRoute.league.path({ leagueId }), { schema: () => ZLeagueBoardResponse, signal });
}

export function getInvite(token: string, signal?: AbortSignal): Promise<TInvitePreview> {
  return requestJson(ApiRoute.invite.path({ token }), { schema: () => ZInvitePreview, signal });
}

export function joinLeague(token: string): Promise<TLeagueSummary> {
  return postJson(ApiRoute.joinLeague.path({ token }), {}, () => ZLeagueSummary);
}

export function renameLeague(leagueId: string, name: string): Promise<TLeagueSummary> {
  return postJson(ApiRoute.renameLeague.path({ leagueId }), { name }, () => ZLeagueSummary);
}

export function removeMember(leagueId: string, memberId: number): Promise<TLeagueSummary> {
  return postJson(ApiRoute.removeMember.path({ leagueId }), { memberId }, () => ZLeagueSummary);
}

export function rotateInvite(leagueId: string): Promise<TLeagueSummary> {
  return postJson(ApiRoute.rotateInvite.path({ leagueId }), {}, () => ZLeagueSummary);
}

export function leaveLeague(leagueId: string): Promise<TLeagueGoneResponse> {
  return postJson(ApiRoute.leaveLeague.path({ leagueId }), {}, () => ZLeagueGoneResponse);
}

export function deleteLeague(leagueId: string): Promise<TLeagueGoneResponse> {
  return postJson(ApiRoute.deleteLeague.path({ leagueId }), {}, () => ZLeagueGoneResponse);
}

/** The game in progress, after an accepted word: its members' boards move. */
export function reportLiveGame(request: TLiveGameRequest): Promise<TLiveGameResponse> {
  return postJson(ApiRoute.liveGame.path(), request, () => ZLiveGameResponse);
}
