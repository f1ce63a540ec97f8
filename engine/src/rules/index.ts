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
// Every name of the challenge rules is public (their types mirror the contract's schemas).
export * from './challenges.js';
export { performanceRating } from './performance.js';
