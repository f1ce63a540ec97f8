import type { QueryClient } from '@tanstack/react-query';
import type { TDailyPoolResponse } from '@dozen/engine/contract';
import { rememberPool } from './last-pool.js';
import { whenIdle } from '../shared/when-idle.js';
import { loadContract } from './contract.js';
import { pageBootData, type PageBootData } from './boot-data.js';
import { queryKeys } from './query.js';

/**
 * Seeds the query cache with the page's boot data (boot-data.ts), so that what the home screen
 * drew from it stays on screen and the game finds today's pool without a request. The data is
 * used at once and checked against the contract once the browser is idle (loading zod earlier
 * delayed the first paint by hundreds of ms on a slow phone): anything the contract refuses is
 * dropped from the cache and asked for again, exactly as a failed parse of the API's own answer
 * would be.
 */
export function seedFromBootData(client: QueryClient, doc?: Document): QueryClient {
  const data = pageBootData(doc);
  if (!data) return client;
  const updatedAt = Date.now();
  client.setQueryData(queryKeys.stats(), data.stats, { updatedAt });
  client.setQueryData(queryKeys.dailyPool(), data.dailyPool, { updatedAt });
  // After the first paint: zod's chunk must not compete with it for the main thread.
  whenIdle(() => void checkAgainstContract(client, data));
  return client;
}

async function checkAgainstContract(client: QueryClient, data: PageBootData) {
  await loadContract().then(({ ZBootData }) => {
    if (ZBootData.safeParse(data).success) {
      // The game's board offline, as any pool answer is (see dailyPoolQuery).
      rememberPool(data.dailyPool as TDailyPoolResponse);
      return;
    }
    console.warn('The page’s boot data does not match the contract: asking the API instead');
    void client.resetQueries({ queryKey: queryKeys.stats() });
    void client.resetQueries({ queryKey: queryKeys.dailyPool() });
  });
}
