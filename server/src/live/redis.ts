import type { TLiveStats } from '@dozen/engine/contract';
import type { Logger } from 'pino';
import { ChangeListeners } from './listeners.js';
import { closeRedisClient, createRedisClient, firstConnection } from '../redis.js';
import { MARK_PLAYING_LUA, SET_PLAYER_FACTS_LUA } from './redis-scripts.js';
import type { DayTruth, LiveCounters, MarkPlayingOptions, PlayerDayFacts, RebuildOutcome } from './types.js';

/**
 * Live counters in Redis, shared by every instance. Per day: a set of players, a set per
 * competitive count, a max register for the most unique words, a version and a "ready" marker,
 * all expiring a few days after their last write. The "ready" marker is written only by a rebuild
 * from Postgres: when it is missing (Redis restarted empty, or the day expired) `read` answers
 * null and the caller rebuilds. Lifetime players is one integer (no per-player set of everyone).
 */
export interface RedisLiveCountersOptions {
  redisUrl: string;
  logger: Logger;
  /** Key prefix, so several deployments (or test files) can share one Redis. */
  keyPrefix?: string;
  /** Expiry of a day's keys after its last write. */
  dayTtlSeconds?: number;
  /** Rebuild attempts while writes keep landing during the Postgres read, before applying anyway. */
  rebuildAttempts?: number;
}

const DEFAULT_PREFIX = 'dozen:live:';
const THREE_DAYS_SECONDS = 3 * 24 * 60 * 60;
/** Members per SADD while rebuilding, so one command never carries a huge argument list. */
const SADD_CHUNK = 1_000;
/** Dates re-announced after a reconnect: Redis may have come back empty, so watchers re-read. */
const RECENT_DATES_KEPT = 16;
const DATE_MESSAGE = /^\d{4}-\d{2}-\d{2}$/;

interface ScriptCommands {
  dozenMarkPlaying(...keysAndArgs: string[]): Promise<number>;
  dozenSetPlayerFacts(...keysAndArgs: string[]): Promise<number>;
}

export function createRedisLiveCounters(options: RedisLiveCountersOptions): LiveCounters {
  const prefix = options.keyPrefix ?? DEFAULT_PREFIX;
  const ttl = String(options.dayTtlSeconds ?? THREE_DAYS_SECONDS);
  const rebuildAttempts = options.rebuildAttempts ?? 5;
  const logger = options.logger.child({ component: 'live-counters' });
  const channel = `${prefix}changed`;
  const lifetimeKey = `${prefix}lifetime`;
  const lifetimeVersionKey = `${prefix}lifetime:version`;

  const client = createRedisClient(options.redisUrl, logger, { name: 'live-counters' });
  client.defineCommand('dozenMarkPlaying', { numberOfKeys: 5, lua: MARK_PLAYING_LUA });
  client.defineCommand('dozenSetPlayerFacts', { numberOfKeys: 5, lua: SET_PLAYER_FACTS_LUA });
  const scripts = client as unknown as ScriptCommands;

  // WATCH belongs to a connection: rebuilds get their own, one at a time, so a command of a
  // concurrent request can never clear the watch between WATCH and EXEC.
  // Its commands may carry a whole day's members: a longer timeout than a request's, and no request
  // ever waits on it (a day being rebuilt is answered from Postgres).
  const rebuildClient = createRedisClient(options.redisUrl, logger, {
    name: 'live-counters-rebuild',
    commandTimeoutMs: 5_000,
  });
  let rebuildQueue: Promise<unknown> = Promise.resolve();

  const listeners = new ChangeListeners();
  const recentDates = new Set<string>();
  const subscriber = createRedisClient(options.redisUrl, logger, {
    name: 'live-counters-changes',
    role: 'subscriber',
  });
  let subscriberWasReady = false;
  subscriber.on('message', (from: string, date: string) => {
    if (from === channel && DATE_MESSAGE.test(date)) listeners.emit(date);
  });
  subscriber.on('ready', () => {
    // After a reconnect, any day may have been lost (Redis restarted empty) or changed unseen.
    if (subscriberWasReady) for (const date of recentDates) listeners.emit(date);
    subscriberWasReady = true;
  });
  subscriber
    .subscribe(channel)
    .catch((error: Error) =>
      logger.error({ err: { message: error.message } }, 'cannot subscribe to live changes'),
    );

  function dayKeys(date: string) {
    // The hash tag keeps a day's keys in one slot, should the store ever be a cluster.
    const day = `${prefix}{${date}}:`;
    return {
      playing: `${day}playing`,
      reachedScore: `${day}reached-score`,
      reachedWord: `${day}reached-word`,
      highestUniqueWords: `${day}highest-unique-words`,
      version: `${day}version`,
      ready: `${day}ready`,
    };
  }

  function remember(date: string): void {
    recentDates.delete(date);
    recentDates.add(date);
    if (recentDates.size > RECENT_DATES_KEPT) {
      const oldest = recentDates.values().next().value;
      if (oldest !== undefined) recentDates.delete(oldest);
    }
  }

  /** A day's keys for a command on `client`: the day is now recent, and the client has connected. */
  async function openDay(date: string) {
    remember(date);
    await firstConnection(client);
    return dayKeys(date);
  }

  async function applyRebuild(date: string, load: () => Promise<DayTruth>): Promise<RebuildOutcome> {
    const keys = dayKeys(date);
    await firstConnection(rebuildClient);
    for (let attempt = 1; ; attempt += 1) {
      const watched = attempt < rebuildAttempts;
      if (watched) await rebuildClient.watch(keys.version, lifetimeVersionKey);
      let truth: DayTruth;
      try {
        truth = await load();
      } catch (error) {
        if (watched) await rebuildClient.unwatch().catch(() => undefined);
        throw error;
      }
      const tx = rebuildClient.multi();
      tx.del(keys.playing, keys.reachedScore, keys.reachedWord);
      for (const [key, members] of [
        [keys.playing, truth.playing],
        [keys.reachedScore, truth.facts.filter((f) => f.reachedScoreQualified).map((f) => f.playerId)],
        [keys.reachedWord, truth.facts.filter((f) => f.reachedWordQualified).map((f) => f.playerId)],
      ] as const) {
        for (let start = 0; start < members.length; start += SADD_CHUNK)
          tx.sadd(key, ...members.slice(start, start + SADD_CHUNK));
        tx.expire(key, ttl);
      }
      tx.set(
        keys.highestUniqueWords,
        truth.facts.reduce((max, f) => Math.max(max, f.uniqueWords), 0),
        'EX',
        ttl,
      );
      tx.set(lifetimeKey, truth.lifetimePlayers);
      tx.incr(keys.version);
      tx.expire(keys.version, ttl);
      tx.set(keys.ready, '1', 'EX', ttl);
      tx.publish(channel, date);
      // EXEC answers null when a watched version moved: a write may be missing from `truth`.
      const result = await tx.exec();
      if (result !== null) {
        const failed = result.find(([error]) => error);
        if (failed) throw failed[0];
        if (watched) return 'exact';
        logger.warn(
          { date },
          'live counters rebuilt while writes kept landing: one may be missing until the next rebuild',
        );
        return 'writes-may-be-missing';
      }
    }
  }

  return {
    async markPlaying(date: string, playerId: string, markOptions: MarkPlayingOptions = {}) {
      const keys = await openDay(date);
      await scripts.dozenMarkPlaying(
        keys.playing,
        keys.version,
        keys.ready,
        lifetimeKey,
        lifetimeVersionKey,
        playerId,
        markOptions.firstEver ? '1' : '0',
        ttl,
        channel,
        date,
      );
    },

    async setPlayerFacts(date: string, facts: PlayerDayFacts) {
      const keys = await openDay(date);
      await scripts.dozenSetPlayerFacts(
        keys.reachedScore,
        keys.reachedWord,
        keys.highestUniqueWords,
        keys.version,
        keys.ready,
        facts.playerId,
        facts.reachedScoreQualified ? '1' : '0',
        facts.reachedWordQualified ? '1' : '0',
        String(facts.uniqueWords),
        ttl,
        channel,
        date,
      );
    },

    async read(date: string): Promise<TLiveStats | null> {
      const keys = await openDay(date);
      const result = await client
        .multi()
        .get(keys.ready)
        .get(lifetimeKey)
        .scard(keys.playing)
        .scard(keys.reachedScore)
        .scard(keys.reachedWord)
        .get(keys.highestUniqueWords)
        .exec();
      if (result === null) throw new Error('live counters read was aborted');
      const failed = result.find(([error]) => error);
      if (failed) throw failed[0];
      const [ready, lifetime, playing, reachedScore, reachedWord, highest] = result.map(([, value]) => value);
      if (ready === null || lifetime === null) return null;
      return {
        date,
        totalPlayers: Number(playing),
        lifetimePlayers: Number(lifetime),
        playersReachedScore: Number(reachedScore),
        playersReachedWord: Number(reachedWord),
        highestUniqueWords: Number(highest ?? 0),
      };
    },

    rebuild(date: string, load: () => Promise<DayTruth>) {
      remember(date);
      const done = rebuildQueue.then(() => applyRebuild(date, load));
      rebuildQueue = done.catch(() => undefined);
      return done;
    },

    subscribe(listener: (date: string) => void) {
      return listeners.add(listener);
    },

    async close() {
      listeners.clear();
      await rebuildQueue;
      await Promise.all([client, rebuildClient, subscriber].map(closeRedisClient));
    },
  };
}
