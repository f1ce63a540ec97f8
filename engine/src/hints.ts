/**
 * The eight hints of spec 000 §4, in their fixed order: 1–6 describe the optimal combination
 * (the Target Score), 7–8 the top word (the Target Word). Letters are uppercase, as on the tiles;
 * per-word lists follow the combination's order (score descending, then alphabetical).
 */
import { scoreWord } from './letters.js';
import type { PoolAnalysis } from './solver.js';

export const HINT_KEYS = [
  'totalWords',
  'totalLettersUsed',
  'lettersNotUsed',
  'lettersPerWord',
  'pointsPerWord',
  'firstLetters',
  'topWordLetterCount',
  'topWordFirstLetter',
] as const;

export type HintKey = (typeof HINT_KEYS)[number];

/** Hints 1–6 are normal, revealed in sequence; 7–8 are the bonus hints about the top word. */
export const NORMAL_HINT_COUNT = 6;
export const BONUS_HINT_COUNT = 2;

export interface PoolHints {
  totalWords: number;
  totalLettersUsed: number;
  /** Tiles the combination leaves unused, alphabetical, one entry per tile. */
  lettersNotUsed: string[];
  lettersPerWord: number[];
  pointsPerWord: number[];
  firstLetters: string[];
  /** 0 when the pool has no top word. */
  topWordLetterCount: number;
  /** '' when the pool has no top word. */
  topWordFirstLetter: string;
}

export function computeHints(analysis: PoolAnalysis): PoolHints {
  const combination = analysis.optimalWordCombination.map((word) => word.toUpperCase());
  const unused = [...analysis.letters.toUpperCase()];
  for (const word of combination) {
    for (const letter of word) {
      const at = unused.indexOf(letter);
      if (at === -1) throw new Error(`The combination uses more ${letter} than ${analysis.letters} has`);
      unused.splice(at, 1);
    }
  }
  const topWord = analysis.topWord?.toUpperCase() ?? '';
  return {
    totalWords: combination.length,
    totalLettersUsed: combination.reduce((total, word) => total + word.length, 0),
    lettersNotUsed: unused.sort(),
    lettersPerWord: combination.map((word) => word.length),
    pointsPerWord: combination.map(scoreWord),
    firstLetters: combination.map((word) => word[0]!),
    topWordLetterCount: topWord.length,
    topWordFirstLetter: topWord.slice(0, 1),
  };
}
