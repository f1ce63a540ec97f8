import { MAX_CODE_ATTEMPTS } from '@dozen/engine/contract';
import type { Queryable, TransactionSql } from './database.js';

/**
 * Pending e-mail sign-ins (table sign_in_requests, one row per e-mail). Codes and link tokens
 * arrive here as hashes only; consuming either is one statement, so two requests can never both
 * use the same one.
 */

export interface NewSignInRequest {
  email: string;
  requestId: string;
  codeHash: Uint8Array;
  codeExpiresAt: Date;
  linkTokenHash: Uint8Array;
  linkExpiresAt: Date;
  requestedBy: string | null;
  now: Date;
}

/** Stores the request, replacing the e-mail's previous one (its code AND its link stop working). */
export async function replaceSignInRequest(sql: Queryable, request: NewSignInRequest): Promise<void> {
  await sql`
    insert into sign_in_requests (email, request_id, code_hash, code_expires_at, failed_attempts,
                                  link_token_hash, link_expires_at, requested_by, created_at)
    values (${request.email}, ${request.requestId}, ${Buffer.from(request.codeHash)}, ${request.codeExpiresAt}, 0,
            ${Buffer.from(request.linkTokenHash)}, ${request.linkExpiresAt}, ${request.requestedBy}, ${request.now})
    on conflict (email) do update set
      request_id = excluded.request_id,
      code_hash = excluded.code_hash,
      code_expires_at = excluded.code_expires_at,
      failed_attempts = 0,
      link_token_hash = excluded.link_token_hash,
      link_expires_at = excluded.link_expires_at,
      requested_by = excluded.requested_by,
      created_at = excluded.created_at`;
}

/**
 * Consumes the e-mail's code when `codeHash` is its live code: not expired, fewer than
 * MAX_CODE_ATTEMPTS wrong tries. The hash is compared by Postgres (bytea equality: no early-exit
 * string compare in our code). True when this call consumed it; inside a transaction, a
 * concurrent call waits for it and then finds nothing.
 */
export async function consumeCode(
  tx: TransactionSql,
  email: string,
  codeHash: Uint8Array,
  now: Date,
): Promise<boolean> {
  const rows = await tx`
    delete from sign_in_requests
    where email = ${email} and code_hash = ${Buffer.from(codeHash)} and code_expires_at > ${now}
      and failed_attempts < ${MAX_CODE_ATTEMPTS}
    returning email`;
  return rows.length === 1;
}

/**
 * Counts a wrong code against the e-mail's request; at MAX_CODE_ATTEMPTS the request is deleted,
 * so even the right code is refused from then on. Each step is atomic: parallel wrong tries are
 * all counted.
 */
export async function countWrongCode(sql: Queryable, email: string): Promise<void> {
  const [row] = await sql<{ failedAttempts: number }[]>`
    update sign_in_requests set failed_attempts = failed_attempts + 1
    where email = ${email}
    returning failed_attempts as "failedAttempts"`;
  if (row && row.failedAttempts >= MAX_CODE_ATTEMPTS) {
    await sql`delete from sign_in_requests where email = ${email} and failed_attempts >= ${MAX_CODE_ATTEMPTS}`;
  }
}

export type LinkLookup = { kind: 'live'; email: string } | { kind: 'expired' } | { kind: 'unknown' };

/**
 * The request a link token belongs to, locked until the transaction ends: a concurrent use of the
 * same link waits, then finds the token gone (replaced by `useLinkForCode`).
 */
export async function lockRequestByLink(
  tx: TransactionSql,
  linkTokenHash: Uint8Array,
  now: Date,
): Promise<LinkLookup> {
  const [row] = await tx<{ email: string; linkExpiresAt: Date }[]>`
    select email, link_expires_at as "linkExpiresAt" from sign_in_requests
    where link_token_hash = ${Buffer.from(linkTokenHash)}
    for update`;
  if (!row) return { kind: 'unknown' };
  if (row.linkExpiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  return { kind: 'live', email: row.email };
}

/**
 * Spends the link of the e-mail's (locked) request: the link is removed and a fresh code, with
 * no link and no wrong tries, replaces the mailed one, for the device that asked to type in.
 */
export async function useLinkForCode(
  tx: TransactionSql,
  email: string,
  fresh: { requestId: string; codeHash: Uint8Array; codeExpiresAt: Date },
): Promise<void> {
  await tx`
    update sign_in_requests set
      request_id = ${fresh.requestId},
      code_hash = ${Buffer.from(fresh.codeHash)},
      code_expires_at = ${fresh.codeExpiresAt},
      failed_attempts = 0,
      link_token_hash = null,
      link_expires_at = null
    where email = ${email}`;
}

/** Housekeeping: requests whose code and link have both expired (returns how many were removed). */
export async function deleteExpiredSignInRequests(sql: Queryable, now: Date): Promise<number> {
  const result = await sql`
    delete from sign_in_requests
    where code_expires_at <= ${now} and (link_expires_at is null or link_expires_at <= ${now})`;
  return result.count;
}
