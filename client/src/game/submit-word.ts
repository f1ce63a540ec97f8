import { formatPuzzleDate } from '@dozen/engine';
import { track } from '../api/analytics.js';
import { showToast } from '../components/toast.js';
import { achievementForWord, feedbackFor, type AchievementModal } from './achievement-feedback.js';
import { suggestionAtom, validatingAtom } from './atoms.js';
import { newlyReachedChallenge } from './challenge-progress.js';
import { checkWord, WordMessage } from './check-word.js';
import { type ControllerCore } from './controller-parts.js';
import { dayFacts } from './day-facts.js';
import { recordDayWords } from './day-words.js';
import { availableLetters, canSubmit, currentWordText, isRepeatWord, totalScore } from './game-state.js';
import { onboardingAllowsSuggestions } from './onboarding.js';
import { onboardingAtom } from './onboarding-flow.js';
import { COPIED_TOAST, shareOrCopy, shareText, type ShareAchievement } from './share.js';
import { suggestionsDisabled } from '../state/preferences.js';
import { buildSuggestion, reachedSuggestionThreshold } from './suggestions.js';

const SHARE_KIND = {
  amazing: 'topWord',
  congratulations: 'allTargets',
  fantastic: 'targetScore',
} as const satisfies Record<AchievementModal, ShareAchievement>;
/** The same achievement as the analytics contract names it. */
const SHARE_EVENT = {
  amazing: 'top_word',
  congratulations: 'all_targets',
  fantastic: 'target_score',
} as const satisfies Record<AchievementModal, string>;

/**
 * Submit Word (spec 000 §4 "Word submit", "Achievement precedence after a valid word"): a repeat
 * is refused locally, anything else is checked (cache, then server), and each outcome is told
 * once — by its toast, whose live region speaks it, or by its celebration dialog.
 */
export function createWordSubmitter(core: ControllerCore): () => Promise<void> {
  const { store, facts, game, dispatch } = core;
  // The challenges each game has reached, so a word reports only a newly reached one.
  let reached = { gameId: '', ids: new Set<string>() };

  async function share(kind: AchievementModal): Promise<void> {
    const { pool } = facts();
    const current = game();
    if (!pool || !current) return;
    const text = shareText({
      achievement: SHARE_KIND[kind],
      letters: pool.letters,
      dateLabel: formatPuzzleDate(pool.date),
      score: current.continuousMode ? 0 : totalScore(current),
      wordCount: current.completedWords.length,
      url: location.origin + '/',
    });
    const result = await shareOrCopy(text);
    track('share', { achievement: SHARE_EVENT[kind], result }, pool.date);
    if (result === 'copied') showToast({ ...COPIED_TOAST, variant: 'success' });
  }

  return async function submitWord(): Promise<void> {
    const asked = game();
    if (!asked || !canSubmit(asked) || store.get(validatingAtom)) return;
    const word = currentWordText(asked);
    if (isRepeatWord(asked, word)) {
      showToast({ ...WordMessage.repeat(word), variant: 'default' });
      dispatch({ type: 'clear' });
      return;
    }
    const letterIndices = asked.currentWord.map((tile) => tile.index);
    store.set(validatingAtom, true);
    const result = await checkWord({
      word,
      availableLetters: availableLetters(asked),
      gameDate: asked.date,
    }).finally(() => store.set(validatingAtom, false));
    // The answer belongs to the game that asked: a game ended or replaced meanwhile ignores it.
    const now = game();
    if (!now || now.gameId !== asked.gameId || now.gameEnded) return;

    if (result.kind === 'failed' || result.kind === 'rateLimited') {
      const message = result.kind === 'failed' ? WordMessage.failed : WordMessage.rateLimited;
      showToast({ ...message, variant: 'destructive' });
      return;
    }
    if (result.kind === 'invalid') {
      showToast({ ...WordMessage.invalid(word), variant: 'destructive' });
      const rejected = dispatch({ type: 'wordRejected', word });
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

    const accepted = {
      word,
      score: result.score,
      isTopWord: result.isTopWord,
      isTargetWord: result.isTargetWord,
      letterIndices,
    };
    const played = dispatch({ type: 'wordAccepted', word: accepted });
    store.set(suggestionAtom, null);
    if (!played) return;
    const { pool, entry, playerId, challengePreview } = facts();
    if (playerId) recordDayWords(playerId, played.date, [{ word, score: result.score }]);
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
      showToast(feedback.toast);
      return;
    }
    core.celebrate(feedback.delayMs, () => ({
      kind: 'achievement',
      achievement: feedback.modal,
      word,
      score: result.score,
      targetScore: day.maxPossibleScore,
      gameOver: game()?.gameEnded ?? false,
      onShare: () => void share(feedback.modal),
    }));
  };
}
