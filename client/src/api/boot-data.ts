import type { QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_ELEMENT_ID, type TDailyPoolResponse } from '@dozen/engine/contract';
import { rememberPool } from './last-pool.js';
import { whenIdle } from '../shared/when-idle.js';
import { loadContract } from './contract.js';
import { queryKeys } from './query.js';

/**
 * The server sends every page with today's stats and pool in a JSON data block (the contract's
 * ZBootData, engine/src/contract/boot.ts). Seeding the query cache with them before the first
 * render means the home screen shows its counts without a request after the JavaScript has run.
 *
 * The block is read once and removed (a later render must not seed old numbers again). It is used
 * at once, so nothing waits for zod, and checked against the contract once the first screen is
 * painted and the browser idle (loading zod earlier delayed the first paint by hundreds of ms on a
 * slow phone): anything the contract refuses is dropped from the cache and asked for again,
 * exactly as a failed parse of the API's own answer would be.
 */
export function seedFromBootData(client: QueryClient, doc: Document = document): QueryClient {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element) return client;
  element.remove();
  let data: { stats?: unknown; dailyPool?: unknown };
  try {
    data = JSON.parse(element.textContent ?? '') as typeof data;
  } catch {
    return client;
  }
  if (typeof data !== 'object' || data === null || !data.stats || !data.dailyPool) return client;
  const updatedAt = Date.now();
  client.setQueryData(queryKeys.stats(), data.stats, { updatedAt });
  client.setQueryData(queryKeys.dailyPool(), data.dailyPool, { updatedAt });
  // After the first paint: zod's chunk must not compete with it for the main thread.
  whenIdle(() => void checkAgainstContract(client, data));
  return client;
}

async function checkAgainstContract(client: QueryClient, data: { stats?: unknown; dailyPool?: unknown }) {
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
