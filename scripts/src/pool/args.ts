import { dateOption, dateRangeOption, lettersOption, parseCommandLine } from '../cli/options.js';

/** What `npm run pool -- …` was asked to do, parsed without side effects. */
export type PoolCommand =
  | { mode: 'date'; date: string; json: boolean }
  | { mode: 'letters'; letters: string; json: boolean }
  | { mode: 'stats'; from: string; to: string };

export type ParsedPoolArgs = { ok: true; value: PoolCommand } | { ok: false; error: string };

/** The `error` of a request for the usage text rather than a mistake. */
export const HELP = 'help';

export const POOL_USAGE = `Usage:
  npm run pool -- --date YYYY-MM-DD [--json]          the pool generated for a date
  npm run pool -- --letters ABCDEFGHIJKL [--json]     analyse chosen letters, with the quality verdict
  npm run pool -- --from YYYY-MM-DD --to YYYY-MM-DD --stats
                                                      distribution of generated pools over a range
With --json, one JSON object with the daily pool fields (date, letters, topWord, maxWordScore,
optimalWordCombination, maxPossibleScore, totalValidWords, hints). Exit code 2: bad arguments.`;

/** Longest range for --stats (ten years): a typo in a year should not run for minutes. */
export const MAX_STATS_DAYS = 3660;

const OPTIONS = {
  date: { type: 'string' },
  letters: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  stats: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const MODE_OPTIONS: Record<PoolCommand['mode'], readonly string[]> = {
  date: ['date', 'json'],
  letters: ['letters', 'json'],
  stats: ['from', 'to', 'stats'],
};

type Values = Partial<Record<keyof typeof OPTIONS, string | boolean>>;

function modeOf(values: Values): PoolCommand['mode'] | { error: string } {
  const requested: PoolCommand['mode'][] = [];
  if (values.date !== undefined) requested.push('date');
  if (values.letters !== undefined) requested.push('letters');
  if (values.from !== undefined || values.to !== undefined || values.stats !== undefined)
    requested.push('stats');
  if (requested.length === 1) return requested[0]!;
  return {
    error:
      requested.length === 0
        ? 'nothing to do: give --date, --letters, or --from, --to and --stats'
        : 'give only one of --date, --letters, or --from, --to and --stats',
  };
}

export function parsePoolArgs(argv: readonly string[]): ParsedPoolArgs {
  const parsed = parseCommandLine({ args: [...argv], options: OPTIONS, allowPositionals: false });
  if ('error' in parsed) return { ok: false, error: parsed.error };
  const values: Values = parsed.values;
  if (values.help) return { ok: false, error: HELP };
  const mode = modeOf(values);
  if (typeof mode !== 'string') return { ok: false, error: mode.error };
  for (const key of Object.keys(values)) {
    if (!MODE_OPTIONS[mode].includes(key)) {
      const needs = mode === 'stats' ? '--from/--to' : `--${mode}`;
      return { ok: false, error: `--${key} does not go with ${needs}` };
    }
  }
  const json = values.json === true;

  if (mode === 'date') {
    const date = dateOption(values.date, 'date');
    return typeof date === 'string'
      ? { ok: true, value: { mode, date, json } }
      : { ok: false, error: date.error };
  }
  if (mode === 'letters') {
    const letters = lettersOption(String(values.letters));
    return typeof letters === 'string'
      ? { ok: true, value: { mode, letters, json } }
      : { ok: false, error: letters.error };
  }
  const range = dateRangeOption(values, MAX_STATS_DAYS, '--stats run');
  if ('error' in range) return { ok: false, error: range.error };
  if (values.stats !== true) return { ok: false, error: '--from/--to print statistics: add --stats' };
  return { ok: true, value: { mode, ...range } };
}
