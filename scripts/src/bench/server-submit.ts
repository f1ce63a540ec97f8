/**
 * submit-game's figure for `npm run bench -- server`: whole games submitted through the real app
 * (session lookup, strict parse, the day's words checked against the dictionary and the tiles, one
 * read and one write of PostgreSQL shared with the games of the same turn, then the live counters)
 * against the anchor of plain single-row inserts into the same PostgreSQL, from a pool of the same
 * size with as many concurrent writers as the load has connections (insert-writers.ts); and, as
 * the ceiling, the Express floor answering the same requests without any work (server-anchors.ts,
 * anchor-host.ts). Each anchor runs in a process of its own, apart from the app. Interleaved
 * rounds after a warm-up (the machine may be shared: a burst from elsewhere then falls on all),
 * and the CPU each side spends per operation, in its process and in PostgreSQL (cpu-spent.ts).
 */
import type { TWordScore } from '@dozen/engine/contract';
import { createSql } from '@dozen/server/storage/database';
import { startAnchorProcess } from './anchor-process.js';
import { cpuSince, cpuSpent, ownCpuMs, type CpuSpent } from './cpu-spent.js';
import type { InsertWritersReply, InsertWritersRequest } from './insert-writers.js';
import { BenchChild } from './ipc.js';
import { summariseRounds, type LoadResult, type LoadRound } from './load-rounds.js';
import { GAME_ID_SLOT, runLoad, type LoadRun } from './wrk-load.js';

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

/** The anchor's table: a row like a stored game (its id, its player, its words). */
const INSERTS_TABLE = 'bench_single_row_inserts';

/**
 * A side's rounds, and the CPU they cost per operation (µs): its process's, PostgreSQL's, and the
 * HTTP load generator's (0 for the inserts, which need none; on this machine it shares the cores).
 */
export interface SideResult extends LoadResult {
  cpuPerOperation: { process: number; postgres: number; load: number };
}

/**
 * Runs rounds of one side, measuring the CPU they spend: its process's (`processCpuMs`: this one,
 * where the app runs, or the anchor's own) and PostgreSQL's.
 */
function measuredSide(processCpuMs: () => Promise<number>) {
  const rounds: LoadRound[] = [];
  const spent: CpuSpent & { load: number } = { process: 0, postgres: 0, load: 0 };
  return {
    async add(round: () => Promise<LoadRound & { cpuMs?: number }>): Promise<void> {
      const start = await cpuSpent(processCpuMs);
      const done = await round();
      const cpu = await cpuSince(start, processCpuMs);
      spent.process += cpu.process;
      spent.postgres += cpu.postgres;
      spent.load += done.cpuMs ?? 0;
      rounds.push(done);
    },
    result(): SideResult {
      const operations = rounds.reduce((sum, round) => sum + round.requests, 0);
      return {
        ...summariseRounds(rounds),
        cpuPerOperation: {
          process: (spent.process * 1000) / operations,
          postgres: (spent.postgres * 1000) / operations,
          load: (spent.load * 1000) / operations,
        },
      };
    },
  };
}

export async function measureSubmitGame(
  target: SubmitTarget,
  load: SubmitLoad,
): Promise<{ submits: SideResult; inserts: SideResult; floor: SideResult }> {
  const finalScore = target.words.reduce((sum, word) => sum + word.score, 0);
  const bodies = target.players.map(({ playerId }) =>
    JSON.stringify({
      gameId: GAME_ID_SLOT,
      playerId,
      finalScore,
      wordsUsed: target.words,
      modes: [],
      gameDate: target.date,
    }),
  );
  // The anchor's table, made and dropped here; its inserts come from a process of their own.
  const tables = createSql(target.databaseUrl, { max: 1 });
  await tables`create table if not exists ${tables(INSERTS_TABLE)} (
    id bigserial primary key, game_id text not null, player_id text not null,
    words jsonb not null, created_at timestamptz not null default now())`;
  const inserter = new BenchChild<InsertWritersRequest, InsertWritersReply>(
    new URL('./insert-writers.ts', import.meta.url),
  );
  await inserter.request(
    {
      type: 'start',
      databaseUrl: target.databaseUrl,
      poolSize: target.poolSize,
      table: INSERTS_TABLE,
      playerIds: target.players.map((player) => player.playerId),
      words: target.words,
    },
    'ready',
  );

  const floorServer = await startAnchorProcess('submit-floor');
  const submitRound = async (seconds: number, url = target.url): Promise<LoadRun> => {
    const done = await runLoad({
      url,
      connections: load.connections,
      seconds,
      bodies,
      headers: target.headers,
      cookies: target.players.map((player) => player.cookie),
      newGameIds: true,
    });
    if (done.non2xx > 0 || done.errors > 0)
      console.warn(`  submit-game: ${done.non2xx} non-2xx answers, ${done.errors} errors`);
    return done;
  };

  const insertRound = async (seconds: number): Promise<LoadRound> => {
    const { type: _type, ...done } = await inserter.request(
      { type: 'round', seconds, writers: load.connections },
      'round-done',
    );
    return done;
  };

  try {
    await submitRound(WARM_UP_SECONDS);
    await insertRound(WARM_UP_SECONDS);
    await submitRound(WARM_UP_SECONDS, floorServer.url);
    // Statistics as a database that has run a minute has them (autovacuum's first visit): without
    // any, the planner may look a player's day up through the wrong index.
    await tables`analyze`;
    const submits = measuredSide(ownCpuMs);
    const inserts = measuredSide(async () => (await inserter.request({ type: 'cpu' }, 'cpu')).ms);
    const floor = measuredSide(floorServer.cpuMs);
    const seconds = load.duration / load.rounds;
    for (let round = 0; round < load.rounds; round += 1) {
      await submits.add(() => submitRound(seconds));
      await inserts.add(() => insertRound(seconds));
      await floor.add(() => submitRound(seconds, floorServer.url));
    }
    return { submits: submits.result(), inserts: inserts.result(), floor: floor.result() };
  } finally {
    inserter.kill();
    floorServer.close();
    await tables`drop table if exists ${tables(INSERTS_TABLE)}`.catch(() => undefined);
    await tables.end({ timeout: 5 });
  }
}
