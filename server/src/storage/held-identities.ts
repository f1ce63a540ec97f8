import type { Queryable } from './database.js';

/**
 * Identities an account has proven to hold (table held_identities): an anonymous user whose
 * session the browser had when it signed in. Recovery and sync move data only from these.
 */
export async function recordHeldIdentity(
  sql: Queryable,
  holderId: string,
  heldId: string,
  at: Date,
): Promise<void> {
  await sql`
    insert into held_identities (holder_id, held_id, held_at) values (${holderId}, ${heldId}, ${at})
    on conflict (holder_id, held_id) do nothing`;
}

export async function holdsIdentity(sql: Queryable, holderId: string, heldId: string): Promise<boolean> {
  const [row] = await sql<{ held: boolean }[]>`
    select exists(select 1 from held_identities where holder_id = ${holderId} and held_id = ${heldId}) as held`;
  return row?.held ?? false;
}

/** The held identities whose user still exists: data that a merge has not moved yet. */
export async function heldIdentitiesStillPresent(sql: Queryable, holderId: string): Promise<string[]> {
  const rows = await sql<{ heldId: string }[]>`
    select h.held_id as "heldId" from held_identities h join users u on u.id = h.held_id
    where h.holder_id = ${holderId} order by h.held_at`;
  return rows.map((row) => row.heldId);
}
