import { type TSignInResponse } from '@dozen/engine/contract';
import { type QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { getMe } from '../api/account-http.js';
import { track } from '../api/analytics.js';
import { HttpError } from '../api/errors.js';
import { createSession } from '../api/http.js';
import {
  completeSignInMutation,
  runMutation,
  signOutMutation,
  verifyCodeMutation,
} from '../api/mutations.js';
import { showToast } from '../components/toast.js';
import { forgetAccount, handOverToAccount, sendGameBeforeSignOut } from '../game/identity-storage.js';
import { appModalAtom, type AppModalKind } from '../modals/modal-state.js';
import { openIdentityBroadcast, type IdentityBroadcast } from './identity-broadcast.js';
import {
  loadAccountPreferences,
  resetLocalPreferences,
  saveDevicePreferences,
  showStoredTheme,
} from './preferences.js';
import { runRecoveryCheck } from './recovery-check.js';
import { sessionAtom, setSession, type Session } from './session.js';

/**
 * Who is playing in this browser, and everything that follows when it changes: the one path for
 * a sign-in by code or link, a sign-out, and a change made in another tab (spec 001 §4). The
 * server's cookie is the identity; this module keeps the app in step with it:
 *
 * - the session atom (and so every screen: the green icon, the open gates, Settings);
 * - the query cache: refetched after a sign-in (the merged entry, the pool's unlocked hints, the
 *   counts), emptied after an account leaves (nothing of it stays on screen);
 * - this browser's keys (game/identity-storage.ts) and preferences (state/preferences.ts);
 * - the other tabs, told through identity-broadcast.ts; each asks the server who it is now.
 */

type Store = ReturnType<typeof getDefaultStore>;

export interface IdentityDeps {
  queryClient: QueryClient;
  store?: Store;
}

/** Dialogs that make no sense once signed in, and ones that only an account can be in. */
const SIGN_IN_MODALS: ReadonlySet<AppModalKind> = new Set(['signInGate', 'signInHelp']);
const ACCOUNT_MODALS: ReadonlySet<AppModalKind> = new Set(['signOut', 'dataRecovery']);

let broadcast: IdentityBroadcast | null = null;

const sameIdentity = (a: Session | null, b: Session) =>
  a !== null && a.userId === b.userId && a.isAnonymous === b.isAnonymous;

interface Change {
  /** 'here': this tab did it (and tells the others); 'elsewhere': another tab did. */
  origin: 'here' | 'elsewhere';
  /** For a sign-in here: the e-mail already had an account (its preferences win). */
  isExistingAccount?: boolean;
}

/** The one path for "who is playing changed". */
function applyIdentity(
  next: Session,
  { queryClient, store = getDefaultStore() }: IdentityDeps,
  change: Change,
) {
  const previous = store.get(sessionAtom);
  if (sameIdentity(previous, next)) {
    if (previous?.email !== next.email) setSession(next, store);
    return;
  }
  const accountLeft = previous !== null && !previous.isAnonymous;
  if (accountLeft) {
    forgetAccount(previous.userId);
    if (change.origin === 'here') resetLocalPreferences();
    else showStoredTheme();
  } else if (previous && !next.isAnonymous) {
    handOverToAccount(previous.userId, next.userId);
  }

  setSession(next, store);

  const modal = store.get(appModalAtom);
  const stale = next.isAnonymous ? ACCOUNT_MODALS : SIGN_IN_MODALS;
  if (modal && stale.has(modal.kind)) store.set(appModalAtom, null);

  // Every cached answer was someone's: an account's must go from the screen at once (reset), an
  // anonymous player's becomes the account's after the merge (refetched in place, so the game
  // on the board does not blink).
  if (accountLeft) void queryClient.resetQueries();
  else void queryClient.invalidateQueries();

  if (!next.isAnonymous) {
    if (change.origin === 'here') {
      const devicePreferencesWin = previous?.isAnonymous === true && change.isExistingAccount === false;
      void (devicePreferencesWin
        ? saveDevicePreferences(next.userId, queryClient)
        : loadAccountPreferences(next.userId));
      void runRecoveryCheck(next.userId, queryClient);
    } else {
      showStoredTheme();
    }
  }
  if (change.origin === 'here') broadcast?.announce();
}

function signedIn(response: TSignInResponse, deps: IdentityDeps): void {
  const { userId, email, isExistingAccount } = response;
  applyIdentity({ userId, isAnonymous: false, email }, deps, { origin: 'here', isExistingAccount });
  showToast({
    title: 'Sign-in Complete',
    description: isExistingAccount
      ? `Signed in as ${email}. Your progress on this device has been added to your account.`
      : `Your Dozen account for ${email} is ready. Your progress is saved to it.`,
    variant: 'success',
  });
}

/** POST /api/verify-code, then everything a sign-in changes. */
export async function signInWithCode(
  email: string,
  code: string,
  deps: IdentityDeps,
): Promise<TSignInResponse> {
  const response = await runMutation(deps.queryClient, verifyCodeMutation(), { email, code });
  signedIn(response, deps);
  track('sign_in_complete', { method: 'code' });
  return response;
}

/** The /auth-complete page's POST, then everything a sign-in changes. */
export async function signInWithLink(token: string, deps: IdentityDeps) {
  const response = await runMutation(deps.queryClient, completeSignInMutation(), token);
  signedIn(response, deps);
  track('sign_in_complete', { method: 'link' });
  return response;
}

/**
 * Sign Out: the game in progress goes to the account first (game/identity-storage.ts), then the
 * server ends the session and answers a fresh, empty anonymous identity, which this browser
 * becomes. Throws when it could not sign out (the player stays signed in and is told).
 */
export async function signOut(deps: IdentityDeps): Promise<void> {
  const store = deps.store ?? getDefaultStore();
  const account = store.get(sessionAtom);
  if (!account || account.isAnonymous) return;
  await sendGameBeforeSignOut(account.userId, deps.queryClient);
  let fresh;
  try {
    fresh = await runMutation(deps.queryClient, signOutMutation(), undefined);
  } catch (error) {
    // Another tab signed out first: this session is anonymous already. Catch up with it.
    if (error instanceof HttpError && error.status === 403) {
      await followServer(deps);
      return;
    }
    throw error;
  }
  applyIdentity({ userId: fresh.userId, isAnonymous: true, email: null }, deps, { origin: 'here' });
  // Sent with the next batch, so under the fresh guest identity: the account's session is gone.
  track('sign_out');
  showToast({ title: 'Signed Out', description: 'You are playing as a guest now.' });
}

/** Who the cookie says this browser is now: GET /api/me, or a new anonymous session if it has none. */
async function readServerSession(): Promise<Session> {
  try {
    const { userId, isAnonymous, email } = await getMe();
    return { userId, isAnonymous, email };
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) throw error;
    const { userId, isAnonymous, email } = await createSession();
    return { userId, isAnonymous, email };
  }
}

let following: Promise<void> = Promise.resolve();

/** Another tab (or a page restored from the back-forward cache) may have changed who is signed in. */
export function followServer(deps: IdentityDeps): Promise<void> {
  following = following.then(async () => {
    try {
      applyIdentity(await readServerSession(), deps, { origin: 'elsewhere' });
    } catch (error) {
      console.warn('Could not re-read the session', error);
    }
  });
  return following;
}

/**
 * Mount once, after the first session is known (App): listens to the other tabs, and for a
 * signed-in player loads the account's preferences and runs the data-recovery check. Answers
 * a stop function.
 */
export function startIdentitySync(deps: IdentityDeps): () => void {
  const store = deps.store ?? getDefaultStore();
  broadcast?.close();
  const opened = openIdentityBroadcast(() => void followServer(deps));
  broadcast = opened;
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) void followServer(deps);
  };
  window.addEventListener('pageshow', onPageShow);

  const session = store.get(sessionAtom);
  if (session && !session.isAnonymous) {
    void loadAccountPreferences(session.userId);
    void runRecoveryCheck(session.userId, deps.queryClient);
  }

  return () => {
    window.removeEventListener('pageshow', onPageShow);
    opened.close();
    if (broadcast === opened) broadcast = null;
  };
}
