import { describe, expect, it } from 'vitest';
import {
  challengePreviewQuery,
  extraPointsRankQuery,
  personalizedChallengesQuery,
  playerHistoryQuery,
  progressKeys,
  userProfileQuery,
} from './progress-query.js';

const MINUTE = 60_000;

describe('progress queries (spec 001 §7)', () => {
  it.each([
    ['player history', playerHistoryQuery('p1').staleTime, 2 * MINUTE],
    ['profile', userProfileQuery('p1').staleTime, 5 * MINUTE],
    ['personalised challenges', personalizedChallengesQuery('p1', '2026-11-21').staleTime, 5 * MINUTE],
    ['rank', extraPointsRankQuery('p1').staleTime, 5 * MINUTE],
    // The spec sets none for the preview: the client's default freshness applies.
    ['challenge preview', challengePreviewQuery('2026-11-21').staleTime, undefined],
  ])('%s stays fresh %s ms', (_name, staleTime, expected) => {
    expect(staleTime).toBe(expected);
  });

  it('every progress answer is under one key, so one stored game refreshes them all', () => {
    for (const key of [
      progressKeys.playerHistory('p1'),
      progressKeys.userProfile('p1'),
      progressKeys.personalizedChallenges('p1', '2026-11-21'),
      progressKeys.challengePreview('2026-11-21'),
    ])
      expect(key[0]).toBe(progressKeys.all()[0]);
  });
});
