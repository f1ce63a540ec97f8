import type { Queryable } from './database.js';

export interface UserRow {
  id: string;
  isAnonymous: boolean;
  email: string | null;
  createdAt: Date;
}

export async function insertUser(
  sql: Queryable,
  user: { id: string; isAnonymous: boolean; createdAt: Date },
): Promise<void> {
  await sql`insert into users (id, is_anonymous, created_at) values (${user.id}, ${user.isAnonymous}, ${user.createdAt})`;
}

export async function findUser(sql: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await sql<UserRow[]>`
    select id, is_anonymous as "isAnonymous", email, created_at as "createdAt" from users where id = ${id}`;
  return row ?? null;
}

/** Links an e-mail to a user (accounts; tests use it to make a signed-in player). */
export async function markUserSignedIn(sql: Queryable, id: string, email: string): Promise<void> {
  await sql`update users set is_anonymous = false, email = ${email} where id = ${id}`;
}
