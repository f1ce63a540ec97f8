import type { TPersonalizedChallengesResponse } from '@dozen/engine/contract';

/**
 * The challenge entry button beside the game (spec 001 §2 "Button states"): what it looks like,
 * what its tooltip says and what a press does, from who is playing and the day's challenges.
 */
export const ChallengeTooltip = {
  signIn: 'Sign in to access personalized challenges',
  view: 'View your personalized challenges',
  allDone: 'All challenges completed!',
  generate: 'Get personalized challenges based on your playing style',
  loading: 'Personalized challenges',
} as const;

export type ChallengeButtonState =
  /** Not signed in: the sign-in prompt icon; a press opens the sign-in dialog. */
  | { kind: 'signIn'; tooltip: string; tone: 'plain' }
  /** Signed in, fewer than 5 games: amber, with the server's eligibility message. */
  | { kind: 'notEligible'; tooltip: string; tone: 'amber' }
  /** Challenges to do today. */
  | { kind: 'view'; tooltip: string; tone: 'plain' }
  /** Every challenge of the day completed: blue. */
  | { kind: 'allDone'; tooltip: string; tone: 'blue' }
  /** Eligible, none yet today: a press asks the server for them. */
  | { kind: 'generate'; tooltip: string; tone: 'plain' }
  /** Signed in, the answer not here yet. */
  | { kind: 'loading'; tooltip: string; tone: 'plain' };

export function challengeButtonState(
  isSignedIn: boolean,
  answer: TPersonalizedChallengesResponse | undefined,
): ChallengeButtonState {
  if (!isSignedIn) return { kind: 'signIn', tooltip: ChallengeTooltip.signIn, tone: 'plain' };
  if (!answer) return { kind: 'loading', tooltip: ChallengeTooltip.loading, tone: 'plain' };
  const { challenges, eligibilityInfo } = answer;
  if (challenges.length > 0) {
    return challenges.every((c) => c.isCompleted)
      ? { kind: 'allDone', tooltip: ChallengeTooltip.allDone, tone: 'blue' }
      : { kind: 'view', tooltip: ChallengeTooltip.view, tone: 'plain' };
  }
  if (!eligibilityInfo.eligible)
    return { kind: 'notEligible', tooltip: eligibilityInfo.message, tone: 'amber' };
  return { kind: 'generate', tooltip: ChallengeTooltip.generate, tone: 'plain' };
}
