/**
 * Contextual suggestions (spec 000 §4): after 2, 4 and 6 consecutive failed attempts the game
 * offers help at level 1, 2 or 3, with 3 to 5 tips drawn from a list that grows more advanced,
 * plus a word of encouragement 30% of the time. A valid word resets the count.
 */

export const SUGGESTION_THRESHOLDS = [2, 4, 6] as const;
export const REMEMBERED_FAILED_WORDS = 5;
export const ENCOURAGEMENT_CHANCE = 0.3;
export const MIN_TIPS = 3;
export const MAX_TIPS = 5;

export type SuggestionLevel = 0 | 1 | 2 | 3;
export type TipListName = 'easy' | 'medium' | 'advanced';

/** 0 below two failures; then 1, 2 or 3 at 2, 4 and 6 consecutive failures. */
export function suggestionLevel(consecutiveFailures: number): SuggestionLevel {
  if (consecutiveFailures >= 6) return 3;
  if (consecutiveFailures >= 4) return 2;
  if (consecutiveFailures >= 2) return 1;
  return 0;
}

/** 6 or more failures → advanced, 4 or more → medium, 2 or more → easy. */
export function tipListFor(consecutiveFailures: number): TipListName | null {
  if (consecutiveFailures >= 6) return 'advanced';
  if (consecutiveFailures >= 4) return 'medium';
  if (consecutiveFailures >= 2) return 'easy';
  return null;
}

export const TIPS: Readonly<Record<TipListName, readonly string[]>> = {
  easy: [
    'Start short: two- and three-letter words like AT, ON or THE count too.',
    'Try adding S to the end of a word you already found.',
    'Look for common pairs such as TH, ST, ER and IN among your letters.',
    'Every tile can be used once per word, so check you have enough of each letter.',
    'Say the letters out loud: sounds often suggest words your eyes miss.',
    'Pair a vowel with the consonants around it and build outwards.',
    'Tap Shuffle to see the letters in a new order.',
  ],
  medium: [
    'Add endings such as -ED, -ER or -ING to words you know.',
    'Try prefixes like RE-, UN- or DE- in front of a short word.',
    'Swap one letter of a word you found to make a new one.',
    'Rare letters like Q, Z, X and J are worth 4 points: build around them.',
    'Look for a word inside a longer one, then grow it a letter at a time.',
    'Vowels are scarce: save them for the words that need them.',
    'Plurals and verb forms are separate words: DOG and DOGS both count.',
  ],
  advanced: [
    'High-value letters (K, V, B, Y, D, M, C, G, P, W, F) score 3 points each: use them in long words.',
    'Plan two words that share no tiles so that together they use all 12 letters.',
    'Use your least flexible letters first, while the vowels they need are still free.',
    'A long word scores more than two short ones made of the same tiles.',
    'Check the Target Word score under the word entry to see how high one word can go.',
    'Try consonant blends like STR, SPL or CHR to carry awkward letters.',
    'If a word keeps failing, it may be a name or an abbreviation: those are not accepted.',
  ],
};

export const ENCOURAGEMENTS: readonly string[] = [
  "You're closer than you think.",
  'Every great score starts with a few misses.',
  'Take a breath and look at the letters fresh.',
  'Keep going: the next word could be the one.',
];

export interface Suggestion {
  level: SuggestionLevel;
  tips: string[];
  encouragement: string | null;
}

/**
 * The suggestion to show after `consecutiveFailures` misses, or null below the first threshold.
 * `random` returns a float in [0, 1) (Math.random in the app, a fixed stream in tests).
 */
export function buildSuggestion(
  consecutiveFailures: number,
  random: () => number = Math.random,
): Suggestion | null {
  const listName = tipListFor(consecutiveFailures);
  if (listName === null) return null;
  const pool = [...TIPS[listName]];
  const count = MIN_TIPS + Math.floor(random() * (MAX_TIPS - MIN_TIPS + 1));
  const tips: string[] = [];
  while (tips.length < count && pool.length > 0) {
    const [tip] = pool.splice(Math.floor(random() * pool.length), 1);
    if (tip !== undefined) tips.push(tip);
  }
  const encouragement =
    random() < ENCOURAGEMENT_CHANCE
      ? (ENCOURAGEMENTS[Math.floor(random() * ENCOURAGEMENTS.length)] ?? null)
      : null;
  return { level: suggestionLevel(consecutiveFailures), tips, encouragement };
}

/** The last five failed words, newest last, without repeats. */
export function rememberFailedWord(recent: readonly string[], word: string): string[] {
  const upper = word.toUpperCase();
  return [...recent.filter((item) => item !== upper), upper].slice(-REMEMBERED_FAILED_WORDS);
}

/** Whether a new suggestion should appear now: exactly at a threshold, so each level shows once. */
export function reachedSuggestionThreshold(consecutiveFailures: number): boolean {
  return (SUGGESTION_THRESHOLDS as readonly number[]).includes(consecutiveFailures);
}
