import { type TCreateVerificationCodeResponse } from '@dozen/engine/contract';
import { atom } from 'jotai';

/**
 * A code on its way to an address. It outlives the dialog: a player who closes it to go and read
 * the e-mail, and opens it again, is back at the code step rather than asking for another code
 * (which the server would refuse for a minute). Gone once signed in, or when the code expires.
 */
export interface PendingSignIn {
  email: string;
  /** When the code stops working (ms since the epoch). */
  expiresAt: number;
  /** When another code may be asked for (ms since the epoch). */
  resendAt: number;
  /** How long a code lasts, as the server said (the "check your e-mail" text). */
  lifetimeSeconds: number;
}

export const pendingSignInAtom = atom<PendingSignIn | null>(null);

export function pendingFrom(
  email: string,
  answer: TCreateVerificationCodeResponse,
  now: number = Date.now(),
): PendingSignIn {
  return {
    email,
    expiresAt: now + answer.expiresInSeconds * 1000,
    resendAt: now + answer.resendAfterSeconds * 1000,
    lifetimeSeconds: answer.expiresInSeconds,
  };
}

/** The pending sign-in to resume, if its code still works. */
export function resumable(pending: PendingSignIn | null, now: number = Date.now()): PendingSignIn | null {
  return pending && pending.expiresAt > now ? pending : null;
}
