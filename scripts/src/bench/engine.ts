/**
 * `npm run bench -- engine [--pools=N]`: the engine's goals of issue 2, measured in one run on
 * this machine. Analysing a pool (find + solve + hints) is timed against an anchor from the same
 * run: a naive scan of the whole word list followed by the same solve and hints. Nothing fails
 * on a time; the table says where a goal is met or missed.
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
} from '@dozen/engine';
import { loadWordLists } from '@dozen/server/dictionary/load';
import { summarise, type Summary } from '../pool/stats.js';

const DEFAULT_POOLS = 500;
const LOAD_REPEATS = 5;
const YEAR_START = '2027-01-01';
const GOALS = { analyseMedianMs: 2, speedUp: 300, yearSeconds: 5 };

/** A real gc() (V8 lets a running process turn it on), so heap figures are not noise. */
function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** The anchor: every word of the whole list checked against the pool's letter counts. */
function naiveFormableWords(letters: string, words: readonly string[]): string[] {
  const pool = new Int32Array(26);
  const lower = letters.toLowerCase();
  for (let i = 0; i < lower.length; i++) pool[lower.charCodeAt(i) - 97]!++;
  const left = new Int32Array(26);
  const found: string[] = [];
  next: for (const word of words) {
    left.set(pool);
    for (let i = 0; i < word.length; i++) if (--left[word.charCodeAt(i) - 97]! < 0) continue next;
    found.push(word);
  }
  return found;
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
  return rows.map((row) => row.map((cell, c) => cell.padEnd(widths[c]!)).join('   ').trimEnd()).join('\n');
}

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { pools: { type: 'string' } }, strict: false, allowPositionals: true });
  const poolCount = typeof values.pools === 'string' ? Number.parseInt(values.pools, 10) : DEFAULT_POOLS;
  if (!Number.isInteger(poolCount) || poolCount < 1) throw new RangeError(`--pools must be a positive whole number`);
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
  const analyse = (letters: string) => computeHints(analysePool(letters, index));
  const naive = (letters: string) =>
    computeHints(analyseWords(letters, naiveFormableWords(letters, lists.words), index));
  for (const letters of pools.slice(0, 50)) {
    analyse(letters); // warm the JIT for both ways
    naive(letters);
  }

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
  const indexed: Summary = summarise(indexTimes);
  const scanned: Summary = summarise(naiveTimes);
  const found = summarise(findTimes);
  const scan = summarise(scanTimes);
  const speedUp = scanned.median / indexed.median;

  const [, yearMs] = time(() => {
    for (let day = 0; day < 365; day++) generatePool(addDays(YEAR_START, day), index);
  });

  const load = summarise(buildTimes);
  console.log(`${pools.length} seeded pools (drawn as generation draws them), ${lists.words.length} accepted words`);
  console.log(
    table([
      ['measure', 'figure', 'goal', ''],
      ['analyse a pool (find + solve + hints), median', ms(indexed.median), `≤ ${GOALS.analyseMedianMs} ms`, verdict(indexed.median <= GOALS.analyseMedianMs)],
      ['analyse a pool, p95', ms(indexed.p95), '', ''],
      ['naive whole-list scan + same solve + hints, median', ms(scanned.median), '', ''],
      ['naive, p95', ms(scanned.p95), '', ''],
      ['speed-up, medians (naive ÷ index)', `${speedUp.toFixed(1)}×`, `≥ ${GOALS.speedUp}×`, verdict(speedUp >= GOALS.speedUp)],
      ['speed-up, p95', `${(scanned.p95 / indexed.p95).toFixed(1)}×`, '', ''],
      ['finding the words only: index walk, median', ms(found.median), '', ''],
      ['finding the words only: naive scan, median', ms(scan.median), '', ''],
      ['finding the words only: speed-up', `${(scan.median / found.median).toFixed(0)}×`, '', ''],
      ['solve + hints alone (analyse − find), median', ms(Math.max(0, indexed.median - found.median)), '', ''],
      [`a year of pools (365 × generatePool from ${YEAR_START})`, `${(yearMs / 1000).toFixed(2)} s`, `≤ ${GOALS.yearSeconds} s`, verdict(yearMs / 1000 <= GOALS.yearSeconds)],
      ['dictionary: read the two files', ms(readMs), '', ''],
      [`dictionary: build the index, median of ${LOAD_REPEATS}`, ms(load.median), '', `(first ${ms(buildTimes[0]!)})`],
      ['dictionary: heap kept by the index', `${heapMb.toFixed(1)} MB`, '', ''],
      ['analyses that differ between the two ways', String(disagreements), '0', verdict(disagreements === 0)],
    ]),
  );
}
