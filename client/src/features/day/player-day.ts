import type { TWordScore } from '@dozen/engine/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { gameEntryQuery } from '../../api/query.js';
import { listen } from '../../shared/listen.js';
import { isGameInProgress, readSavedGame } from '../../domain/saved-state.js';
import { readDayWords } from '../../domain/day-words.js';
import { pendingGamesOf } from '../../domain/submission.js';
import { useSession } from '../../api/session.js';

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

/** Re-reads local data when the page regains focus or another tab writes the saved game. */
function useLocalDataVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    const onVisible = () => {
      if (document.visibilityState === 'visible') bump();
    };
    const stops = [
      listen(window, 'storage', bump),
      listen(window, 'focus', bump),
      listen(document, 'visibilitychange', onVisible),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);
  return version;
}

/** The player's own day on the home screen: GET /api/game-entry (404 → none) plus local data. */
export function usePlayerDay(date: string | undefined): PlayerDay {
  const { session } = useSession();
  const playerId = session?.userId;
  const entry = useQuery({
    ...gameEntryQuery(playerId ?? '', date ?? ''),
    enabled: Boolean(playerId && date),
    // Read afresh whenever the home screen opens: a game may have been stored since, from this
    // device (a kept game sent by the game screen) or another, and the cached answer may be the
    // 404 from before it, still fresh by the query's age.
    refetchOnMount: 'always',
  });
  useLocalDataVersion();
  if (!date) return { uniqueWords: 0, bestScore: 0, bestWordScore: 0, gameInProgress: false };
  const serverEntry = entry.data ?? null;
  return summariseDay(
    serverEntry?.wordsUsed ?? [],
    localWordsOfDay(playerId, date),
    Math.max(serverEntry?.finalScore ?? 0, bestLocalScore(playerId, date)),
    isGameInProgress(readSavedGame(), date),
  );
}
