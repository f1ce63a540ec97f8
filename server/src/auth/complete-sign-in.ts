import type { Logger } from '../logger.js';
import type { TransactionSql } from '../storage/database.js';
import { recordHeldIdentity } from '../storage/held-identities.js';
import { deleteSession } from '../storage/sessions.js';
import { findAccountByEmail, insertUser, lockUser, markUserSignedIn } from '../storage/users.js';
import { mergeAnonymousInto, type MergeOutcome } from './merge.js';
import type { Auth, IssuedSession, SessionService } from './sessions.js';
import { generateUserId } from './token.js';

/** What a sign-in did, inside its transaction. */
export interface CompletedSignIn {
  email: string;
  /** The e-mail had an account before this sign-in. */
  isExistingAccount: boolean;
  /** This browser's anonymous identity, now the account or merged into it (null when none). */
  originalUserId: string | null;
  /** The merge of that identity into an existing account (null when there was none to run). */
  merge: MergeOutcome | null;
  /** The merge failed and was rolled back whole; the identity is held, for recovery to retry. */
  mergeFailed: boolean;
  /** The NEW session for the account (fresh id); the caller's old session is gone. */
  session: IssuedSession;
}

/**
 * The part of a sign-in after its code or link was consumed, in the same transaction:
 * - the e-mail's account, found or created: a new e-mail makes this browser's anonymous player
 *   the account in place (same id, same data), or a new user when the browser had none;
 * - an anonymous player signing in to an existing account is recorded as held by it and merged
 *   into it, in a savepoint: a failing merge is undone whole, the sign-in still succeeds, and
 *   recovery can run the merge again later;
 * - a browser already signed in to another account just switches (accounts never merge);
 * - the browser's old session is deleted and a new one issued (the session id rotates).
 * Sign-ins of one e-mail run one at a time (an advisory lock), so a new e-mail gets one account.
 */
export async function completeSignIn(
  tx: TransactionSql,
  email: string,
  caller: Auth | null,
  deps: { sessions: SessionService; now: Date; device?: string | undefined },
  logger: Logger,
): Promise<CompletedSignIn> {
  const { now } = deps;
  await tx`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${email}`}, 0))`;
  const existing = await findAccountByEmail(tx, email);
  const anonymous = caller?.isAnonymous ? await lockUser(tx, caller.userId) : null;
  const anonymousId = anonymous?.isAnonymous ? anonymous.id : null;

  let accountId: string;
  let merge: MergeOutcome | null = null;
  let mergeFailed = false;
  if (existing) {
    accountId = existing.id;
    if (anonymousId) {
      await recordHeldIdentity(tx, accountId, anonymousId, now);
      merge = await tx
        .savepoint((savepoint) => mergeAnonymousInto(savepoint, anonymousId, accountId, now))
        .catch((error: unknown) => {
          logger.error({ err: error, anonymousId, accountId }, 'merge at sign-in failed; rolled back');
          mergeFailed = true;
          return null;
        });
    }
  } else if (anonymousId) {
    accountId = anonymousId;
    await markUserSignedIn(tx, accountId, email);
  } else {
    accountId = generateUserId();
    await insertUser(tx, { id: accountId, isAnonymous: false, email, createdAt: now });
  }

  if (caller) await deleteSession(tx, caller.sessionId);
  const session = await deps.sessions.issue(tx, { id: accountId, isAnonymous: false, email }, deps.device);
  return {
    email,
    isExistingAccount: existing !== null,
    originalUserId: anonymousId,
    merge,
    mergeFailed,
    session,
  };
}
