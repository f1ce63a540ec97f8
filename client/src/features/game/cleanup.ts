import {
  ARCHIVE_KEY_PREFIX,
  StorageKey,
  browserStore,
  storedKeys,
  removeKey,
  type KeyValueStore,
} from '../../shared/storage.js';

/**
 * Removes local game data older than 7 days, judged by the puzzle date at the end of each key
 * (`dozen_…_YYYY-MM-DD`), at most once every 8 hours (spec 000 §9, 001 §9). Archive keys are
 * left alone: their puzzle date is always old (they go when their game is sent).
 */

export const LOCAL_DATA_MAX_AGE_DAYS = 7;
export const CLEANUP_INTERVAL_MS = 8 * 60 * 60 * 1000;

const DATED_KEY = /^dozen_.*_(\d{4}-\d{2}-\d{2})$/;

/** Whole days from puzzle date `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  const toUtc = (date: string) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/**
 * Runs the cleanup if the last one was 8 or more hours ago. `today` is the New York puzzle date
 * (the key dates are puzzle dates, so both sides use the same calendar). Returns the removed keys.
 */
export function cleanupOldGameData(
  today: string,
  now: number,
  store: KeyValueStore | null = browserStore(),
): string[] {
  if (!store) return [];
  const last = Number(store.getItem(StorageKey.lastCleanup));
  if (Number.isFinite(last) && last > 0 && now - last < CLEANUP_INTERVAL_MS && now >= last) return [];
  const removed = storedKeys(store).filter((key) => {
    if (key.startsWith(ARCHIVE_KEY_PREFIX)) return false;
    const date = DATED_KEY.exec(key)?.[1];
    return date !== undefined && daysBetween(date, today) > LOCAL_DATA_MAX_AGE_DAYS;
  });
  for (const key of removed) removeKey(key, store);
  store.setItem(StorageKey.lastCleanup, String(now));
  return removed;
}
