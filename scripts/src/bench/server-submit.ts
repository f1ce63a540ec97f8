/**
 * submit-game's figure for `npm run bench -- server`: whole games submitted through the real app
 * (session lookup, strict parse, the day's words checked against the dictionary and the tiles, one
 * PostgreSQL transaction storing the entry and the game, then the live counters) against the
 * anchor of plain single-row inserts into the same PostgreSQL, from a pool of the same size with
 * as many concurrent writers as the load has connections. Interleaved rounds after a warm-up (the
 * machine may be shared: a burst from elsewhere then falls on both).
 */
import { randomBytes } from 'node:crypto';
import type { TWordScore } from '@dozen/engine/contract';
import { createSql } from '@dozen/server/storage/database';
import { BenchChild } from './ipc.js';
import { summariseRounds, type LoadResult, type LoadRound } from './load-rounds.js';
import type { LoadReply, LoadRequest } from './server-load.js';

export interface SubmitTarget {
  url: string;
  headers: Record<string, string>;
  /** One session per connection: its cookie and its player id. */
  players: Array<{ cookie: string; playerId: string }>;
  date: string;
  /** An honest game of the day: words that fit the tiles together. */
  words: TWordScore[];
  databaseUrl: string;
  /** The app's pool size, given to the anchor too. */
  poolSize: number;
}

export interface SubmitLoad {
  /** Total seconds per side, split over `rounds`. */
  duration: number;
  rounds: number;
  connections: number;
}

const WARM_UP_SECONDS = 1;

export async function measureSubmitGame(
  target: SubmitTarget,
  load: SubmitLoad,
): Promise<{ submits: LoadResult; inserts: LoadResult }> {
  const finalScore = target.words.reduce((sum, word) => sum + word.score, 0);
  const bodies = target.players.map(({ playerId }) =>
    JSON.stringify({
      gameId: '[<id>]',
      playerId,
      finalScore,
      wordsUsed: target.words,
      modes: [],
      gameDate: target.date,
    }),
  );
  const loader = new BenchChild<LoadRequest, LoadReply>(new URL('./server-load.ts', import.meta.url));
  const anchor = createSql(target.databaseUrl, { max: target.poolSize });
  await anchor`create table if not exists bench_single_row_inserts (
    id bigserial primary key, game_id text not null, player_id text not null,
    words jsonb not null, created_at timestamptz not null default now())`;

  const submitRound = async (seconds: number): Promise<LoadRound> => {
    const done = await loader.request(
      {
        type: 'run',
        url: target.url,
        connections: load.connections,
        seconds,
        body: bodies[0]!,
        bodies,
        headers: target.headers,
        cookies: target.players.map((player) => player.cookie),
        idReplacement: true,
      },
      'done',
    );
    if (done.non2xx > 0 || done.errors > 0)
      console.warn(`  submit-game: ${done.non2xx} non-2xx answers, ${done.errors} errors`);
    return done;
  };

  const insertRound = async (seconds: number): Promise<LoadRound> => {
    const latencies: number[] = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: load.connections }, async (_, writer) => {
        const playerId = target.players[writer % target.players.length]!.playerId;
        while (performance.now() < deadline) {
          const sent = performance.now();
          await anchor`insert into bench_single_row_inserts (game_id, player_id, words)
            values (${randomBytes(12).toString('base64url')}, ${playerId}, ${anchor.json(target.words)})`;
          latencies.push(performance.now() - sent);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      seconds: (performance.now() - started) / 1000,
      p99: latencies[Math.min(latencies.length - 1, Math.ceil(0.99 * latencies.length) - 1)] ?? Number.NaN,
    };
  };

  try {
    await submitRound(WARM_UP_SECONDS);
    await insertRound(WARM_UP_SECONDS);
    const submits: LoadRound[] = [];
    const inserts: LoadRound[] = [];
    for (let round = 0; round < load.rounds; round += 1) {
      submits.push(await submitRound(load.duration / load.rounds));
      inserts.push(await insertRound(load.duration / load.rounds));
    }
    return { submits: summariseRounds(submits), inserts: summariseRounds(inserts) };
  } finally {
    loader.kill();
    await anchor`drop table if exists bench_single_row_inserts`.catch(() => undefined);
    await anchor.end({ timeout: 5 });
  }
}
