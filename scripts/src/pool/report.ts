/** The readable and the JSON output of `npm run pool -- --date …` / `--letters …`. */
import {
  HINT_KEYS,
  formatPuzzleDate,
  letterValue,
  type DailyPool,
  type PoolAnalysis,
  type PoolQuality,
} from '@dozen/engine';

export type PoolFields = Omit<DailyPool, 'date'> & { date?: string };

/** Exactly the daily pool fields of spec 000 §3, in its order (`date` only when there is one). */
export function dailyPoolJson(pool: PoolFields): Record<string, unknown> {
  return {
    ...(pool.date === undefined ? {} : { date: pool.date }),
    letters: pool.letters,
    topWord: pool.topWord,
    maxWordScore: pool.maxWordScore,
    optimalWordCombination: pool.optimalWordCombination,
    maxPossibleScore: pool.maxPossibleScore,
    totalValidWords: pool.totalValidWords,
    hints: Object.fromEntries(HINT_KEYS.map((key) => [key, pool.hints[key]])),
  };
}

const TOP_WORDS_SHOWN = 20;

function scored(word: string, score: number): string {
  return `${word.toUpperCase().padEnd(13)}${String(score).padStart(3)}`;
}

function hintText(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.join(' ');
  if (value === '') return '(none)';
  return String(value);
}

/** A report an operator can read at a glance: the pool, its targets, hints, verdict and best words. */
export function formatPoolReport(pool: PoolFields, analysis: PoolAnalysis, quality: PoolQuality): string {
  const tiles = [...pool.letters].map((letter) => `${letter}${letterValue(letter)}`).join(' ');
  const tileTotal = [...pool.letters].reduce((total, letter) => total + letterValue(letter), 0);
  const usedTiles = pool.hints.totalLettersUsed;
  const lines = [
    pool.date === undefined
      ? `Letters ${pool.letters}`
      : `Pool for ${pool.date} (${formatPuzzleDate(pool.date)})`,
    '',
    `Letters          ${tiles}   (all tiles: ${tileTotal} points)`,
    `Top word         ${pool.topWord === '' ? '(none: these letters spell no word)' : `${pool.topWord.toUpperCase()}, ${pool.topWord.length} letters`}`,
    `Max word score   ${pool.maxWordScore}`,
    `Max score        ${pool.maxPossibleScore} (${usedTiles} of ${pool.letters.length} tiles)`,
    `Valid words      ${pool.totalValidWords}`,
    '',
    'Optimal combination',
    ...(pool.optimalWordCombination.length === 0
      ? ['  (none)']
      : pool.optimalWordCombination.map((word) => {
          const found = analysis.words.find((w) => w.word === word);
          return `  ${scored(word, found?.score ?? 0)}${found?.targetWorthy === false ? '  (uncommon)' : ''}`;
        })),
    '',
    'Hints',
    ...HINT_KEYS.map((key, i) => `  ${String(i + 1)}. ${key.padEnd(20)}${hintText(pool.hints[key])}`),
    '',
    quality.ok ? 'Quality          good: passes every pool rule' : 'Quality          poor:',
    ...(quality.ok ? [] : quality.problems.map((problem) => `  - ${problem}`)),
  ];
  if (analysis.words.length > 0) {
    const shown = analysis.words.slice(0, TOP_WORDS_SHOWN);
    lines.push('', `Top ${shown.length} of ${analysis.words.length} words`);
    for (const found of shown)
      lines.push(`  ${scored(found.word, found.score)}${found.targetWorthy ? '' : '  (uncommon)'}`);
  }
  return lines.join('\n');
}
