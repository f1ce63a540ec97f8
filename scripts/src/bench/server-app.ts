import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { puzzleDate, scoreWord, wordsFitTogether, type DailyPool, type Dictionary } from '@dozen/engine';
import { ApiRoute, type TWordScore } from '@dozen/engine/contract';
import { createApp } from '@dozen/server/app';
import { createExpressHost } from '@dozen/server/http/express-host';
import { parseConfig } from '@dozen/server/config';
import { loadBlockedWords, loadDictionary } from '@dozen/server/dictionary/load';
import { createSessionService } from '@dozen/server/auth/sessions';
import { createPresence } from '@dozen/server/presence/index';
import { createLogger } from '@dozen/server/logger';
import { createMailer } from '@dozen/server/mail/mailer';
import { createMetrics } from '@dozen/server/metrics/index';
import { createLiveStats } from '@dozen/server/services/live-stats';
import { createPoolService } from '@dozen/server/services/pools';
import { createSql } from '@dozen/server/storage/database';
import { startEmbeddedPostgres } from '@dozen/server/storage/embedded-postgres';
import { migrate } from '@dozen/server/storage/migrate';
import { withStatementStats } from './pg-stats.js';

/**
 * The real app of `npm run bench -- server` (server.ts): createApp over an embedded PostgreSQL,
 * with in-process counters, hosted as index.ts hosts it, with a session for each player of the
 * load and the day's pool stored; what the parts measure it with (a validate-word request, an
 * honest game to submit).
 */

/**
 * Players (sessions) for each load connection. wrk sends their requests in turn (wrk-load.ts),
 * so a player's next game leaves ~4 × connections requests after their last one, which has been
 * answered by then: no player has two games in flight, as no player has in play. With one player
 * a connection, answers coming back out of order (a batch) put ~2% of the games beside another of
 * the same player: they raced for the player's day, and the loser was read and written again.
 */
export const PLAYERS_PER_CONNECTION = 4;

export type App = Awaited<ReturnType<typeof startApp>>;

export async function countGames(sql: App['sql']): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from games`;
  return row?.n ?? 0;
}

export async function startApp(sessions: number, pgStats: boolean) {
  const logger = createLogger({ logLevel: 'silent' });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dozen-bench-'));
  const dataDir = path.join(dir, 'pg');
  let postgres = await startEmbeddedPostgres({ dataDir, logger });
  if (pgStats) postgres = await withStatementStats(postgres, dataDir, logger);
  // As index.ts builds it: metrics time every request and count the pool's queries.
  const metrics = createMetrics();
  const sql = metrics.instrumentSql(createSql(postgres.url, { max: 10 }));
  await migrate(sql);
  const now = () => new Date();
  const today = puzzleDate(now());
  const dictionary = await loadDictionary();
  const pools = createPoolService({ sql, dictionary, now, logger, daysAhead: 0 });
  await pools.ensureUpcoming();
  const pool = await pools.getOrCreate(today);
  if (!pool) throw new Error(`no pool for ${today}`);
  const word = pool.topWord;

  // Hosted as index.ts hosts it (http/express-host.ts).
  const host = createExpressHost();
  const httpServer = http.createServer(host.serverOptions);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const config = parseConfig({
    PORT: '0',
    PUBLIC_URL: url,
    DATABASE_URL: postgres.url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    // The benchmark measures the route, not the limiter's refusals.
    RATE_WORDS_PER_SESSION_PER_MINUTE: '100000000',
    RATE_WORDS_PER_IP_PER_MINUTE: '100000000',
    RATE_SESSIONS_PER_IP_PER_HOUR: '100000000',
    RATE_WRITES_PER_SESSION_PER_MINUTE: '100000000',
  });
  const presence = createPresence({ logger });
  const liveStats = createLiveStats({
    sql,
    counters: presence.counters,
    logger,
    now,
    metrics: metrics.liveStats,
  });
  // The benchmark sends no mail: the dev outbox (never written) and a throwaway sign-in key.
  const mailer = createMailer(config, logger);
  const authSecret = randomBytes(32);
  const sessionService = createSessionService({
    sql,
    now,
    ttlDays: config.sessionTtlDays,
    revocations: presence.revocations,
  });
  httpServer.on(
    'request',
    host.serve(
      createApp({
        config,
        sql,
        dictionary,
        pools,
        liveStats,
        logger,
        now,
        presence,
        mailer,
        authSecret,
        metrics,
        sessions: sessionService,
        blockedWords: await loadBlockedWords(),
      }),
    ),
  );

  // One session a player (wrk-load.ts takes them in turn).
  const players = await Promise.all(
    Array.from({ length: sessions }, async () => {
      const session = await fetch(url + ApiRoute.session.path(), {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      const cookie = session.headers.getSetCookie()[0]?.split(';')[0];
      if (!session.ok || !cookie) throw new Error(`POST /api/session answered ${session.status}`);
      const { userId } = (await session.json()) as { userId: string };
      return { cookie, playerId: userId };
    }),
  );
  const cookies = players.map((player) => player.cookie);
  const headers = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  const body = JSON.stringify({ word, availableLetters: pool.letters });
  const first = await fetch(url + ApiRoute.validateWord.path(), {
    method: 'POST',
    headers: { ...headers, cookie: cookies[0]! },
    body,
  });
  if (first.status !== 200) throw new Error(`validate-word answered ${first.status}: ${await first.text()}`);

  return {
    url,
    sql,
    databaseUrl: postgres.url,
    letters: pool.letters,
    validateWordRequest: { body, headers, cookies },
    submitTarget: {
      url: url + ApiRoute.submitGame.path(),
      headers,
      players,
      date: today,
      words: honestGame(pool, dictionary),
      databaseUrl: postgres.url,
      poolSize: 10,
    },
    async close() {
      httpServer.closeAllConnections();
      await new Promise((resolve) => httpServer.close(resolve));
      await liveStats.close();
      await presence.close();
      await sql.end({ timeout: 5 });
      await postgres.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Three words of the day that fit the tiles together, longest first: a real game to submit. */
function honestGame(pool: DailyPool, dictionary: Dictionary): TWordScore[] {
  const chosen: string[] = [];
  const candidates = dictionary.wordsFormableFrom(pool.letters).sort((a, b) => b.length - a.length);
  for (const word of candidates) {
    if (chosen.length === 3) break;
    if (wordsFitTogether([...chosen, word], pool.letters)) chosen.push(word);
  }
  return chosen.map((word) => ({ word, score: scoreWord(word) }));
}
