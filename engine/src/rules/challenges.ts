/**
 * Personalised challenge checks (spec 001 §5): when a challenge is complete and how far along it
 * is. One rule, `evaluateChallenge`, decides "met" for the server's completion and for the game's
 * "reached" after every word (the preview variant's check). Plain types, no zod: the contract's
 * schemas mirror them (a test keeps the two equal).
 */

export type ChallengeDifficulty = 'easy' | 'medium' | 'hard';
export type ChallengeType = 'score_target' | 'word_discovery' | 'exploration' | 'efficiency';
export type PreviewChallengeType =
  'minimum_points' | 'exact_score' | 'word_count' | 'exact_word_count' | 'target_words' | 'efficiency_score';
export type PerformanceRating = 'excellent' | 'good' | 'fair' | 'poor';

export interface ChallengeTargetMetrics {
  targetScore?: number;
  targetWordCount?: number;
  minimumWordScore?: number;
  exactScore?: number;
  exactWordCount?: number;
  targetWords?: string[];
  efficiencyScore?: number;
}

export interface Challenge {
  id: string;
  title: string;
  description: string;
  difficulty: ChallengeDifficulty;
  challengeType: ChallengeType;
  date: string;
  isCompleted: boolean;
  performance: PerformanceRating | null;
  completedAt: string | null;
  rewards: { points: number };
  estimatedDuration: number;
  targetMetrics: ChallengeTargetMetrics;
}

/** The preview variant's shape: only what its check needs. */
export interface PreviewChallenge {
  id: string;
  type: PreviewChallengeType;
  isCompleted: boolean;
  targetMetrics: ChallengeTargetMetrics;
}

/** A found word: scored as the game records it, or a plain string (then its length stands in). */
export type FoundWord = string | { word: string; score: number };

/** The game a challenge is checked against: the day's entry. */
export interface ChallengeGame {
  finalScore: number;
  words: readonly FoundWord[];
}

export interface ChallengeEvaluation {
  complete: boolean;
  /** 0–100, whole; 100 only when complete, so a bar never shows full for an unmet challenge. */
  progress: number;
  /** Achieved ÷ required on the challenge's main measure, uncapped: the performance rating's input. */
  ratio: number;
}

const text = (w: FoundWord) => (typeof w === 'string' ? w : w.word);
// Spec 001 §5: a plain string has no score, so its length is what a minimum word score compares.
const scoreOf = (w: FoundWord) => (typeof w === 'string' ? w.length : w.score);

/** Found words once each, case-insensitive, first occurrence kept. */
function distinctWords(words: readonly FoundWord[]): FoundWord[] {
  const seen = new Set<string>();
  return words.filter((w) => {
    const key = text(w).toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function countTargetWordsFound(words: readonly FoundWord[], targetWords: readonly string[]): number {
  const targets = new Set(targetWords.map((w) => w.toLowerCase()));
  return words.filter((w) => targets.has(text(w).toLowerCase())).length;
}

// Achieved over required; a requirement of 0 or less is met by anything.
const atLeastRatio = (achieved: number, required: number) => (required > 0 ? achieved / required : 1);
// For an exact target, overshooting moves away from it just as falling short does.
function exactRatio(achieved: number, required: number): number {
  if (achieved === required) return 1;
  if (achieved <= 0 || required <= 0) return 0;
  return achieved < required ? achieved / required : required / achieved;
}

interface Measure {
  met: boolean;
  ratio: number;
}

function mainMeasure(
  challenge: Pick<Challenge, 'challengeType' | 'targetMetrics'>,
  game: ChallengeGame,
): Measure {
  const metrics = challenge.targetMetrics;
  const all = distinctWords(game.words);
  const minimum = metrics.minimumWordScore;
  const qualifying = minimum === undefined ? all : all.filter((w) => scoreOf(w) >= minimum);

  switch (challenge.challengeType) {
    case 'score_target': {
      const required = metrics.targetScore ?? 0;
      return { met: game.finalScore >= required, ratio: atLeastRatio(game.finalScore, required) };
    }
    case 'word_discovery': {
      const required = metrics.targetWordCount ?? 1;
      const found = countTargetWordsFound(qualifying, metrics.targetWords ?? []);
      return { met: found >= required, ratio: atLeastRatio(found, required) };
    }
    case 'exploration': {
      const required = metrics.targetWordCount ?? 0;
      return { met: qualifying.length >= required, ratio: atLeastRatio(qualifying.length, required) };
    }
    case 'efficiency': {
      // Score per word means nothing before the first word.
      if (all.length === 0) return { met: false, ratio: 0 };
      const perWord = game.finalScore / all.length;
      const required = metrics.efficiencyScore ?? 0;
      return { met: perWord >= required, ratio: atLeastRatio(perWord, required) };
    }
  }
}

/**
 * Spec 001 §5 completion: score_target (final score ≥ targetScore), word_discovery (target words
 * found ≥ targetWordCount, default 1), exploration (words ≥ targetWordCount), efficiency (score per
 * word ≥ efficiencyScore, needs a word); exactScore and exactWordCount, when set, must also be
 * met exactly; minimumWordScore, when set, limits which words count. Missing thresholds count as 0.
 */
export function evaluateChallenge(
  challenge: Pick<Challenge, 'challengeType' | 'targetMetrics'>,
  game: ChallengeGame,
): ChallengeEvaluation {
  const metrics = challenge.targetMetrics;
  const main = mainMeasure(challenge, game);
  const minimum = metrics.minimumWordScore;
  const counted = distinctWords(game.words).filter((w) => minimum === undefined || scoreOf(w) >= minimum);

  const exact: Measure[] = [];
  if (metrics.exactScore !== undefined) {
    exact.push({
      met: game.finalScore === metrics.exactScore,
      ratio: exactRatio(game.finalScore, metrics.exactScore),
    });
  }
  if (metrics.exactWordCount !== undefined) {
    exact.push({
      met: counted.length === metrics.exactWordCount,
      ratio: exactRatio(counted.length, metrics.exactWordCount),
    });
  }

  const complete = main.met && exact.every((m) => m.met);
  const closest = Math.min(1, main.ratio, ...exact.map((m) => m.ratio));
  const progress = complete ? 100 : Math.min(99, Math.max(0, Math.floor(closest * 100)));
  return { complete, progress, ratio: main.ratio };
}

export function isChallengeComplete(
  challenge: Pick<Challenge, 'challengeType' | 'targetMetrics'>,
  game: ChallengeGame,
): boolean {
  return evaluateChallenge(challenge, game).complete;
}

/** The capped progress percentage shown on a challenge (0–100). */
export function challengeProgress(
  challenge: Pick<Challenge, 'challengeType' | 'targetMetrics'>,
  game: ChallengeGame,
): number {
  return evaluateChallenge(challenge, game).progress;
}

/**
 * The main type whose rule each preview type names (progress/preview.ts maps the other way). The
 * preview variant of spec 001 §5 is a second list of checks for the same challenges; checking it
 * with its own, lighter rules let the game say "reached" where the server does not complete (a
 * word_count that ignored minimumWordScore). So a preview challenge is checked by the one rule
 * the server completes with, `evaluateChallenge`; where the two lists differ (target_words without
 * a count: "all" in the preview list, "default 1" in the completion list), the completion rule wins,
 * because only the server completes.
 */
export const MAIN_TYPE_OF_PREVIEW: Readonly<Record<PreviewChallengeType, ChallengeType>> = {
  minimum_points: 'score_target',
  exact_score: 'score_target',
  word_count: 'exploration',
  exact_word_count: 'exploration',
  target_words: 'word_discovery',
  efficiency_score: 'efficiency',
};

/** The first active (not yet completed) preview challenge the words and score satisfy, if any. */
export function findCompletedPreviewChallenge<
  T extends Pick<PreviewChallenge, 'type' | 'isCompleted' | 'targetMetrics'>,
>(foundWords: readonly FoundWord[], score: number, challenges: readonly T[]): T | null {
  const game: ChallengeGame = { finalScore: score, words: foundWords };
  return (
    challenges.find(
      (c) =>
        !c.isCompleted &&
        isChallengeComplete(
          { challengeType: MAIN_TYPE_OF_PREVIEW[c.type], targetMetrics: c.targetMetrics },
          game,
        ),
    ) ?? null
  );
}
