/**
 * Operator commands for the live counters (see COUNTERS_USAGE). Postgres is the truth; the live
 * counters in Redis are a rebuildable copy. `show` puts both side by side, `rebuild` replaces the
 * copy by the truth (the servers pick the new counts up on their next broadcast tick).
 * Exit codes: 0 done (show: counts agree), 1 failed or counts differ, 2 bad arguments.
 */
import { puzzleDate } from '@dozen/engine';
import { LIVE_COUNTS, type TLiveStats } from '@dozen/engine/contract';
import { createRedisLiveCounters } from '@dozen/server/live/redis';
import { openDatabase } from '@dozen/server/storage/database';
import { countDay, loadDayTruth } from '@dozen/server/storage/live-stats';
import { migrate } from '@dozen/server/storage/migrate';
import { argumentsOrExit, configOrExit, operatorLogger } from './cli/start.js';
import { COUNTERS_USAGE, parseCountersArgs } from './counters/args.js';

const { command, json, ...options } = argumentsOrExit(
  'counters',
  parseCountersArgs(process.argv.slice(2)),
  COUNTERS_USAGE,
);
const config = configOrExit('counters');
// The operator's clock is the real one: this is a command run now, not a test.
const date = options.date ?? puzzleDate(new Date());
const logger = operatorLogger(config);

function sameCounts(a: TLiveStats, b: TLiveStats | null): boolean {
  return b !== null && LIVE_COUNTS.every((field) => a[field] === b[field]);
}

function printTable(truth: TLiveStats, live: TLiveStats | null, liveLabel: string): void {
  const rows = [
    ['', 'postgres', liveLabel],
    ...LIVE_COUNTS.map((f) => [f, String(truth[f]), live ? String(live[f]) : '—']),
  ];
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((row) => row[c]!.length)));
  for (const row of rows)
    process.stdout.write(
      `${row
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('   ')
        .trimEnd()}\n`,
    );
}

const database = await openDatabase(config, logger);
const counters = config.redisUrl ? createRedisLiveCounters({ redisUrl: config.redisUrl, logger }) : null;
let ok = false;
try {
  await migrate(database.sql, logger);
  if (command === 'rebuild') {
    if (!counters) {
      process.stderr.write(
        'counters: no REDIS_URL: the counters live inside the server, which rebuilds them at start\n',
      );
    } else {
      await counters.rebuild(date, () => loadDayTruth(database.sql, date));
      const live = await counters.read(date);
      const truth = await countDay(database.sql, date);
      ok = sameCounts(truth, live);
      process.stdout.write(
        `${date}: live counters rebuilt from Postgres${ok ? '' : ' (a write landed meanwhile: run show)'}\n`,
      );
    }
  } else {
    const truth = await countDay(database.sql, date);
    const live = counters ? await counters.read(date) : null;
    ok = counters === null || sameCounts(truth, live);
    if (json) {
      process.stdout.write(
        `${JSON.stringify({ date, postgres: truth, live, agree: counters ? ok : null })}\n`,
      );
    } else {
      process.stdout.write(`${date}\n`);
      printTable(truth, live, counters ? 'redis' : 'in-process');
      if (!counters) process.stdout.write('(no REDIS_URL: live counters are inside the server process)\n');
      else if (live === null)
        process.stdout.write('Redis does not hold this day: the servers rebuild it on the next read.\n');
      else if (!ok)
        process.stdout.write(
          'The counts differ: `npm run counters -- rebuild` replaces Redis by Postgres.\n',
        );
    }
  }
} catch (error) {
  process.stderr.write(`counters: ${(error as Error).message}\n`);
  ok = false;
} finally {
  await counters?.close();
  await database.close();
}
process.exit(ok ? 0 : 1);
