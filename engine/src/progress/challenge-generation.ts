/**
 * Personalised challenges (spec 001 §3, §5): one easy, one medium, one hard for a player and a
 * puzzle date. Deterministic: the types come from a PRNG seeded by (player, date) and the targets
 * from the player's baseline (their games before that date) and the day's pool, so generating
 * twice, on any instance, gives the same three.
 *
 * Every challenge is proven achievable before it is offered: the day's words come from the solver,
 * a witness game is searched for (plays.ts: distinct words on disjoint tiles, as one normal game
 * spells them) and checked with the completion rules themselves (rules/challenges.ts). A target
 * without a witness is lowered step by step until one has a witness.
 */
import type { DailyPool } from '../pool.js';
import type { Dictionary } from '../dictionary.js';
import { scoreWord } from '../letters.js';
import { createRandom } from '../random.js';
import {
  evaluateChallenge,
  type Challenge,
  type ChallengeDifficulty,
  type ChallengeTargetMetrics,
  type ChallengeType,
} from '../rules/challenges.js';
import { MIN_WORD_LETTERS, wordsFitTogether } from '../rules/word.js';
import { rawAverages } from './averages.js';
import { challengeIdOf } from './challenge-ids.js';
import type { GameFacts } from './game-facts.js';
import { anyPlay, type Play, type PlayWord } from './plays.js';
import { recentNormalGames } from './profile.js';

export const CHALLENGE_TYPES: readonly ChallengeType[] = [
  'score_target',
  'word_discovery',
  'exploration',
  'efficiency',
];
export const CHALLENGE_DIFFICULTIES: readonly ChallengeDifficulty[] = ['easy', 'medium', 'hard'];

/** Reward points per difficulty (spec 001 §9: rewards in points; the amounts are ours). */
export const CHALLENGE_REWARD_POINTS: Readonly<Record<ChallengeDifficulty, number>> = {
  easy: 10,
  medium: 25,
  hard: 50,
};
/** estimatedDuration, in minutes. */
export const CHALLENGE_ESTIMATED_MINUTES: Readonly<Record<ChallengeDifficulty, number>> = {
  easy: 3,
  medium: 5,
  hard: 8,
};
/** How far past the player's own level each difficulty reaches. */
const STRETCH: Readonly<Record<ChallengeDifficulty, number>> = { easy: 0.8, medium: 1, hard: 1.25 };
/** Target words to find, per difficulty (at most the day has). */
const TARGET_WORDS_TO_FIND: Readonly<Record<ChallengeDifficulty, number>> = { easy: 1, medium: 2, hard: 3 };
/** Bounds of the targets, whatever the baseline says. */
const BOUNDS = {
  /** A score target is at least this share of the Target Score. */
  minScoreShare: 0.25,
  minWords: 2,
  maxWords: 6,
  minPointsPerWord: 3,
} as const;

/** The day as the generator sees it: the pool's numbers and every word it spells. */
export interface ChallengeDay {
  date: string;
  letters: string;
  /** Every accepted word of 2+ letters the pool spells, score descending then alphabetical. */
  words: readonly PlayWord[];
  /** The target words (the optimal combination), lowercase. */
  targetWords: readonly string[];
  targetScore: number;
  targetWordScore: number;
}

export function challengeDayOf(
  pool: DailyPool,
  dictionary: Pick<Dictionary, 'wordsFormableFrom'>,
): ChallengeDay {
  const words = dictionary
    .wordsFormableFrom(pool.letters)
    .filter((word) => word.length >= MIN_WORD_LETTERS)
    .map((word) => ({ word, score: scoreWord(word) }))
    .sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return {
    date: pool.date,
    letters: pool.letters,
    words,
    targetWords: pool.optimalWordCombination.map((word) => word.toLowerCase()),
    targetScore: pool.maxPossibleScore,
    targetWordScore: pool.maxWordScore,
  };
}

/** The player's level the targets start from. */
export interface ChallengeBaseline {
  /** Normal games behind it (0: the defaults below). */
  games: number;
  /** Average final score as a share of the Target Score, percent. */
  scorePercent: number;
  wordsPerGame: number;
  pointsPerWord: number;
}

export const DEFAULT_BASELINE: ChallengeBaseline = {
  games: 0,
  scorePercent: 50,
  wordsPerGame: 3,
  pointsPerWord: 5,
};

/** The baseline from the player's latest normal games (pass only games before the challenges' date). */
export function challengeBaselineOf(games: readonly GameFacts[]): ChallengeBaseline {
  const averages = rawAverages(recentNormalGames(games));
  if (averages.games === 0) return DEFAULT_BASELINE;
  return {
    games: averages.games,
    scorePercent: averages.averageScorePercent,
    wordsPerGame: averages.averageWordsPerGame,
    pointsPerWord: averages.averagePointsPerWord,
  };
}

export interface GeneratedChallenge {
  challenge: Challenge;
  /** A game that completes it on the day's tiles (never sent to players: it is an answer). */
  witness: Play;
}

interface Draft {
  title: string;
  description: string;
  targetMetrics: ChallengeTargetMetrics;
  witness: Play | null;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const playOf = (words: readonly PlayWord[]): Play => ({
  words: [...words],
  total: words.reduce((sum, w) => sum + w.score, 0),
});

/** The day's target words with their scores, best first. */
function scoredTargetWords(day: ChallengeDay): PlayWord[] {
  return day.targetWords
    .map((word) => ({ word, score: scoreWord(word) }))
    .sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1));
}

/**
 * Candidate drafts, hardest first: the first with a proven witness is offered. A generator, so a
 * witness is only searched for when the drafts before it failed.
 */
function* drafts(
  type: ChallengeType,
  difficulty: ChallengeDifficulty,
  base: ChallengeBaseline,
  day: ChallengeDay,
): Generator<Draft> {
  const stretch = STRETCH[difficulty];
  switch (type) {
    case 'score_target': {
      const share = clamp((base.scorePercent / 100) * stretch, BOUNDS.minScoreShare, 1);
      const wanted = clamp(Math.ceil(day.targetScore * share), 1, day.targetScore);
      // Any prefix of the optimal combination is a play; the whole of it scores the Target Score.
      const targets = scoredTargetWords(day);
      for (const score of [wanted, day.targetScore]) {
        const prefix: PlayWord[] = [];
        for (const word of targets) if (prefix.reduce((s, w) => s + w.score, 0) < score) prefix.push(word);
        yield {
          title: `Score ${score}+`,
          description: `Score at least ${score} points in one game.`,
          targetMetrics: { targetScore: score },
          witness: playOf(prefix),
        };
      }
      return;
    }
    case 'word_discovery': {
      const targets = scoredTargetWords(day);
      const wanted = Math.min(TARGET_WORDS_TO_FIND[difficulty], targets.length);
      for (let count = wanted; count >= 1; count--) {
        yield {
          title: count === 1 ? 'Find a Target Word' : `Find ${count} Target Words`,
          description: `Find ${count} of the day’s ${targets.length} target words in one game.`,
          targetMetrics: { targetWords: targets.map((w) => w.word), targetWordCount: count },
          // The target words lie on disjoint tiles together, so any of them do.
          witness: playOf(targets.slice(0, count)),
        };
      }
      return;
    }
    case 'exploration': {
      const wanted = clamp(Math.round(base.wordsPerGame * stretch), BOUNDS.minWords, BOUNDS.maxWords);
      // The hard one asks for words worth something: at least the player's points per word.
      const minimum =
        difficulty === 'hard' ? Math.max(BOUNDS.minPointsPerWord, Math.round(base.pointsPerWord)) : null;
      // Short words first: a play of many words is found sooner among them.
      const shortFirst = [...day.words].sort((a, b) => a.word.length - b.word.length);
      for (const floor of minimum === null ? [null] : [minimum, null]) {
        const candidates = floor === null ? shortFirst : shortFirst.filter((w) => w.score >= floor);
        for (let count = wanted; count >= 1; count--) {
          yield {
            title: `Find ${count} Words`,
            description:
              floor === null
                ? `Find ${count} words in one game.`
                : `Find ${count} words worth ${floor}+ points each in one game.`,
            targetMetrics:
              floor === null
                ? { targetWordCount: count }
                : { targetWordCount: count, minimumWordScore: floor },
            witness: anyPlay(day.letters, candidates, count),
          };
        }
      }
      return;
    }
    case 'efficiency': {
      const top = day.words[0];
      const ceiling = top?.score ?? 0;
      const wanted = clamp(Math.round(base.pointsPerWord * stretch), BOUNDS.minPointsPerWord, ceiling);
      for (const perWord of [wanted, ceiling]) {
        yield {
          title: `${perWord}+ Points per Word`,
          description: `Average at least ${perWord} points per word in one game.`,
          targetMetrics: { efficiencyScore: perWord },
          // One word worth the most: the highest average a game can have.
          witness: top ? playOf([top]) : null,
        };
      }
      return;
    }
  }
}

/**
 * The proof: the witness is a play of the day (distinct words the solver found, on disjoint tiles)
 * and the completion rules say it completes the challenge.
 */
export function provesAchievable(
  challenge: Pick<Challenge, 'challengeType' | 'targetMetrics'>,
  witness: Play,
  day: ChallengeDay,
): boolean {
  const spelled = new Set(day.words.map((w) => w.word));
  const words = witness.words.map((w) => w.word);
  return (
    words.every((word) => spelled.has(word)) &&
    new Set(words).size === words.length &&
    wordsFitTogether(words, day.letters) &&
    evaluateChallenge(challenge, { finalScore: witness.total, words: witness.words }).complete
  );
}

export interface GenerateChallengesInput {
  playerId: string;
  day: ChallengeDay;
  baseline: ChallengeBaseline;
}

/**
 * The types of a player's easy, medium and hard challenge of a date, in that order: three of the
 * four, drawn by the PRNG seeded by (player, date), so every instance draws the same.
 */
export function challengeTypesFor(playerId: string, date: string): ChallengeType[] {
  return createRandom(`dozen:challenges:${playerId}:${date}`).shuffle(CHALLENGE_TYPES).slice(0, 3);
}

/** One easy, one medium and one hard challenge of three different types, each with its witness. */
export function generateChallenges({
  playerId,
  day,
  baseline,
}: GenerateChallengesInput): GeneratedChallenge[] {
  const types = challengeTypesFor(playerId, day.date);
  return CHALLENGE_DIFFICULTIES.map((difficulty, index) => {
    const challengeType = types[index]!;
    for (const draft of drafts(challengeType, difficulty, baseline, day)) {
      if (!draft.witness) continue;
      const fields = { challengeType, targetMetrics: draft.targetMetrics };
      if (!provesAchievable(fields, draft.witness, day)) continue;
      const challenge: Challenge = {
        id: challengeIdOf(playerId, day.date, difficulty),
        title: draft.title,
        description: draft.description,
        difficulty,
        challengeType,
        date: day.date,
        isCompleted: false,
        performance: null,
        completedAt: null,
        rewards: { points: CHALLENGE_REWARD_POINTS[difficulty] },
        estimatedDuration: CHALLENGE_ESTIMATED_MINUTES[difficulty],
        targetMetrics: draft.targetMetrics,
      };
      return { challenge, witness: draft.witness };
    }
    // Every pool spells a word and has target words: the easiest draft always has a witness.
    throw new Error(`No achievable ${challengeType} challenge for ${day.letters}`);
  });
}
