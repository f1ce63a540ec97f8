/**
 * The real live-count stack for the server benchmark's child hosts (server-hosts.ts, storm-host.ts):
 * createRealtime over a real LiveStats (in-process counters, or Redis's shared by several instances
 * that also even out their sockets; the bench's PostgreSQL), as server/src/index.ts builds it,
 * attached to an HTTP server the caller creates and opens when it chooses.
 */
import type http from 'node:http';
import type { LiveStats } from '@dozen/server/live/types';
import { createLogger } from '@dozen/server/logger';
import { createPresence } from '@dozen/server/presence/index';
import { createRealtime, type Realtime } from '@dozen/server/realtime';
import { createLiveStats } from '@dozen/server/services/live-stats';
import { createSql } from '@dozen/server/storage/database';
import { insertUser } from '@dozen/server/storage/users';

export interface LiveHost {
  liveStats: LiveStats;
  realtime: Realtime;
  /** A new player's first valid word: the player as a first visit makes it, then marked playing. */
  firstWord(playerId: string, date: string): Promise<void>;
  /** Lets every socket go (transports closed), closes the HTTP server and all the stack opened. */
  close(): Promise<void>;
}

/** Instances of one deployment: a presence in Redis shared under one key prefix, and sockets evened out. */
export interface SharedPresence {
  redisUrl: string;
  keyPrefix: string;
}

export function attachLiveStack(
  server: http.Server,
  databaseUrl: string,
  publicUrl: string,
  shared?: SharedPresence,
): LiveHost {
  const logger = createLogger({ logLevel: 'silent' });
  const now = () => new Date();
  const sql = createSql(databaseUrl, { max: 4 });
  const presence = createPresence({ logger, ...shared });
  const liveStats = createLiveStats({ sql, counters: presence.counters, logger, now });
  const realtime = createRealtime(server, {
    liveStats,
    publicUrl,
    logger,
    now,
    ...(shared ? { rebalance: { shares: presence.socketShares } } : {}),
  });
  return {
    liveStats,
    realtime,
    async firstWord(playerId, date) {
      await insertUser(sql, { id: playerId, isAnonymous: true, createdAt: now() });
      await liveStats.playerPlayed(date, playerId);
    },
    async close() {
      await realtime.close();
      await closeHttp(server);
      await liveStats.close();
      await presence.close();
      await sql.end({ timeout: 5 });
    },
  };
}

export function closeHttp(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
