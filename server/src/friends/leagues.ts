import { LEAGUE_NAME_RULE } from '@dozen/engine';
import {
  ErrorCode,
  LEAGUE_MEMBER_LIMIT,
  LEAGUES_PER_PLAYER_LIMIT,
  type TInvitePreview,
  type TLeagueGoneResponse,
  type TLeagueSummary,
} from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { randomBase32 } from '../auth/token.js';
import { DomainError } from '../domain-error.js';
import type { TransactionSql } from '../storage/database.js';
import {
  deleteLeague,
  deleteMember,
  findLeagueByInvite,
  findMembership,
  insertLeague,
  insertMember,
  lockedLeagueCount,
  lockLeagueByInvite,
  lockMembership,
  nextOwner,
  renameLeague,
  replaceInvite,
  setOwner,
  type Membership,
} from '../storage/leagues.js';
import { inviteNotFound, member, owner, publish, type FriendsContext } from './context.js';
import { acceptName, requireDisplayName } from './names.js';

/**
 * Making, joining, leaving and managing leagues. Every change runs in one transaction that locks
 * the league's row (and, to count a player's leagues, the player's), so the limits hold under
 * any concurrency; what changed is published after the commit (friends/league-rooms.ts sends it).
 */

/** 80 random bits: the league's address. */
const LEAGUE_ID_BYTES = 10;

export function summaryOf(context: FriendsContext, membership: Membership): TLeagueSummary {
  return {
    id: membership.leagueId,
    name: membership.name,
    memberCount: membership.memberCount,
    you: { memberId: membership.memberId, isOwner: membership.isOwner },
    inviteUrl: context.invites.urlOf(membership.leagueId, membership.inviteSeed),
  };
}

/** 409 LEAGUE_LIMIT when the player is in as many leagues as they may be (their row locked). */
async function roomForAnotherLeague(tx: TransactionSql, userId: string): Promise<void> {
  if ((await lockedLeagueCount(tx, userId)) >= LEAGUES_PER_PLAYER_LIMIT)
    throw new DomainError(
      ErrorCode.LEAGUE_LIMIT,
      `You are in ${LEAGUES_PER_PLAYER_LIMIT} leagues, the most a player can be in: leave one first.`,
    );
}

async function inTransaction<T>(
  context: FriendsContext,
  work: (tx: TransactionSql) => Promise<T>,
): Promise<T> {
  return context.sql.begin(work) as Promise<T>;
}

/** `work` in one transaction, once the caller is found to own the league (its row locked). */
async function asOwner<T>(
  context: FriendsContext,
  auth: Auth,
  leagueId: string,
  work: (tx: TransactionSql, own: Membership) => Promise<T>,
): Promise<T> {
  return inTransaction(context, async (tx) =>
    work(tx, owner(await lockMembership(tx, leagueId, auth.userId))),
  );
}

/** The caller's summary of a league, read in `tx`: what a change answers, the change included. */
async function callerSummary(
  context: FriendsContext,
  tx: TransactionSql,
  leagueId: string,
  auth: Auth,
): Promise<TLeagueSummary> {
  return summaryOf(context, member(await findMembership(tx, leagueId, auth.userId)));
}

export async function createLeague(
  context: FriendsContext,
  auth: Auth,
  input: string,
): Promise<TLeagueSummary> {
  const name = acceptName(context, input, LEAGUE_NAME_RULE);
  return inTransaction(context, async (tx) => {
    await requireDisplayName(tx, auth.userId);
    await roomForAnotherLeague(tx, auth.userId);
    const id = randomBase32(LEAGUE_ID_BYTES);
    const invite = context.invites.draw(id);
    const now = context.now();
    await insertLeague(tx, {
      id,
      name,
      ownerId: auth.userId,
      inviteSeed: invite.seed,
      inviteHash: invite.hash,
      now,
    });
    await insertMember(tx, id, auth.userId, now);
    return callerSummary(context, tx, id, auth);
  });
}

/**
 * What a link's page shows, to anyone with a session (a guest sees it, then signs in to join).
 * Unknown, rotated and deleted links are the same 404.
 */
export async function previewInvite(
  context: FriendsContext,
  auth: Auth,
  token: string,
): Promise<TInvitePreview> {
  const league = await findLeagueByInvite(context.sql, context.invites.hashOf(token));
  if (!league) throw inviteNotFound();
  const already = await findMembership(context.sql, league.id, auth.userId);
  return {
    name: league.name,
    memberCount: league.memberCount,
    full: league.memberCount >= LEAGUE_MEMBER_LIMIT,
    memberOf: already ? league.id : null,
  };
}

/** Joins through a link; joining a league one is in already answers it unchanged. */
export async function joinLeague(
  context: FriendsContext,
  auth: Auth,
  token: string,
): Promise<TLeagueSummary> {
  const joined = await inTransaction(context, async (tx) => {
    const league = await lockLeagueByInvite(tx, context.invites.hashOf(token));
    if (!league) throw inviteNotFound();
    const already = await findMembership(tx, league.id, auth.userId);
    if (already) return { membership: already, isNew: false };
    await requireDisplayName(tx, auth.userId);
    if (league.memberCount >= LEAGUE_MEMBER_LIMIT)
      throw new DomainError(
        ErrorCode.LEAGUE_FULL,
        `This league has ${LEAGUE_MEMBER_LIMIT} members, the most a league can hold.`,
      );
    await roomForAnotherLeague(tx, auth.userId);
    await insertMember(tx, league.id, auth.userId, context.now());
    return { membership: await findMembership(tx, league.id, auth.userId), isNew: true };
  });
  const membership = member(joined.membership);
  if (joined.isNew) publish(context, { kind: 'changed', leagueId: membership.leagueId });
  return summaryOf(context, membership);
}

export async function renameLeagueAs(
  context: FriendsContext,
  auth: Auth,
  leagueId: string,
  input: string,
): Promise<TLeagueSummary> {
  const name = acceptName(context, input, LEAGUE_NAME_RULE);
  const summary = await asOwner(context, auth, leagueId, async (tx) => {
    await renameLeague(tx, leagueId, name);
    return callerSummary(context, tx, leagueId, auth);
  });
  publish(context, { kind: 'changed', leagueId });
  return summary;
}

export async function removeMember(
  context: FriendsContext,
  auth: Auth,
  leagueId: string,
  memberId: number,
): Promise<TLeagueSummary> {
  const removed = await asOwner(context, auth, leagueId, async (tx, own) => {
    if (memberId === own.memberId)
      throw new DomainError(ErrorCode.CANNOT_REMOVE_SELF, 'To go, leave the league (or delete it).');
    const userId = await deleteMember(tx, leagueId, memberId);
    if (userId === null) throw new DomainError(ErrorCode.NOT_FOUND, 'No such member in this league.');
    return { userId, summary: await callerSummary(context, tx, leagueId, auth) };
  });
  // The removed player's sockets leave first, so nothing said after reaches them.
  publish(context, { kind: 'left', leagueId, userId: removed.userId });
  publish(context, { kind: 'changed', leagueId });
  return removed.summary;
}

/** A new link; the old one stops at once (its token matches no row any more). */
export async function rotateInvite(
  context: FriendsContext,
  auth: Auth,
  leagueId: string,
): Promise<TLeagueSummary> {
  return asOwner(context, auth, leagueId, async (tx) => {
    const invite = context.invites.draw(leagueId);
    await replaceInvite(tx, leagueId, invite.seed, invite.hash);
    return callerSummary(context, tx, leagueId, auth);
  });
}

/**
 * Any member may leave. An owner who leaves hands the league to the member who joined first after
 * them; an owner alone in it deletes it.
 */
export async function leaveLeague(
  context: FriendsContext,
  auth: Auth,
  leagueId: string,
): Promise<TLeagueGoneResponse> {
  const deleted = await inTransaction(context, async (tx) => {
    const own = member(await lockMembership(tx, leagueId, auth.userId));
    if (own.isOwner) {
      const heir = await nextOwner(tx, leagueId, auth.userId);
      if (heir === null) {
        await deleteLeague(tx, leagueId);
        return true;
      }
      await setOwner(tx, leagueId, heir);
    }
    await deleteMember(tx, leagueId, own.memberId);
    return false;
  });
  if (deleted) publish(context, { kind: 'deleted', leagueId });
  else {
    publish(context, { kind: 'left', leagueId, userId: auth.userId });
    publish(context, { kind: 'changed', leagueId });
  }
  return { left: true };
}

export async function deleteLeagueAs(
  context: FriendsContext,
  auth: Auth,
  leagueId: string,
): Promise<TLeagueGoneResponse> {
  await asOwner(context, auth, leagueId, (tx) => deleteLeague(tx, leagueId));
  publish(context, { kind: 'deleted', leagueId });
  return { left: true };
}
