import type { TCreateVerificationCodeResponse } from '@dozen/engine/contract';
import { atom } from 'jotai';
import { StorageKey, browserStore, readJson, removeKey, writeJson } from '../../../shared/storage.js';

/**
 * A code on its way to an address (spec 001 §3 "pending linking data"). It outlives the dialog and
 * the page: a player who goes to the mail app, and comes back to a tab the phone reloaded in the
 * meantime, is back at the code step (features/account/identity.ts opens it on load) rather than asking for
 * another code, which the server would refuse for a minute. Kept in local storage — the address
 * and the times, never the code — and gone once signed in, signed out, when the code expires, or
 * on "Use a Different E-mail".
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

const isPendingSignIn = (value: unknown): PendingSignIn | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { email, expiresAt, resendAt, lifetimeSeconds } = value as Record<string, unknown>;
  return typeof email === 'string' &&
    typeof expiresAt === 'number' &&
    typeof resendAt === 'number' &&
    typeof lifetimeSeconds === 'number'
    ? { email, expiresAt, resendAt, lifetimeSeconds }
    : null;
};

/** The kept pending sign-in, if its code still works (an expired one is removed). */
export function keptPendingSignIn(store = browserStore(), now: number = Date.now()): PendingSignIn | null {
  const kept = readJson(StorageKey.pendingSignIn, isPendingSignIn, store);
  if (kept && resumable(kept, now)) return kept;
  if (kept) removeKey(StorageKey.pendingSignIn, store);
  return null;
}

export function forgetPendingSignIn(store = browserStore()): void {
  removeKey(StorageKey.pendingSignIn, store);
}

const keptAtom = atom<PendingSignIn | null>(keptPendingSignIn());

/** The pending sign-in, written through to local storage. */
export const pendingSignInAtom = atom(
  (get) => get(keptAtom),
  (_get, set, next: PendingSignIn | null) => {
    set(keptAtom, next);
    if (next) writeJson(StorageKey.pendingSignIn, next);
    else forgetPendingSignIn();
  },
);

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
