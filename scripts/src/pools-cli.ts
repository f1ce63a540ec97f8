/**
 * Operator commands for stored pools (see POOLS_USAGE). Connects like the server does: to
 * DATABASE_URL, or the embedded PostgreSQL under DATA_DIR (sharing it if the server is running).
 * Exit codes: 0 done, 1 refused or failed, 2 bad arguments.
 */
import { loadDictionary } from '@dozen/server/dictionary/load';
import { openDatabase } from '@dozen/server/storage/database';
import { migrate } from '@dozen/server/storage/migrate';
import { argumentsOrExit, configOrExit, operatorLogger } from './cli/start.js';
import { parsePoolsArgs, POOLS_USAGE } from './pools/args.js';
import { seedPools, setPool, showPool, type Output } from './pools/commands.js';

const command = argumentsOrExit('pools', parsePoolsArgs(process.argv.slice(2)), POOLS_USAGE);
const config = configOrExit('pools');

const interactive = process.stderr.isTTY === true;
const output: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${interactive ? '\n' : ''}${line}\n`),
  progress: interactive ? (line) => process.stderr.write(`\r\u001b[2K${line}`) : undefined,
};

const logger = operatorLogger(config);
const database = await openDatabase(config, logger);
let ok = false;
try {
  await migrate(database.sql, logger);
  if (command.command === 'show') {
    ok = await showPool(database.sql, command.date, command.json, output);
  } else {
    const dictionary = await loadDictionary();
    ok =
      command.command === 'seed'
        ? (await seedPools(database.sql, dictionary, command.from, command.to, output), true)
        : await setPool(database.sql, dictionary, command, output);
    if (interactive && command.command === 'seed') process.stderr.write('\n');
  }
} catch (error) {
  process.stderr.write(`pools: ${(error as Error).message}\n`);
} finally {
  await database.close();
}
process.exit(ok ? 0 : 1);
