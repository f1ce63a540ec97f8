/**
 * The profile's areas (spec 001 §3: strongAreas, improvementAreas, shown as labels). Each area is
 * one yes-or-no question asked of every normal game, so a player's record in it is "k of n games"
 * and the community's is the same question over all players' stored games: two rates that can be
 * compared honestly. The thresholds are the one definition; the server's community query takes
 * them as parameters (storage/progress.ts), and a test holds the two equal.
 */
import type { GameFacts } from './game-facts.js';
import { PROFILE_AREAS, type ProfileArea } from './vocabulary.js';

/** The thresholds behind each area's question. */
export const AREA_THRESHOLDS = {
  /** long_words: a word of at least this many letters. */
  longWordLetters: 7,
  /** high_scoring: a word worth at least this share of the day's Target Word score. */
  highScoringShareOfTargetWord: 0.75,
  /** word_count: at least this many words in the game. */
  wordsPerGame: 6,
  /** efficiency: at least this many points per word. */
  pointsPerWord: 7,
  /** target_word: at least this many of the day's target words. */
  targetWords: 1,
  /** consistency: a solid game, at least this share of the day's Target Score. */
  consistencyShareOfTargetScore: 0.5,
} as const;

/** What each area's evidence says a game did, e.g. '7+ letter words in 9 of your last 12 games'. */
export const AREA_EVIDENCE: Readonly<Record<ProfileArea, string>> = {
  long_words: `${AREA_THRESHOLDS.longWordLetters}+ letter words`,
  high_scoring: `a word worth ${AREA_THRESHOLDS.highScoringShareOfTargetWord * 100}%+ of the Target Word`,
  word_count: `${AREA_THRESHOLDS.wordsPerGame}+ words`,
  efficiency: `${AREA_THRESHOLDS.pointsPerWord}+ points per word`,
  target_word: 'a target word',
  consistency: `${AREA_THRESHOLDS.consistencyShareOfTargetScore * 100}%+ of the Target Score`,
};

/**
 * Whether a game answers the area's question with yes. Only normal games are asked (continuous
 * mode reuses tiles and has no score): the caller filters them. The shares (3/4, 1/2) are exact
 * binary fractions, so these comparisons are exact, as the SQL's are.
 */
export function areaHit(area: ProfileArea, game: GameFacts): boolean {
  const t = AREA_THRESHOLDS;
  switch (area) {
    case 'long_words':
      return game.longestWord >= t.longWordLetters;
    case 'high_scoring':
      return (
        game.dayTargetWordScore > 0 &&
        game.bestWordScore >= t.highScoringShareOfTargetWord * game.dayTargetWordScore
      );
    case 'word_count':
      return game.wordCount >= t.wordsPerGame;
    case 'efficiency':
      return game.wordCount > 0 && game.finalScore >= t.pointsPerWord * game.wordCount;
    case 'target_word':
      return game.targetWordsFound >= t.targetWords;
    case 'consistency':
      return (
        game.dayTargetScore > 0 && game.finalScore >= t.consistencyShareOfTargetScore * game.dayTargetScore
      );
  }
}

/** Every player's record in each area: games asked, and games that said yes. */
export interface CommunityRates {
  games: number;
  hits: Readonly<Record<ProfileArea, number>>;
}

/** The community's record from a list of games: the reference the SQL aggregate must equal. */
export function communityRatesOf(games: Iterable<GameFacts>): CommunityRates {
  const hits = Object.fromEntries(PROFILE_AREAS.map((area) => [area, 0])) as Record<ProfileArea, number>;
  let count = 0;
  for (const game of games) {
    if (game.continuous) continue;
    count += 1;
    for (const area of PROFILE_AREAS) if (areaHit(area, game)) hits[area] += 1;
  }
  return { games: count, hits };
}
