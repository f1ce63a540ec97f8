import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { AreaAssessment } from '../progress/profile.js';
import type { EligibilityInfo } from '../progress/eligibility.js';
import type { HistoryEntry, YourStats } from '../progress/history.js';
import type { UserProfile } from '../progress/profile.js';
import type { Standing } from '../progress/rank.js';
import type { Streaks } from '../progress/streaks.js';
import { challengeIdOf } from '../progress/challenge-ids.js';
import {
  ApiRoute,
  type ZAreaAssessment,
  ZChallengeCompletionRequest,
  ZChallengeId,
  ZCompleteChallengeRequest,
  type ZStanding,
  type ZStreaks,
  type TEligibilityInfo,
  type THistoryEntry,
  type TUserProfile,
  type TYourStats,
} from './index.js';

describe('progress contract', () => {
  it('mirrors the engine’s progress types', () => {
    expectTypeOf<UserProfile>().toEqualTypeOf<TUserProfile>();
    expectTypeOf<AreaAssessment>().toEqualTypeOf<z.infer<typeof ZAreaAssessment>>();
    expectTypeOf<EligibilityInfo>().toEqualTypeOf<TEligibilityInfo>();
    expectTypeOf<HistoryEntry>().toEqualTypeOf<THistoryEntry>();
    expectTypeOf<YourStats>().toEqualTypeOf<TYourStats>();
    expectTypeOf<Streaks>().toEqualTypeOf<z.infer<typeof ZStreaks>>();
    expectTypeOf<Standing>().toEqualTypeOf<z.infer<typeof ZStanding>>();
  });

  it('accepts the engine’s challenge ids and nothing else', () => {
    expect(ZChallengeId.safeParse(challengeIdOf('u_abc-9', '2026-11-21', 'medium')).success).toBe(true);
    for (const id of ['c-20261121-medium-', 'c-2026-11-21-easy-u', 'c-20261121-easy-a/b', 'x'])
      expect(ZChallengeId.safeParse(id).success).toBe(false);
  });

  it('takes the spec’s completion bodies (claims are shapes only) and refuses unknown keys', () => {
    expect(ZCompleteChallengeRequest.safeParse({}).success).toBe(true);
    expect(
      ZCompleteChallengeRequest.safeParse({
        actualScore: 30,
        actualWords: 6,
        rating: 'good',
      }).success,
    ).toBe(true);
    expect(ZCompleteChallengeRequest.safeParse({ actualWords: ['tea', 'eat'] }).success).toBe(true);
    expect(ZCompleteChallengeRequest.safeParse({ points: 1000 }).success).toBe(false);
    // No game time: nothing trustworthy could fill it (engine/src/progress/completion.ts).
    expect(ZCompleteChallengeRequest.safeParse({ actualTime: 95.5 }).success).toBe(false);
    const completion = {
      playerId: 'u_abc',
      date: '2026-11-21',
      challengeId: 'c-20261121-easy-u_abc',
      challengeType: 'exploration',
      description: 'Find 4 words',
      bonusPoints: 10,
    };
    expect(ZChallengeCompletionRequest.safeParse(completion).success).toBe(true);
    expect(ZChallengeCompletionRequest.safeParse({ ...completion, isCompleted: true }).success).toBe(false);
  });

  it.each([
    [ApiRoute.playerHistory.path({ userId: 'u_a' }), '/api/player-history/u_a'],
    [
      ApiRoute.playerHistoryDay.path({ userId: 'u_a', date: '2026-11-20' }),
      '/api/player-history/u_a/2026-11-20',
    ],
    [ApiRoute.userProfile.path({ userId: 'u_a' }), '/api/user-profile/u_a'],
    [
      ApiRoute.personalizedChallenges.path({ userId: 'u_a', date: '2026-11-21' }),
      '/api/personalized-challenges/u_a/2026-11-21',
    ],
    [ApiRoute.challenges.path({ date: '2026-11-21' }), '/api/challenges/2026-11-21'],
    [ApiRoute.generateChallenges.path(), '/api/generate-challenges'],
    [
      ApiRoute.completeChallenge.path({ challengeId: 'c-20261121-easy-u_a' }),
      '/api/complete-challenge/c-20261121-easy-u_a',
    ],
    [ApiRoute.challengeCompletion.path(), '/api/challenge-completion'],
    [ApiRoute.challengeStats.path({ userId: 'u_a' }), '/api/challenge-stats/u_a'],
    [ApiRoute.challengePreview.path({ date: '2026-11-21' }), '/api/challenge-preview/2026-11-21'],
    [ApiRoute.extraPointsRank.path({ userId: 'u_a' }), '/api/extra-points-rank/u_a'],
  ])('builds the client path %s', (path, expected) => {
    expect(path).toBe(expected);
  });
});
