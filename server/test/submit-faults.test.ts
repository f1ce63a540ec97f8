import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRoute, ErrorCode, ZErrorResponse } from '@dozen/engine/contract';
import { createRedisLiveCounters } from '../src/live/redis.js';
import { createLogger } from '../src/logger.js';
import { createSql } from '../src/storage/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/storage/embedded-postgres.js';
import { countDay } from '../src/storage/live-stats.js';
import { migrate } from '../src/storage/migrate.js';
import { gameRequest, honestWords } from './game-helpers.js';
import { COUNTER_MODES, startTestServer, type TestServer } from './harness.js';
import type { TestClient } from './test-client.js';
import { freePort, suiteRedis, waitFor } from './live-support.js';

/**
 * Players submitting games, each retrying a game until it is acknowledged as the client does (the
 * same gameId again), while PostgreSQL is stopped and started again and while Redis is lost: every
 * game the server acknowledged is stored, each exactly once, and counted once in its player's day;
 * every other answer is a 503 with its error body, never a 500; afterwards the live counters equal
 * PostgreSQL (in Redis, once it is back empty and they are rebuilt). The file owns its PostgreSQL
 * cluster and its redis-server, so it can stop them.
 */

const TODAY = '2026-11-21';
const PLAYERS = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PlayLog {
  acknowledged: Array<{ gameId: string; playerId: string }>;
  refusals: Array<{ status: number; code: string | undefined }>;
}

/** Plays new games until `stopped()`, retrying each with its gameId until it is acknowledged. */
async function play(
  client: TestClient,
  words: string[],
  stopped: () => boolean,
  log: PlayLog,
): Promise<void> {
  while (!stopped()) {
    const game = gameRequest(client.userId!, TODAY, words);
    for (;;) {
      const response = await client.post(ApiRoute.submitGame.path(), game);
      if (response.status === 200) {
        log.acknowledged.push({ gameId: game.gameId, playerId: client.userId! });
        break;
      }
      const parsed = ZErrorResponse.safeParse(response.body);
      log.refusals.push({
        status: response.status,
        code: parsed.success ? parsed.data.error.code : undefined,
      });
      await sleep(50);
    }
  }
}

// One run: with Redis when the suite has one (PostgreSQL's restart, then Redis' loss), else in process.
const mode = COUNTER_MODES.some((m) => m.mode === 'redis') ? 'redis' : 'memory';

describe(`submitted games through faults (${mode} presence)`, () => {
  const logger = createLogger({ logLevel: 'silent' });
  let dir: string;
  let port: number;
  let cluster: EmbeddedPostgres;
  const redis = mode === 'redis' ? suiteRedis() : undefined;
  let server: TestServer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dozen-faults-'));
    port = await freePort();
    cluster = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port, logger });
    const admin = createSql(cluster.url, { max: 1 });
    await migrate(admin);
    await admin.end();
    server = await startTestServer({
      databaseUrl: cluster.url,
      ...(redis ? { redisUrl: redis.url } : {}),
      realtime: false,
    });
  });
  afterAll(async () => {
    await server?.close();
    await cluster?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged game and stores none twice; the counters end equal to PostgreSQL', async () => {
    const pool = (await server.pools.getOrCreate(TODAY))!;
    const words = honestWords(pool, server.dictionary, 3);
    const clients = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const client = server.client();
        await client.session();
        return client;
      }),
    );
    const log: PlayLog = { acknowledged: [], refusals: [] };
    let stopped = false;
    const players = clients.map((client) => play(client, words, () => stopped, log));
    const acknowledgedSoFar = () => log.acknowledged.length;

    await waitFor('games before the faults', () => (acknowledgedSoFar() >= PLAYERS * 2 ? true : undefined));
    await cluster.stop();
    await sleep(500);
    cluster = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port, logger });
    const afterRestart = acknowledgedSoFar();
    await waitFor(
      'games after PostgreSQL is back',
      () => (acknowledgedSoFar() >= afterRestart + PLAYERS * 2 ? true : undefined),
      20_000,
    );
    if (redis) {
      await redis.stop();
      const whileLost = acknowledgedSoFar();
      await waitFor('games while Redis is lost', () =>
        acknowledgedSoFar() >= whileLost + PLAYERS * 2 ? true : undefined,
      );
      await redis.start();
    }
    stopped = true;
    await Promise.all(players);

    // Refusals only while PostgreSQL was away (there were some), each a 503 the client retries.
    expect(log.refusals.length).toBeGreaterThan(0);
    for (const refusal of log.refusals)
      expect(refusal).toEqual({ status: 503, code: ErrorCode.SERVICE_UNAVAILABLE });
    const stored = await server.sql<{ gameId: string; playerId: string }[]>`
      select game_id as "gameId", player_id as "playerId" from games where date = ${TODAY}`;
    const byId = (games: Array<{ gameId: string }>) => games.map((game) => game.gameId).sort();
    expect(byId(stored)).toEqual(byId(log.acknowledged));
    const entries = await server.sql<{ playerId: string; playCount: number }[]>`
      select player_id as "playerId", play_count as "playCount" from game_entries where date = ${TODAY}`;
    for (const client of clients) {
      const games = log.acknowledged.filter((game) => game.playerId === client.userId).length;
      expect(entries.find((entry) => entry.playerId === client.userId)?.playCount).toBe(games);
    }

    const truth = await countDay(server.sql, TODAY);
    expect(truth.totalPlayers).toBe(PLAYERS);
    if (redis) {
      const prefix = `dozen:test:${new URL(cluster.url).pathname.slice(1)}:live:`;
      const counters = createRedisLiveCounters({ redisUrl: redis.url, logger, keyPrefix: prefix });
      try {
        await waitFor(
          'the counters in Redis rebuilt equal to PostgreSQL',
          async () =>
            JSON.stringify(await counters.read(TODAY)) === JSON.stringify(truth) ? true : undefined,
          20_000,
        );
      } finally {
        await counters.close();
      }
    }
    expect(await server.liveStats.snapshot(TODAY)).toEqual(truth);
  });
});
