import type { LiveStats } from '../live/types.js';
import type { Logger } from '../logger.js';
import type { Sql } from '../storage/database.js';
import { mergeAnonymousInto, type MergeOutcome } from './merge.js';
import type { SessionService } from './sessions.js';

/** Runs merges outside a sign-in (recovery, sync) and tells the live counts about any merge. */
export interface MergeRunner {
  /**
   * `mergeAnonymousInto` in a transaction of its own, then `afterMerge`; the anonymous user's
   * sessions went with it, and every instance hears so.
   */
  run(anonymousId: string, accountId: string): Promise<MergeOutcome>;
  /**
   * After a merge committed: the live counters of the dates it touched are rebuilt from Postgres
   * (never patched), so Players Today and lifetime players count the person once. A counters
   * failure is logged, never the request's failure: Postgres has the truth and heals them.
   */
  afterMerge(outcome: MergeOutcome): Promise<void>;
}

export function createMergeRunner(deps: {
  sql: Sql;
  liveStats: LiveStats;
  sessions: Pick<SessionService, 'revoked'>;
  logger: Logger;
  now: () => Date;
}): MergeRunner {
  async function afterMerge(outcome: MergeOutcome): Promise<void> {
    if (!outcome.merged) return;
    try {
      await deps.liveStats.playersMerged(outcome.dates);
    } catch (error) {
      deps.logger.warn({ err: error, dates: outcome.dates }, 'live counts not rebuilt after a merge');
    }
  }
  return {
    async run(anonymousId, accountId) {
      const outcome = await deps.sql.begin((tx) =>
        mergeAnonymousInto(tx, anonymousId, accountId, deps.now()),
      );
      if (outcome.merged) await deps.sessions.revoked({ userId: anonymousId });
      await afterMerge(outcome);
      return outcome;
    },
    afterMerge,
  };
}
