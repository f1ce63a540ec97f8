import { isPuzzleDate } from '@dozen/engine';
import { parseCommandLine } from '../cli/options.js';

/** `npm run counters -- <command> [--date D]`, parsed without side effects. */
export type CountersCommand = { command: 'show' | 'rebuild'; date: string | null; json: boolean };
export type ParsedCountersArgs = { ok: true; value: CountersCommand } | { ok: false; error: string };

export const COUNTERS_USAGE = `Usage:
  npm run counters -- show [--date YYYY-MM-DD] [--json]   Postgres counts beside the live counters
  npm run counters -- rebuild [--date YYYY-MM-DD]         replace the live counters by Postgres counts
The date defaults to today (New York). Live counters are only reachable here with REDIS_URL; without
it they live inside the server process, which rebuilds them from Postgres at every start.`;

export function parseCountersArgs(argv: readonly string[]): ParsedCountersArgs {
  const parsed = parseCommandLine({
    args: [...argv],
    options: { date: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if ('error' in parsed) return { ok: false, error: parsed.error };
  const { values, positionals } = parsed;
  if (values.help) return { ok: false, error: 'help' };
  const [command, ...extra] = positionals;
  if (command !== 'show' && command !== 'rebuild') {
    return {
      ok: false,
      error: command
        ? `unknown command "${command}": use show or rebuild`
        : 'missing command: show or rebuild',
    };
  }
  if (extra.length > 0) return { ok: false, error: `unexpected argument "${extra[0]}"` };
  if (values.json && command !== 'show') return { ok: false, error: '--json only goes with show' };
  const date = values.date ?? null;
  if (date !== null && !isPuzzleDate(date)) {
    return { ok: false, error: `--date must be a real date as YYYY-MM-DD, got "${date}"` };
  }
  return { ok: true, value: { command, date, json: values.json ?? false } };
}
