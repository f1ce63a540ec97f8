import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { House, SocketShares } from './socket-shares.js';

/**
 * KEYS: the hash of instance id → "sockets:reported at (ms, Redis' clock)".
 * ARGV: this instance's id, its sockets, how old a report may be (ms) before its instance counts
 * as gone. Returns { total sockets, live instances }, after dropping the reports too old.
 * Redis' own clock, so that instances' clocks never need to agree.
 */
const REPORT_SOCKETS_LUA = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ':' .. now)
local entries = redis.call('HGETALL', KEYS[1])
local total, live = 0, 0
for i = 1, #entries, 2 do
  local sockets, at = string.match(entries[i + 1], '^(%d+):(%d+)$')
  if sockets and now - tonumber(at) <= tonumber(ARGV[3]) then
    total = total + tonumber(sockets)
    live = live + 1
  else
    redis.call('HDEL', KEYS[1], entries[i])
  end
end
return { total, live }
`;

interface ScriptCommands {
  dozenReportSockets(
    key: string,
    instanceId: string,
    sockets: number,
    staleMs: number,
  ): Promise<[number, number]>;
}

export interface RedisSocketSharesOptions {
  /** The presence's command connection. */
  client: Redis;
  key: string;
  /** A report older than this means its instance is gone (stopped or cut off). */
  staleMs: number;
}

/** Socket counts in one Redis hash, a field per instance; each report reads all of them at once. */
export function createRedisSocketShares(
  options: RedisSocketSharesOptions,
): SocketShares & { close(): Promise<void> } {
  const { client, key, staleMs } = options;
  const instanceId = randomUUID();
  client.defineCommand('dozenReportSockets', { numberOfKeys: 1, lua: REPORT_SOCKETS_LUA });
  const scripts = client as unknown as ScriptCommands;
  return {
    async report(sockets): Promise<House> {
      const [total, instances] = await scripts.dozenReportSockets(key, instanceId, sockets, staleMs);
      return { total, instances };
    },
    async close() {
      // A stopped instance's share goes at once, not after `staleMs`.
      await client.hdel(key, instanceId).catch(() => undefined);
    },
  };
}
