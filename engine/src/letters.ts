/** Letter values of spec 000 §3: a word scores the sum of its letters. */
export const POOL_SIZE = 12;

const VALUE_GROUPS: ReadonlyArray<readonly [letters: string, points: number]> = [
  ['AEIOU', 1],
  ['NRSTHL', 2],
  ['KVBYDMCGPWF', 3],
  ['QZXJ', 4],
];

export const LETTER_VALUES: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries(VALUE_GROUPS.flatMap(([letters, points]) => [...letters].map((l) => [l, points]))),
);

/** Value of one letter, case-insensitive; 0 for anything that is not A–Z. */
export function letterValue(letter: string): number {
  return LETTER_VALUES[letter.toUpperCase()] ?? 0;
}

/** Sum of the letter values of a word, case-insensitive. */
export function scoreWord(word: string): number {
  let total = 0;
  for (const letter of word) total += letterValue(letter);
  return total;
}
