import { lazy } from 'react';
import type { ModalOf, ModalViews } from '../../shared/modal-registry.js';
import type { SignInGateFields, SignInProblem } from './sign-in/sign-in-gate.js';

declare module '../../shared/modal-registry.js' {
  interface ModalRegistry {
    signInGate: SignInGateFields;
    /** The authentication setup help (spec 001 §2): why the sign-in e-mail could not be sent. */
    signInHelp: { problem: SignInProblem; message: string; retry: ModalOf<'signInGate'> };
    /** Sign Out's confirmation (from Settings). */
    signOut: object;
    dataRecovery: object;
  }
}

export const accountModals: ModalViews<'signInGate' | 'signInHelp' | 'signOut' | 'dataRecovery'> = {
  signInGate: lazy(() => import('./sign-in/SignInGateModal.js')),
  signInHelp: lazy(() => import('./sign-in/SignInHelpModal.js')),
  signOut: lazy(() => import('./SignOutModal.js')),
  dataRecovery: lazy(() => import('./DataRecoveryModal.js')),
};
