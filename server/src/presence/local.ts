import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createMemoryLiveCounters } from '../live/memory.js';
import type { Presence } from './types.js';

/** Presence of a single instance: counters and rate-limit buckets in this process. */
export function createLocalPresence(): Presence {
  const counters = createMemoryLiveCounters();
  return {
    kind: 'memory',
    counters,
    rateLimiter: ({ name, points, durationSeconds }) =>
      new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
    ready: async () => ({}),
    close: () => counters.close(),
  };
}
