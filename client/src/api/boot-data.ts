import { BOOT_DATA_ELEMENT_ID, type TDailyPoolResponse, type TStatsResponse } from '@dozen/engine/contract';

/**
 * The server sends every page with today's stats and pool in a JSON data block (the contract's
 * ZBootData, engine/src/contract/boot.ts): the home screen's first render draws its counts from
 * it, and the query cache is seeded with it (boot-data-seed.ts) once TanStack Query has loaded,
 * so nothing is asked of the API for them after the JavaScript has run.
 *
 * The block is read once and removed: every reader after that gets the same read, so what the
 * home screen drew is what the cache is seeded with. Its contents are not checked here: zod is not
 * on the first page, so the seeding checks them against the contract once the first screen is
 * painted.
 */
export interface PageBootData {
  stats: TStatsResponse;
  dailyPool: TDailyPoolResponse;
}

const readPages = new WeakMap<Document, PageBootData | null>();

/** The page's boot data as sent (not yet checked), or null when it has none (or none that parses). */
export function pageBootData(doc: Document | undefined = globalThis.document): PageBootData | null {
  if (!doc) return null; // the build's prerender: no page yet
  let data = readPages.get(doc);
  if (data === undefined) {
    data = readBlock(doc);
    readPages.set(doc, data);
  }
  return data;
}

function readBlock(doc: Document): PageBootData | null {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  let data: unknown;
  try {
    data = JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { stats, dailyPool } = data as Partial<PageBootData>;
  return stats && dailyPool ? { stats, dailyPool } : null;
}
