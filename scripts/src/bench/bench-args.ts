/**
 * The `--name=value` options of the benches made of parts (server.ts, friends.ts), read one way:
 * a mistake on the command line is refused with the same message by every bench, before anything
 * starts.
 */

/** `--name=N` as a positive number (a whole one when `whole`), or `fallback` when not given. */
export function positiveOption(
  args: readonly string[],
  name: string,
  fallback: number,
  whole = false,
): number {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  const parsed = arg ? Number(arg.split('=')[1]) : fallback;
  const valid = whole ? Number.isInteger(parsed) : Number.isFinite(parsed);
  if (!valid || parsed <= 0)
    throw new Error(`--${name} must be a positive ${whole ? 'whole number' : 'number'}`);
  return parsed;
}

/** The parts named by `--only=a,b`, each one of `all`; every part when not given. */
export function onlyParts<Part extends string>(args: readonly string[], all: readonly Part[]): Set<Part> {
  const only = args.find((a) => a.startsWith('--only='))?.split('=')[1];
  const parts = new Set<Part>(only ? (only.split(',') as Part[]) : all);
  for (const part of parts) {
    if (!all.includes(part)) throw new Error(`--only takes ${all.join(', ')}; not "${part}"`);
  }
  return parts;
}
