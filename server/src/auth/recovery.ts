import { ErrorCode, type TRecoveryResponse } from '@dozen/engine/contract';
import { DomainError } from '../domain-error.js';
import type { Logger } from '../logger.js';
import type { Sql } from '../storage/database.js';
import { heldIdentitiesStillPresent, holdsIdentity } from '../storage/held-identities.js';
import type { MergeRunner } from './merge-runner.js';

/**
 * Recovery (spec 001 §4 "Recovery"): data moves into an account only from identities it has
 * proven to hold (held_identities, recorded at sign-in); any other source is 403 and nothing
 * moves. Each merge is `mergeAnonymousInto` in its own transaction, keyed by the source id, so
 * running it again after it succeeded changes nothing.
 */
export const RECOVERY_MESSAGES = {
  recovered: 'Your data has been recovered.',
  nothingLeft: 'There was nothing to recover: your account already has all of your data.',
  partly: 'Some of your data was recovered, but not all of it. Manual recovery may be possible.',
  failed: 'Your data could not be recovered automatically. Manual recovery may be possible.',
  sourceEmpty: 'There is nothing left to recover from that identity: its data is already in your account.',
  sourceFailed: 'Your data could not be recovered this time. Please try again later.',
} as const;

export interface RecoveryService {
  /** recover-user-data: runs the merge again for every held identity that still exists. */
  recoverAll(accountId: string): Promise<TRecoveryResponse>;
  /** manual-data-recovery: the merge of one held identity (403 for any other id). */
  recoverFrom(accountId: string, sourceId: string): Promise<TRecoveryResponse>;
  /** sync-user-data: the same merge, answered as "merged or not". */
  syncFrom(accountId: string, anonymousId: string): Promise<boolean>;
}

export function createRecoveryService(deps: {
  sql: Sql;
  merges: MergeRunner;
  logger: Logger;
}): RecoveryService {
  /** Merges one held identity; a failure is logged and reported as false, never half-applied. */
  async function tryMerge(
    accountId: string,
    sourceId: string,
  ): Promise<{ merged: boolean; failed: boolean }> {
    try {
      const outcome = await deps.merges.run(sourceId, accountId);
      return { merged: outcome.merged, failed: false };
    } catch (error) {
      deps.logger.error({ err: error, accountId, sourceId }, 'recovery merge failed; rolled back');
      return { merged: false, failed: true };
    }
  }

  async function heldOrForbidden(accountId: string, sourceId: string): Promise<void> {
    if (!(await holdsIdentity(deps.sql, accountId, sourceId)))
      throw new DomainError(
        ErrorCode.FORBIDDEN,
        'Data can only be recovered from an identity this account has held on one of your devices.',
      );
  }

  return {
    async recoverAll(accountId) {
      const results = [];
      for (const sourceId of await heldIdentitiesStillPresent(deps.sql, accountId))
        results.push(await tryMerge(accountId, sourceId));
      const merged = results.some((result) => result.merged);
      const failed = results.some((result) => result.failed);
      if (failed)
        return { recovered: merged, message: merged ? RECOVERY_MESSAGES.partly : RECOVERY_MESSAGES.failed };
      return {
        recovered: merged,
        message: merged ? RECOVERY_MESSAGES.recovered : RECOVERY_MESSAGES.nothingLeft,
      };
    },

    async recoverFrom(accountId, sourceId) {
      if (sourceId === accountId) return { recovered: false, message: RECOVERY_MESSAGES.sourceEmpty };
      await heldOrForbidden(accountId, sourceId);
      const result = await tryMerge(accountId, sourceId);
      if (result.failed) return { recovered: false, message: RECOVERY_MESSAGES.sourceFailed };
      return {
        recovered: result.merged,
        message: result.merged ? RECOVERY_MESSAGES.recovered : RECOVERY_MESSAGES.sourceEmpty,
      };
    },

    async syncFrom(accountId, anonymousId) {
      // The browser's own identity became the account in place: there is nothing to move.
      if (anonymousId === accountId) return false;
      await heldOrForbidden(accountId, anonymousId);
      const outcome = await deps.merges.run(anonymousId, accountId);
      return outcome.merged;
    },
  };
}
