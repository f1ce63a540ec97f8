import type { TGameEntry } from '@dozen/engine/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { trackEvent } from '../../api/analytics.js';
import { isGameModal } from './game-modal-kinds.js';
import { appModalAtom, type AppModal } from '../../shared/modal-registry.js';
import { keepTrying, type KeptWork } from '../../api/keep-trying.js';
import { gameAtom, gamePlayerAtom, suggestionAtom, validatingAtom } from './atoms.js';
import { createGameComplete } from './game-complete.js';
import { createGameInput } from './game-input.js';
import { createLeaving } from './leaving.js';
import { sendEndedGame } from './send-ended-game.js';
import { noticeChallengePreview } from './challenge-celebration.js';
import { validationCache } from './check-word.js';
import { cleanupOldGameData } from './cleanup.js';
import type { ControllerCore, GameFacts } from './controller-core.js';
import { createFinishedGameShare } from './finished-game-share.js';
import { mergeWords, readDayWords } from '../../domain/day-words.js';
import {
  newGameId,
  playAgainAction,
  shuffledOrder,
  toSavedState,
  type GameAction,
  type GameState,
} from '../../domain/game-state.js';
import { gameEndEvent, gameEventsOf } from './game-events.js';
import { archiveEndEvent, archiveEventsOf } from './archive-events.js';
import { laneOf } from './game-lane.js';
import { isArchivePuzzle, TODAY, type GamePuzzle } from './puzzle.js';
import { deviceNewYorkDate } from '../../shared/new-york-date.js';
import { keepForItsAccount } from './kept-for-account.js';
import { createGameTools } from './game-aids.js';
import { createOnboardingGuide } from './onboarding-guide.js';
import {
  clearSavedGame,
  readSavedGame,
  savedGameBelongsTo,
  wasAbandoned,
  writeSavedGame,
} from '../../domain/saved-state.js';
import { RestoreDecision, decideRestore } from '../../domain/restore.js';
import { SAVE_DEBOUNCE_MS, createDebouncedSaver } from '../../domain/debounced-saver.js';
import { syncKeptGames } from './submit-game.js';
import { createWordSubmitter } from './submit-word.js';
import type { EndedGame } from '../../domain/unchecked-game-list.js';

/**
 * The one game controller (ARCHITECTURE.md, "one path per concern"): every transition of the game
 * goes through `dispatch` (the reducer runs once per action), every end of a game through
 * `endOfGame`, every game modal is opened from here or its parts (submit-word.ts, game-aids.ts,
 * game-complete.ts) with what it shows and does, and one key handler serves the whole game screen
 * (game-input.ts). No React in here: `useGameController` binds it to the screen.
 */

type Store = ReturnType<typeof createStore>;

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
  let known = NO_FACTS;
  let bound = DETACHED;
  const facts = () => known;
  const goHome: GameScreenBindings['goHome'] = (options) => bound.goHome(options);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let startedFor: string | null = null;
  /** A day start that waits for the word whose check is out (see startDay). */
  let deferredStart: StartOptions | null = null;
  let intentionalExit = false;
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
   * is sent (send-ended-game.ts), and Game Complete follows any celebration (game-complete.ts).
   */
  function endOfGame(ended: EndedGame, ending: Ending): void {
    trackEvent(archive ? archiveEndEvent(ended) : gameEndEvent(ended));
    saver.cancel();
    clearSavedGame(undefined, savedKey);
    const { playerId, entry } = facts();
    gameComplete.reset();
    // Whether the server has stored the game once its submission settles (Game Complete's Share).
    const stored =
      playerId && ended.completedWords.length > 0
        ? sendEndedGame(ended, playerId, { lane, queryClient }, (response) => {
            bound.archived?.(response.gameId);
            // The day's answers arrive with the stored game: Game Complete shows them.
            gameComplete.archiveStored(response, ended.gameId);
          })
        : Promise.resolve(false);
    if (ending === 'quiet') return;
    finishedShare.prepare(ended, stored);
    gameComplete.due(entry);
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
    celebrate: (delayMs, modal) => gameComplete.celebrate(delayMs, modal),
    after,
    keptWords,
  };
  const { submitWord: submitNow, checkKeptWords } = createWordSubmitter(core);
  const input = createGameInput(core, submitNow, () => bound.focusWordEntry());
  const { held } = input;
  const tools = createGameTools(core);
  // Its link arrives after Game Complete may have opened: an open Game Complete then shows it.
  const finishedShare = createFinishedGameShare(core, () => gameComplete.refresh());
  const gameComplete = createGameComplete(core, { finishedShare, playAgain, goHome: () => goHome() });
  const requestEndGame = () => openModal({ kind: 'endGame', onConfirm: endGame });
  const leaving = createLeaving(core, {
    endQuietly: () => void dispatch({ type: 'endGame' }, 'quiet'),
    markIntentionalExit,
    goHome,
  });
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
    gameComplete.reset();
    if (!archive) guide.newSession();
    dispatch(playAgainAction(current, shuffledOrder(current.poolLetters.length), newGameId()));
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
      if (store.get(appModalAtom) === null) gameComplete.schedule();
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
      gameComplete.detached();
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
    showGameComplete: () => gameComplete.show(),
    playAgain,
    ...leaving,
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
