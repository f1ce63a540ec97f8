import { streakWindowStart, type CommunityRates } from '@dozen/engine';
import type { Sql } from '../storage/database.js';
import { readCommunityRates } from '../storage/progress.js';

/** Community figures change slowly: one aggregate per instance every 10 minutes is plenty. */
export const COMMUNITY_TTL_MS = 10 * 60_000;

export interface CommunityRatesService {
  /** Every player's record per profile area over the last 365 days of normal games. */
  get(today: string): Promise<CommunityRates>;
}

/**
 * The community's rates, cached per instance for COMMUNITY_TTL_MS (by the injected clock) and
 * recomputed when the New York day changes: a profile request never scans every game, and
 * concurrent requests share one query.
 */
export function createCommunityRates(deps: { sql: Sql; now: () => Date }): CommunityRatesService {
  let cached: { today: string; at: number; rates: CommunityRates } | null = null;
  let pending: { today: string; promise: Promise<CommunityRates> } | null = null;
  return {
    async get(today) {
      const now = deps.now().getTime();
      if (cached && cached.today === today && now - cached.at < COMMUNITY_TTL_MS) return cached.rates;
      if (pending?.today !== today) {
        const promise = readCommunityRates(deps.sql, streakWindowStart(today)).finally(() => {
          if (pending?.promise === promise) pending = null;
        });
        pending = { today, promise };
      }
      const rates = await pending.promise;
      cached = { today, at: now, rates };
      return rates;
    },
  };
}
