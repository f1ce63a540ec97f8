import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createRedisChannel } from './redis-channel.js';
import type { LeagueEvent, LeagueEvents } from './types.js';

const KINDS = new Set<LeagueEvent['kind']>(['row', 'changed', 'left', 'deleted']);

/** JSON of our own making; anything else on the channel is ignored. */
function decode(text: string): LeagueEvent | null {
  try {
    const event = JSON.parse(text) as LeagueEvent;
    return typeof event === 'object' && event !== null && KINDS.has(event.kind) ? event : null;
  } catch {
    return null;
  }
}

/**
 * League events over a Redis channel (redis-channel.ts). Each instance hears its own at once and
 * skips them as they come back through Redis, so its sockets get each change once. A message
 * published while an instance's subscription is down is lost to it; its league rooms then tell
 * their sockets to read their boards again (friends/league-rooms.ts).
 */
export function createRedisLeagueEvents(options: {
  redisUrl: string;
  logger: Logger;
  publisher: Redis;
  channel: string;
}): LeagueEvents & { close(): Promise<void> } {
  return createRedisChannel<LeagueEvent>({
    ...options,
    name: 'league-events',
    encode: (event) => JSON.stringify(event),
    decode,
    skipOwn: true,
  });
}
