import { type TDailyPoolResponse, type TGameEntry } from '@dozen/engine/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { gameAtom, gameModalAtom, suggestionAtom } from '../../game/atoms.js';
import { cleanupOldGameData } from '../../game/cleanup.js';
import { mergeWords, readDayWords } from '../../game/day-words.js';
import {
  newGameId,
  shuffledOrder,
  toSavedState,
  toSubmitRequest,
  type GameState,
} from '../../game/game-state.js';
import {
  RestoreDecision,
  SAVE_DEBOUNCE_MS,
  arrivedFromElsewhere,
  clearSavedGame,
  createDebouncedSaver,
  currentNavigation,
  decideRestore,
  readSavedGame,
  writeSavedGame,
  type SavedGameState,
} from '../../game/saved-state.js';
import { submitFinishedGame, syncKeptGames } from '../../game/submit-game.js';
import { validationCache } from '../../game/check-word.js';

/** Computed once per page load: later in-app navigations did not come from elsewhere. */
let pageArrivedFromElsewhere: boolean | null = null;
function cameFromElsewhere(): boolean {
  if (pageArrivedFromElsewhere === null) {
    try {
      pageArrivedFromElsewhere = arrivedFromElsewhere(currentNavigation());
    } catch {
      pageArrivedFromElsewhere = false;
    }
  }
  const answer = pageArrivedFromElsewhere;
  // Only the first game screen of the page load may count as "arrived from elsewhere".
  pageArrivedFromElsewhere = false;
  return answer;
}

/**
 * Starts or restores the game once the day's pool and the session are known (spec 000 §4
 * restore rules), keeps it saved with a 150 ms debounce, and does the housekeeping of a page
 * load: the weekly local cleanup and the sync of games kept locally.
 */
export function useGameSetup(
  pool: TDailyPoolResponse | undefined,
  playerId: string | undefined,
  entry: TGameEntry | null | undefined,
) {
  const store = useStore();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  // The date the current game was started or restored for: a new day's pool starts a new game.
  const startedForRef = useRef<string | null>(null);
  const intentionalExitRef = useRef(false);
  const saverRef = useRef<ReturnType<typeof createDebouncedSaver<GameState>> | null>(null);
  const playAgain = searchParams.get('playAgain') === 'true';

  // Start or restore, once per visit of the screen (and again if the day's pool changes).
  useEffect(() => {
    if (!pool || !playerId || startedForRef.current === pool.date) return;
    startedForRef.current = pool.date;
    store.set(gameModalAtom, null);
    store.set(suggestionAtom, null);
    const saved = readSavedGame();
    const decision = decideRestore(saved, {
      today: pool.date,
      now: Date.now(),
      playAgain,
      arrivedFromElsewhere: cameFromElsewhere(),
    });
    if (decision === RestoreDecision.RESTORE && saved) {
      store.set(gameAtom, { type: 'restore', saved, letters: pool.letters });
    } else {
      if (decision === RestoreDecision.CLEAR && saved) {
        clearSavedGame();
        submitAbandoned(saved, playerId, queryClient);
      }
      const wordsBeforeGame = mergeWords(readDayWords(playerId, pool.date), entry?.wordsUsed ?? []);
      store.set(gameAtom, {
        type: 'start',
        date: pool.date,
        letters: pool.letters,
        order: shuffledOrder(pool.letters.length),
        wordsBeforeGame,
        gameId: newGameId(),
      });
    }
    if (playAgain) setSearchParams({}, { replace: true });
    cleanupOldGameData(pool.date, Date.now());
    void syncKeptGames(playerId, queryClient).catch(() => 0);
  }, [pool, playerId, entry, playAgain, store, queryClient, setSearchParams]);

  // Words of earlier games that the server knows and this device did not (another tab, device).
  useEffect(() => {
    const game = store.get(gameAtom);
    if (!entry || !game || game.gameEnded || entry.date !== game.date) return;
    store.set(gameAtom, { type: 'mergeEarlierWords', words: entry.wordsUsed });
  }, [entry, store]);

  // Save 150 ms after each change; an ended game is cleared instead.
  useEffect(() => {
    const saver = createDebouncedSaver<GameState>(
      (game) => writeSavedGame(toSavedState(game, Date.now(), intentionalExitRef.current)),
      SAVE_DEBOUNCE_MS,
    );
    saverRef.current = saver;
    const unsubscribe = store.sub(gameAtom, () => {
      const game = store.get(gameAtom);
      if (!game) return;
      if (game.gameEnded) {
        saver.cancel();
        clearSavedGame();
      } else {
        saver.save(game);
      }
    });
    const flushAll = () => {
      saver.flush();
      validationCache().flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushAll();
    };
    window.addEventListener('pagehide', flushAll);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flushAll);
      document.removeEventListener('visibilitychange', onVisibility);
      flushAll();
      saverRef.current = null;
    };
  }, [store]);

  /** The player chose to leave: the saved state says so, and is not restored next time. */
  const markIntentionalExit = () => {
    intentionalExitRef.current = true;
    const game = store.get(gameAtom);
    if (game && !game.gameEnded && saverRef.current) {
      saverRef.current.save(game);
      saverRef.current.flush();
    }
  };
  return { markIntentionalExit };
}

/**
 * A game with words that was never ended (left by a reset, or a day that rolled over) is still
 * the player's play: send it rather than lose the words.
 */
function submitAbandoned(
  saved: SavedGameState,
  playerId: string,
  queryClient: ReturnType<typeof useQueryClient>,
): void {
  if (saved.gameEnded || saved.intentionalExit || saved.completedWords.length === 0) return;
  const state: GameState = {
    date: saved.date,
    poolLetters: '',
    tiles: saved.availableLetters,
    currentWord: [],
    completedWords: saved.completedWords,
    continuousMode: saved.continuousMode,
    hasSpelledWord: true,
    wordsBeforeGame: saved.wordsBeforeGame,
    gameEnded: true,
    gameId: saved.gameId,
    consecutiveFailures: 0,
    recentFailedWords: [],
  };
  void submitFinishedGame(toSubmitRequest(state, playerId), queryClient);
}
