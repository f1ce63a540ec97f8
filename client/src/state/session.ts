import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { createSession } from '../api/http.js';
import { isFetchFailure } from '../api/errors.js';
import { retryDelayMs } from '../api/query.js';
import { browserStore, StorageKey } from '../game/storage.js';

/**
 * Who is playing. Every visitor gets a server session on app start (POST /api/session creates an
 * anonymous one when there is none); the server's cookie is the identity, the atom mirrors it.
 */
export interface Session {
  userId: string;
  isAnonymous: boolean;
  /** The account's e-mail once signed in (null or absent for an anonymous player). */
  email?: string | null;
}

export type SessionStatus = 'loading' | 'ready' | 'error';

export const sessionAtom = atom<Session | null>(null);
export const sessionStatusAtom = atom<SessionStatus>('loading');

const SESSION_ATTEMPTS = 3;

/** Asks the server for the session, retrying only when the request never got an answer. */
export async function fetchSession(
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<Session> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { userId, isAnonymous, email } = await createSession();
      return { userId, isAnonymous, email };
    } catch (error) {
      if (attempt + 1 >= SESSION_ATTEMPTS || !isFetchFailure(error)) throw error;
      await sleep(retryDelayMs(attempt));
    }
  }
}

let pending: Promise<Session | null> | null = null;

/**
 * Ensures a session once per page (later calls share the first request) and publishes it in
 * `sessionAtom`. Works outside React: the atoms live in Jotai's default store.
 */
export function ensureSession(store = getDefaultStore()): Promise<Session | null> {
  pending ??= fetchSession().then(
    (session) => {
      store.set(sessionAtom, session);
      store.set(sessionStatusAtom, 'ready');
      rememberUserId(session.userId);
      return session;
    },
    (error: unknown) => {
      console.warn('Could not start a session', error);
      store.set(sessionStatusAtom, 'error');
      pending = null; // a later call (e.g. the next screen) may try again
      return null;
    },
  );
  return pending;
}

/** Replaces the session: only state/identity.ts calls it, after a sign-in or sign-out (here or in another tab). */
export function setSession(session: Session, store = getDefaultStore()): void {
  store.set(sessionAtom, session);
  store.set(sessionStatusAtom, 'ready');
  pending = Promise.resolve(session);
  rememberUserId(session.userId);
}

function rememberUserId(userId: string): void {
  try {
    browserStore()?.setItem(StorageKey.userId, userId);
  } catch {
    // No local storage: the cookie still identifies the player.
  }
}

export function useSession(): { session: Session | null; status: SessionStatus; isSignedIn: boolean } {
  const session = useAtomValue(sessionAtom);
  const status = useAtomValue(sessionStatusAtom);
  return { session, status, isSignedIn: session !== null && !session.isAnonymous };
}
