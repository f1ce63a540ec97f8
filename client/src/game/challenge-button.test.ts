import { type TPersonalizedChallenge } from '@dozen/engine/contract';
import { describe, expect, it } from 'vitest';
import { NOT_ELIGIBLE } from '../api/progress-http.js';
import { challengeButtonState } from './challenge-button.js';
import { eligibleWith, notEligible } from './progress-fixtures.js';

const challenge = (isCompleted: boolean, difficulty: 'easy' | 'medium' | 'hard'): TPersonalizedChallenge => ({
  id: `c-20261121-${difficulty}-player1`,
  title: 'Score Builder',
  description: 'Score 20 points in one game',
  difficulty,
  challengeType: 'score_target',
  date: '2026-11-21',
  isCompleted,
  performance: isCompleted ? 'good' : null,
  completedAt: isCompleted ? '2026-11-21T15:00:00.000Z' : null,
  rewards: { points: 10 },
  estimatedDuration: 3,
  targetMetrics: { targetScore: 20 },
  progress: isCompleted ? 100 : 40,
});

describe('challenge button (spec 001 §2)', () => {
  it('not signed in: the sign-in prompt, whatever is cached', () => {
    expect(challengeButtonState(false, eligibleWith([challenge(false, 'easy')]))).toEqual({
      kind: 'signIn',
      tooltip: 'Sign in to access personalized challenges',
      tone: 'plain',
    });
  });

  it("signed in, not eligible: amber, with the server's message", () => {
    expect(challengeButtonState(true, notEligible(3))).toEqual({
      kind: 'notEligible',
      tooltip: 'Play 2 more games so AI can personalize your challenges',
      tone: 'amber',
    });
  });

  it('a failed call reads as not eligible: 0 of 5, 5 remaining (spec 001 §8)', () => {
    expect(challengeButtonState(true, NOT_ELIGIBLE)).toMatchObject({
      kind: 'notEligible',
      tooltip: 'Play 5 more games so AI can personalize your challenges',
    });
    expect(NOT_ELIGIBLE.eligibilityInfo).toMatchObject({
      gamesPlayed: 0,
      gamesRequired: 5,
      remainingGames: 5,
    });
  });

  it('challenges to do: view them', () => {
    expect(
      challengeButtonState(true, eligibleWith([challenge(true, 'easy'), challenge(false, 'hard')])),
    ).toEqual({
      kind: 'view',
      tooltip: 'View your personalized challenges',
      tone: 'plain',
    });
  });

  it('all completed: blue, "All challenges completed!"', () => {
    expect(
      challengeButtonState(true, eligibleWith([challenge(true, 'easy'), challenge(true, 'hard')])),
    ).toEqual({
      kind: 'allDone',
      tooltip: 'All challenges completed!',
      tone: 'blue',
    });
  });

  it('eligible with none yet: get them', () => {
    expect(challengeButtonState(true, eligibleWith([]))).toEqual({
      kind: 'generate',
      tooltip: 'Get personalized challenges based on your playing style',
      tone: 'plain',
    });
  });

  it('while loading: a neutral button', () => {
    expect(challengeButtonState(true, undefined).kind).toBe('loading');
  });
});
