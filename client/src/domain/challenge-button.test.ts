import type { TPersonalizedChallenge, TPersonalizedChallengesResponse } from '@dozen/engine/contract';
import { describe, expect, it } from 'vitest';
import { NOT_ELIGIBLE } from '../api/progress-http.js';
import { challengeButtonState, type ChallengeButtonState } from './challenge-button.js';
import { eligibleWith, notEligible, personalizedChallenge } from '../test-support/progress-fixtures.js';

const challenge = (isCompleted: boolean, difficulty: 'easy' | 'medium' | 'hard'): TPersonalizedChallenge =>
  personalizedChallenge({
    id: `c-20261121-${difficulty}-player1`,
    difficulty,
    isCompleted,
    performance: isCompleted ? 'good' : null,
    completedAt: isCompleted ? '2026-11-21T15:00:00.000Z' : null,
    progress: isCompleted ? 100 : 40,
  });

describe('challenge button (spec 001 §2)', () => {
  it.each<[string, boolean, TPersonalizedChallengesResponse, ChallengeButtonState]>([
    [
      'not signed in: the sign-in prompt, whatever is cached',
      false,
      eligibleWith([challenge(false, 'easy')]),
      { kind: 'signIn', tooltip: 'Sign in to access personalized challenges', tone: 'plain' },
    ],
    [
      "signed in, not eligible: amber, with the server's message",
      true,
      notEligible(3),
      {
        kind: 'notEligible',
        tooltip: 'Play 2 more games so AI can personalize your challenges',
        tone: 'amber',
      },
    ],
    [
      'challenges to do: view them',
      true,
      eligibleWith([challenge(true, 'easy'), challenge(false, 'hard')]),
      { kind: 'view', tooltip: 'View your personalized challenges', tone: 'plain' },
    ],
    [
      'all completed: blue, "All challenges completed!"',
      true,
      eligibleWith([challenge(true, 'easy'), challenge(true, 'hard')]),
      { kind: 'allDone', tooltip: 'All challenges completed!', tone: 'blue' },
    ],
    [
      'eligible with none yet: get them',
      true,
      eligibleWith([]),
      { kind: 'generate', tooltip: 'Get personalized challenges based on your playing style', tone: 'plain' },
    ],
  ])('%s', (_, signedIn, answer, state) => {
    expect(challengeButtonState(signedIn, answer)).toEqual(state);
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

  it('while loading: a neutral button', () => {
    expect(challengeButtonState(true, undefined).kind).toBe('loading');
  });
});
