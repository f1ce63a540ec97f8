import type { Queryable } from './database.js';

export interface SessionWithUser {
  id: string;
  secretHash: Uint8Array;
  userId: string;
  expiresAt: Date;
  isAnonymous: boolean;
  /** The account's e-mail; null for an anonymous user. */
  email: string | null;
}

export async function insertSession(
  sql: Queryable,
  session: {
    id: string;
    secretHash: Uint8Array;
    userId: string;
    expiresAt: Date;
    createdAt: Date;
    /** The hash of the client's device id (null: it sent none). */
    deviceHash: string | null;
  },
): Promise<void> {
  await sql`
    insert into sessions (id, secret_hash, user_id, expires_at, created_at, device_hash)
    values (${session.id}, ${Buffer.from(session.secretHash)}, ${session.userId}, ${session.expiresAt},
            ${session.createdAt}, ${session.deviceHash})`;
}

/**
 * Whether a live account session was issued to the device since `since`, other than `exceptId`
 * (the caller's own): the device signed in after a request of its own left it.
 */
export async function deviceSignedInSince(
  sql: Queryable,
  deviceHash: string,
  since: Date,
  now: Date,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await sql`
    select 1 from sessions s join users u on u.id = s.user_id
    where s.device_hash = ${deviceHash} and s.created_at >= ${since} and s.expires_at > ${now}
      and not u.is_anonymous and s.id is distinct from ${exceptId}
    limit 1`;
  return rows.length > 0;
}

/** The sessions (with their user's kind) among `ids`; unknown ids are simply absent. */
export async function findSessionsWithUser(
  sql: Queryable,
  ids: readonly string[],
): Promise<SessionWithUser[]> {
  const rows = await sql<SessionWithUser[]>`
    select s.id, s.secret_hash as "secretHash", s.user_id as "userId", s.expires_at as "expiresAt",
           u.is_anonymous as "isAnonymous", u.email
    from sessions s join users u on u.id = s.user_id
    where s.id = any(${sql.array(ids as string[])}::text[])`;
  return rows.map((row) => ({ ...row, secretHash: new Uint8Array(row.secretHash) }));
}

export async function extendSession(sql: Queryable, id: string, expiresAt: Date): Promise<void> {
  await sql`update sessions set expires_at = ${expiresAt} where id = ${id}`;
}

/** Housekeeping: sessions past their expiry (returns how many were removed). */
export async function deleteExpiredSessions(sql: Queryable, now: Date): Promise<number> {
  const result = await sql`delete from sessions where expires_at <= ${now}`;
  return result.count;
}

/** Ends one session (sign-out, or the old session of a browser that signed in). */
export async function deleteSession(sql: Queryable, id: string): Promise<void> {
  await sql`delete from sessions where id = ${id}`;
}
