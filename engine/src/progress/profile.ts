/**
 * The A.I. Profile (spec 001 §3 "User profile"): a deterministic statistical model of the player's
 * own stored games, no external model. Every claim it makes is a count the player can check.
 *
 * - Averages are over the player's normal games in the look-back window (continuous games reuse
 *   tiles and have no score; they count as games played only).
 * - An area (areas.ts) is a yes-or-no question asked of each of the last 20 normal games. It is
 *   called strong only when the 90% Wilson interval of the player's rate lies wholly above the
 *   community's rate (the same question over every player's stored games), weak ("to improve")
 *   only when it lies wholly below, "about average" otherwise; with fewer than 8 games, or fewer
 *   than 50 community games, it says so instead of guessing (as Lichess' puzzle dashboard does).
 * - Skill and play pattern need 5 games; below that the spec's defaults stand (beginner, casual).
 */
import { addDays, daysBetween } from '../day.js';
import { AREA_EVIDENCE, areaHit, type CommunityRates } from './areas.js';
import { gameAverages, rawAverages, roundTo } from './averages.js';
import type { GameFacts } from './game-facts.js';
import {
  AREA_LABELS,
  PROFILE_AREAS,
  type AreaStatus,
  type PlayPattern,
  type ProfileArea,
  type SkillLevel,
} from './vocabulary.js';

export const PROFILE_MODEL = {
  /** Areas and skill look at this many of the latest normal games. */
  recentGames: 20,
  /** An area gets a verdict only with at least this many games behind it. */
  minimumAreaGames: 8,
  /** ...and only when the community has at least this many games to compare with. */
  minimumCommunityGames: 50,
  /** Two-sided 90% normal quantile for the Wilson score interval. */
  confidenceZ: 1.645,
  /** Skill level and play pattern need this many games (below: the spec's defaults). */
  minimumGames: 5,
  /** The play pattern counts the days played among this many latest days. */
  patternDays: 14,
} as const;

/** Skill from the recent average score as a share of the Target Score (percent), highest first. */
const SKILL_THRESHOLDS: ReadonlyArray<readonly [minimumPercent: number, level: SkillLevel]> = [
  [85, 'expert'],
  [65, 'advanced'],
  [40, 'intermediate'],
];
/** Play pattern from the days played among the last `patternDays`, highest first. */
const PATTERN_THRESHOLDS: ReadonlyArray<readonly [minimumDays: number, pattern: PlayPattern]> = [
  [12, 'daily'],
  [5, 'regular'],
];

export interface AreaAssessment {
  area: ProfileArea;
  label: string;
  status: AreaStatus;
  /** Recent normal games asked, and how many said yes. */
  games: number;
  hits: number;
  /** The player's rate in percent (null without games). */
  ratePercent: number | null;
  /** The community's rate in percent (null without enough community games). */
  communityPercent: number | null;
  /** The claim in words, with its numbers: '7+ letter words in 9 of your last 12 games, community 31%'. */
  evidence: string;
}

export interface ChallengeStatsSummary {
  totalChallengesCompleted: number;
  totalRewardPoints: number;
  /** All-time rank by reward points (null with no points yet). */
  rank: number | null;
}

export interface UserProfile {
  averageScore: number;
  averageScorePercent: number;
  averageWordsPerGame: number;
  gamesPerDay: number;
  playPattern: PlayPattern;
  skillLevel: SkillLevel;
  strongAreas: AreaAssessment[];
  improvementAreas: AreaAssessment[];
  /** Every area, with its verdict or why there is none. */
  areas: AreaAssessment[];
  challengeStats: ChallengeStatsSummary;
  /** Games in the window (all modes), and the normal games the averages are over. */
  gamesPlayed: number;
  gamesAnalysed: number;
  /** What the profile can say yet, e.g. 'Play 3 more games to train your profile'. */
  message: string;
}

export interface ProfileInput {
  /** The puzzle date the profile is computed on. */
  today: string;
  /** The player's games in the look-back window, oldest first (all modes). */
  games: readonly GameFacts[];
  community: CommunityRates;
  challengeStats: ChallengeStatsSummary;
}

/** The Wilson score interval of k successes in n trials at quantile z. */
export function wilsonInterval(hits: number, games: number, z: number): [low: number, high: number] {
  if (games === 0) return [0, 1];
  const p = hits / games;
  const z2 = z * z;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const margin = (z / (1 + z2 / games)) * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games));
  return [Math.max(0, centre - margin), Math.min(1, centre + margin)];
}

const percent = (part: number, whole: number) => Math.round((100 * part) / whole);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One area's verdict on the recent games, and how far it stands from the community (for ordering). */
function assessArea(
  area: ProfileArea,
  recent: readonly GameFacts[],
  community: CommunityRates,
): { assessment: AreaAssessment; margin: number } {
  const games = recent.length;
  const hits = recent.filter((game) => areaHit(area, game)).length;
  const communityKnown = community.games >= PROFILE_MODEL.minimumCommunityGames;
  const communityRate = communityKnown ? community.hits[area] / community.games : null;
  const base = {
    area,
    label: AREA_LABELS[area],
    games,
    hits,
    ratePercent: games === 0 ? null : percent(hits, games),
    communityPercent: communityRate === null ? null : Math.round(100 * communityRate),
  };
  if (games < PROFILE_MODEL.minimumAreaGames) {
    const evidence = `Not enough games yet: ${games} of the ${PROFILE_MODEL.minimumAreaGames} needed`;
    return { assessment: { ...base, status: 'not_enough_games', evidence }, margin: 0 };
  }
  const record = `${AREA_EVIDENCE[area]} in ${hits} of your last ${plural(games, 'game')}`;
  if (communityRate === null) {
    const evidence = `${record}; not enough community games yet to compare`;
    return { assessment: { ...base, status: 'not_enough_games', evidence }, margin: 0 };
  }
  const [low, high] = wilsonInterval(hits, games, PROFILE_MODEL.confidenceZ);
  const status: AreaStatus = low > communityRate ? 'strong' : high < communityRate ? 'improve' : 'average';
  const margin = status === 'strong' ? low - communityRate : status === 'improve' ? communityRate - high : 0;
  const evidence = `${record}, community ${base.communityPercent}%`;
  return { assessment: { ...base, status, evidence }, margin };
}

function byMargin(
  status: AreaStatus,
  assessed: ReadonlyArray<{ assessment: AreaAssessment; margin: number }>,
): AreaAssessment[] {
  return assessed
    .filter(({ assessment }) => assessment.status === status)
    .sort((a, b) => b.margin - a.margin) // stable: equal margins keep PROFILE_AREAS order
    .map(({ assessment }) => assessment);
}

function skillLevelOf(recentPercent: number): SkillLevel {
  return SKILL_THRESHOLDS.find(([minimum]) => recentPercent >= minimum)?.[1] ?? 'beginner';
}

function playPatternOf(games: readonly GameFacts[], today: string): PlayPattern {
  const since = addDays(today, -(PROFILE_MODEL.patternDays - 1));
  const days = new Set(games.filter((g) => g.date >= since && g.date <= today).map((g) => g.date)).size;
  return PATTERN_THRESHOLDS.find(([minimum]) => days >= minimum)?.[1] ?? 'casual';
}

/** Games per calendar day from the first game in the window to today. */
function gamesPerDayOf(games: readonly GameFacts[], today: string): number {
  if (games.length === 0) return 0;
  const first = games.reduce((earliest, game) => (game.date < earliest ? game.date : earliest), today);
  return roundTo(games.length / (daysBetween(first, today) + 1), 2);
}

/** The latest normal games, oldest first (at most PROFILE_MODEL.recentGames). */
export function recentNormalGames(games: readonly GameFacts[]): GameFacts[] {
  return games.filter((game) => !game.continuous).slice(-PROFILE_MODEL.recentGames);
}

export function computeProfile(input: ProfileInput): UserProfile {
  const games = input.games.filter((game) => game.date <= input.today);
  const averages = gameAverages(games);
  const recent = recentNormalGames(games);
  const enough = averages.games >= PROFILE_MODEL.minimumGames;
  const assessed = PROFILE_AREAS.map((area) => assessArea(area, recent, input.community));
  const missing = PROFILE_MODEL.minimumGames - averages.games;
  return {
    averageScore: averages.averageScore,
    averageScorePercent: averages.averageScorePercent,
    averageWordsPerGame: averages.averageWordsPerGame,
    gamesPerDay: gamesPerDayOf(games, input.today),
    playPattern: enough ? playPatternOf(games, input.today) : 'casual',
    skillLevel: enough ? skillLevelOf(rawAverages(recent).averageScorePercent) : 'beginner',
    strongAreas: byMargin('strong', assessed),
    improvementAreas: byMargin('improve', assessed),
    areas: assessed.map(({ assessment }) => assessment),
    challengeStats: { ...input.challengeStats },
    gamesPlayed: games.length,
    gamesAnalysed: averages.games,
    message: enough
      ? `Based on your last ${plural(recent.length, 'game')}`
      : `Training Our AI Model: play ${plural(missing, 'more game')} to train your profile`,
  };
}
