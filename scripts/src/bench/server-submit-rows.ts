/** Part 3 of `npm run bench -- server` (`--only=submit`): the figures of server-submit.ts as rows. */
import type { Row } from './bench-table.js';
import { printStatementStats, resetStatementStats } from './pg-stats.js';
import { countGames, type App } from './server-app.js';
import { measureSubmitGame } from './server-submit.js';
import type { LoadPartOptions } from './server-words-rows.js';

export async function measureSubmitRows(app: App, options: LoadPartOptions): Promise<Row[]> {
  console.log(
    `submit-game: ${options.connections} connections, ${options.duration} s each in ${options.wordRounds} interleaved rounds…`,
  );
  if (options.pgStats) await resetStatementStats(app.sql);
  const gamesBefore = await countGames(app.sql);
  const { submits, inserts, floor } = await measureSubmitGame(app.submitTarget, {
    duration: options.duration,
    rounds: options.wordRounds,
    connections: options.connections,
  });
  // PostgreSQL's share sums its processes' CPU at a round's start and end: one that exits
  // meanwhile takes its ticks along, so for the floor, which sends it nothing, the difference
  // can come out a hair below zero (shown as 0). The load generator (wrk) shares the
  // machine's cores with both; the inserts need none.
  const line = (name: string, own: string, postgres: string, load: string) =>
    `  ${name.padEnd(30)}${own.padStart(13)}${postgres.padStart(12)}${load.padStart(16)}`;
  const cpu = (name: string, side: typeof submits) =>
    line(
      name,
      side.cpuPerOperation.process.toFixed(0),
      Math.max(0, side.cpuPerOperation.postgres).toFixed(0),
      side.cpuPerOperation.load.toFixed(0),
    );
  console.log(
    [
      line('CPU an operation, µs', 'its process', 'PostgreSQL', 'load generator'),
      cpu('  a stored game', submits),
      cpu('  an anchor insert', inserts),
      cpu("  the Express floor's answer", floor),
    ].join('\n'),
  );
  if (options.pgStats) {
    const count = (await countGames(app.sql)) - gamesBefore;
    await printStatementStats(app.sql, 'submit-game and its anchor', { name: 'game', count });
  }
  return [
    {
      // Against its own ceiling: the same request answered by Express with no work at all, so the
      // ratio is our code's, not the machine's balance of HTTP and PostgreSQL.
      figure: 'submit-game games/s ÷ Express floor, same request, no work',
      value: submits.requestsPerSecond,
      anchor: floor.requestsPerSecond,
      unit: '/s',
      goal: { kind: 'min', ratio: 0.8 },
    },
    {
      figure: 'submit-game games/s ÷ single-row inserts/s',
      value: submits.requestsPerSecond,
      anchor: inserts.requestsPerSecond,
      unit: '/s',
      goal: null,
    },
    {
      // The ceiling: no Express route answers this request faster (server-anchors.ts).
      figure: 'Express floor, same request, no work ÷ single-row inserts/s',
      value: floor.requestsPerSecond,
      anchor: inserts.requestsPerSecond,
      unit: '/s',
      goal: null,
    },
    {
      // What sets how many PostgreSQL machines the game needs: its CPU a stored game (per core
      // second, so more is better, like the figure above), whatever the HTTP side costs.
      figure: "PostgreSQL's CPU: games stored ÷ inserts, per core-second",
      value: 1e6 / submits.cpuPerOperation.postgres,
      anchor: 1e6 / inserts.cpuPerOperation.postgres,
      unit: '/core-s',
      goal: null,
    },
    {
      figure: 'submit-game p99 ÷ single-row insert p99',
      value: submits.p99,
      anchor: inserts.p99,
      unit: 'ms',
      goal: null,
    },
  ];
}
