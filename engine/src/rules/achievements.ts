/**
 * The day's three achievements and whether each counts in the competition (spec 000 §4
 * "Achievement rules for the day"). The home screen's "players who reached" counts only
 * qualified achievements, so a hint or a reveal can never buy a place in them.
 */

export interface ScoredWord {
  word: string;
  score: number;
}

/** What a player did on a day, as the server has recomputed it. */
export interface DayFacts {
  finalScore: number;
  words: readonly ScoredWord[];
  continuous: boolean;
  /** Normal (score) hints revealed, 0–6. */
  hintsUsed: number;
  /** Bonus (target-word) hints revealed, 0–2. */
  targetWordHintsUsed: number;
  topWordRevealed: boolean;
  targetWordsRevealed: boolean;
}

/** The day's targets: from the pool, and for most words the day's best unique-word count. */
export interface DayTargets {
  maxPossibleScore: number;
  maxWordScore: number;
  mostWords: number;
}

export interface AchievementStatus {
  reached: boolean;
  /** Reached without help that would make the competition unfair; never true when not reached. */
  qualified: boolean;
}

export interface DayAchievements {
  targetScore: AchievementStatus;
  targetWord: AchievementStatus;
  mostWords: AchievementStatus;
}

/** Distinct words, case-insensitive: 'Cat' and 'cat' are one word. */
export function uniqueWordCount(words: ReadonlyArray<string | { word: string }>): number {
  return new Set(words.map((w) => (typeof w === 'string' ? w : w.word).toLowerCase())).size;
}

function status(reached: boolean, fair: boolean): AchievementStatus {
  return { reached, qualified: reached && fair };
}

/**
 * - Target Score: final score ≥ the day's maximum possible score; never in continuous mode, where
 *   the score is not a game's score. Qualifies without score hints and without revealing the
 *   target words.
 * - Target Word: some word scores ≥ the top word's score (continuous mode included: single word
 *   scores still count). Qualifies without target-word hints and without revealing the top word.
 * - Most Words: unique words ≥ the most-words count, and at least one. Always qualifies.
 * A score target of 0 means the day's figures are unknown: it is never reached.
 */
export function dayAchievements(facts: DayFacts, targets: DayTargets): DayAchievements {
  const scoreReached =
    !facts.continuous && targets.maxPossibleScore > 0 && facts.finalScore >= targets.maxPossibleScore;
  const wordReached = targets.maxWordScore > 0 && facts.words.some((w) => w.score >= targets.maxWordScore);
  const wordCount = uniqueWordCount(facts.words);

  return {
    targetScore: status(scoreReached, facts.hintsUsed === 0 && !facts.targetWordsRevealed),
    targetWord: status(wordReached, facts.targetWordHintsUsed === 0 && !facts.topWordRevealed),
    mostWords: status(wordCount > 0 && wordCount >= targets.mostWords, true),
  };
}
