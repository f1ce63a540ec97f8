/**
 * Child process of `npm run bench -- server`: submit-game's anchor, plain single-row inserts into
 * the bench's PostgreSQL from a pool of the app's size, one writer a connection of the load. In a
 * process of its own, like every other anchor (anchor-host.ts): beside the app, the two would run
 * the same postgres.js code on each other's objects.
 */
import { randomBytes } from 'node:crypto';
import type { TWordScore } from '@dozen/engine/contract';
import { createSql, type Sql } from '@dozen/server/storage/database';
import { processCpuMs } from './cpu-spent.js';
import { parentChannel } from './ipc.js';
import type { LoadRound } from './load-rounds.js';

export type InsertWritersRequest =
  | {
      type: 'start';
      databaseUrl: string;
      poolSize: number;
      /** Made by the parent: a row like a stored game (game_id, player_id, words). */
      table: string;
      playerIds: string[];
      words: TWordScore[];
    }
  | { type: 'round'; seconds: number; writers: number }
  | { type: 'cpu' };

export type InsertWritersReply =
  | { type: 'ready' }
  | ({ type: 'round-done' } & LoadRound)
  /** This process's CPU (user + system) so far, ms. */
  | { type: 'cpu'; ms: number };

const channel = parentChannel<InsertWritersReply>();
let target: { sql: Sql; table: string; playerIds: string[]; words: TWordScore[] } | undefined;

async function round(seconds: number, writers: number): Promise<LoadRound> {
  const { sql, table, playerIds, words } = target!;
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      const playerId = playerIds[writer % playerIds.length]!;
      while (performance.now() < deadline) {
        const sent = performance.now();
        await sql`insert into ${sql(table)} (game_id, player_id, words)
          values (${randomBytes(12).toString('base64url')}, ${playerId}, ${sql.json(words)})`;
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
}

process.on('message', (message: InsertWritersRequest) => {
  const failed = (error: unknown) =>
    channel.reply({ type: 'failed', reason: `the inserts failed: ${String(error)}` });
  if (message.type === 'cpu') {
    channel.reply({ type: 'cpu', ms: processCpuMs() });
  } else if (message.type === 'start') {
    const { databaseUrl, poolSize, table, playerIds, words } = message;
    target = { sql: createSql(databaseUrl, { max: poolSize }), table, playerIds, words };
    channel.reply({ type: 'ready' });
  } else if (!target) {
    channel.reply({ type: 'failed', reason: 'a round was asked for before the start' });
  } else {
    round(message.seconds, message.writers).then(
      (done) => channel.reply({ type: 'round-done', ...done }),
      failed,
    );
  }
});
