import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  VALIDATION_CACHE_MAX_ENTRIES,
  VALIDATION_CACHE_PERSIST_DEBOUNCE_MS,
  VALIDATION_CACHE_TTL_MS,
  ValidationCache,
  validationCacheKey,
} from './validation-cache.js';
import { createMemoryStore } from '../../test-support/memory-store.js';

const valid = { valid: true, score: 5, isTopWord: false, isTargetWord: false };
const invalid = { valid: false, score: 0, isTopWord: false, isTargetWord: false };

function clock(start = 1_800_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('validationCacheKey', () => {
  it.each([
    ['tea', 'TEARSLIDNMOP', 'TEA:ADEILMNOPRST'],
    ['TEA', 'poNMdilsraet', 'TEA:ADEILMNOPRST'],
    ['at', 'TA', 'AT:AT'],
  ])('%s with %s → %s', (word, letters, key) => {
    expect(validationCacheKey(word, letters)).toBe(key);
  });
});

describe('ValidationCache', () => {
  afterEach(() => vi.useRealTimers());

  it('answers per word plus available letters, in any order and case', () => {
    const cache = new ValidationCache({ store: createMemoryStore() });
    cache.set('tea', 'TEARS', valid);
    cache.set('zzz', 'TEARS', invalid);
    expect(cache.get('TEA', 'srate')).toEqual(valid);
    expect(cache.get('zzz', 'TEARS')).toEqual(invalid);
    expect(cache.get('tea', 'TEA')).toBeNull();
  });

  it('forgets answers after 24 hours', () => {
    const time = clock();
    const cache = new ValidationCache({ store: createMemoryStore(), now: time.now });
    cache.set('tea', 'TEA', valid);
    time.advance(VALIDATION_CACHE_TTL_MS - 1);
    expect(cache.get('tea', 'TEA')).toEqual(valid);
    time.advance(1);
    expect(cache.get('tea', 'TEA')).toBeNull();
  });

  it('removes the 100 oldest entries when the 1,000th is full', () => {
    const time = clock();
    const cache = new ValidationCache({ store: createMemoryStore(), now: time.now });
    for (let i = 0; i < VALIDATION_CACHE_MAX_ENTRIES; i++) {
      cache.set(`w${i}`, 'ABC', valid);
      time.advance(1);
    }
    expect(cache.size).toBe(1000);
    cache.set('newest', 'ABC', valid);
    expect(cache.size).toBe(901);
    expect(cache.get('w0', 'ABC')).toBeNull();
    expect(cache.get('w99', 'ABC')).toBeNull();
    expect(cache.get('w100', 'ABC')).toEqual(valid);
    expect(cache.get('newest', 'ABC')).toEqual(valid);
  });

  it('persists 2 s after the last change and reloads what is still fresh', () => {
    vi.useFakeTimers();
    const store = createMemoryStore();
    const time = clock();
    const cache = new ValidationCache({ store, now: time.now });
    cache.set('tea', 'TEA', valid);
    vi.advanceTimersByTime(VALIDATION_CACHE_PERSIST_DEBOUNCE_MS - 1);
    cache.set('eat', 'TEA', valid);
    vi.advanceTimersByTime(VALIDATION_CACHE_PERSIST_DEBOUNCE_MS - 1);
    expect(store.getItem('dozen_validation_cache')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(JSON.parse(store.getItem('dozen_validation_cache')!)).toHaveLength(2);

    time.advance(VALIDATION_CACHE_TTL_MS - 10);
    const reloaded = new ValidationCache({ store, now: time.now });
    expect(reloaded.get('eat', 'TEA')).toEqual(valid);
    time.advance(10);
    expect(new ValidationCache({ store, now: time.now }).size).toBe(0);
  });
});
