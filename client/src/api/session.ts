import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { createSession, getMe } from './http.js';
import { HttpError, isFetchFailure } from './errors.js';
import { retryDelayMs } from './query.js';
import { browserStore, StorageKey, type KeyValueStore } from '../shared/storage.js';
import { deviceId } from './device-id.js';
import { inIdentityLane } from './identity-lane.js';

/**
 * Who is playing. Every visitor gets a server session on app start (POST /api/session creates an
 * anonymous one when there is none); the server's cookie is the identity, the atom mirrors it.
 *
 * Starting never hangs (spec 001 §9: auth initialisation 10 s): when the server has not answered
 * within AUTH_INIT_TIMEOUT_MS (a phone on a slow network), the player plays on as the identity this
 * browser remembers, or as a new local guest, marked `provisional`; the server's answer settles it
 * when it comes (features/account/identity.ts moves a local guest's words to the real player).
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

/** Spec 001 §9: "Auth initialisation timeout 10 s". */
export const AUTH_INIT_TIMEOUT_MS = 10_000;
const SESSION_ATTEMPTS = 3;
/** A guest made on this device before the server could answer: never sent to the server as an id. */
export const LOCAL_GUEST_PREFIX = 'local-';

type Store = ReturnType<typeof getDefaultStore>;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const toSession = ({ userId, isAnonymous, email }: Session): Session => ({ userId, isAnonymous, email });

/** What the server said of this browser, and whether its cookie named a session that has ended. */
export interface ServerIdentity {
  session: Session;
  /** GET /api/me answered 401: the cookie's session was revoked or expired (then a guest was made). */
  sessionEnded: boolean;
}

/**
 * Who the cookie says this browser is, making a guest when it names nobody: the one question of
 * every identity check. Run it in the identity lane (api/identity-lane.ts).
 * - 'me' first (a re-check): GET /api/me; a 401 means the session ended, and a guest is made.
 * - 'session' first (the boot): POST /api/session, which answers the current identity or a new one.
 * A 409 IDENTITY_CHANGED means a sign-in of this browser overtook the request: its cookie is here
 * now, so ask GET /api/me; if even that has none (cookies gone), a plain new guest.
 */
export async function askServer(first: 'me' | 'session', wait = sleep): Promise<ServerIdentity> {
  let sessionEnded = false;
  if (first === 'me') {
    const me = await meOrNull();
    if (me) return { session: me, sessionEnded };
    sessionEnded = true;
  }
  try {
    return { session: toSession(await createSessionRetrying(deviceId(), wait)), sessionEnded };
  } catch (error) {
    if (!(error instanceof HttpError && error.apiError?.code === 'IDENTITY_CHANGED')) throw error;
  }
  const me = await meOrNull();
  return { session: me ?? toSession(await createSession({})), sessionEnded };
}

async function meOrNull(): Promise<Session | null> {
  try {
    return toSession(await getMe());
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/** POST /api/session, retried only when the request never got an answer. */
async function createSessionRetrying(device: string | undefined, wait: typeof sleep): Promise<Session> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await createSession(device === undefined ? {} : { device });
    } catch (error) {
      if (attempt + 1 >= SESSION_ATTEMPTS || !isFetchFailure(error)) throw error;
      await wait(retryDelayMs(attempt));
    }
  }
}

interface Boot {
  /** The first identity published: the server's, or a provisional one after the timeout. */
  published: Promise<Session | null>;
  /** The server's answer (null when it could not be had: a later call tries again). */
  settled: Promise<Session | null>;
}

let boot: Boot | null = null;
let lateAnswerListener: ((identity: Session) => void) | null = null;
let lateAnswer: Session | null = null;

function startBoot(store: Store): Boot {
  const settled = inIdentityLane(() => askServer('session')).then(
    ({ session }) => {
      if (store.get(sessionStatusAtom) === 'provisional') answeredLate(store, session);
      else publish(store, session);
      return session;
    },
    (error: unknown) => {
      console.warn('Could not start a session', error);
      if (store.get(sessionAtom) === null) publishProvisional(store);
      boot = null; // a later call (back online, the next screen) asks again
      return null;
    },
  );
  const published = Promise.race([
    settled,
    sleep(AUTH_INIT_TIMEOUT_MS).then(() => {
      if (store.get(sessionAtom) === null) publishProvisional(store);
      return store.get(sessionAtom);
    }),
  ]);
  return { published, settled };
}

/**
 * Starts the session once per page and answers the first identity published (the server's, or a
 * provisional one after AUTH_INIT_TIMEOUT_MS). Works outside React: the atoms live in Jotai's
 * default store.
 */
export function ensureSession(store = getDefaultStore()): Promise<Session | null> {
  boot ??= startBoot(store);
  return boot.published;
}

/** The server's answer about this browser (for what needs the cookie: analytics, sending games). */
export function settledSession(store = getDefaultStore()): Promise<Session | null> {
  boot ??= startBoot(store);
  return boot.settled;
}

/**
 * The server answered after the player started as a provisional identity: the same player simply
 * becomes confirmed; another one goes to features/account/identity.ts (words move, or an ended session is said).
 */
function answeredLate(store: Store, session: Session): void {
  const current = store.get(sessionAtom);
  if (current && current.userId === session.userId && current.isAnonymous === session.isAnonymous) {
    publish(store, session);
    return;
  }
  if (lateAnswerListener) lateAnswerListener(session);
  else lateAnswer = session;
}

/** features/account/identity.ts takes the server's late answers from here (one listener: the app's). */
export function onLateAnswer(listener: (identity: Session) => void): () => void {
  lateAnswerListener = listener;
  if (lateAnswer) {
    const waiting = lateAnswer;
    lateAnswer = null;
    listener(waiting);
  }
  return () => {
    if (lateAnswerListener === listener) lateAnswerListener = null;
  };
}

/** Replaces the session: features/account/identity.ts calls it after a sign-in or sign-out (here or in another tab). */
export function setSession(session: Session, store = getDefaultStore()): void {
  publish(store, toSession(session));
  boot = { published: Promise.resolve(session), settled: Promise.resolve(session) };
}

function publish(store: Store, session: Session): void {
  store.set(sessionAtom, session);
  store.set(sessionStatusAtom, 'ready');
  rememberIdentity(session);
}

function publishProvisional(store: Store): void {
  store.set(sessionAtom, { ...(rememberedIdentity() ?? newLocalGuest()), provisional: true });
  store.set(sessionStatusAtom, 'provisional');
}

function newLocalGuest(): Session {
  const random = crypto.getRandomValues(new Uint32Array(3));
  return {
    userId: `${LOCAL_GUEST_PREFIX}${Array.from(random, (n) => n.toString(36)).join('')}`,
    isAnonymous: true,
  };
}

export function isLocalGuest(userId: string): boolean {
  return userId.startsWith(LOCAL_GUEST_PREFIX);
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

function rememberIdentity(session: Session, store: KeyValueStore | null = browserStore()): void {
  try {
    store?.setItem(StorageKey.userId, session.userId);
    if (session.isAnonymous) {
      store?.removeItem(StorageKey.userAuthenticated);
      store?.removeItem(StorageKey.signInEmail);
    } else {
      store?.setItem(StorageKey.userAuthenticated, 'true');
      if (session.email) store?.setItem(StorageKey.signInEmail, session.email);
    }
  } catch {
    // No local storage: the cookie still identifies the player.
  }
}

export function useSession(): { session: Session | null; status: SessionStatus; isSignedIn: boolean } {
  const session = useAtomValue(sessionAtom);
  const status = useAtomValue(sessionStatusAtom);
  return { session, status, isSignedIn: session !== null && !session.isAnonymous };
}
