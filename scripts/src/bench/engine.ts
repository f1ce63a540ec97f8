/**
 * `npm run bench -- engine [--pools=N] [--naive-pools=M]`: the engine's goals, measured
 * in one run on this machine. Analysing a pool (find + solve + hints) is timed against two anchors
 * from the same run: the naive analysis the 300× goal is about (a whole-list scan, an exhaustive
 * backtracking search and hints: naive-analysis.ts), on the first M pools because it is slow; and,
 * on every pool, a whole-list scan followed by the engine's own solve and hints, which isolates
 * what the index saves in finding the words. Nothing fails on a time; the table says where a goal
 * is met or missed.
 */
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  addDays,
  analysePool,
  analyseWords,
  computeHints,
  createDictionary,
  createRandom,
  drawLetters,
  generatePool,
  type Dictionary,
  type PoolAnalysis,
} from '@dozen/engine';
import { loadWordLists } from '@dozen/server/dictionary/load';
import { summarise, type Summary } from '../pool/stats.js';
import { naiveAnalysePool, naiveFormableWords } from './naive-analysis.js';

const DEFAULT_POOLS = 500;
/** The exhaustive search takes tens of milliseconds to seconds a pool: a subset keeps the run short. */
const DEFAULT_NAIVE_POOLS = 30;
const NAIVE_WARM_UP_POOLS = 3;
const LOAD_REPEATS = 5;
const YEAR_START = '2027-01-01';
const GOALS = { analyseMedianMs: 2, speedUp: 300, yearSeconds: 5 };

/** A real gc() (V8 lets a running process turn it on), so heap figures are not noise. */
function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

function time<T>(work: () => T): [T, number] {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
}

const ms = (value: number): string => (value < 10 ? `${value.toFixed(3)} ms` : `${value.toFixed(1)} ms`);
const verdict = (met: boolean): string => (met ? 'met' : 'MISSED');

function table(rows: Array<[string, string, string, string]>): string {
  const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('   ')
        .trimEnd(),
    )
    .join('\n');
}

function positiveWholeNumber(flag: string, value: string | boolean | undefined, fallback: number): number {
  const parsed = typeof value === 'string' ? Number(value) : fallback;
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new RangeError(`--${flag} must be a positive whole number`);
  }
  return parsed;
}

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { pools: { type: 'string' }, 'naive-pools': { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  const poolCount = positiveWholeNumber('pools', values.pools, DEFAULT_POOLS);
  const naivePools = positiveWholeNumber('naive-pools', values['naive-pools'], DEFAULT_NAIVE_POOLS);
  const naivePoolCount = Math.min(poolCount, naivePools);
  const gc = collectGarbage();

  // Dictionary: read the files, then build the index, each timed; heap kept by one index.
  const [lists, readMs] = await (async () => {
    const started = performance.now();
    const loaded = await loadWordLists();
    return [loaded, performance.now() - started] as const;
  })();
  const buildTimes: number[] = [];
  for (let i = 0; i < LOAD_REPEATS; i++) {
    gc();
    buildTimes.push(time(() => createDictionary(lists))[1]);
  }
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const index: Dictionary = createDictionary(lists);
  gc();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

  // The same pools for both ways: candidates as generation draws them, good and poor alike.
  const pools = Array.from({ length: poolCount }, (_, i) => drawLetters(createRandom(`bench:${i}`)));
  const common = new Set(lists.common); // the naive analysis' target-worthy lookup, built once like the index
  const withHints = (analysis: PoolAnalysis) => ({ analysis, hints: computeHints(analysis) });
  const analyse = (letters: string) => withHints(analysePool(letters, index));
  const naive = (letters: string) =>
    withHints(analyseWords(letters, naiveFormableWords(letters, lists.words), index));
  const naiveFull = (letters: string) => withHints(naiveAnalysePool(letters, lists.words, common));
  for (const letters of pools.slice(0, 50)) {
    analyse(letters); // warm the JIT for every way
    naive(letters);
  }
  for (const letters of pools.slice(0, NAIVE_WARM_UP_POOLS)) naiveFull(letters);

  const indexTimes: number[] = [];
  const naiveTimes: number[] = [];
  const findTimes: number[] = [];
  const scanTimes: number[] = [];
  let disagreements = 0;
  for (const letters of pools) {
    const [fast, fastMs] = time(() => analyse(letters));
    const [slow, slowMs] = time(() => naive(letters));
    indexTimes.push(fastMs);
    naiveTimes.push(slowMs);
    findTimes.push(time(() => index.wordsFormableFrom(letters))[1]);
    scanTimes.push(time(() => naiveFormableWords(letters, lists.words))[1]);
    if (JSON.stringify(fast) !== JSON.stringify(slow)) disagreements++;
  }
  // The full naive analysis on the first pools, each checked against the engine's figures.
  const naiveFullTimes: number[] = [];
  let naiveFullDisagreements = 0;
  for (const letters of pools.slice(0, naivePoolCount)) {
    const [slow, slowMs] = time(() => naiveFull(letters));
    naiveFullTimes.push(slowMs);
    if (JSON.stringify(analyse(letters)) !== JSON.stringify(slow)) naiveFullDisagreements++;
  }
  const indexed: Summary = summarise(indexTimes);
  const scanned: Summary = summarise(naiveTimes);
  const found = summarise(findTimes);
  const scan = summarise(scanTimes);
  // Ratio (a), the goal: index and naive analysis over the same pools (each pool timed both ways).
  const indexedSubset = summarise(indexTimes.slice(0, naivePoolCount));
  const naiveAnalysed = summarise(naiveFullTimes);
  const speedUp = naiveAnalysed.median / indexedSubset.median;

  const [, yearMs] = time(() => {
    for (let day = 0; day < 365; day++) generatePool(addDays(YEAR_START, day), index);
  });

  const load = summarise(buildTimes);
  const first = `first ${naivePoolCount}`;
  console.log(
    `${pools.length} seeded pools (drawn as generation draws them), the naive analysis on the ${first}; ${lists.words.length} accepted words`,
  );
  console.log(
    table([
      ['measure', 'figure', 'goal', ''],
      [
        'analyse a pool (find + solve + hints), median',
        ms(indexed.median),
        `≤ ${GOALS.analyseMedianMs} ms`,
        verdict(indexed.median <= GOALS.analyseMedianMs),
      ],
      ['analyse a pool, p95', ms(indexed.p95), '', ''],
      [`analyse a pool, median over the ${first}`, ms(indexedSubset.median), '', ''],
      [`analyse a pool, p95 over the ${first}`, ms(indexedSubset.p95), '', ''],
      [
        `naive analysis (whole-list scan + exhaustive search + hints), median, ${first}`,
        ms(naiveAnalysed.median),
        '',
        '',
      ],
      [`naive analysis, p95, ${first}`, ms(naiveAnalysed.p95), '', ''],
      [
        '(a) speed-up vs naive analysis, medians (naive ÷ index)',
        `${speedUp.toFixed(0)}×`,
        `≥ ${GOALS.speedUp}×`,
        verdict(speedUp >= GOALS.speedUp),
      ],
      [
        '(a) speed-up vs naive analysis, p95',
        `${(naiveAnalysed.p95 / indexedSubset.p95).toFixed(0)}×`,
        '',
        '',
      ],
      ["naive whole-list scan + the engine's solve + hints, median", ms(scanned.median), '', ''],
      ['naive scan + engine solve, p95', ms(scanned.p95), '', ''],
      [
        'speed-up vs scan + engine solve, medians',
        `${(scanned.median / indexed.median).toFixed(1)}×`,
        '',
        '(informational)',
      ],
      ['speed-up vs scan + engine solve, p95', `${(scanned.p95 / indexed.p95).toFixed(1)}×`, '', ''],
      ['finding the words only: index walk, median', ms(found.median), '', ''],
      ['finding the words only: naive scan, median', ms(scan.median), '', ''],
      [
        '(b) finding the words only: speed-up',
        `${(scan.median / found.median).toFixed(0)}×`,
        '',
        '(informational)',
      ],
      [
        'solve + hints alone (analyse − find), median',
        ms(Math.max(0, indexed.median - found.median)),
        '',
        '',
      ],
      [
        `a year of pools (365 × generatePool from ${YEAR_START})`,
        `${(yearMs / 1000).toFixed(2)} s`,
        `≤ ${GOALS.yearSeconds} s`,
        verdict(yearMs / 1000 <= GOALS.yearSeconds),
      ],
      ['dictionary: read the two files', ms(readMs), '', ''],
      [
        `dictionary: build the index, median of ${LOAD_REPEATS}`,
        ms(load.median),
        '',
        `(first ${ms(buildTimes[0]!)})`,
      ],
      ['dictionary: heap kept by the index', `${heapMb.toFixed(1)} MB`, '', ''],
      [
        'analyses that differ: scan + engine solve vs index',
        String(disagreements),
        '0',
        verdict(disagreements === 0),
      ],
      [
        `analyses that differ: naive analysis vs index, ${first}`,
        String(naiveFullDisagreements),
        '0',
        verdict(naiveFullDisagreements === 0),
      ],
    ]),
  );
}
