import { getDefaultStore } from 'jotai';
import { createSession, getMe } from './http.js';
import { HttpError } from './errors.js';
import { browserStore, StorageKey, type KeyValueStore } from '../shared/storage.js';
import { deviceId } from './device-id.js';
import { inIdentityLane } from './identity-lane.js';
import { canReachServer } from './connectivity.js';
import { keepTrying, type KeptWork } from './keep-trying.js';
import {
  publishProvisional,
  sessionAtom,
  sessionStatusAtom,
  showRememberedIdentity,
  LOCAL_GUEST_PREFIX,
  type Session,
} from './session.js';

/**
 * Who is playing. Every visitor gets a server session on app start (POST /api/session creates an
 * anonymous one when there is none); the server's cookie is the identity, the atoms
 * (api/session.ts) mirror it. This module loads after the first render (app/background.ts).
 *
 * Starting never waits on the network. A returning player plays at once as the identity this
 * browser remembers, marked `provisional`, and the server's answer settles it behind: the same
 * player is simply confirmed, another one goes to features/account/identity.ts (a local guest's
 * words move to the real player; an ended session is said). A first visit waits for the answer, up
 * to AUTH_INIT_TIMEOUT_MS (spec 001 §9), then plays as a new local guest. Until the server has
 * answered, the boot call is asked again at every sign of connectivity and on the backoff of
 * api/keep-trying.ts: an offline start settles as soon as Dozen can be reached.
 */

/** Spec 001 §9: "Auth initialisation timeout 10 s". */
export const AUTH_INIT_TIMEOUT_MS = 10_000;

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
 * every identity check. Run it in the identity lane (api/identity-lane.ts). One try: whoever asks
 * decides when to ask again (the boot, below, on keep-trying.ts's policy).
 * - 'me' first (a re-check): GET /api/me; a 401 means the session ended, and a guest is made.
 * - 'session' first (the boot): POST /api/session, which answers the current identity or a new one.
 * A 409 IDENTITY_CHANGED means a sign-in of this browser overtook the request: its cookie is here
 * now, so ask GET /api/me; if even that has none (cookies gone), a plain new guest.
 */
export async function askServer(first: 'me' | 'session'): Promise<ServerIdentity> {
  let sessionEnded = false;
  if (first === 'me') {
    const me = await meOrNull();
    if (me) return { session: me, sessionEnded };
    sessionEnded = true;
  }
  try {
    const device = deviceId();
    return { session: toSession(await createSession(device === undefined ? {} : { device })), sessionEnded };
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

interface Boot {
  /** The first identity published: the remembered one at once, the server's, or a local guest. */
  published: Promise<Session | null>;
  /** The server's answer, once it has come. */
  answer: Session | null;
  /** The boot call out now, if any (null when it could not be had: asked again later). */
  asking: Promise<Session | null> | null;
  /** Asks again until the server answers. */
  retry: KeptWork | null;
}

let boot: Boot | null = null;
let lateAnswerListener: ((identity: Session) => void) | null = null;
let lateAnswer: Session | null = null;

function startBoot(store: Store): Boot {
  const remembered = showRememberedIdentity(store);
  const started: Boot = { published: Promise.resolve(null), answer: null, asking: null, retry: null };

  const ask = (): Promise<Session | null> => {
    started.asking ??= inIdentityLane(() => askServer('session')).then(
      ({ session }) => {
        if (boot !== started || started.answer) return started.answer;
        started.answer = session;
        started.retry?.stop();
        if (store.get(sessionStatusAtom) === 'provisional') answeredLate(store, session);
        else publish(store, session);
        return session;
      },
      (error: unknown) => {
        console.warn('Could not start a session', error);
        started.asking = null;
        return null;
      },
    );
    return started.asking;
  };
  // Like all kept work, it waits while Dozen cannot be reached (api/reachability.ts finds it back).
  started.retry = keepTrying(async () => !canReachServer() || (await ask()) === null);
  const first = ask();
  void first.then((answer) => {
    if (answer === null) started.retry?.keep();
  });
  started.published = remembered
    ? Promise.resolve(store.get(sessionAtom))
    : Promise.race([first, sleep(AUTH_INIT_TIMEOUT_MS)]).then(() => {
        // No answer in time, or none at all: a local guest plays meanwhile.
        if (store.get(sessionAtom) === null) publishProvisional(store, newLocalGuest());
        return store.get(sessionAtom);
      });
  return started;
}

/**
 * Starts the session once per page and answers the first identity published (the remembered one,
 * the server's, or a local guest after AUTH_INIT_TIMEOUT_MS). Works outside React: the atoms live
 * in Jotai's default store.
 */
export function ensureSession(store = getDefaultStore()): Promise<Session | null> {
  boot ??= startBoot(store);
  return boot.published;
}

/**
 * The server's answer about this browser (for what needs the cookie: analytics, sending games):
 * the one it gave, or the boot call out now, asking again if none is; null when none could be had.
 */
export function settledSession(store = getDefaultStore()): Promise<Session | null> {
  boot ??= startBoot(store);
  if (boot.answer) return Promise.resolve(boot.answer);
  if (!boot.asking && canReachServer()) boot.retry?.kick();
  return boot.asking ?? Promise.resolve(null);
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
  boot?.retry?.stop();
  boot = { published: Promise.resolve(session), answer: session, asking: null, retry: null };
}

function publish(store: Store, session: Session): void {
  store.set(sessionAtom, session);
  store.set(sessionStatusAtom, 'ready');
  rememberIdentity(session);
}

function newLocalGuest(): Session {
  const random = crypto.getRandomValues(new Uint32Array(3));
  return {
    userId: `${LOCAL_GUEST_PREFIX}${Array.from(random, (n) => n.toString(36)).join('')}`,
    isAnonymous: true,
  };
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
