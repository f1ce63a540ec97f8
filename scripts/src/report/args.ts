import { dateOption, parseCommandLine } from '../cli/options.js';

/** `npm run report -- --date D [--days N] [--json]`, parsed without side effects. */
export interface ReportOptions {
  /** The puzzle date the funnel, return rate and hint use are for; the per-day table ends on it. */
  date: string;
  /** Days in the per-day table, ending on `date`. */
  days: number;
  json: boolean;
}
export type ParsedReportArgs = { ok: true; value: ReportOptions } | { ok: false; error: string };

export const DEFAULT_DAYS = 7;
/** A year: a longer table is unreadable, and a typo in a number should not scan years of events. */
export const MAX_DAYS = 366;

export const REPORT_USAGE = `Usage:
  npm run report -- --date YYYY-MM-DD [--days N] [--json]
The analytics of a puzzle date (New York): the funnel visit → start → first word → end → share,
the return rate, hint use, the events sent, and a per-day table of the N days ending on that date
(default ${DEFAULT_DAYS}, at most ${MAX_DAYS}). --json prints the same report as one JSON object.`;

export function parseReportArgs(argv: readonly string[]): ParsedReportArgs {
  const parsed = parseCommandLine({
    args: [...argv],
    options: {
      date: { type: 'string' },
      days: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  if ('error' in parsed) return { ok: false, error: parsed.error };
  const { values, positionals } = parsed;
  if (values.help) return { ok: false, error: 'help' };
  if (positionals.length > 0) return { ok: false, error: `unexpected argument "${positionals[0]}"` };
  const date = dateOption(values.date, 'date');
  if (typeof date !== 'string') return { ok: false, error: date.error };
  let days = DEFAULT_DAYS;
  if (values.days !== undefined) {
    if (!/^\d+$/.test(values.days) || Number(values.days) < 1 || Number(values.days) > MAX_DAYS) {
      return {
        ok: false,
        error: `--days must be a whole number from 1 to ${MAX_DAYS}, got "${values.days}"`,
      };
    }
    days = Number(values.days);
  }
  return { ok: true, value: { date, days, json: values.json ?? false } };
}
