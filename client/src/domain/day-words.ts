import type { TWordScore } from '@dozen/engine/contract';
import {
  StorageKey,
  browserStore,
  readJson,
  removeKey,
  removeKeysStartingWith,
  storedKeys,
  writeJson,
  type KeyValueStore,
} from '../shared/storage.js';
import { parseWordScores } from './word-score.js';

/**
 * Every word this player found on a date, across games, kept locally
 * (`dozen_completedWords_{player}_{date}`, spec 001 §3). With the server's entry it gives the
 * "earlier words of the day" and the Found X count even before the server answers.
 */

export function readDayWords(
  playerId: string,
  date: string,
  store: KeyValueStore | null = browserStore(),
): TWordScore[] {
  return readJson(StorageKey.completedWords(playerId, date), parseWordScores, store) ?? [];
}

/** Adds words not yet recorded (case-insensitive) and answers the full list. */
export function recordDayWords(
  playerId: string,
  date: string,
  words: readonly TWordScore[],
  store: KeyValueStore | null = browserStore(),
): TWordScore[] {
  const merged = mergeWords(readDayWords(playerId, date, store), words);
  writeJson(StorageKey.completedWords(playerId, date), merged, store);
  return merged;
}

/** `base` plus the words of `extra` it lacks, case-insensitive, upper-case as shown on screen. */
export function mergeWords(base: readonly TWordScore[], extra: readonly TWordScore[]): TWordScore[] {
  const seen = new Set<string>();
  const out: TWordScore[] = [];
  for (const item of [...base, ...extra]) {
    const key = item.word.toUpperCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ word: key, score: item.score });
  }
  return out;
}

/**
 * At sign-in to an existing account: the words this browser recorded under its anonymous id join
 * the account's (the server merged that player into the account), and the anonymous keys go.
 */
export function moveDayWords(
  fromId: string,
  toId: string,
  store: KeyValueStore | null = browserStore(),
): void {
  const prefix = StorageKey.completedWords(fromId, '');
  for (const key of storedKeys(store).filter((name) => name.startsWith(prefix))) {
    const date = key.slice(prefix.length);
    const words = readJson(key, parseWordScores, store) ?? [];
    if (words.length > 0) recordDayWords(toId, date, words, store);
    removeKey(key, store);
  }
}

/** At sign-out: the account's words leave this device (the server keeps them). */
export function forgetDayWords(playerId: string, store: KeyValueStore | null = browserStore()): void {
  removeKeysStartingWith([StorageKey.completedWords(playerId, '')], store);
}
