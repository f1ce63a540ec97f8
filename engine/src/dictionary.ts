/**
 * The dictionary index: accepted words (words.txt) and target-worthy words (common.txt), built
 * from arrays the caller has read (the engine does no I/O).
 *
 * The index is a trie over each word's letters in sorted order (its anagram signature): all
 * anagrams share one node, and finding the words a pool can spell is a walk that only descends
 * into letters the pool still has, so the work grows with the pool's answers, not with the
 * dictionary. The trie is flattened into typed arrays (first child / next sibling) to keep the
 * heap small and the walk cache-friendly. Membership uses the same walk; only the common words
 * sit in a Set too, because the solver asks about every word it finds.
 */
export interface Dictionary {
  /** Case-insensitive membership in the accepted list. */
  has(word: string): boolean;
  /** In the common list (and accepted): may be chosen as a target. Case-insensitive. */
  isTargetWorthy(word: string): boolean;
  /** Number of distinct accepted words. */
  readonly size: number;
  /** Every accepted word formable from the letters (multiset, each tile once), each word once, lowercase. */
  wordsFormableFrom(letters: string): string[];
}

export interface WordLists {
  words: readonly string[];
  common: readonly string[];
}

const CODE_A = 97;
const ALPHABET = 26;
const NO_NODE = -1;
/** Longer than any word the game can spell; bounds the walk's stack. */
const MAX_WORD_LENGTH = 64;

/** Lowercase a–z only, or null: anything else can never be spelled from tiles. */
function normalise(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length === 0 || lower.length > MAX_WORD_LENGTH) return null;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i) - CODE_A;
    if (code < 0 || code >= ALPHABET) return null;
  }
  return lower;
}

const scratch = new Uint8Array(MAX_WORD_LENGTH);

/** Sorts the word's letter indices (0–25) into `scratch` (insertion sort: words are short). */
function sortLettersIntoScratch(word: string): number {
  const length = word.length;
  for (let i = 0; i < length; i++) {
    const code = word.charCodeAt(i) - CODE_A;
    let j = i;
    while (j > 0 && scratch[j - 1]! > code) {
      scratch[j] = scratch[j - 1]!;
      j--;
    }
    scratch[j] = code;
  }
  return length;
}

/** The word's letters in alphabetical order: the key shared by all its anagrams. */
function signatureOf(word: string): string {
  let signature = '';
  const length = sortLettersIntoScratch(word);
  for (let i = 0; i < length; i++) signature += String.fromCharCode(CODE_A + scratch[i]!);
  return signature;
}

interface SignatureTrie {
  nodeLetter: Uint8Array;
  firstChild: Int32Array;
  nextSibling: Int32Array;
  /** Words ending at a node are `words[wordStart[node] .. wordEnd[node])` (alphabetical). */
  wordStart: Int32Array;
  wordEnd: Int32Array;
  /** Accepted words ordered by signature, then alphabetically. */
  words: string[];
}

function buildTrie(accepted: readonly string[]): SignatureTrie {
  // "signature word" sorts by signature (the space sorts before any letter, so a signature
  // comes before its extensions), then by word; the native sort of plain strings is fast.
  const keyed = accepted.map((word) => `${signatureOf(word)} ${word}`).sort();

  const nodeLetter: number[] = [0];
  const firstChild: number[] = [NO_NODE];
  const nextSibling: number[] = [NO_NODE];
  const lastChild: number[] = [NO_NODE];
  const wordStart: number[] = [0];
  const wordEnd: number[] = [0];
  const words: string[] = [];

  // Signatures arrive sorted, so a new child always sorts after its existing siblings and the
  // current path is a stack: pop to the common prefix, push the rest.
  const path: number[] = [0];
  let previous = '';
  for (const key of keyed) {
    const length = (key.length - 1) / 2;
    const signature = key.slice(0, length);
    const word = key.slice(length + 1);
    let shared = 0;
    while (
      shared < previous.length &&
      shared < length &&
      previous.charCodeAt(shared) === signature.charCodeAt(shared)
    ) {
      shared++;
    }
    path.length = shared + 1;
    for (let depth = shared; depth < length; depth++) {
      const parent = path[depth]!;
      const node = nodeLetter.length;
      nodeLetter.push(signature.charCodeAt(depth) - CODE_A);
      firstChild.push(NO_NODE);
      nextSibling.push(NO_NODE);
      lastChild.push(NO_NODE);
      wordStart.push(0);
      wordEnd.push(0);
      if (lastChild[parent] === NO_NODE) firstChild[parent] = node;
      else nextSibling[lastChild[parent]!] = node;
      lastChild[parent] = node;
      path.push(node);
    }
    const end = path[length]!;
    if (wordEnd[end] === wordStart[end]) wordStart[end] = words.length;
    words.push(word);
    wordEnd[end] = words.length;
    previous = signature;
  }

  return {
    nodeLetter: Uint8Array.from(nodeLetter),
    firstChild: Int32Array.from(firstChild),
    nextSibling: Int32Array.from(nextSibling),
    wordStart: Int32Array.from(wordStart),
    wordEnd: Int32Array.from(wordEnd),
    words,
  };
}

export function createDictionary(lists: WordLists): Dictionary {
  const accepted = [...new Set(lists.words.map(normalise).filter((w): w is string => w !== null))];
  const trie = buildTrie(accepted);
  const { nodeLetter, firstChild, nextSibling, wordStart, wordEnd, words } = trie;

  /** Position of the word in `words`, or -1. */
  const find = (word: string): number => {
    const lower = normalise(word);
    if (lower === null) return -1;
    const length = sortLettersIntoScratch(lower);
    let node = 0;
    for (let i = 0; i < length; i++) {
      const letter = scratch[i]!;
      let child = firstChild[node]!;
      while (child !== NO_NODE && nodeLetter[child]! < letter) child = nextSibling[child]!;
      if (child === NO_NODE || nodeLetter[child] !== letter) return -1;
      node = child;
    }
    for (let i = wordStart[node]!; i < wordEnd[node]!; i++) if (words[i] === lower) return i;
    return -1;
  };

  // A Set, unlike the trie walk, answers in one hash lookup: the solver asks for every word found.
  const targetWorthy = new Set<string>();
  for (const word of lists.common) {
    const lower = normalise(word);
    const position = lower === null ? -1 : find(lower);
    if (position !== -1) targetWorthy.add(words[position]!);
  }

  const wordsFormableFrom = (letters: string): string[] => {
    const counts = new Int32Array(ALPHABET);
    const lower = letters.toLowerCase();
    for (let i = 0; i < lower.length; i++) {
      const code = lower.charCodeAt(i) - CODE_A;
      if (code >= 0 && code < ALPHABET) counts[code]!++;
    }
    const found: string[] = [];
    // Iterative depth-first walk: `stack` holds the child to try next at each depth.
    const stack = new Int32Array(MAX_WORD_LENGTH + 1);
    let depth = 0;
    stack[0] = firstChild[0]!;
    while (depth >= 0) {
      const node = stack[depth]!;
      if (node === NO_NODE) {
        depth--;
        if (depth >= 0) {
          const parent = stack[depth]!;
          counts[nodeLetter[parent]!]!++;
          stack[depth] = nextSibling[parent]!;
        }
        continue;
      }
      const letter = nodeLetter[node]!;
      if (counts[letter]! === 0) {
        stack[depth] = nextSibling[node]!;
        continue;
      }
      counts[letter]!--;
      for (let i = wordStart[node]!; i < wordEnd[node]!; i++) found.push(words[i]!);
      depth++;
      stack[depth] = firstChild[node]!;
    }
    return found;
  };

  return {
    has: (word) => find(word) !== -1,
    isTargetWorthy: (word) => targetWorthy.has(word.toLowerCase()),
    size: words.length,
    wordsFormableFrom,
  };
}
