/**
 * The optimal word combination: distinct words on disjoint tiles with the highest total score;
 * ties go to fewer words outside the common list, then fewer words, then the alphabetically
 * first list (the combinations' words sorted alphabetically, compared word by word).
 *
 * Why it is exact and fast: a state is the multiset of tiles still free, so there are at most
 * 2^12 of them however many words there are, and the search is memoised on it. Equal letters are
 * interchangeable, so states are letter counts, never tile positions (every equivalent placement
 * is the same state). Each step settles the state's "lowest" letter (in an order chosen for
 * speed): either its remaining copies stay unused, or a word containing it is placed. A word
 * whose lowest letter is k is only ever placed while k is the lowest letter, so distinctness only
 * needs checking among those words: they are placed in increasing index order (the `from`
 * argument), which also makes every set of words reachable exactly once.
 *
 * Counts are packed into one integer with a guard bit above each letter's field, so "does this
 * word fit the free tiles" is one subtraction and mask (SWAR), and a mixed-radix index of the
 * same counts addresses the memo.
 */
import { letterValue } from './letters.js';

export interface CombinationCandidate {
  word: string;
  score: number;
  targetWorthy: boolean;
}

/** Scores are at most 12 × 4, word counts at most 12: the three criteria never overlap. */
const KEY_PER_POINT = 10_000;
const KEY_PER_NON_TARGET_WORD = 100;
const KEY_PER_WORD = 1;
const UNKNOWN = -1;
const CODE_LOWER_A = 97;
const LOWERCASE_BIT = 32;

/** 0–25 for a–z or A–Z (setting the lowercase bit folds the case). */
function letterIndex(text: string, i: number): number {
  return (text.charCodeAt(i) | LOWERCASE_BIT) - CODE_LOWER_A;
}

function bitLength(n: number): number {
  return 32 - Math.clz32(n);
}

/**
 * The best combination of `candidates` on the tiles of `letters` (A–Z). Candidates must be
 * distinct words, each spellable from the letters, each scored as the sum of its letter values
 * (the search bounds rely on it).
 * Returns the chosen candidates' indices, sorted by the words alphabetically.
 */
export function bestCombination(letters: string, candidates: readonly CombinationCandidate[]): number[] {
  const poolCounts = new Int32Array(26);
  for (let i = 0; i < letters.length; i++) poolCounts[letterIndex(letters, i)]!++;
  const words = candidates.map((c) => c.word);

  // Letters that few words use go first: the many states whose lowest letter is early then
  // have few words to try.
  const usage = new Int32Array(26);
  for (const word of words) {
    let seen = 0;
    for (let i = 0; i < word.length; i++) seen |= 1 << letterIndex(word, i);
    for (let l = 0; seen !== 0; l++, seen >>>= 1) if (seen & 1) usage[l]!++;
  }
  const order = [...Array(26).keys()]
    .filter((l) => poolCounts[l]! > 0)
    .sort((a, b) => usage[a]! - usage[b]! || a - b);

  const fieldCount = order.length;
  const fieldOfLetter = new Int32Array(26).fill(-1);
  const shift = new Int32Array(fieldCount);
  const valueMask = new Int32Array(fieldCount); // the field's count bits, in place
  const countMask = new Int32Array(fieldCount); // the same bits, shifted down
  const radix = new Int32Array(fieldCount);
  const pointsOf = new Int32Array(fieldCount); // the letter's value
  const fieldOfBit = new Int32Array(32);
  let guards = 0;
  let bit = 0;
  let states = 1;
  let full = 0;
  let fullPoints = 0;
  for (let f = 0; f < fieldCount; f++) {
    const count = poolCounts[order[f]!]!;
    const width = bitLength(count);
    fieldOfLetter[order[f]!] = f;
    shift[f] = bit;
    countMask[f] = (1 << width) - 1;
    valueMask[f] = countMask[f]! << bit;
    for (let b = bit; b < bit + width; b++) fieldOfBit[b] = f;
    guards |= 1 << (bit + width);
    radix[f] = states;
    states *= count + 1;
    full |= count << bit;
    pointsOf[f] = letterValue(String.fromCharCode(CODE_LOWER_A + order[f]!));
    fullPoints += count * pointsOf[f]!;
    bit += width + 1;
  }
  if (bit > 31) throw new RangeError(`Too many tiles to pack: ${letters}`);

  // Each candidate becomes packed counts, a radix offset and a key, grouped by its lowest field.
  const groupWords: number[][] = Array.from({ length: fieldCount }, () => []);
  const packedOf = new Int32Array(candidates.length);
  const radixOf = new Int32Array(candidates.length);
  const scoreOf = new Int32Array(candidates.length);
  const targetWorthy = new Uint8Array(candidates.length);
  const keyOf = new Int32Array(candidates.length);
  const copiesUsed = new Int32Array(fieldCount);
  for (let index = 0; index < candidates.length; index++) {
    const word = words[index]!;
    let packed = 0;
    let offset = 0;
    let lowest = fieldCount;
    copiesUsed.fill(0);
    for (let i = 0; i < word.length; i++) {
      const f = fieldOfLetter[letterIndex(word, i)] ?? -1;
      if (f === -1 || ++copiesUsed[f]! > poolCounts[order[f]!]!) {
        throw new RangeError(`"${word}" cannot be spelled from ${letters}`);
      }
      packed += 1 << shift[f]!;
      offset += radix[f]!;
      if (f < lowest) lowest = f;
    }
    if (word.length === 0) throw new RangeError('An empty word cannot be placed');
    const candidate = candidates[index]!;
    packedOf[index] = packed;
    radixOf[index] = offset;
    scoreOf[index] = candidate.score;
    targetWorthy[index] = candidate.targetWorthy ? 1 : 0;
    keyOf[index] =
      candidate.score * KEY_PER_POINT - (candidate.targetWorthy ? 0 : KEY_PER_NON_TARGET_WORD) - KEY_PER_WORD;
    groupWords[lowest]!.push(index);
  }
  // Higher keys first: a good result early lets the bounds below skip more.
  const groups = groupWords.map((g) => Int32Array.from(g.sort((a, b) => keyOf[b]! - keyOf[a]! || a - b)));

  const lowestField = (free: number): number => fieldOfBit[31 - Math.clz32(free & -free)]!;
  const fits = (free: number, packed: number): boolean => (((free | guards) - packed) & guards) === guards;

  const cover = fewestCommonCover({ words, full, groups, packedOf, targetWorthy, lowestField, fits });
  if (cover) return cover;

  // Only fresh states (no word of the lowest letter placed yet) are memoised: a resumed state
  // (free tiles, next index) is reached from a single placement, so caching it would not pay.
  const freshMemo = new Int32Array(states).fill(UNKNOWN);

  /** Highest key reachable from the free tiles, placing lowest-letter words from index `from` on. */
  const best = (free: number, state: number, from: number, points: number): number => {
    if (free === 0) return 0;
    if (from === 0 && freshMemo[state] !== UNKNOWN) return freshMemo[state]!;
    const f = lowestField(free);
    // No completion beats covering every free tile with one common word.
    const ceiling = points * KEY_PER_POINT - KEY_PER_WORD;
    let result = -1;
    const group = groups[f]!;
    const withGuards = free | guards;
    for (let j = from; j < group.length && result < ceiling; j++) {
      const word = group[j]!;
      const packed = packedOf[word]!;
      if (((withGuards - packed) & guards) !== guards) continue;
      const rest = free - packed;
      const restPoints = points - scoreOf[word]!;
      if (keyOf[word]! + restPoints * KEY_PER_POINT <= result) continue;
      const next = (rest & valueMask[f]!) === 0 ? 0 : j + 1;
      const value = keyOf[word]! + best(rest, state - radixOf[word]!, next, restPoints);
      if (value > result) result = value;
    }
    const copies = (free >>> shift[f]!) & countMask[f]!;
    const droppedPoints = points - copies * pointsOf[f]!;
    if (droppedPoints * KEY_PER_POINT > result) {
      const value = best(free & ~valueMask[f]!, state - copies * radix[f]!, 0, droppedPoints);
      if (value > result) result = value;
    }
    if (from === 0) freshMemo[state] = result;
    return result;
  };

  const chosenMemo = new Map<number, readonly number[]>();
  /**
   * Among the best completions, the one whose words, sorted, come first alphabetically.
   * Inserting the same word into two equal-length sorted lists keeps their order, so each
   * state's answer is built from its successors' answers. Only best completions are visited.
   */
  const chosen = (free: number, state: number, from: number, points: number): readonly number[] => {
    if (free === 0) return [];
    const cacheKey = from * states + state;
    const cached = chosenMemo.get(cacheKey);
    if (cached) return cached;
    const target = best(free, state, from, points);
    const f = lowestField(free);
    let result: readonly number[] | null = null;
    const consider = (option: readonly number[]): void => {
      if (result === null || compareWordLists(words, option, result) < 0) result = option;
    };
    const group = groups[f]!;
    const withGuards = free | guards;
    for (let j = from; j < group.length; j++) {
      const word = group[j]!;
      const packed = packedOf[word]!;
      if (((withGuards - packed) & guards) !== guards) continue;
      const rest = free - packed;
      const restState = state - radixOf[word]!;
      const restPoints = points - scoreOf[word]!;
      const next = (rest & valueMask[f]!) === 0 ? 0 : j + 1;
      if (keyOf[word]! + best(rest, restState, next, restPoints) !== target) continue;
      consider(insertAlphabetically(words, chosen(rest, restState, next, restPoints), word));
    }
    const copies = (free >>> shift[f]!) & countMask[f]!;
    const dropped = free & ~valueMask[f]!;
    const droppedState = state - copies * radix[f]!;
    const droppedPoints = points - copies * pointsOf[f]!;
    if (best(dropped, droppedState, 0, droppedPoints) === target)
      consider(chosen(dropped, droppedState, 0, droppedPoints));
    if (result === null) throw new Error('No completion reaches the best key: the search is inconsistent');
    chosenMemo.set(cacheKey, result);
    return result;
  };

  return [...chosen(full, states - 1, 0, fullPoints)];
}

/** Covers of every tile by common words are tried up to this many words before the full search. */
const MAX_FAST_COVER_WORDS = 3;

interface CoverSearch {
  words: readonly string[];
  full: number;
  groups: readonly Int32Array[];
  packedOf: Int32Array;
  targetWorthy: Uint8Array;
  lowestField: (free: number) => number;
  fits: (free: number, packed: number) => boolean;
}

/**
 * The fast path for good pools: a cover of all tiles by common words has the highest total and
 * no uncommon word, so the one with the fewest words (then alphabetically first) is the answer.
 * Covers of 1, 2, then 3 words are enumerated: the word covering the lowest free letter at each
 * level, and the last word looked up by its exact letter counts. Null when there is none: then
 * the full search decides (it also finds covers of more words).
 */
function fewestCommonCover(search: CoverSearch): number[] | null {
  const { words, full, groups, packedOf, targetWorthy, lowestField, fits } = search;
  const commonByLetters = new Map<number, number[]>();
  for (let i = 0; i < words.length; i++) {
    if (targetWorthy[i] !== 1) continue;
    const same = commonByLetters.get(packedOf[i]!);
    if (same) same.push(i);
    else commonByLetters.set(packedOf[i]!, [i]);
  }
  let best: number[] | null = null;
  const offer = (cover: number[]): void => {
    const sorted = cover.sort((a, b) => (words[a]! < words[b]! ? -1 : 1));
    if (best === null || compareWordLists(words, sorted, best) < 0) best = sorted;
  };
  const extend = (free: number, used: number[], wordsLeft: number): void => {
    if (wordsLeft === 1) {
      for (const last of commonByLetters.get(free) ?? []) if (!used.includes(last)) offer([...used, last]);
      return;
    }
    for (const word of groups[lowestField(free)]!) {
      const packed = packedOf[word]!;
      // A word that fills every tile is a shorter cover, already tried.
      if (targetWorthy[word] !== 1 || packed === free || !fits(free, packed) || used.includes(word)) continue;
      extend(free - packed, [...used, word], wordsLeft - 1);
    }
  };
  for (let wordCount = 1; wordCount <= MAX_FAST_COVER_WORDS && best === null; wordCount++)
    extend(full, [], wordCount);
  return best;
}

/** Lists of equal length, each sorted alphabetically: the first differing word decides. */
function compareWordLists(words: readonly string[], a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length && i < b.length; i++) {
    const x = words[a[i]!]!;
    const y = words[b[i]!]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

function insertAlphabetically(words: readonly string[], sorted: readonly number[], index: number): number[] {
  const word = words[index]!;
  let at = 0;
  while (at < sorted.length && words[sorted[at]!]! < word) at++;
  return [...sorted.slice(0, at), index, ...sorted.slice(at)];
}
