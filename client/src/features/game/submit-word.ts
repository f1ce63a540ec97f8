import { scoreWord } from '@dozen/engine';
import { showToast, type ToastOptions } from '../../shared/ui/toast.js';
import { isOffline } from '../../api/connectivity.js';
import { achievementForWord, feedbackFor, type AchievementModal } from '../../domain/achievement-feedback.js';
import { announcementAtom, suggestionAtom, validatingAtom } from './atoms.js';
import { newlyReachedChallenge } from '../../domain/challenge-progress.js';
import {
  acceptedWord,
  checkWord,
  droppedWordMessage,
  WordMessage,
  type CheckWordInput,
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

/** A kept word whose check got no usable answer is asked about again after this long. */
export const KEPT_WORD_RETRY_MS = 10_000;

export interface WordSubmitter {
  /** Submit Word: the word being built. */
  submitWord: () => Promise<void>;
  /** Checks the words kept offline, one at a time in the order they were spelled. */
  checkKeptWords: () => Promise<void>;
}

/**
 * Submit Word (spec 000 §4 "Word submit", "Achievement precedence after a valid word"): a repeat
 * is refused locally, anything else is checked (cache, then server), and each outcome is told
 * once — by its toast, whose live region speaks it, or by its celebration dialog.
 *
 * Without a connection a word is kept instead (its tiles locked, scoring nothing yet) and checked
 * when the connection is back, in the order the words were spelled; a word spelled while earlier
 * ones still wait joins the end of that line. A kept word found valid then is celebrated like any
 * other; one found invalid goes with the usual 'Whoops!' and frees its tiles. The server checks
 * every word either way: nothing is decided on this device.
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

  /** Keeps the word on the board for a later check. */
  function keep(word: string, letterIndices: number[]): void {
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
    if (kept) store.set(announcementAtom, WordMessage.kept(word));
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
    // In order: behind words already waiting, or with no connection to ask.
    if (hasWordsAwaitingCheck(asked) || isOffline()) {
      keep(word, letterIndices);
      void checkKeptWords();
      return;
    }
    store.set(validatingAtom, true);
    const result = await check({
      word,
      availableLetters: availableLetters(asked),
      gameDate: asked.date,
    }).finally(() => store.set(validatingAtom, false));
    // The answer belongs to the game that asked: a game ended or replaced meanwhile ignores it.
    const now = game();
    if (!now || now.gameId !== asked.gameId || now.gameEnded) return;

    if (result.kind === 'unreachable') {
      keep(word, letterIndices);
      core.after(KEPT_WORD_RETRY_MS, () => void checkKeptWords());
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

  let checking = false;
  /** Asked again while a check was running (e.g. back online meanwhile): run once more after it. */
  let askedAgain = false;

  async function checkKeptWords(): Promise<void> {
    if (checking) {
      askedAgain = true;
      return;
    }
    checking = true;
    askedAgain = false;
    try {
      for (;;) {
        const asked = game();
        const next = asked && !asked.gameEnded ? nextWordToCheck(asked) : null;
        if (!asked || !next || isOffline()) return;
        const { word } = next.word;
        const result = await check({
          word,
          availableLetters: next.availableLetters,
          gameDate: asked.date,
        });
        const now = game();
        // A game ended meanwhile sends its kept words with it (unchecked-games.ts).
        if (!now || now.gameId !== asked.gameId || now.gameEnded) return;
        if (result.kind === 'invalid' || result.kind === 'refused') {
          showToast({ ...droppedWordMessage(word, result), variant: 'destructive' });
          dispatch({ type: 'keptWordRejected', word });
          continue;
        }
        if (result.kind !== 'valid') {
          // No usable answer yet (still offline, a server error, too fast): the words wait.
          core.after(KEPT_WORD_RETRY_MS, () => void checkKeptWords());
          return;
        }
        const accepted = acceptedWord(word, result, next.word.letterIndices);
        const played = dispatch({ type: 'keptWordAccepted', word: accepted });
        if (played) afterValidWord(played, accepted, { quiet: true });
      }
    } finally {
      checking = false;
      if (askedAgain) void checkKeptWords();
    }
  }

  return { submitWord, checkKeptWords };
}
