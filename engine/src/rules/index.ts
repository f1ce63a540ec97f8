/** The game's rules: words against the pool, achievements, precedence and challenges. */
export {
  MIN_WORD_LETTERS,
  canSpell,
  checkWord,
  wordsFitTogether,
  type WordCheck,
  type WordLookup,
} from './word.js';
export {
  dayAchievements,
  uniqueWordCount,
  type AchievementStatus,
  type DayAchievements,
  type DayFacts,
  type DayTargets,
  type ScoredWord,
} from './achievements.js';
export { WordAchievement, achievementAfterWord, type WordAchievementContext } from './precedence.js';
export {
  challengeProgress,
  evaluateChallenge,
  findCompletedPreviewChallenge,
  isChallengeComplete,
  previewChallengeSatisfied,
  type Challenge,
  type ChallengeDifficulty,
  type ChallengeEvaluation,
  type ChallengeGame,
  type ChallengeTargetMetrics,
  type ChallengeType,
  type FoundWord,
  type PerformanceRating,
  type PreviewChallenge,
  type PreviewChallengeType,
} from './challenges.js';
export { performanceRating, type ChallengeTiming } from './performance.js';
