import { BONUS_HINT_COUNT, NORMAL_HINT_COUNT } from '@dozen/engine';
import type { TPoolHints } from '@dozen/engine/contract';

/**
 * The eight hints of spec 000 §4, in their fixed order: 1–6 normal (strictly in sequence), 7–8
 * bonus about the top word (8 locked until 7). Their state is rebuilt from the day's entry.
 */

export type HintKey = keyof TPoolHints;

export interface HintDefinition {
  number: number;
  key: HintKey;
  label: string;
  bonus: boolean;
}

export const HINTS: readonly HintDefinition[] = [
  { number: 1, key: 'totalWords', label: 'Words in the target combination', bonus: false },
  { number: 2, key: 'totalLettersUsed', label: 'Letters the targets use', bonus: false },
  { number: 3, key: 'lettersNotUsed', label: 'Letters the targets leave out', bonus: false },
  { number: 4, key: 'lettersPerWord', label: 'Letters in each target word', bonus: false },
  { number: 5, key: 'pointsPerWord', label: 'Points of each target word', bonus: false },
  { number: 6, key: 'firstLetters', label: 'First letter of each target word', bonus: false },
  { number: 7, key: 'topWordLetterCount', label: 'Letters in the top word', bonus: true },
  { number: 8, key: 'topWordFirstLetter', label: 'First letter of the top word', bonus: true },
];

export type HintState = 'reveal' | 'locked' | 'revealed' | 'reached';

export interface HintProgress {
  /** Normal hints used today (capped at 6). */
  hintsUsed: number;
  /** Bonus hints used today: 1 gives hint 7, 2 gives hint 8. */
  targetWordHintsUsed: number;
  /** The player's score already meets the target: normal hints are no longer needed. */
  targetScoreReached: boolean;
}

export function hintStates(progress: HintProgress): HintState[] {
  const used = Math.min(Math.max(progress.hintsUsed, 0), NORMAL_HINT_COUNT);
  const bonus = Math.min(Math.max(progress.targetWordHintsUsed, 0), BONUS_HINT_COUNT);
  return HINTS.map((hint): HintState => {
    if (!hint.bonus) {
      if (hint.number <= used) return 'revealed';
      if (progress.targetScoreReached) return 'reached';
      return hint.number === used + 1 ? 'reveal' : 'locked';
    }
    const bonusIndex = hint.number - NORMAL_HINT_COUNT; // 1 or 2
    if (bonusIndex <= bonus) return 'revealed';
    return bonusIndex === bonus + 1 ? 'reveal' : 'locked';
  });
}

/** Why hints cannot be revealed right now, or null when they can (spec 000 §5 texts). */
export function hintsUnavailableReason(game: {
  hasSpelledWord: boolean;
  continuousMode: boolean;
}): string | null {
  if (game.continuousMode) return 'Suggestions unavailable in continuous mode';
  if (game.hasSpelledWord) return 'Suggestions unavailable after spelling a word';
  return null;
}

/**
 * A hint value as text: lists joined, numbers as they are. An empty list says so: hint 3 (the
 * letters the targets leave out) is empty on every generated day, whose targets use all 12 tiles.
 */
export function formatHintValue(value: TPoolHints[HintKey] | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.join(', ');
  return String(value);
}
