/**
 * The shipped word lists (engine/data) for the engine's tests. Here, outside engine/src, because
 * reading a file is I/O and the engine itself does none: the server reads the lists and hands
 * them to createDictionary the same way.
 */
import { readFileSync } from 'node:fs';
import { createDictionary, type Dictionary } from '../src/dictionary.js';

/** One list, one word a line, without the empty last line. */
export function readWordList(name: 'words.txt' | 'common.txt'): string[] {
  return readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0);
}

let dictionary: Dictionary | undefined;
/** The real dictionary: every accepted word, the common ones marked (built once; it is read only). */
export function readDictionary(): Dictionary {
  dictionary ??= createDictionary({ words: readWordList('words.txt'), common: readWordList('common.txt') });
  return dictionary;
}
