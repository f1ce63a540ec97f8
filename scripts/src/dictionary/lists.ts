/**
 * The pure part of the dictionary build: set arithmetic and filtering over word lists that the
 * caller has already read. Kept apart from the file reading so a test can pin it on a small table.
 */

import { MIN_WORD_LETTERS, POOL_SIZE } from '@dozen/engine';

/** A word needs the engine's minimum of tiles to be submitted and can use at most every tile of the pool. */
const PLAYABLE = new RegExp(`^[a-z]{${MIN_WORD_LETTERS},${POOL_SIZE}}$`);

/**
 * A word a player could spell: lowercase a–z only, 2 to 12 letters. Capitalised entries are proper
 * nouns in SCOWL and accented ones cannot be typed on the tiles, so both are left out rather than
 * folded.
 */
export function isPlayableWord(word: string): boolean {
  return PLAYABLE.test(word);
}

/**
 * Parses a hand-written list (blocked.txt, no-target.txt): one word a line, `#` starts a comment,
 * blank lines ignored. An entry that is not a playable word is a mistake in the list, so it throws
 * with the line number instead of silently matching nothing.
 */
export function parseWordList(text: string, name = 'word list'): string[] {
  const entries: string[] = [];
  text.split('\n').forEach((line, index) => {
    const entry = line.replace(/#.*/, '').trim();
    if (entry === '') return;
    if (!isPlayableWord(entry)) {
      throw new Error(`${name} line ${index + 1}: "${entry}" is not a lowercase a–z word of 2 to 12 letters`);
    }
    entries.push(entry);
  });
  return entries;
}

export interface DictionarySources {
  /** The Letterpress list: the spellings a word game accepts. */
  letterpress: Iterable<string>;
  /** SCOWL up to size 70, every English variant: the words real dictionaries agree on. */
  scowlAccepted: Iterable<string>;
  /** SCOWL up to size 50, English and American: the words an everyday player knows. */
  scowlCommon: Iterable<string>;
  /** Slurs and strong profanity: never accepted. */
  blocked: Iterable<string>;
  /** Acceptable words that should never be a daily target. */
  noTarget: Iterable<string>;
}

export interface BuiltDictionary {
  /** Accepted words, sorted. */
  words: string[];
  /** Target-worthy words, sorted; a subset of `words`. */
  common: string[];
  /** Blocked entries that the lists would otherwise have accepted (the rest are harmless). */
  blockedRemoved: string[];
  /** No-target entries that would otherwise have been target-worthy. */
  noTargetRemoved: string[];
}

function sorted(words: Iterable<string>): string[] {
  // Code-unit order; for a–z it is also alphabetical order, and it does not depend on the locale.
  return [...words].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** words = Letterpress ∩ SCOWL≤70 − blocked; common = words ∩ SCOWL≤50 − no-target. */
export function buildDictionary(sources: DictionarySources): BuiltDictionary {
  const letterpress = new Set(sources.letterpress);
  const blocked = new Set(sources.blocked);
  const noTarget = new Set(sources.noTarget);

  const words = new Set<string>();
  const blockedRemoved = new Set<string>();
  for (const word of sources.scowlAccepted) {
    if (!isPlayableWord(word) || !letterpress.has(word)) continue;
    if (blocked.has(word)) blockedRemoved.add(word);
    else words.add(word);
  }

  const common = new Set<string>();
  const noTargetRemoved = new Set<string>();
  for (const word of sources.scowlCommon) {
    if (!words.has(word)) continue;
    if (noTarget.has(word)) noTargetRemoved.add(word);
    else common.add(word);
  }

  return {
    words: sorted(words),
    common: sorted(common),
    blockedRemoved: sorted(blockedRemoved),
    noTargetRemoved: sorted(noTargetRemoved),
  };
}

/** The text of a committed list: one word a line, ending with a newline. */
export function formatWordList(words: readonly string[]): string {
  return words.length === 0 ? '' : `${words.join('\n')}\n`;
}
