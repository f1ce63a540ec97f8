import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRoute, ZStatsResponse } from '@dozen/engine/contract';
import { createRedisLiveCounters } from '../src/live/redis.js';
import { countDay } from '../src/storage/live-stats.js';
import { COUNTER_MODES, startTestServer, type TestServer } from './harness.js';
import type { TestClient } from './test-client.js';
import {
  connected,
  connectSocket,
  playOneWord,
  suiteRedis,
  waitFor,
  type WatchingSocket,
} from './live-support.js';

/**
 * Redis stopped in the middle of play: every request still answers, 2xx, before a 1 s abort
 * signal fires (counts come from Postgres meanwhile, and live watchers keep getting them); when
 * Redis comes back empty, the counters are rebuilt and equal Postgres again. The test owns its
 * redis-server process, so it can kill it and start it again empty.
 */

const TODAY = '2026-11-21';
const ONE_SECOND = 1_000;
const hasRedis = COUNTER_MODES.some((mode) => mode.mode === 'redis');

/** Every call of this client must finish before its own 1 s abort signal. */
function withinOneSecond(client: TestClient) {
  const beforeAbort = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    const signal = AbortSignal.timeout(ONE_SECOND);
    const aborted = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () =>
        reject(new Error(`${what} did not answer before the 1 s abort signal`)),
      ),
    );
    return Promise.race([call(), aborted]);
  };
  return {
    get userId() {
      return client.userId;
    },
    session: () => beforeAbort('POST /api/session', () => client.session()),
    get: <T>(path: string) => beforeAbort(`GET ${path}`, () => client.get<T>(path)),
    post: <T>(path: string, json?: unknown) => beforeAbort(`POST ${path}`, () => client.post<T>(path, json)),
  };
}

/** The prefix the server's counters use in this Redis, found from the day's "ready" marker. */
async function counterPrefix(redisUrl: string, date: string): Promise<string> {
  const admin = new Redis(redisUrl);
  try {
    return await waitFor('the day built in Redis', async () => {
      const [key] = await admin.keys(`*{${date}}:ready`);
      return key?.slice(0, key.indexOf(`{${date}}`));
    });
  } finally {
    admin.disconnect();
  }
}

describe.runIf(hasRedis)('Redis stopped mid-test', () => {
  const redis = suiteRedis();
  let server: TestServer;
  let watcher: WatchingSocket;

  beforeAll(async () => {
    server = await startTestServer({ redisUrl: redis.url });
  });
  afterAll(async () => {
    watcher?.close();
    await server?.close();
  });

  it('answers every submission while Redis is down, then rebuilds the counters from Postgres', async () => {
    const logger = pino({ level: 'silent' });
    await playOneWord(server.client(), server.dictionary, { pick: 0 });
    const prefix = await counterPrefix(redis.url, TODAY);
    watcher = connectSocket(server.baseUrl);
    await connected(watcher.socket);
    await waitFor('the counts with one player', () =>
      watcher.latest(TODAY)?.totalPlayers === 1 ? true : undefined,
    );

    await redis.stop();

    for (let pick = 1; pick <= 3; pick += 1) {
      const played = await playOneWord(withinOneSecond(server.client()), server.dictionary, { pick });
      expect(played.date).toBe(TODAY);
    }
    const truth = await countDay(server.sql, TODAY);
    expect(truth.totalPlayers).toBe(4);
    const stats = await withinOneSecond(server.client()).get(ApiRoute.stats.path());
    expect(stats.status).toBe(200);
    expect(ZStatsResponse.parse(stats.body)).toMatchObject({
      totalPlayers: 4,
      lifetimePlayers: truth.lifetimePlayers,
      highestUniqueWords: truth.highestUniqueWords,
    });
    // Live watchers keep getting counts, from Postgres.
    await waitFor(
      'the counts with four players',
      () => (watcher.latest(TODAY)?.totalPlayers === 4 ? true : undefined),
      3_000,
    );

    await redis.start();

    const counters = createRedisLiveCounters({ redisUrl: redis.url, logger, keyPrefix: prefix });
    try {
      const rebuilt = await waitFor(
        'the counters in Redis equal to Postgres',
        async () => {
          const held = await counters.read(TODAY);
          return JSON.stringify(held) === JSON.stringify(truth) ? held : undefined;
        },
        20_000,
      );
      expect(rebuilt).toEqual(truth);

      // And they are live again: a new player moves them, as it moves Postgres.
      await playOneWord(server.client(), server.dictionary, { pick: 4 });
      const after = await countDay(server.sql, TODAY);
      expect(after.totalPlayers).toBe(5);
      expect(
        await waitFor('the counters with five players', async () =>
          (await counters.read(TODAY))?.totalPlayers === 5 ? counters.read(TODAY) : undefined,
        ),
      ).toEqual(after);
      await waitFor(
        'the watcher with five players',
        () => (watcher.latest(TODAY)?.totalPlayers === 5 ? true : undefined),
        3_000,
      );
    } finally {
      await counters.close();
    }
  });
});
