import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { gameEntryQuery } from '../../api/query.js';
import { listen } from '../../shared/listen.js';
import { useSession } from '../../api/session.js';
import { laterModule, useAfterFirstRender } from '../../shared/hooks/useAfterFirstRender.js';
import type * as PlayerDayReader from './player-day.js';
import type { PlayerDay } from './player-day.js';

// What reads this device's data of the day (player-day.ts) is not on the first page: the home
// screen's first render shows the day's counts, and the player's own follow a moment later.
const reader = laterModule<typeof PlayerDayReader>(() => import('./player-day.js'));

/** Re-reads local data when the page regains focus or another tab writes the saved game. */
function useLocalDataVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    const onVisible = () => {
      if (document.visibilityState === 'visible') bump();
    };
    const stops = [
      listen(window, 'storage', bump),
      listen(window, 'focus', bump),
      listen(document, 'visibilitychange', onVisible),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);
  return version;
}

/**
 * The player's own day: GET /api/game-entry (404 → none) plus this device's data. Undefined until
 * the code that reads that data has loaded (the first time, just after the first render; a failed
 * load is tried again when the page regains focus).
 */
export function usePlayerDay(date: string | undefined): PlayerDay | undefined {
  const { session } = useSession();
  const playerId = session?.userId;
  const entry = useQuery({
    ...gameEntryQuery(playerId ?? '', date ?? ''),
    enabled: Boolean(playerId && date),
    // Read afresh whenever the home screen opens: a game may have been stored since, from this
    // device (a kept game sent by the game screen) or another, and the cached answer may be the
    // 404 from before it, still fresh by the query's age.
    refetchOnMount: 'always',
  });
  const version = useLocalDataVersion();
  const read = useAfterFirstRender(reader, version);
  if (!date || !read) return undefined;
  return read.readPlayerDay(playerId, date, entry.data ?? null);
}
