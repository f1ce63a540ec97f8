import type { AppModal } from '../../shared/modal-registry.js';

/** The sign-in gate for a feature that needs an account (spec 000 §5). */
export const SignInGate = {
  hints: { kind: 'signInGate', title: 'Sign in to access hints', feature: 'Hints' },
  continuousMode: {
    kind: 'signInGate',
    title: 'Sign in to access continuous mode',
    feature: 'Continuous mode',
  },
  challenges: {
    kind: 'signInGate',
    title: 'Sign in to access personalized challenges',
    feature: 'Personalized challenges',
  },
  generic: { kind: 'signInGate' },
} as const satisfies Record<string, AppModal>;
