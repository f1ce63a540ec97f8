/**
 * Reads the committed word lists (engine/data) and builds the engine's dictionary index. The
 * engine does no I/O, so the server (and the scripts, through this module) read the files.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createDictionary, type Dictionary, type WordLists } from '@dozen/engine';

export interface DictionaryFiles {
  words: string;
  common: string;
}

/** Where the lists are, resolved through the engine package: works from sources and from a build. */
export function dictionaryFiles(): DictionaryFiles {
  return {
    words: fileURLToPath(import.meta.resolve('@dozen/engine/data/words.txt')),
    common: fileURLToPath(import.meta.resolve('@dozen/engine/data/common.txt')),
  };
}

/** One word per line; blank lines and surrounding spaces (or a CR) are ignored. */
export function parseWordList(text: string): string[] {
  const words: string[] = [];
  for (const line of text.split('\n')) {
    const word = line.trim();
    if (word.length > 0) words.push(word);
  }
  return words;
}

export async function loadWordLists(files: DictionaryFiles = dictionaryFiles()): Promise<WordLists> {
  const [words, common] = await Promise.all([readFile(files.words, 'utf8'), readFile(files.common, 'utf8')]);
  return { words: parseWordList(words), common: parseWordList(common) };
}

export async function loadDictionary(files: DictionaryFiles = dictionaryFiles()): Promise<Dictionary> {
  return createDictionary(await loadWordLists(files));
}

/**
 * The project's blocked words (engine/data/blocked.txt: one a line, `#` starts a comment), which
 * Friends' names may not hold. The dictionary leaves them out when it is built; names check them
 * here, at the server, from the same file.
 */
export async function loadBlockedWords(
  file = fileURLToPath(import.meta.resolve('@dozen/engine/data/blocked.txt')),
): Promise<ReadonlySet<string>> {
  const text = await readFile(file, 'utf8');
  return new Set(parseWordList(text.replace(/#.*$/gm, '')).map((word) => word.toLowerCase()));
}
