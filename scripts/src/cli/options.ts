import { isPuzzleDate } from '@dozen/engine';

/** The option `--name` as a real `YYYY-MM-DD` date, or the one-line reason it is not. */
export function dateOption(value: unknown, name: string): string | { error: string } {
  if (typeof value !== 'string' || value === '') return { error: `--${name} is required` };
  if (!isPuzzleDate(value)) return { error: `--${name} must be a real date as YYYY-MM-DD, got "${value}"` };
  return value;
}

/** `--letters` as the 12 upper-case letters of a pool, or the one-line reason it is not. */
export function lettersOption(value: string): string | { error: string } {
  if (!/^[A-Za-z]{12}$/.test(value))
    return { error: `--letters must be exactly 12 letters A–Z, got "${value}"` };
  return value.toUpperCase();
}
