import type { Queryable, TransactionSql } from './database.js';

export async function insertUser(
  sql: Queryable,
  user: { id: string; isAnonymous: boolean; createdAt: Date; email?: string | null },
): Promise<void> {
  await sql`insert into users (id, is_anonymous, email, created_at)
            values (${user.id}, ${user.isAnonymous}, ${user.email ?? null}, ${user.createdAt})`;
}

/** Links an e-mail to a user: an anonymous user becomes the account in place (same id, same data). */
export async function markUserSignedIn(sql: Queryable, id: string, email: string): Promise<void> {
  await sql`update users set is_anonymous = false, email = ${email} where id = ${id}`;
}

/** The account of an e-mail, if there is one. */
export async function findAccountByEmail(sql: Queryable, email: string): Promise<{ id: string } | null> {
  const [row] = await sql<{ id: string }[]>`select id from users where email = ${email}`;
  return row ?? null;
}

/**
 * The user, locked until the transaction ends (null when it does not exist). Locking it first
 * makes anything that would add a row for it (a game entry's foreign key needs a key-share lock)
 * wait, so nothing is written under an identity while it is merged away.
 */
export async function lockUser(
  tx: TransactionSql,
  id: string,
): Promise<{ id: string; isAnonymous: boolean } | null> {
  const [row] = await tx<{ id: string; isAnonymous: boolean }[]>`
    select id, is_anonymous as "isAnonymous" from users where id = ${id} for update`;
  return row ?? null;
}

/** Deletes a user; its sessions, entries, games and preferences go with it (foreign keys cascade). */
export async function deleteUser(sql: Queryable, id: string): Promise<void> {
  await sql`delete from users where id = ${id}`;
}
