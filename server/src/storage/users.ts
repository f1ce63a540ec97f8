import type { Queryable } from './database.js';

export async function insertUser(
  sql: Queryable,
  user: { id: string; isAnonymous: boolean; createdAt: Date },
): Promise<void> {
  await sql`insert into users (id, is_anonymous, created_at) values (${user.id}, ${user.isAnonymous}, ${user.createdAt})`;
}

/** Links an e-mail to a user (accounts; tests use it to make a signed-in player). */
export async function markUserSignedIn(sql: Queryable, id: string, email: string): Promise<void> {
  await sql`update users set is_anonymous = false, email = ${email} where id = ${id}`;
}
