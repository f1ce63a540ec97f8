import type { Queryable, TransactionSql } from './database.js';

/**
 * Leagues and their members (migration 009). Every read that answers a player takes the player's
 * user id and finds nothing for a league they are not in: membership is part of each statement.
 */

/** The caller's membership of a league, with what every answer about the league needs. */
export interface Membership {
  leagueId: string;
  name: string;
  memberId: number;
  isOwner: boolean;
  memberCount: number;
  /** The invite link's seed (friends/invites.ts turns it into the link). */
  inviteSeed: Uint8Array;
}

const MEMBERSHIP_COLUMNS = `
  l.id as "leagueId", l.name, m.member_id as "memberId", (l.owner_id = m.user_id) as "isOwner",
  l.invite_seed as "inviteSeed",
  (select count(*)::int from league_members c where c.league_id = l.id) as "memberCount"`;

export async function findMembership(
  sql: Queryable,
  leagueId: string,
  userId: string,
): Promise<Membership | null> {
  const [row] = await sql<Membership[]>`
    select ${sql.unsafe(MEMBERSHIP_COLUMNS)}
    from leagues l join league_members m on m.league_id = l.id and m.user_id = ${userId}
    where l.id = ${leagueId}`;
  return row ?? null;
}

/** The same, locking the league's row until the transaction ends (every change of a league takes it). */
export async function lockMembership(
  tx: TransactionSql,
  leagueId: string,
  userId: string,
): Promise<Membership | null> {
  const [locked] = await tx`select 1 from leagues where id = ${leagueId} for update`;
  return locked ? findMembership(tx, leagueId, userId) : null;
}

/** The player's leagues, oldest membership first. */
export async function leaguesOf(sql: Queryable, userId: string): Promise<Membership[]> {
  return sql<Membership[]>`
    select ${sql.unsafe(MEMBERSHIP_COLUMNS)}
    from league_members m join leagues l on l.id = m.league_id
    where m.user_id = ${userId}
    order by m.joined_at, l.id`;
}

/**
 * How many leagues the player is in, counted while their row is locked against another join or
 * creation of theirs (a key-share lock, as sign-in's merge takes, does not conflict with it).
 */
export async function lockedLeagueCount(tx: TransactionSql, userId: string): Promise<number> {
  await tx`select 1 from users where id = ${userId} for no key update`;
  const [row] = await tx<{ count: number }[]>`
    select count(*)::int as count from league_members where user_id = ${userId}`;
  return row!.count;
}

export async function insertLeague(
  tx: TransactionSql,
  league: {
    id: string;
    name: string;
    ownerId: string;
    inviteSeed: Uint8Array;
    inviteHash: Uint8Array;
    now: Date;
  },
): Promise<void> {
  await tx`
    insert into leagues (id, name, owner_id, invite_seed, invite_hash, created_at)
    values (${league.id}, ${league.name}, ${league.ownerId}, ${league.inviteSeed}, ${league.inviteHash}, ${league.now})`;
}

/** Adds a member with the league's next number (the league's row must be locked). */
export async function insertMember(
  tx: TransactionSql,
  leagueId: string,
  userId: string,
  now: Date,
): Promise<number> {
  const [row] = await tx<{ memberId: number }[]>`
    with numbered as (
      update leagues set next_member_id = next_member_id + 1 where id = ${leagueId}
      returning next_member_id - 1 as member_id
    )
    insert into league_members (league_id, member_id, user_id, joined_at)
    select ${leagueId}, member_id, ${userId}, ${now} from numbered
    returning member_id as "memberId"`;
  return row!.memberId;
}

/** The league a live invite token's hash opens, with its size; null for any other hash. */
export async function findLeagueByInvite(
  sql: Queryable,
  inviteHash: Uint8Array,
): Promise<{ id: string; name: string; memberCount: number } | null> {
  const [row] = await sql<{ id: string; name: string; memberCount: number }[]>`
    select l.id, l.name, (select count(*)::int from league_members c where c.league_id = l.id) as "memberCount"
    from leagues l where l.invite_hash = ${inviteHash}`;
  return row ?? null;
}

/** The same, locking the league's row (a join counts its members under the lock). */
export async function lockLeagueByInvite(
  tx: TransactionSql,
  inviteHash: Uint8Array,
): Promise<{ id: string; name: string; memberCount: number } | null> {
  const [locked] = await tx<
    { id: string }[]
  >`select id from leagues where invite_hash = ${inviteHash} for update`;
  return locked ? findLeagueByInvite(tx, inviteHash) : null;
}

export async function isMember(sql: Queryable, leagueId: string, userId: string): Promise<boolean> {
  const [row] = await sql`select 1 from league_members where league_id = ${leagueId} and user_id = ${userId}`;
  return row !== undefined;
}

/** Every member's user id (for an instance checking the sockets in a league's room). */
export async function memberUserIds(sql: Queryable, leagueId: string): Promise<string[]> {
  const rows = await sql<{ userId: string }[]>`
    select user_id as "userId" from league_members where league_id = ${leagueId}`;
  return rows.map((row) => row.userId);
}

export async function renameLeague(sql: Queryable, leagueId: string, name: string): Promise<void> {
  await sql`update leagues set name = ${name} where id = ${leagueId}`;
}

export async function replaceInvite(
  sql: Queryable,
  leagueId: string,
  inviteSeed: Uint8Array,
  inviteHash: Uint8Array,
): Promise<void> {
  await sql`update leagues set invite_seed = ${inviteSeed}, invite_hash = ${inviteHash} where id = ${leagueId}`;
}

/** Removes a member by number; answers their user id, or null when there is no such member. */
export async function deleteMember(
  sql: Queryable,
  leagueId: string,
  memberId: number,
): Promise<string | null> {
  const [row] = await sql<{ userId: string }[]>`
    delete from league_members where league_id = ${leagueId} and member_id = ${memberId}
    returning user_id as "userId"`;
  return row?.userId ?? null;
}

/**
 * The member who joined first after the owner: who owns the league when its owner leaves. Null
 * when the owner is alone.
 */
export async function nextOwner(sql: Queryable, leagueId: string, ownerId: string): Promise<string | null> {
  const [row] = await sql<{ userId: string }[]>`
    select user_id as "userId" from league_members
    where league_id = ${leagueId} and user_id <> ${ownerId}
    order by joined_at, member_id limit 1`;
  return row?.userId ?? null;
}

export async function setOwner(sql: Queryable, leagueId: string, userId: string): Promise<void> {
  await sql`update leagues set owner_id = ${userId} where id = ${leagueId}`;
}

export async function deleteLeague(sql: Queryable, leagueId: string): Promise<void> {
  await sql`delete from leagues where id = ${leagueId}`;
}
