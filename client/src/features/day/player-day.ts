/**
 * The player's own day as this device knows it: the server's entry for the day with the words and
 * games only this device has. Loaded after the home screen's first render (usePlayerDay.ts): it
 * reads the saved game, the kept games and the words of the day, none of which the first render
 * needs.
 */
import type { TWordScore } from '@dozen/engine/contract';
import { isGameInProgress, readSavedGame } from '../../domain/saved-state.js';
import { readDayWords } from '../../domain/day-words.js';
import { pendingGamesOf } from '../../domain/submission.js';

export interface PlayerDay {
  /** Unique words found today (case-insensitive), server entry and this device together. */
  uniqueWords: number;
  /**
   * Best score of a non-continuous game today: the server's best, a game this device keeps until
   * the server has it (its submission failed), or the game being played.
   */
  bestScore: number;
  /** Best single-word score today. */
  bestWordScore: number;
  /** A game with words found and not ended is on this device (reveal waits for it). */
  gameInProgress: boolean;
}

/**
 * The words of the day known on this device: earlier games' words, the games kept until the
 * server has them, and the game being played.
 */
export function localWordsOfDay(playerId: string | undefined, date: string): TWordScore[] {
  const saved = readSavedGame();
  const words: TWordScore[] = [];
  if (playerId) {
    words.push(...readDayWords(playerId, date));
    for (const kept of pendingGamesOf(playerId, date)) words.push(...kept.wordsUsed);
  }
  if (saved?.date === date) words.push(...saved.wordsBeforeGame, ...saved.completedWords);
  return words;
}

/**
 * The best score of the day this device knows beyond the server's: a kept game's (a continuous
 * one is sent with finalScore 0) or the game being played. Once the server stores a kept game its
 * score is in the server's best and the game leaves the list, so it never counts twice.
 */
function bestLocalScore(playerId: string | undefined, date: string): number {
  const saved = readSavedGame();
  const playing = saved?.date === date && !saved.continuousMode ? saved.totalScore : 0;
  const kept = playerId ? pendingGamesOf(playerId, date).map((game) => game.finalScore) : [];
  return Math.max(playing, ...kept);
}

export function summariseDay(
  serverWords: TWordScore[],
  localWords: TWordScore[],
  bestScore: number,
  gameInProgress: boolean,
): PlayerDay {
  const unique = new Set<string>();
  let bestWordScore = 0;
  for (const { word, score } of [...serverWords, ...localWords]) {
    unique.add(word.toLowerCase());
    bestWordScore = Math.max(bestWordScore, score);
  }
  return { uniqueWords: unique.size, bestScore, bestWordScore, gameInProgress };
}

/** The player's day: the server's entry (null: none, or not known yet) with what this device keeps. */
export function readPlayerDay(
  playerId: string | undefined,
  date: string,
  serverEntry: { wordsUsed: TWordScore[]; finalScore: number } | null,
): PlayerDay {
  return summariseDay(
    serverEntry?.wordsUsed ?? [],
    localWordsOfDay(playerId, date),
    Math.max(serverEntry?.finalScore ?? 0, bestLocalScore(playerId, date)),
    isGameInProgress(readSavedGame(), date),
  );
}
