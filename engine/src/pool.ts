/**
 * The daily pool: 12 letters drawn from a stream seeded by the date, kept only when the puzzle
 * is good (the quality rules), so a date always gives the same fair pool.
 */
import { isPuzzleDate } from './day.js';
import type { Dictionary } from './dictionary.js';
import { computeHints, type PoolHints } from './hints.js';
import { POOL_SIZE, scoreWord } from './letters.js';
import { createRandom, type Random } from './random.js';
import { MIN_WORD_LETTERS } from './rules/word.js';
import { analyseWords, type PoolAnalysis } from './solver.js';

export interface DailyPool {
  date: string;
  letters: string;
  topWord: string;
  maxWordScore: number;
  optimalWordCombination: string[];
  maxPossibleScore: number;
  totalValidWords: number;
  hints: PoolHints;
}

export type PoolQuality = { ok: true } | { ok: false; problems: string[] };

export const POOL_RULES = {
  minVowels: 4,
  maxVowels: 5,
  maxCopies: 2,
  minWords: 150,
  maxWords: 1200,
  minTopWordLength: 7,
} as const;

export const VOWELS = 'AEIOU';

/** Scrabble's English tile counts (blanks left out): the weights letters are drawn with. */
export const TILE_FREQUENCIES: Readonly<Record<string, number>> = Object.freeze({
  A: 9,
  B: 2,
  C: 2,
  D: 4,
  E: 12,
  F: 2,
  G: 3,
  H: 2,
  I: 9,
  J: 1,
  K: 1,
  L: 4,
  M: 2,
  N: 6,
  O: 8,
  P: 2,
  Q: 1,
  R: 6,
  S: 4,
  T: 6,
  U: 4,
  V: 2,
  W: 2,
  X: 1,
  Y: 2,
  Z: 1,
});

/** A date that cannot find a good pool in this many draws means the dictionary is broken. */
const MAX_ATTEMPTS = 10_000;

interface WeightedLetters {
  letters: string[];
  cumulative: number[];
}

function weighted(filter: (letter: string) => boolean): WeightedLetters {
  const letters = Object.keys(TILE_FREQUENCIES).filter(filter);
  let total = 0;
  const cumulative = letters.map((letter) => (total += TILE_FREQUENCIES[letter]!));
  return { letters, cumulative };
}

const VOWEL_TILES = weighted((letter) => VOWELS.includes(letter));
const CONSONANT_TILES = weighted((letter) => !VOWELS.includes(letter));

function pick(random: Random, { letters, cumulative }: WeightedLetters): string {
  const roll = random.int(cumulative[cumulative.length - 1]!);
  let i = 0;
  while (cumulative[i]! <= roll) i++;
  return letters[i]!;
}

/**
 * One candidate pool from the stream: 4–5 vowels, the rest consonants, each letter drawn by
 * tile frequency and at most twice, Q only once a U is in; then shuffled, so the order gives
 * nothing away. Exported for the benchmark, which analyses candidates the way generation does.
 */
export function drawLetters(random: Random): string {
  const vowelCount = POOL_RULES.minVowels + random.int(POOL_RULES.maxVowels - POOL_RULES.minVowels + 1);
  const copies = new Map<string, number>();
  const drawn: string[] = [];
  const draw = (tiles: WeightedLetters, count: number): void => {
    while (drawn.length < count) {
      const letter = pick(random, tiles);
      const held = copies.get(letter) ?? 0;
      if (held >= POOL_RULES.maxCopies) continue;
      if (letter === 'Q' && !copies.has('U')) continue;
      copies.set(letter, held + 1);
      drawn.push(letter);
    }
  };
  draw(VOWEL_TILES, vowelCount);
  draw(CONSONANT_TILES, POOL_SIZE);
  return random.shuffle(drawn).join('');
}

/** Breaches of the drawing rules, for letters an operator typed (drawn pools never breach them). */
function letterProblems(letters: string): string[] {
  if (!new RegExp(`^[A-Z]{${POOL_SIZE}}$`).test(letters)) return [`letters must be ${POOL_SIZE} letters A–Z`];
  const problems: string[] = [];
  const vowels = [...letters].filter((letter) => VOWELS.includes(letter)).length;
  if (vowels < POOL_RULES.minVowels || vowels > POOL_RULES.maxVowels) {
    problems.push(`${vowels} vowels (needs ${POOL_RULES.minVowels}–${POOL_RULES.maxVowels})`);
  }
  if (letters.includes('Q') && !letters.includes('U')) problems.push('Q without U');
  const counts = new Map<string, number>();
  for (const letter of letters) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  for (const [letter, count] of [...counts].sort()) {
    if (count > POOL_RULES.maxCopies)
      problems.push(`${count} copies of ${letter} (at most ${POOL_RULES.maxCopies})`);
  }
  return problems;
}

function wordCountProblem(totalValidWords: number): string | null {
  if (totalValidWords >= POOL_RULES.minWords && totalValidWords <= POOL_RULES.maxWords) return null;
  return `${totalValidWords} valid words (needs ${POOL_RULES.minWords}–${POOL_RULES.maxWords.toLocaleString('en-US')})`;
}

/** The top word must be an everyday word of 7+ letters that no accepted word outscores. */
function topWordProblem(topWord: string | null, maxWordScore: number): string | null {
  if (topWord === null) return 'no target-worthy word';
  if (topWord.length < POOL_RULES.minTopWordLength) {
    return `top word "${topWord}" has ${topWord.length} letters (needs ${POOL_RULES.minTopWordLength}+)`;
  }
  const score = scoreWord(topWord);
  if (score < maxWordScore)
    return `top word "${topWord}" scores ${score} but an uncommon word scores ${maxWordScore}`;
  return null;
}

/** All the pool's rules: how it is drawn and whether the puzzle is good. */
export function checkPoolQuality(letters: string, analysis: PoolAnalysis): PoolQuality {
  const problems = letterProblems(letters.toUpperCase());
  const countProblem = wordCountProblem(analysis.totalValidWords);
  if (countProblem) problems.push(countProblem);
  const topProblem = topWordProblem(analysis.topWord, analysis.maxWordScore);
  if (topProblem) problems.push(topProblem);
  // The combination maximises the covered tiles' value first, then prefers common words, so
  // the 12 tiles can be covered by common words exactly when it covers them all with common words.
  const covered = analysis.optimalWordCombination.reduce((total, word) => total + word.length, 0);
  const uncommon = analysis.words.filter(
    (found) => found.targetWorthy === false && analysis.optimalWordCombination.includes(found.word),
  );
  if (covered < POOL_SIZE) problems.push(`only ${covered} of ${POOL_SIZE} tiles can be covered`);
  else if (uncommon.length > 0) {
    problems.push(
      `covering all ${POOL_SIZE} tiles needs uncommon words: ${uncommon.map((f) => f.word).join(', ')}`,
    );
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

/**
 * The cheap part of the quality rules, from the found words alone: most candidates fail here,
 * before the combination search runs.
 */
function passesWordRules(words: readonly string[], dictionary: Dictionary): boolean {
  let count = 0;
  let maxScore = 0;
  let top: string | null = null;
  let topScore = 0;
  for (const word of words) {
    if (word.length < MIN_WORD_LETTERS) continue;
    count++;
    const score = scoreWord(word);
    if (score > maxScore) maxScore = score;
    if (score < topScore || !dictionary.isTargetWorthy(word)) continue;
    if (
      top === null ||
      score > topScore ||
      word.length > top.length ||
      (word.length === top.length && word < top)
    ) {
      top = word;
      topScore = score;
    }
  }
  return wordCountProblem(count) === null && topWordProblem(top, maxScore) === null;
}

/**
 * The day's Target Word and its score, which every served pool keeps consistent: the word revealed
 * as the top word scores exactly the Target Word score, so a player can always reach it. It is the
 * top word (an everyday word); generated pools guarantee no accepted word outscores it. Letters an
 * operator forced past the quality rules may lack an everyday word, or have an uncommon word that
 * scores more: the Target Word score is still the top word's (an uncommon word scoring more reaches
 * it too), and with no everyday word at all the highest-scoring accepted word is the Target Word.
 * Null only when the letters spell no word at all (such letters cannot be a day's pool).
 */
export function targetWordOf(analysis: PoolAnalysis): { word: string; score: number } | null {
  const word = analysis.topWord ?? analysis.words[0]?.word ?? null;
  return word === null ? null : { word, score: scoreWord(word) };
}

function toDailyFields(analysis: PoolAnalysis): Omit<DailyPool, 'date'> {
  const target = targetWordOf(analysis);
  return {
    letters: analysis.letters,
    topWord: target?.word ?? '',
    maxWordScore: target?.score ?? 0,
    optimalWordCombination: analysis.optimalWordCombination,
    maxPossibleScore: analysis.maxPossibleScore,
    totalValidWords: analysis.totalValidWords,
    hints: computeHints({ ...analysis, topWord: target?.word ?? null }),
  };
}

/** The pool of a puzzle date (YYYY-MM-DD): the same date always gives the same pool. */
export function generatePool(date: string, dictionary: Dictionary): DailyPool {
  if (!isPuzzleDate(date)) throw new RangeError(`Not a puzzle date: "${date}"`);
  const random = createRandom(`dozen:${date}`);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const letters = drawLetters(random);
    const words = dictionary.wordsFormableFrom(letters);
    if (!passesWordRules(words, dictionary)) continue;
    const analysis = analyseWords(letters, words, dictionary);
    if (checkPoolQuality(letters, analysis).ok) return { date, ...toDailyFields(analysis) };
  }
  throw new Error(`No good pool for ${date} in ${MAX_ATTEMPTS} draws: is the dictionary complete?`);
}

/** The daily-pool fields and the quality verdict for letters an operator chose. */
export function describeLetters(
  letters: string,
  dictionary: Dictionary,
): Omit<DailyPool, 'date'> & { quality: PoolQuality } {
  const analysis = analyseWords(letters, dictionary.wordsFormableFrom(letters), dictionary);
  return { ...toDailyFields(analysis), quality: checkPoolQuality(letters, analysis) };
}
