import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { puzzleDate } from '@dozen/engine';
import { ApiRoute, ZStatsResponse } from '@dozen/engine/contract';
import { createSql, type Sql } from '../src/storage/database.js';
import { countDay } from '../src/storage/live-stats.js';
import { COUNTER_MODES, testDatabaseUrl, testDictionary } from './harness.js';
import { TestClient } from './test-client.js';
import { instanceEnv, startInstance, type Instance } from './instances.js';
import {
  connected,
  connectSocket,
  playOneWord,
  suiteRedis,
  waitFor,
  waitForCounts,
  type WatchingSocket,
} from './live-support.js';
import { signInParts, startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.js';

/**
 * Two real server processes (server/src/index.ts, as `npm start` runs it) sharing one PostgreSQL
 * and one Redis, exactly the shape of docker-compose.yml minus the proxy: a submission on one
 * reaches a socket on the other within 1 s. They run on the real clock, so "today" is today.
 */

const WITHIN_ONE_SECOND = 1_000;
const hasRedis = COUNTER_MODES.some((mode) => mode.mode === 'redis');

describe.runIf(hasRedis)('two server processes sharing Postgres and Redis', () => {
  const redis = suiteRedis();
  let sql: Sql;
  let a: Instance | undefined;
  let b: Instance | undefined;
  let catcher: SmtpCatcher | undefined;
  const sockets: WatchingSocket[] = [];

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    const databaseUrl = await testDatabaseUrl();
    sql = createSql(databaseUrl);
    // Both behind one public origin, as behind the proxy of docker-compose.yml.
    const env = {
      ...instanceEnv({ databaseUrl, publicUrl: 'http://localhost:8080', redisUrl: redis.url }),
      SMTP_URL: catcher.url,
    };
    [a, b] = await Promise.all([startInstance('instance A', env), startInstance('instance B', env)]);
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await sql?.end();
    await catcher?.close();
  });

  it('a code mailed by one instance signs in on the other; the send limits are shared', async () => {
    const email = `two-instances.${Date.now()}@example.test`;
    const asker = new TestClient(a!.baseUrl);
    expect((await asker.post(ApiRoute.createVerificationCode.path(), { email })).status).toBe(200);
    const { code } = signInParts(await catcher!.nextMessage(email));
    // One e-mail per address per minute, counted in Redis: the other instance refuses a second.
    const again = await new TestClient(b!.baseUrl).post(ApiRoute.createVerificationCode.path(), { email });
    expect(again.status).toBe(429);
    const verified = await new TestClient(b!.baseUrl).post(ApiRoute.verifyCode.path(), { email, code });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body).toMatchObject({ success: true, email });
  });

  it('a submission on one instance reaches a socket on the other within 1 s, both ways', async () => {
    const dictionary = await testDictionary();
    const today = puzzleDate(new Date());
    for (const [from, to, pick] of [
      [a!, b!, 0],
      [b!, a!, 1],
    ] as const) {
      const watcher = connectSocket(to.baseUrl);
      sockets.push(watcher);
      await connected(watcher.socket);
      const before = await waitFor(`the snapshot on ${to.name}`, () => watcher.latest(today));

      const played = await playOneWord(new TestClient(from.baseUrl), dictionary, { pick });
      expect(played.date).toBe(today);
      // The socket on the other instance counts the new player, as Postgres does.
      const truth = await countDay(sql, today);
      expect(truth.totalPlayers).toBe(before.totalPlayers + 1);
      await waitForCounts(watcher, truth, WITHIN_ONE_SECOND);
    }
  });

  it('both instances answer the same counts, equal to Postgres', async () => {
    const today = puzzleDate(new Date());
    const truth = await countDay(sql, today);
    for (const instance of [a!, b!]) {
      const response = await new TestClient(instance.baseUrl).get(ApiRoute.stats.path());
      expect(response.status).toBe(200);
      const { totalPlayers, lifetimePlayers, playersReachedScore, playersReachedWord, highestUniqueWords } =
        ZStatsResponse.parse(response.body);
      expect({
        date: today,
        totalPlayers,
        lifetimePlayers,
        playersReachedScore,
        playersReachedWord,
        highestUniqueWords,
      }).toEqual(truth);
    }
  });

  it('stops cleanly on SIGTERM', async () => {
    for (const instance of [a!, b!]) {
      const code = await instance.stop();
      expect(code, instance.output()).toBe(0);
    }
  });
});
