import { HttpError, isRateLimited, isSessionEnded, isUnreachable } from '../../api/errors.js';
import { validateWord } from '../../api/http.js';
import type { CompletedWord } from '../../domain/saved-state.js';
import { ValidationCache, type CachedValidation } from './validation-cache.js';

/**
 * Asks whether a word counts: the local cache first, else POST /api/validate-word. The outcomes
 * map one-to-one to what the player is told (spec 000 §5, §8).
 */
export type WordCheck =
  | ({ kind: 'valid' } & CachedValidation)
  | { kind: 'invalid' }
  /** 429: too many words too quickly. */
  | { kind: 'rateLimited' }
  /** No answer of Dozen's (offline, a timeout, a gateway error): the word is kept and checked later. */
  | { kind: 'unreachable' }
  /** 401: the session ended under the word (signed out elsewhere): it is kept for its player. */
  | { kind: 'sessionEnded' }
  /** The server refused the request itself (e.g. a kept word's day is no longer open): asking again cannot help. */
  | { kind: 'refused'; message: string }
  /** No usable answer (network, server error): 'Something went wrong'. */
  | { kind: 'failed' };

/** A word the check found valid, as the game records it: on the tiles it was spelled with. */
export function acceptedWord(
  word: string,
  check: Extract<WordCheck, { kind: 'valid' }>,
  letterIndices: number[],
): CompletedWord {
  return {
    word,
    score: check.score,
    isTopWord: check.isTopWord,
    isTargetWord: check.isTargetWord,
    letterIndices,
  };
}

let sharedCache: ValidationCache | null = null;

/** One cache per page, loaded from local storage on first use. */
export function validationCache(): ValidationCache {
  sharedCache ??= new ValidationCache();
  return sharedCache;
}

export interface CheckWordInput {
  word: string;
  /** The letters still free on the board. */
  availableLetters: string;
  gameDate: string;
}

export async function checkWord(
  input: CheckWordInput,
  cache: ValidationCache = validationCache(),
  validate: typeof validateWord = validateWord,
): Promise<WordCheck> {
  const cached = cache.get(input.word, input.availableLetters);
  const answer = cached ?? (await askServer(input, validate));
  if ('kind' in answer) return answer;
  if (!cached) cache.set(input.word, input.availableLetters, answer);
  return answer.valid ? { kind: 'valid', ...answer } : { kind: 'invalid' };
}

async function askServer(
  input: CheckWordInput,
  validate: typeof validateWord,
): Promise<CachedValidation | Exclude<WordCheck, { kind: 'valid' | 'invalid' }>> {
  try {
    const answer = await validate({
      word: input.word.toLowerCase(),
      availableLetters: input.availableLetters,
      gameDate: input.gameDate,
    });
    return {
      valid: answer.valid,
      score: answer.score,
      isTopWord: answer.isTopWord ?? false,
      isTargetWord: answer.isTargetWord ?? false,
    };
  } catch (error) {
    if (isRateLimited(error)) return { kind: 'rateLimited' };
    if (isUnreachable(error)) return { kind: 'unreachable' };
    if (isSessionEnded(error)) return { kind: 'sessionEnded' };
    if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 408)
      return { kind: 'refused', message: error.apiError?.message ?? error.message };
    console.warn('Word check failed', error);
    return { kind: 'failed' };
  }
}

/** The toasts for a word that does not count (spec 000 §5, §8). */
export const WordMessage = {
  repeat: (word: string) => ({
    title: 'Nice Try!',
    description: `You already spelled "${word}" in this session!`,
  }),
  invalid: (word: string) => ({ title: 'Whoops!', description: `"${word}" is not a valid word` }),
  failed: { title: 'Whoops!', description: 'Something went wrong. Please try again.' },
  /** Said (through the screen's live region) when a word is kept for a later check. */
  kept: (word: string) => `"${word}" is kept: it will be checked when you're back online.`,
  /** A kept word the server would not check at all (its day is closed): it goes. */
  refused: (word: string, reason: string) => ({
    title: 'Whoops!',
    description: `"${word}" could not be checked: ${reason}`,
  }),
  /** Said (the live region) when a kept word has been checked and counts. */
  checked: (word: string, score: number) => `"${word}" checked: ${score} points.`,
  rateLimited: {
    title: 'Slow down a little',
    description: "You're checking words faster than we allow. Wait a few seconds, then try again.",
  },
} as const;

/** The 'Whoops!' for a kept word that goes after its check: not a word, or one the server would not check. */
export function droppedWordMessage(word: string, check: Extract<WordCheck, { kind: 'invalid' | 'refused' }>) {
  return check.kind === 'invalid' ? WordMessage.invalid(word) : WordMessage.refused(word, check.message);
}
