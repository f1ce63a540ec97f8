import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { pool, statsResponse } from '../test-support/fake-game-server.js';
import { StorageKey } from '../shared/storage.js';
import { pageBootData } from './boot-data.js';
import { seedFromBootData } from './boot-data-seed.js';
import { queryKeys } from './query.js';

function pageWith(content: string): Document {
  const doc = document.implementation.createHTMLDocument('Dozen');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = 'dozen-boot';
  block.textContent = content;
  doc.head.append(block);
  return doc;
}

afterEach(() => localStorage.clear());

describe('the page’s boot data', () => {
  it('seeds today’s stats and pool before the first render, once, and keeps the pool for offline use', async () => {
    const stats = statsResponse();
    const dailyPool = pool;
    const doc = pageWith(JSON.stringify({ stats, dailyPool }));
    const client = seedFromBootData(new QueryClient(), doc);
    expect(client.getQueryData(queryKeys.stats())).toEqual(stats);
    expect(client.getQueryData(queryKeys.dailyPool())).toEqual(dailyPool);
    expect(client.getQueryState(queryKeys.stats())?.isInvalidated).toBe(false);
    // Read once: the block is gone from the page, and what was read is what the home screen drew.
    expect(doc.getElementById('dozen-boot')).toBeNull();
    expect(pageBootData(doc)).toEqual({ stats, dailyPool });
    // Once the contract has checked it (when the browser is idle), the pool is kept for offline play.
    await expect
      .poll(() => JSON.parse(localStorage.getItem(StorageKey.lastDailyPool) ?? 'null')?.pool, {
        timeout: 10_000,
      })
      .toEqual(dailyPool);
  });

  it('drops what the contract refuses, so the API is asked instead', async () => {
    const doc = pageWith(JSON.stringify({ stats: { totalPlayers: 'many' }, dailyPool: pool }));
    const client = seedFromBootData(new QueryClient(), doc);
    expect(client.getQueryData(queryKeys.stats())).toEqual({ totalPlayers: 'many' });
    // Checked once the browser is idle (after the first paint).
    await expect.poll(() => client.getQueryData(queryKeys.stats()), { timeout: 10_000 }).toBeUndefined();
    expect(localStorage.getItem(StorageKey.lastDailyPool)).toBeNull();
  });

  it.each([['not json'], ['{}'], ['null']])('ignores a block that is not boot data: %s', (content) => {
    const doc = pageWith(content);
    const client = seedFromBootData(new QueryClient(), doc);
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(pageBootData(doc)).toBeNull();
  });
});
