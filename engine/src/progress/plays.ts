/**
 * Plays a pool allows: sets of distinct words on disjoint tiles, as one normal game spells them.
 * The challenge generator asks here before it offers a challenge: "is there a game of exactly n
 * of these words on these tiles?", and gets the words, so every offered challenge has a witness.
 *
 * The search works like the optimal combination's (combination.ts): a state is the multiset of
 * free tiles (at most 2^12 of them), each step settles the lowest free letter (leave its copies
 * unused, or place a word whose lowest letter it is), and words of one lowest letter are placed
 * in increasing index order, which keeps them distinct and reaches every set once. Tile counts are
 * packed into one integer with a guard bit above each letter's field, so "does this word fit the
 * free tiles" is one subtraction and mask. It is exact: no play is missed.
 */

export interface PlayWord {
  word: string;
  score: number;
}

export interface Play {
  words: PlayWord[];
  total: number;
}

const NONE = -1;
const UNKNOWN = -2;

interface Packing {
  full: number;
  guards: number;
  states: number;
  /** Per field: the bits of its count, its radix in the state index, its radix-free shift. */
  valueMask: number[];
  shift: number[];
  radix: number[];
  fieldOfBit: Int8Array;
  /** Each usable candidate: packed counts, state offset, lowest field. */
  packed: number[];
  offset: number[];
  words: PlayWord[];
  groups: number[][];
}

function pack(letters: string, candidates: readonly PlayWord[]): Packing {
  const tally = new Map<string, number>();
  for (const letter of letters.toLowerCase()) tally.set(letter, (tally.get(letter) ?? 0) + 1);
  const alphabet = [...tally.keys()].sort();
  const field = new Map(alphabet.map((letter, index) => [letter, index]));
  const valueMask: number[] = [];
  const shift: number[] = [];
  const radix: number[] = [];
  const fieldOfBit = new Int8Array(32).fill(-1);
  let bit = 0;
  let guards = 0;
  let full = 0;
  let states = 1;
  alphabet.forEach((letter, f) => {
    const count = tally.get(letter)!;
    const width = 32 - Math.clz32(count);
    shift.push(bit);
    valueMask.push(((1 << width) - 1) << bit);
    radix.push(states);
    for (let b = bit; b < bit + width; b++) fieldOfBit[b] = f;
    guards |= 1 << (bit + width);
    full |= count << bit;
    states *= count + 1;
    bit += width + 1;
  });
  if (bit > 31) throw new RangeError(`Too many tiles to pack: ${letters}`);

  const packing: Packing = {
    full,
    guards,
    states,
    valueMask,
    shift,
    radix,
    fieldOfBit,
    packed: [],
    offset: [],
    words: [],
    groups: alphabet.map(() => []),
  };
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const key = candidate.word.toLowerCase();
    if (key.length === 0 || seen.has(key)) continue;
    let packed = 0;
    let offset = 0;
    let lowest = alphabet.length;
    let fits = true;
    const used = new Map<number, number>();
    for (const letter of key) {
      const f = field.get(letter);
      const copies = f === undefined ? 0 : (used.get(f) ?? 0) + 1;
      // Not on the board, or more copies than the board has (which would overflow its field).
      if (f === undefined || copies > tally.get(letter)!) {
        fits = false;
        break;
      }
      used.set(f, copies);
      packed += 1 << shift[f]!;
      offset += radix[f]!;
      if (f < lowest) lowest = f;
    }
    if (!fits) continue;
    seen.add(key);
    packing.groups[lowest]!.push(packing.words.length);
    packing.packed.push(packed);
    packing.offset.push(offset);
    packing.words.push(candidate);
  }
  return packing;
}

/**
 * A play of exactly `wordCount` distinct candidates on the tiles of `letters`, or null when there
 * is none. `best` asks for the highest total (else the first play found, which is much faster when
 * only existence matters). Candidates the tiles cannot spell are ignored; the search order is the
 * candidates' order, so the answer is deterministic.
 */
function searchPlay(
  letters: string,
  candidates: readonly PlayWord[],
  wordCount: number,
  best: boolean,
): Play | null {
  if (!Number.isInteger(wordCount) || wordCount < 0) throw new RangeError(`Not a word count: ${wordCount}`);
  if (wordCount === 0) return { words: [], total: 0 };
  const p = pack(letters, candidates);
  const { guards, valueMask, shift, radix, fieldOfBit, groups } = p;
  const memo = new Int32Array(p.states * (wordCount + 1)).fill(UNKNOWN);
  const lowestField = (free: number) => fieldOfBit[31 - Math.clz32(free & -free)]!;

  /** The total of `wanted` more words on `free` (the best, or the first found), or NONE. */
  const search = (free: number, state: number, wanted: number, from: number): number => {
    if (wanted === 0) return 0;
    if (free === 0) return NONE;
    const key = state * (wordCount + 1) + wanted;
    if (from === 0 && memo[key] !== UNKNOWN) return memo[key]!;
    const f = lowestField(free);
    const withGuards = free | guards;
    let result = NONE;
    const group = groups[f]!;
    for (let j = from; j < group.length; j++) {
      const w = group[j]!;
      const packed = p.packed[w]!;
      if (((withGuards - packed) & guards) !== guards) continue;
      const rest = free - packed;
      const next = (rest & valueMask[f]!) === 0 ? 0 : j + 1;
      const after = search(rest, state - p.offset[w]!, wanted - 1, next);
      if (after === NONE) continue;
      const total = p.words[w]!.score + after;
      if (total > result) result = total;
      if (!best) break;
    }
    if (best || result === NONE) {
      // Or leave this letter's remaining copies unused.
      const copies = (free & valueMask[f]!) >>> shift[f]!;
      const dropped = search(free & ~valueMask[f]!, state - copies * radix[f]!, wanted, 0);
      if (dropped > result) result = dropped;
    }
    if (from === 0) memo[key] = result;
    return result;
  };

  const total = search(p.full, p.states - 1, wordCount, 0);
  if (total === NONE) return null;

  // Walk again, following a choice that keeps the total (memoised states answer at once).
  const words: PlayWord[] = [];
  let free = p.full;
  let state = p.states - 1;
  let wanted = wordCount;
  let from = 0;
  let remaining = total;
  while (wanted > 0) {
    const f = lowestField(free);
    let placed = false;
    const group = groups[f]!;
    for (let j = from; j < group.length && !placed; j++) {
      const w = group[j]!;
      const packed = p.packed[w]!;
      if ((((free | guards) - packed) & guards) !== guards) continue;
      const rest = free - packed;
      const next = (rest & valueMask[f]!) === 0 ? 0 : j + 1;
      const after = search(rest, state - p.offset[w]!, wanted - 1, next);
      if (after === NONE || p.words[w]!.score + after !== remaining) continue;
      words.push(p.words[w]!);
      free = rest;
      state -= p.offset[w]!;
      wanted -= 1;
      from = next;
      remaining -= p.words[w]!.score;
      placed = true;
    }
    if (!placed) {
      const copies = (free & valueMask[f]!) >>> shift[f]!;
      free &= ~valueMask[f]!;
      state -= copies * radix[f]!;
      from = 0;
    }
  }
  return { words, total };
}

/** The highest-scoring play of exactly `wordCount` distinct candidates, or null when there is none. */
export function bestPlay(letters: string, candidates: readonly PlayWord[], wordCount: number): Play | null {
  return searchPlay(letters, candidates, wordCount, true);
}

/** Some play of exactly `wordCount` distinct candidates (the first the search meets), or null. */
export function anyPlay(letters: string, candidates: readonly PlayWord[], wordCount: number): Play | null {
  return searchPlay(letters, candidates, wordCount, false);
}

/** The most words one game can hold from `candidates`, with a play that holds them. */
export function mostWordsPlay(letters: string, candidates: readonly PlayWord[]): Play {
  for (let count = letters.length; count > 0; count--) {
    const play = anyPlay(letters, candidates, count);
    if (play) return play;
  }
  return { words: [], total: 0 };
}
