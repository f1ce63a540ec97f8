/**
 * The property behind every offered challenge: for a year of generated pools and many random
 * player baselines, each of the three challenges is achievable (a play the solver's words make,
 * on disjoint tiles, that the completion rules call complete), and the completion rules agree with
 * spec 001 §5's table, transcribed independently below, on the witness and on other real plays.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../day.js';
import { generatePool } from '../pool.js';
import { createRandom } from '../random.js';
import {
  evaluateChallenge,
  findCompletedPreviewChallenge,
  type Challenge,
  type ChallengeGame,
  type PerformanceRating,
} from '../rules/challenges.js';
import { wordsFitTogether } from '../rules/word.js';
import { analysePool } from '../solver.js';
import {
  challengeDayOf,
  generateChallenges,
  type ChallengeBaseline,
  type ChallengeDay,
} from './challenge-generation.js';
import { verifyChallenge } from './completion.js';
import { previewOf } from './preview.js';
import type { PlayWord } from './plays.js';
import { readDictionary } from '../../test/word-lists.js';

const dictionary = readDictionary();

const YEAR_START = '2027-01-01';
const DAYS = 365;

// ---- spec 001 §5, transcribed from the text (not from rules/challenges.ts)

/** Completion per spec 001 §5 "Challenge completion". */
function specSaysComplete(
  challenge: Pick<Challenge, 'challengeType' | 'targetMetrics'>,
  game: ChallengeGame,
): boolean {
  const m = challenge.targetMetrics;
  const seen = new Set<string>();
  const distinct: { word: string; score: number }[] = [];
  for (const w of game.words) {
    const word = typeof w === 'string' ? w : w.word;
    if (seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    distinct.push({ word, score: typeof w === 'string' ? w.length : w.score });
  }
  // "with minimumWordScore, words qualify if their score is at least the minimum"
  const counted = distinct.filter((w) => m.minimumWordScore === undefined || w.score >= m.minimumWordScore);
  const targets = new Set((m.targetWords ?? []).map((w) => w.toLowerCase()));
  let met: boolean;
  switch (challenge.challengeType) {
    case 'score_target': // "finalScore at or above targetScore"
      met = game.finalScore >= (m.targetScore ?? 0);
      break;
    case 'word_discovery': // "found target words at least targetWordCount (default 1)"
      met = counted.filter((w) => targets.has(w.word.toLowerCase())).length >= (m.targetWordCount ?? 1);
      break;
    case 'exploration': // "wordsFound at or above targetWordCount"
      met = counted.length >= (m.targetWordCount ?? 0);
      break;
    case 'efficiency': // "score per word at or above efficiencyScore"
      met = distinct.length > 0 && game.finalScore / distinct.length >= (m.efficiencyScore ?? 0);
      break;
  }
  // "exactScore and exactWordCount need equality"
  if (m.exactScore !== undefined && game.finalScore !== m.exactScore) met = false;
  if (m.exactWordCount !== undefined && counted.length !== m.exactWordCount) met = false;
  return met;
}

/** Performance per spec 001 §5: "at least 1.5 excellent, at least 1.2 good, at least 1 fair, otherwise poor". */
function specRating(ratio: number): PerformanceRating {
  return ratio >= 1.5 ? 'excellent' : ratio >= 1.2 ? 'good' : ratio >= 1 ? 'fair' : 'poor';
}

/** What the game says after a word: the preview variant, checked as the client checks it. */
const reachedInGame = (challenge: Challenge, game: ChallengeGame) =>
  findCompletedPreviewChallenge(game.words, game.finalScore, [previewOf(challenge)]) !== null;

// ---- plays to compare the rules on

const gameOf = (words: readonly PlayWord[]): ChallengeGame => ({
  finalScore: words.reduce((sum, w) => sum + w.score, 0),
  words,
});

/** A random real game of the day: words of the solver, added in a random order while they fit. */
function randomGame(day: ChallengeDay, seed: number): ChallengeGame {
  const random = createRandom(seed);
  const words: PlayWord[] = [];
  const wanted = 1 + random.int(6);
  for (const word of random.shuffle(day.words)) {
    if (words.length === wanted) break;
    if (
      wordsFitTogether(
        [...words, word].map((w) => w.word),
        day.letters,
      )
    )
      words.push(word);
  }
  return gameOf(words);
}

interface Checked {
  challenges: number;
  comparisons: number;
}

/** Every check on one generation; counts what it compared. */
function checkGeneration(
  day: ChallengeDay,
  spelled: ReadonlySet<string>,
  playerId: string,
  baseline: ChallengeBaseline,
  seed: number,
  tally: Checked,
): void {
  const generated = generateChallenges({ playerId, day, baseline });
  expect(generated.map((g) => g.challenge.difficulty)).toEqual(['easy', 'medium', 'hard']);
  expect(new Set(generated.map((g) => g.challenge.challengeType)).size).toBe(3);
  for (const { challenge, witness } of generated) {
    const words = witness.words.map((w) => w.word);
    // The witness is a play: the solver's words, distinct, on disjoint tiles, scored as the game scores.
    for (const word of words) expect(spelled.has(word), `${word} in ${day.letters}`).toBe(true);
    expect(new Set(words).size).toBe(words.length);
    expect(wordsFitTogether(words, day.letters)).toBe(true);
    const game = gameOf(witness.words);
    expect(game.finalScore).toBe(witness.total);
    // …and it completes the challenge, by the rules and by the spec's table alike.
    expect(evaluateChallenge(challenge, game).complete, JSON.stringify({ challenge, witness })).toBe(true);
    expect(specSaysComplete(challenge, game)).toBe(true);
    const verdict = verifyChallenge(challenge, [game]);
    expect(verdict.complete).toBe(true);
    expect(verdict.performance).toBe(specRating(verdict.ratio));
    // The game's "reached" (the preview variant the server sends) agrees on the witness…
    expect(reachedInGame(challenge, game)).toBe(true);
    // The rules agree with the table on other real plays: fewer words, other words; and the
    // game's "reached" agrees with the server's completion on them (never promises more).
    const others = [gameOf(witness.words.slice(0, -1)), randomGame(day, seed), randomGame(day, seed + 1)];
    for (const other of others) {
      const complete = evaluateChallenge(challenge, other).complete;
      expect(complete, JSON.stringify({ challenge, other })).toBe(specSaysComplete(challenge, other));
      expect(reachedInGame(challenge, other), JSON.stringify({ challenge, other })).toBe(complete);
      tally.comparisons += 1;
    }
    tally.challenges += 1;
  }
}

describe(`challenges over a year of pools (${YEAR_START}, ${DAYS} days)`, () => {
  let days: { day: ChallengeDay; spelled: Set<string> }[] = [];
  beforeAll(() => {
    days = Array.from({ length: DAYS }, (_, i) => {
      const pool = generatePool(addDays(YEAR_START, i), dictionary);
      // The solver's own list, independent of challengeDayOf's.
      const spelled = new Set(analysePool(pool.letters, dictionary).words.map((w) => w.word));
      return { day: challengeDayOf(pool, dictionary), spelled };
    });
  }, 120_000);

  const FIXED: ChallengeBaseline[] = [
    { games: 0, scorePercent: 50, wordsPerGame: 3, pointsPerWord: 5 },
    { games: 5, scorePercent: 5, wordsPerGame: 1, pointsPerWord: 2 },
    { games: 20, scorePercent: 95, wordsPerGame: 7, pointsPerWord: 11 },
    { games: 20, scorePercent: 100, wordsPerGame: 12, pointsPerWord: 48 },
  ];

  it('every day, four fixed baselines: each challenge achievable, the rules as the table says', () => {
    const tally = { challenges: 0, comparisons: 0 };
    days.forEach(({ day, spelled }, i) => {
      FIXED.forEach((baseline, b) =>
        checkGeneration(day, spelled, `u_${i}_${b}`, baseline, i * 10 + b, tally),
      );
    });
    expect(tally.challenges).toBe(DAYS * FIXED.length * 3);
  }, 120_000);

  it('random days, players and baselines', () => {
    const baseline = fc.record({
      games: fc.integer({ min: 0, max: 20 }),
      scorePercent: fc.double({ min: 0, max: 100, noNaN: true }),
      wordsPerGame: fc.double({ min: 0, max: 15, noNaN: true }),
      pointsPerWord: fc.double({ min: 0, max: 48, noNaN: true }),
    });
    const tally = { challenges: 0, comparisons: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DAYS - 1 }),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/),
        baseline,
        fc.integer({ min: 0, max: 1_000_000 }),
        (index, playerId, profile, seed) => {
          const { day, spelled } = days[index]!;
          checkGeneration(day, spelled, playerId, profile, seed, tally);
        },
      ),
      { numRuns: 1000 },
    );
    expect(tally.comparisons).toBe(tally.challenges * 3);
  }, 120_000);
});
