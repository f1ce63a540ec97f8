/**
 * `npm run pool -- …`: look at generated pools without a database (see POOL_USAGE).
 * Exit codes: 0 done, 2 bad arguments.
 */
import {
  addDays,
  analysePool,
  checkPoolQuality,
  daysBetween,
  describeLetters,
  generatePool,
  type Dictionary,
} from '@dozen/engine';
import { loadDictionary } from '@dozen/server/dictionary/load';
import { HELP, POOL_USAGE, parsePoolArgs, type PoolCommand } from './pool/args.js';
import { dailyPoolJson, formatPoolReport } from './pool/report.js';
import { formatRangeStats, progressLine, type GeneratedDay } from './pool/stats.js';

function printPool(
  command: Extract<PoolCommand, { mode: 'date' | 'letters' }>,
  dictionary: Dictionary,
): void {
  const fields =
    command.mode === 'date'
      ? generatePool(command.date, dictionary)
      : describeLetters(command.letters, dictionary);
  if (command.json) {
    process.stdout.write(`${JSON.stringify(dailyPoolJson(fields))}\n`);
    return;
  }
  // The verdict is recomputed for a generated pool too: the report shows rules checked, not assumed.
  const analysis = analysePool(fields.letters, dictionary);
  const quality = checkPoolQuality(fields.letters, analysis);
  process.stdout.write(`${formatPoolReport(fields, analysis, quality)}\n`);
}

function printStats(from: string, to: string, dictionary: Dictionary): void {
  const total = daysBetween(from, to) + 1;
  const showProgress = process.stderr.isTTY === true;
  const days: GeneratedDay[] = [];
  for (let i = 0; i < total; i++) {
    const started = performance.now();
    const pool = generatePool(addDays(from, i), dictionary);
    days.push({ pool, ms: performance.now() - started });
    if (showProgress && (i % 10 === 9 || i === total - 1))
      process.stderr.write(`\r${progressLine(i + 1, total)}`);
  }
  if (showProgress) process.stderr.write('\n');
  process.stdout.write(`${formatRangeStats(from, to, days)}\n`);
}

const parsed = parsePoolArgs(process.argv.slice(2));
if (!parsed.ok) {
  if (parsed.error === HELP) {
    process.stdout.write(`${POOL_USAGE}\n`);
    process.exit(0);
  }
  process.stderr.write(`pool: ${parsed.error} (see --help)\n`);
  process.exit(2);
}

const command = parsed.value;
const dictionary = await loadDictionary();
if (command.mode === 'stats') printStats(command.from, command.to, dictionary);
else printPool(command, dictionary);
