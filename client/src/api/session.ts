import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { browserStore, StorageKey, type KeyValueStore } from '../shared/storage.js';

/**
 * Who is playing: the session atoms every screen reads, and the identity this browser remembers.
 * How the server is asked, and when the answer settles the atoms, is api/session-boot.ts, which
 * loads after the first render: the first page carries only this.
 */
export interface Session {
  userId: string;
  isAnonymous: boolean;
  /** The account's e-mail once signed in (null or absent for an anonymous player). */
  email?: string | null;
  /** Not confirmed by the server yet: remembered, or a local guest (no server call is made for it). */
  provisional?: boolean;
}

export type SessionStatus = 'loading' | 'ready' | 'provisional';

export const sessionAtom = atom<Session | null>(null);
export const sessionStatusAtom = atom<SessionStatus>('loading');

/** A guest made on this device before the server could answer: never sent to the server as an id. */
export const LOCAL_GUEST_PREFIX = 'local-';

type Store = ReturnType<typeof getDefaultStore>;

export function isLocalGuest(userId: string): boolean {
  return userId.startsWith(LOCAL_GUEST_PREFIX);
}

/** Plays as `identity` until the server has said who this browser is (session-boot.ts). */
export function publishProvisional(store: Store, identity: Session): void {
  store.set(sessionAtom, { ...identity, provisional: true });
  store.set(sessionStatusAtom, 'provisional');
}

/**
 * A returning player plays at once as the identity this browser remembers, before the session's
 * code has loaded (the app calls it as it starts); answers that identity, if any.
 */
export function showRememberedIdentity(store: Store = getDefaultStore()): Session | null {
  const remembered = rememberedIdentity();
  if (remembered && store.get(sessionAtom) === null) publishProvisional(store, remembered);
  return remembered;
}

/** The identity this browser last had from the server (spec 001 §3's user id, flag and e-mail). */
export function rememberedIdentity(store: KeyValueStore | null = browserStore()): Session | null {
  try {
    const userId = store?.getItem(StorageKey.userId);
    if (!userId) return null;
    const isAnonymous = store?.getItem(StorageKey.userAuthenticated) !== 'true';
    return {
      userId,
      isAnonymous,
      email: isAnonymous ? null : (store?.getItem(StorageKey.signInEmail) ?? null),
    };
  } catch {
    return null;
  }
}

export function useSession(): { session: Session | null; status: SessionStatus; isSignedIn: boolean } {
  const session = useAtomValue(sessionAtom);
  const status = useAtomValue(sessionStatusAtom);
  return { session, status, isSignedIn: session !== null && !session.isAnonymous };
}
