import { dateOption, dateRangeOption, lettersOption, parseCommandLine } from '../cli/options.js';

/** The operator's pool commands (`npm run pools -- <command> …`), parsed without side effects. */
export type PoolsCommand =
  | { command: 'seed'; from: string; to: string }
  | { command: 'show'; date: string; json: boolean }
  | { command: 'set'; date: string; letters: string; force: boolean };

export type ParsedPoolsArgs = { ok: true; value: PoolsCommand } | { ok: false; error: string };

export const POOLS_USAGE = `Usage:
  npm run pools -- seed --from YYYY-MM-DD --to YYYY-MM-DD   generate and store missing pools
  npm run pools -- show --date YYYY-MM-DD [--json]          print a stored pool
  npm run pools -- set --date YYYY-MM-DD --letters ABCDEFGHIJKL [--force]
      store chosen letters for a date (refuses a date already played, or letters failing the
      quality rules, unless --force)`;

/** Longest range one seed may cover (ten years): a typo in a year should not run for hours. */
export const MAX_SEED_DAYS = 3660;

const OPTIONS = {
  from: { type: 'string' },
  to: { type: 'string' },
  date: { type: 'string' },
  letters: { type: 'string' },
  force: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const ALLOWED: Record<PoolsCommand['command'], readonly string[]> = {
  seed: ['from', 'to'],
  show: ['date', 'json'],
  set: ['date', 'letters', 'force'],
};

export function parsePoolsArgs(argv: readonly string[]): ParsedPoolsArgs {
  const parsed = parseCommandLine({ args: [...argv], options: OPTIONS, allowPositionals: true });
  if ('error' in parsed) return { ok: false, error: parsed.error };
  const { values, positionals } = parsed;
  if (values.help) return { ok: false, error: 'help' };
  const [command, ...extra] = positionals;
  if (!command) return { ok: false, error: 'missing command: seed, show or set' };
  if (!(command in ALLOWED))
    return { ok: false, error: `unknown command "${command}": use seed, show or set` };
  if (extra.length > 0) return { ok: false, error: `unexpected argument "${extra[0]}"` };
  const name = command as PoolsCommand['command'];
  for (const key of Object.keys(values)) {
    if (!ALLOWED[name].includes(key)) return { ok: false, error: `--${key} does not apply to ${name}` };
  }

  if (name === 'seed') {
    const range = dateRangeOption(values, MAX_SEED_DAYS, 'seed');
    if ('error' in range) return { ok: false, error: range.error };
    return { ok: true, value: { command: 'seed', ...range } };
  }
  const date = dateOption(values.date, 'date');
  if (typeof date !== 'string') return { ok: false, error: date.error };
  if (name === 'show') return { ok: true, value: { command: 'show', date, json: values.json === true } };

  const letters = values.letters;
  if (typeof letters !== 'string' || letters === '') return { ok: false, error: '--letters is required' };
  const poolLetters = lettersOption(letters);
  if (typeof poolLetters !== 'string') return { ok: false, error: poolLetters.error };
  return { ok: true, value: { command: 'set', date, letters: poolLetters, force: values.force === true } };
}
