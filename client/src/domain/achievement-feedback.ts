import { achievementAfterWord } from '@dozen/engine';

/**
 * What the player sees after a valid word (spec 000 §4 "Achievement precedence after a valid
 * word", §9 toast durations and modal delays). The engine decides which achievement wins; this
 * file turns it into one toast or one modal, honouring the competitive-qualification rule: an
 * achievement the player is excluded from (hints, a reveal, continuous mode) is not celebrated
 * as one, and the next rule in the order applies.
 */

export type Achievement = ReturnType<typeof achievementAfterWord>;
export type AchievementModal = 'congratulations' | 'fantastic' | 'amazing';

/** Achievement modals open after 300–500 ms (spec 000 §9): long enough for the word to land. */
export const ACHIEVEMENT_MODAL_DELAY_MS = 400;
export const TOAST_MS = { success: 3000, targetWord: 5000, challenge: 6000 } as const;

export interface ToastSpec {
  title: string;
  description?: string;
  variant: 'default' | 'success' | 'destructive';
  durationMs?: number;
}

export type WordFeedback =
  | { kind: 'toast'; achievement: Achievement; toast: ToastSpec }
  | { kind: 'modal'; achievement: Achievement; modal: AchievementModal; delayMs: number };

export interface WordFacts {
  word: string;
  score: number;
  isTopWord: boolean;
  isTargetWord: boolean;
}

export interface DayFacts {
  maxPossibleScore: number;
  maxWordScore: number;
  continuous: boolean;
  /** Score hints used today (hints 1–6). */
  hintsUsed: number;
  /** Target-word hints used today (hints 7–8). */
  targetWordHintsUsed: number;
  topWordRevealed: boolean;
  targetWordsRevealed: boolean;
}

export interface GameFacts {
  /** Sum of this game's word scores, including the new word. */
  totalScore: number;
  /** Distinct target words found in this game, including the new word, with their scores. */
  targetWordsFound: Array<{ word: string; score: number }>;
  challengeCompleted: boolean;
}

/**
 * All target words are found when the distinct target words found add up to the maximum
 * possible score: the targets are the optimal combination, which the client never receives
 * before the day is over, but whose total it always knows.
 */
export function foundAllTargetWords(
  targetWordsFound: GameFacts['targetWordsFound'],
  maxPossibleScore: number,
): boolean {
  const distinct = new Map(targetWordsFound.map((item) => [item.word.toUpperCase(), item.score]));
  const sum = [...distinct.values()].reduce((total, score) => total + score, 0);
  return distinct.size > 0 && sum >= maxPossibleScore;
}

export function achievementForWord(word: WordFacts, day: DayFacts, game: GameFacts): Achievement {
  const scoreQualifies = !day.continuous && day.hintsUsed === 0 && !day.targetWordsRevealed;
  const wordQualifies = day.targetWordHintsUsed === 0 && !day.topWordRevealed;
  return achievementAfterWord({
    wordScore: word.score,
    isTargetWord: word.isTargetWord,
    foundAllTargetWords:
      day.hintsUsed === 0 &&
      !day.targetWordsRevealed &&
      foundAllTargetWords(game.targetWordsFound, day.maxPossibleScore),
    // A disqualified total or word simply cannot reach its target.
    totalScore: scoreQualifies ? game.totalScore : 0,
    maxPossibleScore: day.maxPossibleScore,
    maxWordScore: wordQualifies ? day.maxWordScore : Number.POSITIVE_INFINITY,
    continuous: day.continuous,
    challengeCompleted: game.challengeCompleted,
  });
}

/** The challenge a word reached (precedence 5), for its toast. */
export interface ReachedChallenge {
  title: string;
  points: number;
}

export function feedbackFor(
  achievement: Achievement,
  word: WordFacts,
  challenge: ReachedChallenge | null = null,
): WordFeedback {
  const upper = word.word.toUpperCase();
  const points = `+${word.score} ${word.score === 1 ? 'point' : 'points'}`;
  const modal = (shown: AchievementModal): WordFeedback => ({
    kind: 'modal',
    achievement,
    modal: shown,
    delayMs: ACHIEVEMENT_MODAL_DELAY_MS,
  });
  // Every word toast is a success toast; only its words and how long it stays differ.
  const toast = (title: string, description: string, durationMs: number): WordFeedback => ({
    kind: 'toast',
    achievement,
    toast: { title, description, variant: 'success', durationMs },
  });
  switch (achievement) {
    case 'ALL_TARGET_WORDS':
      return modal('congratulations');
    case 'TARGET_SCORE':
      return modal('fantastic');
    case 'TOP_WORD':
      return modal('amazing');
    case 'TARGET_WORD':
      // Shaped like 'Nice!' (the title says what is special): two lines at most on a 320 px
      // phone, so it fits the game's toast slot.
      return toast('Target Word!', `"${upper}" ${points}`, TOAST_MS.targetWord);
    case 'CHALLENGE':
      // Only the server completes a challenge, from the stored game: the word's own toast says
      // the game now meets it, and 'Challenge Complete!' follows once the game is stored.
      return toast(
        'Challenge Reached!',
        challenge
          ? `"${upper}" meets "${challenge.title}". End the game to collect +${challenge.points} points.`
          : `"${upper}" meets one of your challenges. End the game to collect its points.`,
        TOAST_MS.challenge,
      );
    default:
      return toast('Nice!', `"${upper}" ${points}`, TOAST_MS.success);
  }
}
