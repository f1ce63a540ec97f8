import { type TDailyPoolResponse, type TGameEntry } from '@dozen/engine/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../components/toast.js';
import { openAppModal, SignInGate } from '../../modals/modal-state.js';
import { browserStore, StorageKey, suggestionsDisabled } from '../../game/storage.js';
import { achievementForWord, feedbackFor, type DayFacts } from '../../game/achievement-feedback.js';
import {
  announcementAtom,
  finishedGameAtom,
  gameAtom,
  gameModalAtom,
  suggestionAtom,
  validatingAtom,
} from '../../game/atoms.js';
import { WordMessage, checkWord } from '../../game/check-word.js';
import { recordDayWords } from '../../game/day-words.js';
import {
  availableLetters,
  canSubmit,
  currentWordText,
  gameReducer,
  isRepeatWord,
  newGameId,
  playAgainAction,
  shuffledOrder,
  toSubmitRequest,
  totalScore,
  type GameAction,
  type GameState,
} from '../../game/game-state.js';
import { buildSuggestion, reachedSuggestionThreshold } from '../../game/suggestions.js';
import { submitFinishedGame } from '../../game/submit-game.js';
import { clearSavedGame } from '../../game/saved-state.js';

/** Spec 000 §9: fallbacks when the day's figures are missing. */
export const FALLBACK_MAX_POSSIBLE_SCORE = 25;
export const FALLBACK_MAX_WORD_SCORE = 21;
/** Game Complete follows the last word (or a closed achievement modal) after a short beat. */
export const GAME_COMPLETE_DELAY_MS = 400;

export function dayFacts(
  pool: TDailyPoolResponse | undefined,
  entry: TGameEntry | null | undefined,
  continuous: boolean,
): DayFacts {
  return {
    maxPossibleScore: pool?.maxPossibleScore || FALLBACK_MAX_POSSIBLE_SCORE,
    maxWordScore: pool?.maxWordScore || FALLBACK_MAX_WORD_SCORE,
    continuous,
    hintsUsed: entry?.hintsUsed ?? 0,
    targetWordHintsUsed: entry?.targetWordHintsUsed ?? 0,
    topWordRevealed: entry?.revealedDetails?.topWordRevealed ?? false,
    targetWordsRevealed: entry?.revealedDetails?.targetWordsRevealed ?? false,
  };
}

interface Options {
  pool: TDailyPoolResponse | undefined;
  entry: TGameEntry | null | undefined;
  playerId: string | undefined;
  isSignedIn: boolean;
}

/**
 * Everything the player can do on the game screen, as callbacks. They read the freshest game from
 * the Jotai store (a word check is asynchronous; the board may have moved on meanwhile).
 */
export function useGameActions({ pool, entry, playerId, isSignedIn }: Options) {
  const store = useStore();
  const queryClient = useQueryClient();
  const [achievementPending, setAchievementPending] = useState(false);
  const [awaitingGameComplete, setAwaitingGameComplete] = useState(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // The latest server facts, for callbacks created before they arrived.
  const facts = useRef({ pool, entry, playerId });
  useEffect(() => {
    facts.current = { pool, entry, playerId };
  });

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const dispatch = useCallback((action: GameAction) => store.set(gameAtom, action), [store]);

  /** Ends the game: saved state goes, the game is sent, Game Complete follows any celebration. */
  const finish = useCallback(
    (ended: GameState) => {
      clearSavedGame();
      const { entry: dayEntry, playerId: player } = facts.current;
      store.set(finishedGameAtom, {
        previousBest: dayEntry && dayEntry.playCount > 0 ? dayEntry.finalScore : null,
      });
      if (player && ended.completedWords.length > 0)
        void submitFinishedGame(toSubmitRequest(ended, player), queryClient);
      setAwaitingGameComplete(true);
    },
    [store, queryClient],
  );

  // Game Complete opens once no modal is showing and no celebration is about to.
  useEffect(() => {
    if (!awaitingGameComplete || achievementPending) return;
    const open = () => {
      if (store.get(gameModalAtom) !== null) return;
      setAwaitingGameComplete(false);
      store.set(gameModalAtom, { kind: 'gameComplete' });
    };
    const unsubscribe = store.sub(gameModalAtom, () => {
      if (store.get(gameModalAtom) === null) later(GAME_COMPLETE_DELAY_MS, open);
    });
    if (store.get(gameModalAtom) === null) later(GAME_COMPLETE_DELAY_MS, open);
    return unsubscribe;
  }, [awaitingGameComplete, achievementPending, store, later]);

  const apply = useCallback(
    (action: GameAction): GameState | null => {
      const before = store.get(gameAtom);
      const after = gameReducer(before, action);
      dispatch(action);
      if (before && after && !before.gameEnded && after.gameEnded) finish(after);
      return after;
    },
    [store, dispatch, finish],
  );

  const submitWord = useCallback(async () => {
    const game = store.get(gameAtom);
    if (!game || !canSubmit(game) || store.get(validatingAtom)) return;
    const word = currentWordText(game);
    if (isRepeatWord(game, word)) {
      showToast({ ...WordMessage.repeat(word), variant: 'default' });
      store.set(announcementAtom, `You already spelled ${word} in this session.`);
      dispatch({ type: 'clear' });
      return;
    }
    const letterIndices = game.currentWord.map((tile) => tile.index);
    store.set(validatingAtom, true);
    const result = await checkWord({
      word,
      availableLetters: availableLetters(game),
      gameDate: game.date,
    }).finally(() => store.set(validatingAtom, false));
    // The answer belongs to the game that asked: a game ended or replaced meanwhile ignores it.
    const now = store.get(gameAtom);
    if (!now || now.gameId !== game.gameId || now.gameEnded) return;

    if (result.kind === 'failed' || result.kind === 'rateLimited') {
      const message = result.kind === 'failed' ? WordMessage.failed : WordMessage.rateLimited;
      showToast({ ...message, variant: 'destructive' });
      store.set(announcementAtom, message.description);
      return;
    }
    if (result.kind === 'invalid') {
      showToast({ ...WordMessage.invalid(word), variant: 'destructive' });
      store.set(announcementAtom, `${word} is not a valid word.`);
      const after = apply({ type: 'wordRejected', word });
      if (after && reachedSuggestionThreshold(after.consecutiveFailures) && !suggestionsDisabled()) {
        store.set(suggestionAtom, buildSuggestion(after.consecutiveFailures));
      }
      return;
    }

    const accepted = {
      word,
      score: result.score,
      isTopWord: result.isTopWord,
      isTargetWord: result.isTargetWord,
      letterIndices,
    };
    const after = apply({ type: 'wordAccepted', word: accepted });
    store.set(suggestionAtom, null);
    if (!after) return;
    const { pool: dayPool, entry: dayEntry, playerId: player } = facts.current;
    if (player) recordDayWords(player, after.date, [{ word, score: result.score }]);
    store.set(
      announcementAtom,
      `${word} accepted, ${result.score} ${result.score === 1 ? 'point' : 'points'}.`,
    );

    const achievement = achievementForWord(accepted, dayFacts(dayPool, dayEntry, after.continuousMode), {
      totalScore: totalScore(after),
      targetWordsFound: after.completedWords.filter((item) => item.isTargetWord),
      challengeCompleted: false,
    });
    const feedback = feedbackFor(achievement, accepted);
    if (feedback.kind === 'toast') {
      showToast(feedback.toast);
    } else {
      setAchievementPending(true);
      later(feedback.delayMs, () => {
        store.set(gameModalAtom, {
          kind: 'achievement',
          achievement: feedback.modal,
          word,
          score: result.score,
        });
        setAchievementPending(false);
      });
    }
  }, [store, dispatch, apply, later]);

  const endGame = useCallback(() => {
    store.set(gameModalAtom, null);
    apply({ type: 'endGame' });
  }, [store, apply]);

  const playAgain = useCallback(() => {
    const game = store.get(gameAtom);
    if (!game) return;
    clearSavedGame();
    store.set(gameModalAtom, null);
    store.set(suggestionAtom, null);
    store.set(finishedGameAtom, null);
    setAwaitingGameComplete(false);
    dispatch(playAgainAction(game, shuffledOrder(game.poolLetters.length), newGameId()));
  }, [store, dispatch]);

  const shuffle = useCallback(() => {
    const game = store.get(gameAtom);
    if (game) dispatch({ type: 'shuffle', order: shuffledOrder(game.tiles.length) });
  }, [store, dispatch]);

  /** The mode switch: account first, then the one-time explainer, then a confirmation. */
  const requestContinuousToggle = useCallback(() => {
    const game = store.get(gameAtom);
    if (!game) return;
    if (!isSignedIn) {
      openAppModal(SignInGate.continuousMode);
      return;
    }
    if (game.hasSpelledWord) {
      showToast({ title: 'Cannot change mode after spelling a word', variant: 'default' });
      return;
    }
    const local = browserStore();
    const seen = (local?.getItem(StorageKey.continuousModeModalSeen) ?? null) !== null;
    if (!game.continuousMode && !seen) {
      try {
        local?.setItem(StorageKey.continuousModeModalSeen, 'true');
      } catch {
        // Storage refused: the explainer simply shows again next time.
      }
      store.set(gameModalAtom, { kind: 'continuousExplainer' });
      return;
    }
    store.set(gameModalAtom, { kind: 'continuousConfirm', turnOn: !game.continuousMode });
  }, [store, isSignedIn]);

  const setContinuous = useCallback(
    (on: boolean) => {
      store.set(gameModalAtom, null);
      dispatch({ type: 'setContinuous', on });
    },
    [store, dispatch],
  );

  const openHints = useCallback(() => {
    if (!isSignedIn) openAppModal(SignInGate.hints);
    else store.set(gameModalAtom, { kind: 'hints' });
  }, [store, isSignedIn]);

  /** Leaving with words found ends the game and saves them: nothing the player found is lost. */
  const leaveGame = useCallback(() => {
    store.set(gameModalAtom, null);
    const game = store.get(gameAtom);
    if (!game || game.gameEnded || game.completedWords.length === 0) return;
    const ended = gameReducer(game, { type: 'endGame' });
    dispatch({ type: 'endGame' });
    clearSavedGame();
    const player = facts.current.playerId;
    if (ended && player) void submitFinishedGame(toSubmitRequest(ended, player), queryClient);
  }, [store, dispatch, queryClient]);

  const toggleTile = useCallback(
    (index: number) => {
      if (!store.get(validatingAtom)) dispatch({ type: 'toggleTile', index });
    },
    [store, dispatch],
  );
  const typeLetter = useCallback(
    (letter: string) => {
      if (!store.get(validatingAtom)) dispatch({ type: 'typeLetter', letter });
    },
    [store, dispatch],
  );
  const backspace = useCallback(() => dispatch({ type: 'backspace' }), [dispatch]);
  const clear = useCallback(() => dispatch({ type: 'clear' }), [dispatch]);

  return {
    submitWord,
    endGame,
    playAgain,
    shuffle,
    leaveGame,
    requestContinuousToggle,
    setContinuous,
    openHints,
    toggleTile,
    typeLetter,
    backspace,
    clear,
  };
}
