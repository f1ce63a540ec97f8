/** Distributions for `npm run pool -- --stats` (and the engine benchmark's timings). */
import type { DailyPool } from '@dozen/engine';

export interface Summary {
  count: number;
  min: number;
  median: number;
  p95: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of sorted values (p in 0–100). */
function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export function summarise(values: readonly number[]): Summary {
  if (values.length === 0) throw new RangeError('Nothing to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return {
    count: sorted.length,
    min: sorted[0]!,
    median: sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2,
    p95: percentile(sorted, 95),
    max: sorted.at(-1)!,
    mean: sorted.reduce((total, value) => total + value, 0) / sorted.length,
  };
}

/** How often each value occurs, in ascending order of value. */
export function histogram(values: readonly number[]): Array<[value: number, count: number]> {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]);
}

export interface GeneratedDay {
  pool: DailyPool;
  ms: number;
}

const BAR_WIDTH = 40;

function formatNumber(value: number, decimals: number): string {
  return value.toFixed(Number.isInteger(value) ? 0 : decimals);
}

function bar(count: number, most: number): string {
  return '#'.repeat(Math.max(1, Math.round((count / most) * BAR_WIDTH)));
}

function histogramLines(
  title: string,
  values: readonly number[],
  label: (value: number) => string,
): string[] {
  const counts = histogram(values);
  const most = Math.max(...counts.map(([, count]) => count));
  return [
    '',
    title,
    ...counts.map(
      ([value, count]) => `  ${label(value).padStart(9)}  ${String(count).padStart(5)}  ${bar(count, most)}`,
    ),
  ];
}

/** The --stats report: figures of the generated pools and how long generating them took. */
export function formatRangeStats(from: string, to: string, days: readonly GeneratedDay[]): string {
  const rows: Array<[label: string, values: number[], decimals: number]> = [
    ['valid words', days.map((d) => d.pool.totalValidWords), 1],
    ['max possible score', days.map((d) => d.pool.maxPossibleScore), 1],
    ['max word score', days.map((d) => d.pool.maxWordScore), 1],
    ['top word length', days.map((d) => d.pool.topWord.length), 1],
    ['combination words', days.map((d) => d.pool.optimalWordCombination.length), 1],
    ['generation ms', days.map((d) => d.ms), 2],
  ];
  const totalSeconds = days.reduce((total, d) => total + d.ms, 0) / 1000;
  const lines = [
    `Pools ${from} to ${to}: ${days.length} days, generated in ${totalSeconds.toFixed(2)} s`,
    '',
    `${''.padEnd(20)}${['min', 'median', 'p95', 'max', 'mean'].map((h) => h.padStart(9)).join('')}`,
  ];
  for (const [label, values, decimals] of rows) {
    const s = summarise(values);
    const cells = [s.min, s.median, s.p95, s.max, s.mean].map((v) => formatNumber(v, decimals).padStart(9));
    lines.push(`${label.padEnd(20)}${cells.join('')}`);
  }
  const wordBuckets = days.map((d) => Math.floor(d.pool.totalValidWords / 100) * 100);
  lines.push(
    ...histogramLines(
      'Top word lengths',
      days.map((d) => d.pool.topWord.length),
      String,
    ),
    ...histogramLines(
      'Words per combination',
      days.map((d) => d.pool.optimalWordCombination.length),
      String,
    ),
    ...histogramLines('Valid words', wordBuckets, (bucket) => `${bucket}–${bucket + 99}`),
  );
  return lines.join('\n');
}

/** A one-line progress bar, rewritten in place on a terminal. */
export function progressLine(done: number, total: number): string {
  const filled = Math.round((done / total) * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${done}/${total}`;
}
