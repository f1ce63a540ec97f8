/**
 * The profile's words: area keys and their labels, play patterns, skill levels, verdicts. Kept free
 * of imports so the contract (and with it the client's bundle) takes these constants without the
 * model itself.
 */

export const PROFILE_AREAS = [
  'long_words',
  'high_scoring',
  'word_count',
  'efficiency',
  'target_word',
  'consistency',
] as const;
export type ProfileArea = (typeof PROFILE_AREAS)[number];

/** How an area key is shown (spec 001 §3: long_words as Long Words, high_scoring as High Scoring). */
export const AREA_LABELS: Readonly<Record<ProfileArea, string>> = {
  long_words: 'Long Words',
  high_scoring: 'High Scoring',
  word_count: 'Word Count',
  efficiency: 'Efficiency',
  target_word: 'Target Word',
  consistency: 'Consistency',
};

export const PLAY_PATTERNS = ['casual', 'regular', 'daily'] as const;
export type PlayPattern = (typeof PLAY_PATTERNS)[number];
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const AREA_STATUSES = ['strong', 'improve', 'average', 'not_enough_games'] as const;
export type AreaStatus = (typeof AREA_STATUSES)[number];
