import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createMemoryLiveCounters } from '../live/memory.js';
import { createLocalChannel } from './channel.js';
import { createLocalRevocations } from './revocations-local.js';
import { LOCAL_SOCKET_SHARES } from './socket-shares.js';
import type { LeagueEvent, Presence } from './types.js';

/**
 * Presence of a single instance: counters, rate-limit buckets, revocations and league events in
 * this process, and no other instance to share sockets with.
 */
export function createLocalPresence(): Presence {
  const counters = createMemoryLiveCounters();
  return {
    kind: 'memory',
    counters,
    revocations: createLocalRevocations(),
    leagueEvents: createLocalChannel<LeagueEvent>(),
    socketShares: LOCAL_SOCKET_SHARES,
    rateLimiter: ({ name, points, durationSeconds }) =>
      new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
    ready: async () => ({}),
    close: () => counters.close(),
  };
}
