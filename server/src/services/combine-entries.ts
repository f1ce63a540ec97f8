import { scoreWord, uniqueWordCount } from '@dozen/engine';
import type { TGameMode, TRevealedDetails, TWordScore } from '@dozen/engine/contract';
import type { EntryRow } from '../storage/game-entries.js';

/**
 * One player's day from two identities' entries of the same date (an anonymous player signing in
 * to an account that also played that day), losing nothing and counting nothing twice:
 * - the best final score;
 * - the union of the words, case-insensitive, each scored again by the server (a word stored
 *   once was accepted then; a later dictionary change does not take it away);
 * - play counts summed;
 * - hints: the higher count of each kind, so nothing unlocked is locked again; reveals and the
 *   letters-not-used reveal: either; the reveal record from the earlier reveal, with both lists;
 * - modes united, continuous play from either;
 * - reached-target facts: either (each was earned on its own entry, by its own rules);
 * - unique words counted again from the united words.
 */
export function combineEntries(account: EntryRow, anonymous: EntryRow, now: Date): EntryRow {
  return {
    playerId: account.playerId,
    date: account.date,
    finalScore: Math.max(account.finalScore, anonymous.finalScore),
    words: unitedWords(account.words, anonymous.words),
    modes: unitedModes(account.modes, anonymous.modes),
    playCount: account.playCount + anonymous.playCount,
    hintsUsed: Math.max(account.hintsUsed, anonymous.hintsUsed),
    targetWordHintsUsed: Math.max(account.targetWordHintsUsed, anonymous.targetWordHintsUsed),
    topWordRevealed: account.topWordRevealed || anonymous.topWordRevealed,
    targetWordsRevealed: account.targetWordsRevealed || anonymous.targetWordsRevealed,
    revealedDetails: combinedDetails(account.revealedDetails, anonymous.revealedDetails),
    lettersNotUsedRevealed: account.lettersNotUsedRevealed || anonymous.lettersNotUsedRevealed,
    continuousPlayed: account.continuousPlayed || anonymous.continuousPlayed,
    reachedScoreQualified: account.reachedScoreQualified || anonymous.reachedScoreQualified,
    reachedWordQualified: account.reachedWordQualified || anonymous.reachedWordQualified,
    uniqueWords: uniqueWordCount([...account.words, ...anonymous.words]),
    createdAt: account.createdAt < anonymous.createdAt ? account.createdAt : anonymous.createdAt,
    updatedAt: now,
  };
}

function unitedWords(first: readonly TWordScore[], second: readonly TWordScore[]): TWordScore[] {
  const words = new Map<string, TWordScore>();
  for (const { word } of [...first, ...second]) {
    const lower = word.toLowerCase();
    if (!words.has(lower)) words.set(lower, { word: lower, score: scoreWord(lower) });
  }
  return [...words.values()];
}

function unitedModes(first: readonly TGameMode[], second: readonly TGameMode[]): TGameMode[] {
  const names = new Set([...first, ...second].map((mode) => mode.mode));
  return [...names].map((mode) => ({ mode }));
}

function combinedDetails(
  first: TRevealedDetails | null,
  second: TRevealedDetails | null,
): TRevealedDetails | null {
  if (!first || !second) return first ?? second;
  const [earlier, later] = first.revealedAt <= second.revealedAt ? [first, second] : [second, first];
  const found = union(earlier.userFoundTargetWords, later.userFoundTargetWords);
  const foundSet = new Set(found.map((word) => word.toLowerCase()));
  return {
    revealedAt: earlier.revealedAt,
    topWordRevealed: earlier.topWordRevealed || later.topWordRevealed,
    targetWordsRevealed: earlier.targetWordsRevealed || later.targetWordsRevealed,
    foundTopWordAtReveal: anyTrue(earlier.foundTopWordAtReveal, later.foundTopWordAtReveal),
    userFoundTargetWords: found,
    // A target word one identity missed but the other found was found by the player.
    userMissedTargetWords: union(earlier.userMissedTargetWords, later.userMissedTargetWords).filter(
      (word) => !foundSet.has(word.toLowerCase()),
    ),
  };
}

function union(first: readonly string[], second: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const word of [...first, ...second])
    if (!seen.has(word.toLowerCase())) seen.set(word.toLowerCase(), word);
  return [...seen.values()];
}

/** true if either is true; null only when neither revealed the top word. */
function anyTrue(first: boolean | null, second: boolean | null): boolean | null {
  if (first === null && second === null) return null;
  return first === true || second === true;
}
