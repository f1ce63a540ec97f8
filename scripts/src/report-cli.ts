/**
 * The analytics report (see REPORT_USAGE): the funnel, return rate, hint use, the archive's use
 * (its events and the archive games stored), events and a per-day
 * table of a puzzle date, from the events POST /api/events stored. Connects like the server does:
 * to DATABASE_URL, or the embedded PostgreSQL under DATA_DIR (sharing it if the server is running).
 * Exit codes: 0 done (an empty day too, with a message), 1 failed, 2 bad arguments.
 */
import { loadPlayerDayActivity } from '@dozen/server/storage/analytics-events';
import { countArchiveGamesByDay } from '@dozen/server/storage/archive-games';
import { openDatabase } from '@dozen/server/storage/database';
import { migrate } from '@dozen/server/storage/migrate';
import { argumentsOrExit, configOrExit, operatorLogger } from './cli/start.js';
import { buildReport, reportRange } from './report/aggregate.js';
import { parseReportArgs, REPORT_USAGE } from './report/args.js';
import { formatReport } from './report/format.js';

const options = argumentsOrExit('report', parseReportArgs(process.argv.slice(2)), REPORT_USAGE);
const config = configOrExit('report');
const logger = operatorLogger(config);

const database = await openDatabase(config, logger);
let ok = false;
try {
  await migrate(database.sql, logger);
  const { from, to } = reportRange(options.date, options.days);
  const [activity, archiveGames] = await Promise.all([
    loadPlayerDayActivity(database.sql, from, to),
    countArchiveGamesByDay(database.sql, options.date, options.date),
  ]);
  const report = buildReport(activity, options, archiveGames.get(options.date) ?? 0);
  process.stdout.write(options.json ? `${JSON.stringify(report)}\n` : formatReport(report));
  ok = true;
} catch (error) {
  process.stderr.write(`report: ${(error as Error).message}\n`);
} finally {
  await database.close();
}
process.exit(ok ? 0 : 1);
