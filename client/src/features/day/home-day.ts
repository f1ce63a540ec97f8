import { useState } from 'react';
import { pageBootData } from '../../api/boot-data.js';
import type { HomeStats } from './live-stats.js';
import type { PlayerDay } from './player-day.js';

/** What the home screen shows of the day: its counts, and the player's own day. */
export interface HomeDay {
  stats: HomeStats | undefined;
  /** The stats could not be fetched, and there are none to show. */
  isError: boolean;
  day: PlayerDay | undefined;
}

/**
 * The home screen's day, and where its feed (HomeFeed.tsx, with the query client) hands it in.
 * Until the feed's first answer, the counts the page brought with it (api/boot-data.ts): the
 * first render needs no query client, and the feed's first answer shows the same numbers.
 */
export function useHomeDay(): [HomeDay, (day: HomeDay) => void] {
  const [fed, setFed] = useState<HomeDay | null>(null);
  return [fed ?? { stats: pageBootData()?.stats, isError: false, day: undefined }, setFed];
}
