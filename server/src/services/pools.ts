import { generatePool, type DailyPool, type Dictionary } from '@dozen/engine';
import type { Logger } from '../logger.js';
import type { Sql } from '../storage/database.js';
import { findPool, insertPoolIfAbsent } from '../storage/pools.js';
import { mayGeneratePool, upcomingDates } from './day-policy.js';

/**
 * The day's pool, stored once in Postgres and never regenerated. Generation is deterministic per
 * date and the insert is insert-if-absent followed by a read-back, so two instances racing to
 * create a day agree on what is stored.
 */
export async function ensurePool(
  sql: Sql,
  dictionary: Dictionary,
  date: string,
): Promise<{ pool: DailyPool; created: boolean }> {
  const existing = await findPool(sql, date);
  if (existing) return { pool: existing, created: false };
  const created = await insertPoolIfAbsent(sql, generatePool(date, dictionary));
  const stored = await findPool(sql, date);
  if (!stored) throw new Error(`Pool for ${date} vanished after insert`);
  return { pool: stored, created };
}

export interface PoolService {
  /**
   * The pool of a date, generated and stored when it is missing and the date may have one
   * (mayGeneratePool: yesterday through the days ahead; a new day's first request creates it when
   * no instance has yet). Other missing dates answer null.
   */
  getOrCreate(date: string): Promise<DailyPool | null>;
  /** The stored pool of a date, never generated (the archive serves only pools that exist). */
  getStored(date: string): Promise<DailyPool | null>;
  /** Today and the next `daysAhead` days exist (boot, and on demand). Returns the dates created. */
  ensureUpcoming(): Promise<string[]>;
}

/**
 * Read-through cache: a pool is read from Postgres at most once a minute per instance, which
 * keeps validate-word off the database. An operator's `pools set` reaches running servers within
 * that minute.
 */
const CACHE_TTL_MS = 60_000;

export function createPoolService(deps: {
  sql: Sql;
  dictionary: Dictionary;
  now: () => Date;
  logger: Logger;
  daysAhead: number;
}): PoolService {
  const cache = new Map<string, { pool: DailyPool; fetchedAt: number }>();
  const inFlight = new Map<string, Promise<DailyPool | null>>();

  async function load(date: string, mayGenerate: boolean): Promise<DailyPool | null> {
    if (mayGenerate && mayGeneratePool(date, deps.now, deps.daysAhead)) {
      const { pool, created } = await ensurePool(deps.sql, deps.dictionary, date);
      if (created) deps.logger.info({ date, letters: pool.letters }, 'pool generated');
      return pool;
    }
    return findPool(deps.sql, date);
  }

  /** Through the cache; reads of a date share one load (a stored-only read never joins a generating one). */
  async function cachedPool(date: string, mayGenerate: boolean): Promise<DailyPool | null> {
    const cached = cache.get(date);
    if (cached && performance.now() - cached.fetchedAt < CACHE_TTL_MS) return cached.pool;
    const key = `${mayGenerate ? 'create' : 'stored'}|${date}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load(date, mayGenerate).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const pool = await pending;
    if (pool) {
      cache.set(date, { pool, fetchedAt: performance.now() });
      if (cache.size > 64) cache.delete(cache.keys().next().value!);
    }
    return pool;
  }

  return {
    getOrCreate: (date) => cachedPool(date, true),
    getStored: (date) => cachedPool(date, false),

    async ensureUpcoming() {
      const created: string[] = [];
      for (const date of upcomingDates(deps.now, deps.daysAhead)) {
        const result = await ensurePool(deps.sql, deps.dictionary, date);
        if (result.created) created.push(date);
      }
      if (created.length > 0) deps.logger.info({ created }, 'pools generated');
      return created;
    },
  };
}
