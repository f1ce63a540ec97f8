import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useLayoutEffect } from 'react';
import { dailyPoolQuery } from '../../api/query.js';
import { deviceNewYorkDate } from '../../shared/new-york-date.js';
import type { HomeDay } from './home-day.js';
import { useLiveStats } from './live-stats.js';
import { useDayRollover } from './useDayRollover.js';
import { usePlayerDay } from './usePlayerDay.js';

/**
 * What keeps the home screen's day current, once the query client is there (`ready`): the stats
 * with their live counts, the player's own day, the new day at midnight, and today's pool fetched
 * ahead of Play Game. It draws nothing: it hands what it reads to the screen (home-day.ts).
 */
export function HomeFeed({ ready, onChange }: { ready: boolean; onChange: (day: HomeDay) => void }) {
  return ready ? <Feed onChange={onChange} /> : null;
}

// Memoised: each change it hands in renders the screen again, which must not render it again.
const Feed = memo(function Feed({ onChange }: { onChange: (day: HomeDay) => void }) {
  const queryClient = useQueryClient();
  const { stats, isError } = useLiveStats();
  // Until the stats answer, this device's New York date: nothing moves when they arrive.
  const day = usePlayerDay(stats?.date ?? deviceNewYorkDate());
  useDayRollover(stats?.nextRolloverAt);

  // The game screen needs the pool first thing: have it ready before Play Game.
  useEffect(() => {
    void queryClient.prefetchQuery(dailyPoolQuery());
  }, [queryClient, stats?.date]);

  // Before the browser paints: the screen never shows a frame older than what the feed has read.
  useLayoutEffect(() => onChange({ stats, isError, day }), [onChange, stats, isError, day]);
  return null;
});
