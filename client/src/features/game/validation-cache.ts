import { StorageKey, browserStore, readJson, writeJson, type KeyValueStore } from '../../shared/storage.js';

/**
 * Word-validation answers kept in the browser (spec 000 §5): per word plus the sorted available
 * letters, for 24 hours, at most 1,000 entries (the 100 oldest go when full), persisted with a
 * 2-second debounce. A player retrying a word, or replaying the day, asks the server once.
 */

export const VALIDATION_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const VALIDATION_CACHE_MAX_ENTRIES = 1000;
export const VALIDATION_CACHE_EVICT_COUNT = 100;
export const VALIDATION_CACHE_PERSIST_DEBOUNCE_MS = 2000;

export interface CachedValidation {
  valid: boolean;
  score: number;
  isTopWord: boolean;
  isTargetWord: boolean;
}

interface Entry extends CachedValidation {
  /** When the answer was stored (ms since the epoch). */
  storedAt: number;
}

export function validationCacheKey(word: string, availableLetters: string): string {
  const sorted = [...availableLetters.toUpperCase()].sort().join('');
  return `${word.toUpperCase()}:${sorted}`;
}

function parseEntries(value: unknown): Array<[string, Entry]> | null {
  if (!Array.isArray(value)) return null;
  return value.filter(
    (item): item is [string, Entry] =>
      Array.isArray(item) &&
      typeof item[0] === 'string' &&
      typeof item[1] === 'object' &&
      item[1] !== null &&
      typeof item[1].valid === 'boolean' &&
      typeof item[1].score === 'number' &&
      typeof item[1].storedAt === 'number',
  );
}

export interface ValidationCacheOptions {
  store?: KeyValueStore | null;
  now?: () => number;
}

export class ValidationCache {
  /** Insertion order is age order: a Map iterates oldest first. */
  private readonly entries = new Map<string, Entry>();
  private readonly store: KeyValueStore | null;
  private readonly now: () => number;
  private persistTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: ValidationCacheOptions = {}) {
    this.store = options.store === undefined ? browserStore() : options.store;
    this.now = options.now ?? Date.now;
    const saved = readJson(StorageKey.validationCache, parseEntries, this.store) ?? [];
    const now = this.now();
    for (const [key, entry] of saved.sort((a, b) => a[1].storedAt - b[1].storedAt)) {
      if (now - entry.storedAt < VALIDATION_CACHE_TTL_MS) this.entries.set(key, entry);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get(word: string, availableLetters: string): CachedValidation | null {
    const key = validationCacheKey(word, availableLetters);
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now() - entry.storedAt >= VALIDATION_CACHE_TTL_MS) {
      this.entries.delete(key);
      this.schedulePersist();
      return null;
    }
    const { valid, score, isTopWord, isTargetWord } = entry;
    return { valid, score, isTopWord, isTargetWord };
  }

  set(word: string, availableLetters: string, value: CachedValidation): void {
    const key = validationCacheKey(word, availableLetters);
    // Re-inserting moves the key to the young end.
    this.entries.delete(key);
    if (this.entries.size >= VALIDATION_CACHE_MAX_ENTRIES) this.evictOldest(VALIDATION_CACHE_EVICT_COUNT);
    this.entries.set(key, { ...value, storedAt: this.now() });
    this.schedulePersist();
  }

  /** Writes now (e.g. when the page is hidden) instead of waiting for the debounce. */
  flush(): void {
    if (this.persistTimer !== null) clearTimeout(this.persistTimer);
    this.persistTimer = null;
    writeJson(StorageKey.validationCache, [...this.entries], this.store);
  }

  private evictOldest(count: number): void {
    let removed = 0;
    for (const key of this.entries.keys()) {
      if (removed >= count) break;
      this.entries.delete(key);
      removed++;
    }
  }

  private schedulePersist(): void {
    if (this.persistTimer !== null) clearTimeout(this.persistTimer);
    this.persistTimer = setTimeout(() => this.flush(), VALIDATION_CACHE_PERSIST_DEBOUNCE_MS);
  }
}
