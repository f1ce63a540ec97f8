/**
 * The benchmark's honest anchor for "analyse a pool": what a straightforward program does without
 * the engine's index or its search. Every word of the whole list is checked against the tiles,
 * then every set of distinct spellable words on disjoint tiles is visited by plain recursive
 * backtracking to find the best combination. No memo, no anagram grouping, no ordering tricks;
 * the one prune is the obvious one (the free tiles cannot lift the total to the best found).
 *
 * It shares no search code with the engine: only letter values and the result types, so that
 * the benchmark can check both give the same figures. The rules are the engine's (solver.ts,
 * combination.ts) and the brute-force reference's in engine/src/known-pools.test.ts.
 */
import { analysisOf, letterValue, MIN_WORD_LETTERS, type FoundWord, type PoolAnalysis } from '@dozen/engine';

const CODE_LOWER_A = 97;

/** Every word of the whole list checked against the pool's letter counts. */
export function naiveFormableWords(letters: string, words: readonly string[]): string[] {
  const pool = new Int32Array(26);
  const lower = letters.toLowerCase();
  for (let i = 0; i < lower.length; i++) pool[lower.charCodeAt(i) - CODE_LOWER_A]!++;
  const left = new Int32Array(26);
  const found: string[] = [];
  next: for (const word of words) {
    left.set(pool);
    for (let i = 0; i < word.length; i++) if (--left[word.charCodeAt(i) - CODE_LOWER_A]! < 0) continue next;
    found.push(word);
  }
  return found;
}

const byScoreThenWord = (a: FoundWord, b: FoundWord): number =>
  b.score - a.score || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);

/** Higher total, then fewer uncommon words, then fewer words, then the alphabetically first list. */
interface Combination {
  total: number;
  uncommon: number;
  /** Indices into the found words, whose words are sorted alphabetically. */
  chosen: number[];
}

/**
 * Exhaustive search over every set of distinct words on disjoint tiles. Each set is reached once:
 * words are added in increasing list index.
 */
function naiveBestCombination(letters: string, words: readonly FoundWord[]): number[] {
  const free = new Int32Array(26);
  let freePoints = 0;
  for (const letter of letters.toLowerCase()) {
    free[letter.charCodeAt(0) - CODE_LOWER_A]!++;
    freePoints += letterValue(letter);
  }
  const lettersOf = words.map(({ word }) =>
    Array.from(word, (letter) => letter.charCodeAt(0) - CODE_LOWER_A),
  );
  const alphabetical = (chosen: readonly number[]): string[] => chosen.map((i) => words[i]!.word).sort();

  let best: Combination = { total: 0, uncommon: 0, chosen: [] };
  const chosen: number[] = [];
  const beatsBest = (total: number, uncommon: number): boolean => {
    if (total !== best.total) return total > best.total;
    if (uncommon !== best.uncommon) return uncommon < best.uncommon;
    if (chosen.length !== best.chosen.length) return chosen.length < best.chosen.length;
    const mine = alphabetical(chosen);
    const theirs = alphabetical(best.chosen);
    for (let i = 0; i < mine.length; i++) if (mine[i] !== theirs[i]) return mine[i]! < theirs[i]!;
    return false;
  };

  const visit = (start: number, total: number, uncommon: number): void => {
    if (beatsBest(total, uncommon)) best = { total, uncommon, chosen: [...chosen] };
    // Even every free tile could not reach the best total: no set below this one can win.
    if (total + freePoints < best.total) return;
    for (let j = start; j < words.length; j++) {
      const needs = lettersOf[j]!;
      let placed = 0;
      while (placed < needs.length && --free[needs[placed]!]! >= 0) placed++;
      if (placed === needs.length) {
        const { score, targetWorthy } = words[j]!;
        chosen.push(j);
        freePoints -= score;
        visit(j + 1, total + score, uncommon + (targetWorthy ? 0 : 1));
        freePoints += score;
        chosen.pop();
        placed--; // every letter was taken
      }
      for (let k = placed; k >= 0; k--) free[needs[k]!]!++; // the failed letter too, if any
    }
  };
  visit(0, 0, 0);
  return best.chosen;
}

/**
 * The same figures as the engine's `analysePool`, found the naive way. `common` is the
 * target-worthy list as a Set, built once like the engine's dictionary.
 */
export function naiveAnalysePool(
  letters: string,
  allWords: readonly string[],
  common: ReadonlySet<string>,
): PoolAnalysis {
  const upper = letters.toUpperCase();
  const words: FoundWord[] = naiveFormableWords(letters, allWords)
    .filter((word) => word.length >= MIN_WORD_LETTERS)
    .map((word) => ({
      word,
      score: Array.from(word).reduce((total, letter) => total + letterValue(letter), 0),
      targetWorthy: common.has(word),
    }));

  let top: FoundWord | null = null;
  for (const found of words) {
    if (!found.targetWorthy) continue;
    const better =
      top === null ||
      found.score > top.score ||
      (found.score === top.score &&
        (found.word.length > top.word.length ||
          (found.word.length === top.word.length && found.word < top.word)));
    if (better) top = found;
  }

  const combination = naiveBestCombination(upper, words).map((i) => words[i]!);
  words.sort(byScoreThenWord);
  combination.sort(byScoreThenWord);
  return analysisOf(upper, words, top, combination);
}
