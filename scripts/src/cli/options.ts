import { parseArgs, type ParseArgsConfig } from 'node:util';
import { daysBetween, isPuzzleDate } from '@dozen/engine';

/** The option `--name` as a real `YYYY-MM-DD` date, or the one-line reason it is not. */
export function dateOption(value: unknown, name: string): string | { error: string } {
  if (typeof value !== 'string' || value === '') return { error: `--${name} is required` };
  if (!isPuzzleDate(value)) return { error: `--${name} must be a real date as YYYY-MM-DD, got "${value}"` };
  return value;
}

/**
 * `--from` and `--to` as a range of real dates, in order and shorter than `maxDays`, or the
 * one-line reason they are not; `per` names the run the limit is for.
 */
export function dateRangeOption(
  values: { from?: unknown; to?: unknown },
  maxDays: number,
  per: string,
): { from: string; to: string } | { error: string } {
  const from = dateOption(values.from, 'from');
  if (typeof from !== 'string') return from;
  const to = dateOption(values.to, 'to');
  if (typeof to !== 'string') return to;
  const days = daysBetween(from, to);
  if (days < 0) return { error: `--from ${from} is after --to ${to}` };
  if (days >= maxDays) return { error: `at most ${maxDays} days per ${per}` };
  return { from, to };
}

/** `--letters` as the 12 upper-case letters of a pool, or the one-line reason it is not. */
export function lettersOption(value: string): string | { error: string } {
  if (!/^[A-Za-z]{12}$/.test(value))
    return { error: `--letters must be exactly 12 letters A–Z, got "${value}"` };
  return value.toUpperCase();
}

/**
 * node:util's `parseArgs`, strict: a mistake on the command line (an unknown option, a missing
 * value) comes back as its first line, for the one-line error every operator script prints.
 */
export function parseCommandLine<const T extends ParseArgsConfig>(
  config: T,
): ReturnType<typeof parseArgs<T>> | { error: string } {
  try {
    return parseArgs(config); // strict by default: unknown options and missing values throw
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0]! };
  }
}
