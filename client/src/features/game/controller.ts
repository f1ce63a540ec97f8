import type { TGameEntry } from '@dozen/engine/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { trackEvent } from '../../api/analytics.js';
import { isGameModal } from './game-modal-kinds.js';
import { appModalAtom, type AppModal } from '../../shared/modal-registry.js';
import { keepTrying, type KeptWork } from '../../api/keep-trying.js';
import { gameAtom, gamePlayerAtom, suggestionAtom, validatingAtom } from './atoms.js';
import { createGameInput } from './game-input.js';
import { celebrateChallenges, noticeChallengePreview } from './challenge-celebration.js';
import { validationCache } from './check-word.js';
import { cleanupOldGameData } from './cleanup.js';
import type { ControllerCore, GameFacts } from './controller-core.js';
import { createFinishedGameShare } from './finished-game-share.js';
import { mergeWords, readDayWords } from '../../domain/day-words.js';
import {
  hasWordsAwaitingCheck,
  newGameId,
  playAgainAction,
  shuffledOrder,
  toSavedState,
  toSubmitRequest,
  totalScore,
  type GameAction,
  type GameState,
} from '../../domain/game-state.js';
import { gameEndEvent, gameEventsOf } from './game-events.js';
import { archiveEndEvent, archiveEventsOf } from './archive-events.js';
import { archiveLane, laneOf } from './game-lane.js';
import { targetScoreOf } from '../../domain/day-facts.js';
import { isArchivePuzzle, TODAY, type GamePuzzle } from './puzzle.js';
import { deviceNewYorkDate } from '../../shared/new-york-date.js';
import type { TArchiveGame } from '@dozen/engine/contract';
import { keepForItsAccount } from './kept-for-account.js';
import { createGameTools } from './game-aids.js';
import { createOnboardingGuide } from './onboarding-guide.js';
import {
  RestoreDecision,
  SAVE_DEBOUNCE_MS,
  clearSavedGame,
  createDebouncedSaver,
  decideRestore,
  readSavedGame,
  savedGameBelongsTo,
  wasAbandoned,
  writeSavedGame,
} from '../../domain/saved-state.js';
import { SubmitOutcome } from '../../domain/submission.js';
import { submitFinishedGame, syncKeptGames } from './submit-game.js';
import { createWordSubmitter } from './submit-word.js';
import { keepUncheckedGame, type EndedGame } from '../../domain/unchecked-game-list.js';

/**
 * The one game controller (ARCHITECTURE.md, "one path per concern"): every transition of the game
 * goes through `dispatch` (the reducer runs once per action), every end of a game through
 * `endOfGame`, every game modal is opened from here (or its parts, submit-word.ts and
 * game-aids.ts) with what it shows and does, and one key handler serves the whole game screen.
 * No React in here: `useGameController` binds it to the screen.
 */

type Store = ReturnType<typeof createStore>;

/** Game Complete follows the last word (or a closed achievement modal) after a short beat. */
export const GAME_COMPLETE_DELAY_MS = 400;

/** The server's facts about the day, as the screen knows them now (read when an action runs). */
export interface GameControllerDeps {
  store: Store;
  queryClient: QueryClient;
  /** Today's puzzle (the default) or a past day's from the archive. */
  puzzle?: GamePuzzle;
}

/** What the controller does to the screen it is attached to. */
export interface GameScreenBindings {
  /** Leaves the game screen for home (replacing the current history entry when asked). */
  goHome: (options?: { replace?: boolean }) => void;
  /** Moves keyboard focus to the word entry. */
  focusWordEntry: () => void;
  /** An archive game was stored: the page's address names it, so a reload shows it again. */
  archived?: (gameId: string) => void;
}

const NO_FACTS: GameFacts = { pool: undefined, entry: undefined, playerId: undefined, isSignedIn: false };
const DETACHED: GameScreenBindings = { goHome: () => {}, focusWordEntry: () => {} };

/** How a game's end continues: Game Complete, or nothing (the player is leaving). */
type Ending = 'showGameComplete' | 'quiet';

export interface StartOptions {
  /** `/game?playAgain=true`. */
  playAgain: boolean;
  /** Asked only when a game actually starts (a fact of the page load, spent once). */
  arrivedFromElsewhere: () => boolean;
}

export type GameController = ReturnType<typeof createGameController>;

export function createGameController({ store, queryClient, puzzle = TODAY }: GameControllerDeps) {
  // An archive game takes the same path along its own lane (game-lane.ts), and leaves
  // alone what belongs to the day's race: onboarding, this device's words of the day, challenges,
  // the day's funnel events.
  const archive = isArchivePuzzle(puzzle);
  const lane = laneOf(puzzle);
  const savedKey = lane.savedGameKey;
  /** The stored archive game of the game that just ended: its answers show in Game Complete. */
  let archived: TArchiveGame | null = null;
  let known = NO_FACTS;
  let bound = DETACHED;
  const facts = () => known;
  const goHome: GameScreenBindings['goHome'] = (options) => bound.goHome(options);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let startedFor: string | null = null;
  /** A day start that waits for the word whose check is out (see startDay). */
  let deferredStart: StartOptions | null = null;
  let intentionalExit = false;
  let previousBest: number | null = null;
  let awaitingGameComplete = false;
  let achievementPending = false;
  // Who played a state is taken when it changes, not when the debounced write runs: a sign-out
  // in between must not hand the account's game to the anonymous player that follows.
  const saver = createDebouncedSaver<{ game: GameState; accountId: string | null }>(
    ({ game, accountId }) =>
      writeSavedGame(toSavedState(game, Date.now(), intentionalExit, accountId), undefined, savedKey),
    SAVE_DEBOUNCE_MS,
  );
  /**
   * The account whose game the board holds (null: an anonymous player's): its player's, as signed in
   * when its day started or since (a sign-up keeps the id). Not the facts' player: a word's answer
   * that lands after another player came in still belongs to the board's game.
   */
  let boardAccount: string | null = null;
  const save = (state: GameState) => saver.save({ game: state, accountId: boardAccount });

  const game = () => store.get(gameAtom);
  const openModal = (modal: AppModal) => store.set(appModalAtom, modal);
  const closeModal = () => store.set(appModalAtom, null);
  const after = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  /** The one way the game changes: reduce once, keep it saved, record it, and notice when it ends. */
  function dispatch(action: GameAction, ending: Ending = 'showGameComplete'): GameState | null {
    const { before, after: next } = store.set(gameAtom, action);
    if (next === before || next === null) return next;
    const events = archive
      ? archiveEventsOf(action, before, next, deviceNewYorkDate())
      : gameEventsOf(action, before, next);
    for (const event of events) trackEvent(event);
    if (next.gameEnded) saver.cancel();
    else save(next);
    if (!archive) guide.follow(action, before, next);
    if (before && !before.gameEnded && next.gameEnded) {
      held.drop();
      endOfGame(next, ending);
    }
    return next;
  }

  /**
   * Everything that follows the end of a game, whichever way it ended (the last tile, End Game,
   * Leave, or a saved game abandoned for a new one): it is recorded, the saved state goes, the game
   * is sent (with its retry schedule), and Game Complete follows any celebration. A game with words
   * kept offline and not checked yet is kept whole instead, and sent once they are
   * (unchecked-games.ts).
   */
  function endOfGame(ended: EndedGame, ending: Ending): void {
    trackEvent(archive ? archiveEndEvent(ended) : gameEndEvent(ended));
    saver.cancel();
    clearSavedGame(undefined, savedKey);
    const { playerId, entry } = facts();
    archived = null;
    // Whether the server has stored the game once its submission settles (Game Complete's Share).
    let stored = Promise.resolve(false);
    if (playerId && ended.completedWords.length > 0) {
      if (hasWordsAwaitingCheck(ended)) {
        keepUncheckedGame(ended, playerId, undefined, lane.unchecked);
        void syncKeptGames(playerId, queryClient).catch(() => 0);
      } else if (archive)
        stored = submitFinishedGame(toSubmitRequest(ended, playerId), queryClient, archiveLane).then(
          (result) => {
            if (result.outcome !== SubmitOutcome.SAVED) return false;
            bound.archived?.(result.response.gameId);
            // The day's answers arrive with the stored game: Game Complete shows them.
            if (ending === 'showGameComplete' && game()?.gameId === ended.gameId) {
              archived = result.response;
              if (store.get(appModalAtom)?.kind === 'gameComplete') showGameComplete();
            }
            return true;
          },
          () => false,
        );
      else
        stored = submitFinishedGame(toSubmitRequest(ended, playerId), queryClient).then(
          (result) => {
            if (result.outcome !== SubmitOutcome.SAVED) return false;
            // The server decided which challenges this game completed: celebrate those.
            if (result.response.challengesCompleted?.length)
              celebrateChallenges(result.response.challengesCompleted, ended.date, queryClient);
            return true;
          },
          () => false,
        );
    }
    if (ending === 'quiet') return;
    finishedShare.prepare(ended, stored);
    // Read before the submission's answer replaces the entry: "New Best" compares with earlier games.
    previousBest = entry && entry.playCount > 0 ? entry.finalScore : null;
    awaitingGameComplete = true;
    scheduleGameComplete();
  }

  /** Game Complete opens once no modal is showing and no celebration is about to. */
  function scheduleGameComplete(): void {
    const due = () => awaitingGameComplete && !achievementPending && store.get(appModalAtom) === null;
    if (!due()) return;
    after(GAME_COMPLETE_DELAY_MS, () => {
      if (!due()) return;
      awaitingGameComplete = false;
      showGameComplete();
    });
  }

  function showGameComplete(): void {
    const current = game();
    if (!current) return;
    const { pool, onTheDay } = facts();
    openModal({
      kind: 'gameComplete',
      score: totalScore(current),
      continuousMode: current.continuousMode,
      words: current.completedWords,
      wordsBeforeGame: current.wordsBeforeGame,
      previousBest,
      ...finishedShare.forGame(current),
      ...(archive && {
        archive: {
          answers: archived?.gameId === current.gameId ? archived.answers : null,
          onTheDay: onTheDay ?? null,
          dayTargetScore: pool ? targetScoreOf(pool) : 0,
        },
      }),
      onReturnHome: () => {
        closeModal();
        goHome();
      },
      onPlayAgain: playAgain,
    });
  }

  /**
   * Starts today's game or restores the saved one (spec 000 §4), once per day's pool and player.
   * A new player (signed in to an existing account, signed out, another tab's change) starts the
   * day again: the game on the board is written first, so it follows its player into an account
   * and stays behind when the account signs out (`savedGameBelongsTo`).
   */
  function startDay(options: StartOptions): boolean {
    const { playAgain: replay, arrivedFromElsewhere } = options;
    const { pool, playerId, entry, isSignedIn } = facts();
    if (!pool || !playerId || startedFor === startKey(playerId, pool.date)) return false;
    if (store.get(validatingAtom)) {
      // A word's check is out for the board's game: its answer lands there first, then the day
      // starts for the new player (the board's game, the word with it, goes where its player's does).
      deferredStart = options;
      return false;
    }
    deferredStart = null;
    startedFor = startKey(playerId, pool.date);
    saver.flush();
    boardAccount = isSignedIn ? playerId : null;
    store.set(gamePlayerAtom, playerId);
    if (isGameModal(store.get(appModalAtom))) closeModal();
    store.set(suggestionAtom, null);
    const saved = readSavedGame(undefined, savedKey);
    const decision = decideRestore(saved, {
      playerId,
      today: pool.date,
      now: Date.now(),
      playAgain: replay,
      arrivedFromElsewhere: arrivedFromElsewhere(),
    });
    if (decision === RestoreDecision.RESTORE && saved) {
      dispatch({ type: 'restore', saved, letters: pool.letters });
    } else {
      if (saved && wasAbandoned(saved) && savedGameBelongsTo(saved, playerId)) endOfGame(saved, 'quiet');
      else if (saved) {
        // Another account's game in progress (its session ended under it): kept for it, not lost.
        keepForItsAccount(saved, lane);
        clearSavedGame(undefined, savedKey);
      }
      dispatch({
        type: 'start',
        date: pool.date,
        letters: pool.letters,
        order: shuffledOrder(pool.letters.length),
        // An archive game is a fresh look at the day: the day's own words stay the day's.
        wordsBeforeGame: archive ? [] : mergeWords(readDayWords(playerId, pool.date), entry?.wordsUsed ?? []),
        gameId: newGameId(),
      });
    }
    if (!archive) {
      guide.gameLoaded(pool.date);
      // Judged against the puzzle's date, which for an archive game is not today.
      cleanupOldGameData(pool.date, Date.now());
    }
    void syncKeptGames(playerId, queryClient).catch(() => 0);
    keptWords.kick();
    // Keys pressed while the game was still coming land now, in order.
    held.release();
    return true;
  }

  /** Opens a celebration after `delayMs`; Game Complete, due or not, waits for it. */
  function celebrate(delayMs: number, modal: () => AppModal): void {
    achievementPending = true;
    after(delayMs, () => {
      achievementPending = false;
      openModal(modal());
    });
  }

  /** The words kept on the board, tried on the one retry policy while the screen is shown. */
  let keptWordsWork: KeptWork | null = null;
  const keptWords = { kick: () => keptWordsWork?.kick(), keep: () => keptWordsWork?.keep() };

  const core: ControllerCore = {
    store,
    queryClient,
    puzzle,
    lane,
    facts,
    game,
    dispatch: (action) => dispatch(action),
    openModal,
    closeModal,
    celebrate,
    after,
    keptWords,
  };
  const { submitWord: submitNow, checkKeptWords } = createWordSubmitter(core);
  const input = createGameInput(core, submitNow, () => bound.focusWordEntry());
  const { held } = input;
  const tools = createGameTools(core);
  // Its link arrives after Game Complete may have opened: an open Game Complete then shows it.
  const finishedShare = createFinishedGameShare(core, () => {
    if (store.get(appModalAtom)?.kind === 'gameComplete') showGameComplete();
  });
  const requestEndGame = () => openModal({ kind: 'endGame', onConfirm: endGame });
  const guide = createOnboardingGuide(core, requestEndGame);

  /** Words of earlier games that the server knows and this device did not (another tab, device). */
  function mergeEarlierWords(entry: TGameEntry): void {
    const current = game();
    if (archive || !current || current.gameEnded || entry.date !== current.date) return;
    dispatch({ type: 'mergeEarlierWords', words: entry.wordsUsed });
  }

  function endGame(): void {
    closeModal();
    dispatch({ type: 'endGame' });
  }

  function playAgain(): void {
    const current = game();
    if (!current) return;
    closeModal();
    store.set(suggestionAtom, null);
    previousBest = null;
    awaitingGameComplete = false;
    archived = null;
    if (!archive) guide.newSession();
    dispatch(playAgainAction(current, shuffledOrder(current.poolLetters.length), newGameId()));
  }

  /** Words found and the game not over: leaving would end it, so the player is asked first. */
  function isInProgress(): boolean {
    const current = game();
    return current !== null && !current.gameEnded && current.completedWords.length > 0;
  }

  /** Leave Game? Yes ends the game (its words are saved) and goes home; Stay runs `onStay`. */
  function confirmLeave({ onStay = () => {}, replace = false } = {}): void {
    openModal({
      kind: 'leaveGame',
      onStay,
      onLeave: () => {
        closeModal();
        if (isInProgress()) dispatch({ type: 'endGame' }, 'quiet');
        goHome({ replace });
      },
    });
  }

  /** The screen's back button: ask when a game is in progress, else leave and say it was on purpose. */
  function requestLeave(): void {
    if (isInProgress()) {
      confirmLeave();
      return;
    }
    markIntentionalExit();
    goHome();
  }

  /** The player chose to leave: the saved state says so, and is not restored next time. */
  function markIntentionalExit(): void {
    intentionalExit = true;
    const current = game();
    if (current && !current.gameEnded) {
      save(current);
      saver.flush();
    }
  }

  function shuffle(): void {
    const current = game();
    if (current) dispatch({ type: 'shuffle', order: shuffledOrder(current.tiles.length) });
  }

  /** Writes what is pending now (the page is being hidden or left). */
  function flush(): void {
    saver.flush();
    validationCache().flush();
  }

  /** The server's facts as the screen now knows them (the pool, the day's entry, the player). */
  function setFacts(next: GameFacts): void {
    if (next.challengePreview !== known.challengePreview && next.challengePreview)
      noticeChallengePreview(next.challengePreview, queryClient);
    // The board's player signed up (a new account keeps the anonymous id): its game is the account's.
    if (next.playerId !== undefined && next.playerId === store.get(gamePlayerAtom))
      boardAccount = next.isSignedIn ? next.playerId : null;
    known = next;
  }

  /**
   * Binds the controller to its screen while the screen is shown; a closed modal may now let Game
   * Complete open. The returned detach stops timers, writes what is pending, and closes the
   * game's own modals, whose buttons act on this controller.
   */
  function attach(bindings: GameScreenBindings): () => void {
    bound = bindings;
    const unsubscribe = store.sub(appModalAtom, () => {
      if (store.get(appModalAtom) === null) scheduleGameComplete();
    });
    // A word's answer has played out: a new player's day starts now, if one waited for it, and the
    // keys pressed meanwhile land.
    const stopHolding = store.sub(validatingAtom, () => {
      if (store.get(validatingAtom)) return;
      if (deferredStart) startDay(deferredStart);
      held.release();
    });
    // Words kept offline are checked at the first sign of connectivity, and on the backoff between.
    keptWordsWork = keepTrying(checkKeptWords);
    keptWordsWork.kick();
    return () => {
      bound = DETACHED;
      unsubscribe();
      stopHolding();
      keptWordsWork?.stop();
      keptWordsWork = null;
      held.drop();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      achievementPending = false;
      flush();
      if (isGameModal(store.get(appModalAtom))) closeModal();
    };
  }

  return {
    setFacts,
    attach,
    startDay,
    mergeEarlierWords,
    submitWord: input.submitWord,
    endGame,
    requestEndGame,
    showGameComplete,
    playAgain,
    isInProgress,
    confirmLeave,
    requestLeave,
    markIntentionalExit,
    ...tools,
    dismissOnboarding: guide.dismissOnboarding,
    actOnOnboarding: guide.actOnOnboarding,
    skipOnboarding: guide.skipOnboarding,
    toggleTile: input.toggleTile,
    typeLetter: input.typeLetter,
    backspace: input.backspace,
    clear: input.clear,
    shuffle,
    handleKeyDown: input.handleKeyDown,
    handlePointerDown: input.handlePointerDown,
    flush,
  };
}

const startKey = (playerId: string, date: string) => `${playerId} ${date}`;
