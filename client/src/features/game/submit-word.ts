import { scoreWord } from '@dozen/engine';
import { showToast, type ToastOptions } from '../../shared/ui/toast.js';
import { canReachServer } from '../../api/connectivity.js';
import { noteWordInFlight } from '../../api/session-ended.js';
import { achievementForWord, feedbackFor, type AchievementModal } from '../../domain/achievement-feedback.js';
import { announcementAtom, gamePlayerAtom, suggestionAtom, validatingAtom } from './atoms.js';
import { newlyReachedChallenge } from '../../domain/challenge-progress.js';
import {
  acceptedWord,
  checkWord,
  droppedWordMessage,
  WordMessage,
  type CheckWordInput,
  type WordCheck,
} from './check-word.js';
import type { ControllerCore } from './controller-core.js';
import { dayFacts } from '../../domain/day-facts.js';
import { recordDayWords } from '../../domain/day-words.js';
import {
  availableLetters,
  canSubmit,
  currentWordText,
  hasWordsAwaitingCheck,
  isRepeatWord,
  nextWordToCheck,
  totalScore,
  type GameAction,
  type GameState,
} from '../../domain/game-state.js';
import { onboardingAllowsSuggestions, spokenTip, type OnboardingMessage } from '../../domain/onboarding.js';
import { onboardingAtom, onboardingMessageAtom } from '../../domain/onboarding-flow.js';
import type { CompletedWord } from '../../domain/saved-state.js';
import type { ShareMoment } from './share.js';
import { shareGame } from './share-game.js';
import { shareLink } from './share-link.js';
import { suggestionsDisabled } from '../../shared/preferences.js';
import { buildSuggestion, reachedSuggestionThreshold } from '../../domain/suggestions.js';
import { reportGameToLeagues } from './league-report.js';

const SHARE_MOMENT = {
  amazing: 'topWord',
  congratulations: 'allTargets',
  fantastic: 'targetScore',
} as const satisfies Record<AchievementModal, ShareMoment>;

/** A toast that also says the tutorial tip its moment put on screen (see ToastOptions). */
function withTip(toast: ToastOptions, tip: OnboardingMessage | null): ToastOptions {
  return tip ? { ...toast, alsoAnnounced: spokenTip(tip) } : toast;
}

export interface WordSubmitter {
  /** Submit Word: the word being built. */
  submitWord: () => Promise<void>;
  /**
   * Checks the words kept offline, one at a time in the order they were spelled; answers whether
   * some still wait (no answer yet). Run by the controller's keep-trying policy (`core.keptWords`).
   */
  checkKeptWords: () => Promise<boolean>;
}

/**
 * Submit Word (spec 000 §4 "Word submit", "Achievement precedence after a valid word"): a repeat
 * is refused locally, anything else is checked (cache, then server), and each outcome is told
 * once — by its toast, whose live region speaks it, or by its celebration dialog.
 *
 * When Dozen cannot be reached a word is kept instead (its tiles locked, scoring nothing yet) and
 * checked at the first sign of connectivity (api/keep-trying.ts), in the order the words were
 * spelled; a word spelled while earlier ones still wait joins the end of that line. A kept word
 * found valid then is celebrated like any other; one found invalid goes with the usual 'Whoops!'
 * and frees its tiles. A word whose check meets an ended session (401) is kept the same way, with
 * its game, for its player (the session-ended toast says so). The server checks every word either
 * way: nothing is decided on this device.
 */
export function createWordSubmitter(core: ControllerCore): WordSubmitter {
  const { store, facts, game, dispatch, lane } = core;
  /** A word is checked along the game's lane: today's route and cache, or the archive's. */
  const check = (input: CheckWordInput) => checkWord(input, lane.cacheFor(input.gameDate), lane.validate);
  // The challenges each game has reached, so a word reports only a newly reached one.
  let reached = { gameId: '', ids: new Set<string>() };

  /**
   * Dispatches a word's result; answers the new state and the tutorial tip the result put on
   * screen, if any, which the word's toast then also says (each word is one announcement).
   */
  function dispatchWordResult(action: GameAction): {
    played: GameState | null;
    tip: OnboardingMessage | null;
  } {
    const shownBefore = store.get(onboardingMessageAtom);
    const played = dispatch(action);
    const shown = store.get(onboardingMessageAtom);
    return { played, tip: shown !== shownBefore ? shown : null };
  }

  async function share(kind: AchievementModal): Promise<void> {
    const { pool } = facts();
    const current = game();
    if (!pool || !current) return;
    const archive = core.puzzle.kind === 'archive';
    await shareGame(
      SHARE_MOMENT[kind],
      pool,
      current,
      await shareLink(pool.date, undefined, archive),
      archive,
    );
  }

  /**
   * What follows a word the server accepted: the day's record, then its toast or celebration. A
   * kept word checked later is `quiet`: its row simply loses its "Not checked yet" (the screen's
   * live region says so), and only a celebration is shown, so that the one toast on screen is a
   * 'Whoops!' for a kept word that was not a word, and never one replaced at once by a 'Nice!'.
   * A tutorial `tip` the word brought up is said with its toast, or, when a dialog celebrates the
   * word instead, by the screen's announcer.
   */
  function afterValidWord(
    played: GameState,
    accepted: CompletedWord,
    { quiet = false, tip = null }: { quiet?: boolean; tip?: OnboardingMessage | null } = {},
  ): void {
    store.set(suggestionAtom, null);
    const { pool, entry, playerId, challengePreview, isSignedIn } = facts();
    // This device's words of the day are the day's race (home screen, Today's Targets): not an archive game's.
    if (playerId && core.puzzle.kind === 'today')
      recordDayWords(playerId, played.date, [{ word: accepted.word, score: accepted.score }]);
    // So are the leagues' boards: the game in progress goes to them (an archive game never does).
    if (isSignedIn && core.puzzle.kind === 'today') reportGameToLeagues(core, played);
    if (reached.gameId !== played.gameId) reached = { gameId: played.gameId, ids: new Set() };
    const challenge = newlyReachedChallenge(challengePreview, played, reached.ids);
    if (challenge) reached.ids.add(challenge.id);
    const day = dayFacts(pool, entry, played.continuousMode);
    const achievement = achievementForWord(accepted, day, {
      totalScore: totalScore(played),
      targetWordsFound: played.completedWords.filter((item) => item.isTargetWord),
      challengeCompleted: challenge !== null,
    });
    const feedback = feedbackFor(
      achievement,
      accepted,
      challenge && { title: challenge.title, points: challenge.rewards.points },
    );
    if (feedback.kind === 'toast') {
      if (quiet) store.set(announcementAtom, WordMessage.checked(accepted.word, accepted.score));
      else showToast(withTip(feedback.toast, tip));
      return;
    }
    if (tip) store.set(announcementAtom, spokenTip(tip));
    core.celebrate(feedback.delayMs, () => ({
      kind: 'achievement',
      achievement: feedback.modal,
      word: accepted.word,
      score: accepted.score,
      targetScore: day.maxPossibleScore,
      ...(core.puzzle.kind === 'archive' && { pastDay: true }),
      gameOver: game()?.gameEnded ?? false,
      onShare: () => void share(feedback.modal),
    }));
  }

  /** Keeps the word on the board for a later check (said by the live region, unless a toast will). */
  function keep(word: string, letterIndices: number[], { announce = true } = {}): void {
    const kept = dispatch({
      type: 'wordKept',
      word: {
        word,
        score: scoreWord(word),
        isTopWord: false,
        isTargetWord: false,
        letterIndices,
        awaitingCheck: true,
      },
    });
    if (kept && announce) store.set(announcementAtom, WordMessage.kept(word));
  }

  async function submitWord(): Promise<void> {
    const asked = game();
    if (!asked || !canSubmit(asked) || store.get(validatingAtom)) return;
    const word = currentWordText(asked);
    if (isRepeatWord(asked, word)) {
      showToast({ ...WordMessage.repeat(word), variant: 'default' });
      dispatch({ type: 'clear' });
      return;
    }
    const letterIndices = asked.currentWord.map((tile) => tile.index);
    // In order: behind words already waiting (checked now), or with no way to ask (at the next sign).
    if (hasWordsAwaitingCheck(asked) || !canReachServer()) {
      keep(word, letterIndices);
      if (canReachServer()) core.keptWords.kick();
      else core.keptWords.keep();
      return;
    }
    // Until the answer is played out, keys and taps wait (the controller holds them, then applies
    // them in order): the next word's letters never land on the word being checked.
    // While its check is out, a session that ends under it names it in its toast: the answer still
    // lands on this game (the controller starts a new player's day only once it has).
    store.set(validatingAtom, true);
    noteWordInFlight(word);
    let keptForItsPlayer = false;
    try {
      const result = await check({ word, availableLetters: availableLetters(asked), gameDate: asked.date });
      keptForItsPlayer = result.kind === 'sessionEnded';
      playOut(asked, word, letterIndices, result);
    } finally {
      if (!keptForItsPlayer) noteWordInFlight(null);
      store.set(validatingAtom, false);
    }
  }

  /** What the server's answer about a submitted word does to the game that asked. */
  function playOut(asked: GameState, word: string, letterIndices: number[], result: WordCheck): void {
    // The answer belongs to the game that asked: a game ended or replaced meanwhile ignores it.
    const now = game();
    if (!now || now.gameId !== asked.gameId || now.gameEnded) return;
    if (store.get(gamePlayerAtom) !== facts().playerId) {
      completeLeftGame(word, letterIndices, result);
      return;
    }

    if (result.kind === 'unreachable') {
      keep(word, letterIndices);
      core.keptWords.keep();
      return;
    }
    if (result.kind === 'sessionEnded') {
      // The game is its player's: kept whole for the account that played it, or played on by the
      // guest this device becomes (features/game/kept-for-account.ts). The toast names the word;
      // should the session be this browser's after all (a sign-in rotated it), it is checked soon.
      keep(word, letterIndices, { announce: false });
      core.keptWords.keep();
      return;
    }
    if (result.kind === 'failed' || result.kind === 'refused' || result.kind === 'rateLimited') {
      const message = result.kind === 'rateLimited' ? WordMessage.rateLimited : WordMessage.failed;
      showToast({ ...message, variant: 'destructive' });
      return;
    }
    if (result.kind === 'invalid') {
      const { played: rejected, tip } = dispatchWordResult({ type: 'wordRejected', word });
      showToast(withTip({ ...WordMessage.invalid(word), variant: 'destructive' }, tip));
      // Spec 000 §4: "if enabled and onboarding allows".
      if (
        rejected &&
        reachedSuggestionThreshold(rejected.consecutiveFailures) &&
        !suggestionsDisabled() &&
        onboardingAllowsSuggestions(store.get(onboardingAtom))
      )
        store.set(suggestionAtom, buildSuggestion(rejected.consecutiveFailures));
      return;
    }

    const accepted = acceptedWord(word, result, letterIndices);
    const { played, tip } = dispatchWordResult({ type: 'wordAccepted', word: accepted });
    if (played) afterValidWord(played, accepted, { tip });
  }

  /**
   * Another player came in while the check was out (the session ended under it): the answer only
   * completes the board's game, which then goes where its player's games go. Nothing of it is said
   * or recorded on the new player's screen; a word with no usable answer waits in the game.
   */
  function completeLeftGame(word: string, letterIndices: number[], result: WordCheck): void {
    if (result.kind === 'valid')
      dispatch({ type: 'wordAccepted', word: acceptedWord(word, result, letterIndices) });
    else if (result.kind === 'invalid') dispatch({ type: 'wordRejected', word });
    else keep(word, letterIndices, { announce: false });
  }

  async function checkKeptWords(): Promise<boolean> {
    for (;;) {
      const asked = game();
      const next = asked && !asked.gameEnded ? nextWordToCheck(asked) : null;
      if (!asked || !next) return false;
      if (!canReachServer()) return true;
      const { word } = next.word;
      const result = await check({
        word,
        availableLetters: next.availableLetters,
        gameDate: asked.date,
      });
      const now = game();
      // A game ended meanwhile sends its kept words with it (unchecked-games.ts).
      if (!now || now.gameId !== asked.gameId || now.gameEnded) return false;
      if (result.kind === 'invalid' || result.kind === 'refused') {
        showToast({ ...droppedWordMessage(word, result), variant: 'destructive' });
        dispatch({ type: 'keptWordRejected', word });
        continue;
      }
      // No usable answer yet (no connection, a server error, too fast, a session that ended and
      // whose game now waits for its player): the words wait.
      if (result.kind !== 'valid') return true;
      const accepted = acceptedWord(word, result, next.word.letterIndices);
      const played = dispatch({ type: 'keptWordAccepted', word: accepted });
      if (played) afterValidWord(played, accepted, { quiet: true });
    }
  }

  return { submitWord, checkKeptWords };
}
