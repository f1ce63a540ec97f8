import type { TDailyPoolResponse } from '@dozen/engine/contract';
import {
  StorageKey,
  browserStore,
  readJson,
  removeKey,
  writeJson,
  type KeyValueStore,
} from '../shared/storage.js';

/**
 * The last daily pool this browser received, kept so the game opens offline (the saved game needs
 * its board). A pool answer hides every answer the player has not unlocked, so keeping it reveals
 * nothing; one that holds unlocked answers (a reveal, a hint) is only given back to the player it
 * was fetched for, so after a sign-out on a shared device nobody else sees them.
 */

interface KeptPool {
  /** The player id this browser remembered when the pool arrived (null: none yet). */
  ownerId: string | null;
  pool: TDailyPoolResponse;
}

const isKeptPool = (value: unknown): KeptPool | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { ownerId, pool } = value as Record<string, unknown>;
  const poolOk =
    typeof pool === 'object' &&
    pool !== null &&
    typeof (pool as Record<string, unknown>).date === 'string' &&
    typeof (pool as Record<string, unknown>).letters === 'string';
  return poolOk && (ownerId === null || typeof ownerId === 'string') ? (value as KeptPool) : null;
};

/** The player id the session last published (api/session-boot.ts keeps it in local storage). */
export function rememberedUserId(store: KeyValueStore | null = browserStore()): string | null {
  try {
    return store?.getItem(StorageKey.userId) ?? null;
  } catch {
    return null;
  }
}

export function rememberPool(pool: TDailyPoolResponse, store: KeyValueStore | null = browserStore()): void {
  writeJson(StorageKey.lastDailyPool, { ownerId: rememberedUserId(store), pool }, store);
}

/** Whether the pool shows anything a player unlocked (the anonymous view has none of it). */
export function hasUnlockedAnswers(pool: TDailyPoolResponse): boolean {
  if (pool.topWord !== null || pool.optimalWordCombination !== null) return true;
  return Object.values(pool.hints ?? {}).some((value) => value !== null);
}

/** The kept pool, if this browser's current player may see it. */
export function lastPool(store: KeyValueStore | null = browserStore()): TDailyPoolResponse | undefined {
  const kept = readJson(StorageKey.lastDailyPool, isKeptPool, store);
  if (!kept) return undefined;
  if (hasUnlockedAnswers(kept.pool) && kept.ownerId !== rememberedUserId(store)) return undefined;
  return kept.pool;
}

/** Signed out: the pool kept for the account goes with it (it may hold what the account unlocked). */
export function forgetLastPool(accountId: string, store: KeyValueStore | null = browserStore()): void {
  const kept = readJson(StorageKey.lastDailyPool, isKeptPool, store);
  if (kept?.ownerId === accountId) removeKey(StorageKey.lastDailyPool, store);
}
