import { describe, expect, it } from 'vitest';
import { communityRatesOf, type CommunityRates } from './areas.js';
import { PROFILE_AREAS, type ProfileArea } from './vocabulary.js';
import { computeProfile, wilsonInterval, type ProfileInput } from './profile.js';
import type { GameFacts } from './game-facts.js';
import { factsOf, gameSeries } from './test-games.js';

const TODAY = '2026-11-21';
/** A community of 1,000 games with these rates (percent) per area. */
function community(percents: Partial<Record<ProfileArea, number>> = {}, games = 1000): CommunityRates {
  const hits = Object.fromEntries(
    PROFILE_AREAS.map((area) => [area, Math.round(((percents[area] ?? 50) * games) / 100)]),
  ) as Record<ProfileArea, number>;
  return { games, hits };
}
const NO_CHALLENGES = { totalChallengesCompleted: 0, totalRewardPoints: 0, rank: null };
const profileOf = (input: Partial<ProfileInput>) =>
  computeProfile({
    today: TODAY,
    games: [],
    community: community(),
    challengeStats: NO_CHALLENGES,
    ...input,
  });
const area = (profile: ReturnType<typeof profileOf>, key: ProfileArea) =>
  profile.areas.find((a) => a.area === key)!;

describe('wilsonInterval', () => {
  it.each([
    [9, 12, 0.5126, 0.8954],
    [0, 12, 0, 0.1841],
    [12, 12, 0.8159, 1],
    [0, 0, 0, 1],
  ])('%d of %d at 90%% → [%d, %d]', (hits, games, low, high) => {
    const [l, h] = wilsonInterval(hits, games, 1.645);
    expect(l).toBeCloseTo(low, 3);
    expect(h).toBeCloseTo(high, 3);
  });
});

describe('computeProfile', () => {
  it('answers the spec’s defaults with no games, and says why', () => {
    const profile = profileOf({});
    expect(profile).toMatchObject({
      averageScore: 0,
      averageWordsPerGame: 0,
      gamesPerDay: 0,
      playPattern: 'casual',
      skillLevel: 'beginner',
      strongAreas: [],
      improvementAreas: [],
      gamesPlayed: 0,
      gamesAnalysed: 0,
      message: 'Training Our AI Model: play 5 more games to train your profile',
    });
    for (const assessment of profile.areas) {
      expect(assessment.status).toBe('not_enough_games');
      expect(assessment.evidence).toBe('Not enough games yet: 0 of the 8 needed');
    }
    expect(profile.areas.map((a) => [a.area, a.label])).toEqual([
      ['long_words', 'Long Words'],
      ['high_scoring', 'High Scoring'],
      ['word_count', 'Word Count'],
      ['efficiency', 'Efficiency'],
      ['target_word', 'Target Word'],
      ['consistency', 'Consistency'],
    ]);
  });

  it('calls an area strong with its evidence: 9 of 12 games against a community 31%', () => {
    const games = gameSeries(12, TODAY, (i) => ({ longestWord: i % 4 === 0 ? 5 : 7 }));
    const profile = profileOf({ games, community: community({ long_words: 31 }) });
    expect(area(profile, 'long_words')).toEqual({
      area: 'long_words',
      label: 'Long Words',
      status: 'strong',
      games: 12,
      hits: 9,
      ratePercent: 75,
      communityPercent: 31,
      evidence: '7+ letter words in 9 of your last 12 games, community 31%',
    });
    expect(profile.strongAreas.map((a) => a.area)).toContain('long_words');
  });

  it.each<[string, ProfileArea, (i: number) => Partial<GameFacts>, number, string, string]>([
    // name, area, game i, community %, status, evidence
    [
      'no target word in 12 games, community 45%',
      'target_word',
      () => ({}),
      45,
      'improve',
      'a target word in 0 of your last 12 games, community 45%',
    ],
    [
      'target words like everyone',
      'target_word',
      (i) => ({ targetWordsFound: i % 2 }),
      50,
      'average',
      'a target word in 6 of your last 12 games, community 50%',
    ],
    [
      'high scoring: 12 of 16 is 75% of the Target Word',
      'high_scoring',
      () => ({ bestWordScore: 12 }),
      20,
      'strong',
      'a word worth 75%+ of the Target Word in 12 of your last 12 games, community 20%',
    ],
    [
      'high scoring: 11 of 16 is not',
      'high_scoring',
      () => ({ bestWordScore: 11 }),
      20,
      'improve',
      'a word worth 75%+ of the Target Word in 0 of your last 12 games, community 20%',
    ],
    [
      '6 words a game',
      'word_count',
      () => ({ wordCount: 6 }),
      30,
      'strong',
      '6+ words in 12 of your last 12 games, community 30%',
    ],
    [
      '7 points a word: 28 points in 4 words',
      'efficiency',
      () => ({ finalScore: 28, wordCount: 4 }),
      30,
      'strong',
      '7+ points per word in 12 of your last 12 games, community 30%',
    ],
    [
      '27 points in 4 words is under 7',
      'efficiency',
      () => ({ finalScore: 27, wordCount: 4 }),
      30,
      'improve',
      '7+ points per word in 0 of your last 12 games, community 30%',
    ],
    [
      'half the Target Score: 20 of 40',
      'consistency',
      () => ({ finalScore: 20 }),
      60,
      'strong',
      '50%+ of the Target Score in 12 of your last 12 games, community 60%',
    ],
    [
      '19 of 40 is not',
      'consistency',
      () => ({ finalScore: 19 }),
      60,
      'improve',
      '50%+ of the Target Score in 0 of your last 12 games, community 60%',
    ],
  ])('%s', (_name, key, make, communityPercent, status, evidence) => {
    const profile = profileOf({
      games: gameSeries(12, TODAY, make),
      community: community({ [key]: communityPercent }),
    });
    expect(area(profile, key)).toMatchObject({ status, evidence });
    expect(
      (status === 'strong' ? profile.strongAreas : profile.improvementAreas).some((a) => a.area === key),
    ).toBe(status === 'strong' || status === 'improve');
  });

  it('gives no verdict below 8 games, however clear the rate', () => {
    const profile = profileOf({
      games: gameSeries(7, TODAY, () => ({ longestWord: 9 })),
      community: community({ long_words: 5 }),
    });
    expect(area(profile, 'long_words')).toMatchObject({
      status: 'not_enough_games',
      games: 7,
      hits: 7,
      evidence: 'Not enough games yet: 7 of the 8 needed',
    });
    expect(profile.strongAreas).toEqual([]);
  });

  it('gives no verdict without 50 community games to compare with', () => {
    const profile = profileOf({
      games: gameSeries(12, TODAY, () => ({ longestWord: 9 })),
      community: community({ long_words: 5 }, 49),
    });
    expect(area(profile, 'long_words')).toMatchObject({
      status: 'not_enough_games',
      communityPercent: null,
      evidence: '7+ letter words in 12 of your last 12 games; not enough community games yet to compare',
    });
  });

  it('looks at the last 20 normal games only, oldest first in the input', () => {
    // 10 old games with long words, then 20 without: the old ones no longer count.
    const games = gameSeries(30, TODAY, (i) => ({ longestWord: i < 10 ? 8 : 4 }));
    expect(area(profileOf({ games, community: community({ long_words: 40 }) }), 'long_words')).toMatchObject({
      games: 20,
      hits: 0,
      status: 'improve',
    });
  });

  it('orders strong areas by how far they stand above the community', () => {
    const games = gameSeries(20, TODAY, () => ({ longestWord: 8, wordCount: 7, finalScore: 36 }));
    const profile = profileOf({
      games,
      community: community({ long_words: 60, word_count: 10, consistency: 40 }),
    });
    expect(profile.strongAreas.map((a) => a.area)).toEqual(['word_count', 'consistency', 'long_words']);
  });

  it('averages normal games; continuous games count as played only', () => {
    const games = [
      factsOf({ date: '2026-11-19', finalScore: 20, wordCount: 4 }),
      factsOf({ date: '2026-11-20', finalScore: 30, wordCount: 5 }),
      factsOf({ date: '2026-11-21', continuous: true, finalScore: 0, points: 50, wordCount: 12 }),
    ];
    expect(profileOf({ games })).toMatchObject({
      averageScore: 25,
      averageScorePercent: 63, // (50% + 75%) / 2, rounded
      averageWordsPerGame: 4.5,
      gamesPerDay: 1, // 3 games over Nov 19–21
      gamesPlayed: 3,
      gamesAnalysed: 2,
    });
  });

  it.each<[string, number, string]>([
    ['under 40%: beginner', 15, 'beginner'],
    ['40%: intermediate', 16, 'intermediate'],
    ['65%: advanced', 26, 'advanced'],
    ['85%: expert', 34, 'expert'],
  ])('skill from the recent score share: %s', (_name, finalScore, skillLevel) => {
    expect(profileOf({ games: gameSeries(6, TODAY, () => ({ finalScore })) }).skillLevel).toBe(skillLevel);
  });

  it('keeps the defaults below 5 normal games, however good they are', () => {
    expect(profileOf({ games: gameSeries(4, TODAY, () => ({ finalScore: 40 })) })).toMatchObject({
      skillLevel: 'beginner',
      playPattern: 'casual',
      message: 'Training Our AI Model: play 1 more game to train your profile',
    });
  });

  it.each<[string, number, number, string]>([
    // games one a day ending on `endsBefore` days before today
    ['every day for two weeks', 14, 0, 'daily'],
    ['12 of the last 14 days', 12, 0, 'daily'],
    ['11 days', 11, 0, 'regular'],
    ['5 days', 5, 0, 'regular'],
    ['played long ago', 20, 14, 'casual'],
  ])('play pattern: %s → %s', (_name, count, endsBefore, pattern) => {
    const last = new Date(Date.UTC(2026, 10, 21 - endsBefore)).toISOString().slice(0, 10);
    expect(profileOf({ games: gameSeries(count, last) }).playPattern).toBe(pattern);
  });

  it('ignores games dated after today', () => {
    expect(profileOf({ games: [factsOf({ date: '2026-11-22' })] }).gamesPlayed).toBe(0);
  });

  it('passes the challenge stats through', () => {
    const stats = { totalChallengesCompleted: 4, totalRewardPoints: 85, rank: 3 };
    expect(profileOf({ challengeStats: stats }).challengeStats).toEqual(stats);
  });
});

describe('communityRatesOf', () => {
  it('counts normal games and their hits per area', () => {
    const rates = communityRatesOf([
      factsOf({ longestWord: 7, targetWordsFound: 1 }),
      factsOf({ longestWord: 6 }),
      factsOf({ continuous: true, longestWord: 9 }),
    ]);
    expect(rates.games).toBe(2);
    expect(rates.hits).toEqual({
      long_words: 1,
      high_scoring: 0,
      word_count: 0,
      efficiency: 0,
      target_word: 1,
      consistency: 2,
    });
  });
});
