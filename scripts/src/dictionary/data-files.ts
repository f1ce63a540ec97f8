/** Where the dictionary lives in the repository, and the build from the installed packages. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildDictionary, parseWordList, type BuiltDictionary } from './lists.js';
import {
  ACCEPTED_MAX_SIZE,
  ACCEPTED_VARIANTS,
  COMMON_MAX_SIZE,
  COMMON_VARIANTS,
  readLetterpress,
  readScowl,
} from './sources.js';

export const DATA_DIR = fileURLToPath(new URL('../../../engine/data/', import.meta.url));

export const DATA_FILES = {
  words: join(DATA_DIR, 'words.txt'),
  common: join(DATA_DIR, 'common.txt'),
  blocked: join(DATA_DIR, 'blocked.txt'),
  noTarget: join(DATA_DIR, 'no-target.txt'),
} as const;

export function readHandWrittenList(path: string): string[] {
  return parseWordList(readFileSync(path, 'utf8'), path);
}

/** Builds the dictionary from the installed npm packages and the hand-written lists. */
export function buildFromInstalledPackages(): BuiltDictionary {
  return buildDictionary({
    letterpress: readLetterpress(),
    scowlAccepted: readScowl(ACCEPTED_VARIANTS, ACCEPTED_MAX_SIZE),
    scowlCommon: readScowl(COMMON_VARIANTS, COMMON_MAX_SIZE),
    blocked: readHandWrittenList(DATA_FILES.blocked),
    noTarget: readHandWrittenList(DATA_FILES.noTarget),
  });
}
