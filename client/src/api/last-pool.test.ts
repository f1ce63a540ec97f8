import { describe, expect, it } from 'vitest';
import { pool } from '../test-support/fake-game-server.js';
import { createMemoryStore } from '../test-support/memory-store.js';
import { StorageKey } from '../shared/storage.js';
import { forgetLastPool, lastPool, rememberPool } from './last-pool.js';

const unlocked = { ...pool, topWord: 'banjo' };

describe('the pool kept for offline play', () => {
  it('gives the anonymous view to whoever plays in this browser', () => {
    const store = createMemoryStore();
    rememberPool(pool, store);
    store.setItem(StorageKey.userId, 'someone-else');
    expect(lastPool(store)).toEqual(pool);
  });

  it('gives unlocked answers back only to the player they were fetched for', () => {
    const store = createMemoryStore({ [StorageKey.userId]: 'p1' });
    rememberPool(unlocked, store);
    expect(lastPool(store)).toEqual(unlocked);
    // Signed out on a shared device: a new anonymous player, who never unlocked anything.
    store.setItem(StorageKey.userId, 'p2');
    expect(lastPool(store)).toBeUndefined();
  });

  it('reads nothing from a missing or damaged entry', () => {
    expect(lastPool(createMemoryStore())).toBeUndefined();
    expect(lastPool(createMemoryStore({ [StorageKey.lastDailyPool]: '{"pool":1}' }))).toBeUndefined();
  });

  it('goes with the account that signs out, and stays for anyone else', () => {
    const store = createMemoryStore({ [StorageKey.userId]: 'account' });
    rememberPool(unlocked, store);
    forgetLastPool('someone-else', store);
    expect(lastPool(store)).toEqual(unlocked);
    forgetLastPool('account', store);
    expect(store.getItem(StorageKey.lastDailyPool)).toBeNull();
  });
});
