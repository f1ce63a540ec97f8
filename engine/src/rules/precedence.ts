/**
 * Which single celebration follows a valid word (spec 000 §4 "Achievement precedence after a
 * valid word"): only one toast or modal shows at a time, so the biggest news wins.
 */

export const WordAchievement = {
  ALL_TARGET_WORDS: 'ALL_TARGET_WORDS',
  TARGET_SCORE: 'TARGET_SCORE',
  TOP_WORD: 'TOP_WORD',
  TARGET_WORD: 'TARGET_WORD',
  CHALLENGE: 'CHALLENGE',
  NICE: 'NICE',
} as const;
export type WordAchievement = (typeof WordAchievement)[keyof typeof WordAchievement];

export interface WordAchievementContext {
  /** Score of the word just spelled. */
  wordScore: number;
  /** The word is one of the optimal combination's words. */
  isTargetWord: boolean;
  /** With this word, every word of the optimal combination has been found. */
  foundAllTargetWords: boolean;
  /** The game's total after this word. */
  totalScore: number;
  maxPossibleScore: number;
  maxWordScore: number;
  continuous: boolean;
  /** This word completed one of the player's challenges. */
  challengeCompleted: boolean;
}

/**
 * (1) all target words found; (2) total at or above the maximum possible score, never in
 * continuous mode; (3) the word scores the top word's score; (4) a target word; (5) a completed
 * challenge; (6) otherwise 'Nice!'. A target of 0 (unknown) is never hit.
 */
export function achievementAfterWord(ctx: WordAchievementContext): WordAchievement {
  if (ctx.foundAllTargetWords) return WordAchievement.ALL_TARGET_WORDS;
  if (!ctx.continuous && ctx.maxPossibleScore > 0 && ctx.totalScore >= ctx.maxPossibleScore) {
    return WordAchievement.TARGET_SCORE;
  }
  // At or above: a word can only beat the top word against a stale or fallback target, and that
  // deserves the same celebration.
  if (ctx.maxWordScore > 0 && ctx.wordScore >= ctx.maxWordScore) return WordAchievement.TOP_WORD;
  if (ctx.isTargetWord) return WordAchievement.TARGET_WORD;
  if (ctx.challengeCompleted) return WordAchievement.CHALLENGE;
  return WordAchievement.NICE;
}
