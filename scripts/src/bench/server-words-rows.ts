/** Part 1 of `npm run bench -- server` (`--only=words`): the figures of server-words.ts as rows. */
import { ApiRoute } from '@dozen/engine/contract';
import type { Row } from './bench-table.js';
import { printStatementStats, resetStatementStats } from './pg-stats.js';
import type { App } from './server-app.js';
import { measureValidateWord } from './server-words.js';

/** The HTTP load of validate-word's part, and of submit-game's (server-submit-rows.ts). */
export interface LoadPartOptions {
  /** Seconds per target, split over its rounds. */
  duration: number;
  /** Interleaved rounds per target. */
  wordRounds: number;
  connections: number;
  /** Print pg_stat_statements after the part. */
  pgStats: boolean;
}

export async function measureWordsRows(app: App, options: LoadPartOptions): Promise<Row[]> {
  console.log(
    `validate-word: ${options.connections} connections, ${options.duration} s each in ${options.wordRounds} interleaved rounds…`,
  );
  if (options.pgStats) await resetStatementStats(app.sql);
  const { dozen, bare, floor, hostedFloor } = await measureValidateWord(
    {
      url: app.url + ApiRoute.validateWord.path(),
      request: app.validateWordRequest,
      letters: app.letters,
    },
    { duration: options.duration, rounds: options.wordRounds, connections: options.connections },
  );
  if (options.pgStats) await printStatementStats(app.sql, 'validate-word');
  return [
    {
      figure: 'validate-word req/s ÷ bare node:http',
      value: dozen.requestsPerSecond,
      anchor: bare.requestsPerSecond,
      unit: 'req/s',
      goal: { kind: 'min', ratio: 0.5 },
    },
    {
      figure: 'validate-word req/s ÷ Express floor',
      value: dozen.requestsPerSecond,
      anchor: floor.requestsPerSecond,
      unit: 'req/s',
      goal: { kind: 'min', ratio: 0.9 },
    },
    {
      // For information: the floor served as the app is (http/express-host.ts).
      figure: 'validate-word req/s ÷ Express floor hosted like ours',
      value: dozen.requestsPerSecond,
      anchor: hostedFloor.requestsPerSecond,
      unit: 'req/s',
      goal: null,
    },
    {
      figure: 'validate-word p99 ÷ bare node:http',
      value: dozen.p99,
      anchor: bare.p99,
      unit: 'ms',
      goal: null,
    },
    {
      figure: 'validate-word p99 ÷ Express floor',
      value: dozen.p99,
      anchor: floor.p99,
      unit: 'ms',
      goal: null,
    },
  ];
}
