import type { TSignInResponse } from '@dozen/engine/contract';
import type { MutationObserverOptions, QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { track } from '../../api/analytics.js';
import { HttpError } from '../../api/errors.js';
import { inIdentityLane } from '../../api/identity-lane.js';
import { onSessionEnded, takeWordInFlight } from '../../api/session-ended.js';
import {
  completeSignInMutation,
  runMutation,
  signOutMutation,
  verifyCodeMutation,
} from '../../api/mutations.js';
import { listen } from '../../shared/listen.js';
import { showToast } from '../../shared/ui/toast.js';
import { appModalAtom, type AppModalKind } from '../../shared/modal-registry.js';
import { keptPendingSignIn, pendingSignInAtom } from './sign-in/pending-sign-in.js';
import { openIdentityBroadcast, type IdentityBroadcast } from './identity-broadcast.js';
import { loadAccountPreferences, saveDevicePreferences } from '../../api/preferences.js';
import { resetLocalPreferences, showStoredTheme } from '../../shared/preferences.js';
import { loadPlayerData, playerData } from './player-data-policy.js';
import { runRecoveryCheck } from './recovery-check.js';
import { deviceId } from '../../api/device-id.js';
import { askServer, onLateAnswer, setSession } from '../../api/session-boot.js';
import { sessionAtom, sessionStatusAtom, type Session } from '../../api/session.js';

/**
 * Who is playing in this browser, and everything that follows when it changes: the one path for
 * a sign-in by code or link, a sign-out, and a change made in another tab (spec 001 §4). The
 * server's cookie is the identity; this module keeps the app in step with it:
 *
 * - the session atom (and so every screen: the green icon, the open gates, Settings);
 * - the query cache: refetched after a sign-in (the merged entry, the pool's unlocked hints, the
 *   counts), emptied after an account leaves (nothing of it stays on screen);
 * - this browser's keys (app/player-data.ts) and preferences (shared/preferences.ts);
 * - the other tabs, told through identity-broadcast.ts; each asks the server who it is now.
 *
 * Every call that changes or reads who this browser is runs in the identity lane
 * (api/identity-lane.ts) together with applying its answer, so an older answer can never be
 * applied after a newer one. A tab also asks again when it comes back (visibility, page show,
 * focus after being hidden: a frozen tab hears no broadcast), and when any answer says the session
 * has ended (api/session-ended.ts): it then becomes the guest the server sees, and says so once.
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
  /**
   * 'here': this tab did it (and tells the others); 'elsewhere': another tab or device did;
   * 'ended': the session ended under this tab (signed out elsewhere, revoked, expired);
   * 'settled': the server's first answer replaced a provisional identity (api/session-boot.ts).
   */
  origin: 'here' | 'elsewhere' | 'ended' | 'settled';
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
    if (previous?.email !== next.email || previous?.provisional) setSession(next, store);
    return;
  }
  const accountLeft = previous !== null && !previous.isAnonymous;
  if (accountLeft) {
    // Its game in progress stays this device's for the account: the game controller keeps a
    // saved game of another account for it (features/game/kept-for-account.ts).
    playerData().forgetAccount(previous.userId);
    if (change.origin === 'here') resetLocalPreferences();
    else showStoredTheme();
  } else if (previous) {
    // Anonymous play follows this device: into the account it signed in to, or into the guest the
    // server now sees (a local guest's words, a guest whose session ended).
    playerData().handOverToAccount(previous.userId, next.userId);
  }

  setSession(next, store);
  // A code on its way belongs to the browser as it was: a sign-in or a sign-out ends it.
  if (accountLeft || !next.isAnonymous) store.set(pendingSignInAtom, null);

  const modal = store.get(appModalAtom);
  const stale = next.isAnonymous ? ACCOUNT_MODALS : SIGN_IN_MODALS;
  if (modal && stale.has(modal.kind)) store.set(appModalAtom, null);

  // Every cached answer was someone's: an account's must go from the screen at once (reset), an
  // anonymous player's becomes the account's after the merge (refetched in place, so the game
  // on the board does not blink).
  if (accountLeft) void queryClient.resetQueries();
  else void queryClient.invalidateQueries();
  // The live socket's session is its handshake's cookie: open it again as the new player (a
  // league's board is watched as its member). Loaded only where a socket may exist already.
  void import('../../api/socket.js').then(({ reconnectLive }) => reconnectLive());

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
  // Games kept while the server could not be asked (or under a provisional id) go now.
  if (change.origin !== 'here')
    void playerData()
      .syncKeptGames(next.userId, queryClient)
      .catch(() => 0);
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

/**
 * A sign-in by code or by link, in the identity lane: the request carries this browser's device
 * id when it has one, the player's data loads while the server answers, and the answer becomes
 * the identity before anything else of the lane runs.
 */
function signIn<TResponse extends TSignInResponse, TRequest extends object>(
  method: 'code' | 'link',
  mutation: MutationObserverOptions<TResponse, Error, TRequest>,
  request: TRequest,
  deps: IdentityDeps,
): Promise<TResponse> {
  return inIdentityLane(async () => {
    const device = deviceId();
    const ready = loadPlayerData();
    const response = await runMutation(
      deps.queryClient,
      mutation,
      device === undefined ? request : { ...request, device },
    );
    await ready;
    signedIn(response, deps);
    track('sign_in_complete', { method });
    return response;
  });
}

/** POST /api/verify-code, then everything a sign-in changes (in the identity lane). */
export function signInWithCode(email: string, code: string, deps: IdentityDeps): Promise<TSignInResponse> {
  return signIn('code', verifyCodeMutation(), { email, code }, deps);
}

/**
 * The /auth-complete page's POST, then everything a sign-in changes. In the identity lane: on a
 * phone the page's own boot call may still be out, and its answer must land first.
 */
export function signInWithLink(token: string, deps: IdentityDeps) {
  return signIn('link', completeSignInMutation(), { token }, deps);
}

/**
 * Sign Out: the game in progress goes to the account first (app/player-data.ts), then the
 * server ends the session and answers a fresh, empty anonymous identity, which this browser
 * becomes. Throws when it could not sign out (the player stays signed in and is told).
 */
export async function signOut(deps: IdentityDeps): Promise<void> {
  const store = deps.store ?? getDefaultStore();
  const account = store.get(sessionAtom);
  if (!account || account.isAnonymous) return;
  await (await loadPlayerData()).sendGameBeforeSignOut(account.userId, deps.queryClient);
  const signedOut = await inIdentityLane(async () => {
    let fresh;
    try {
      fresh = await runMutation(deps.queryClient, signOutMutation(), undefined);
    } catch (error) {
      // Another tab signed out first (403), or the session ended meanwhile (401): catch up.
      if (error instanceof HttpError && (error.status === 403 || error.status === 401)) {
        await followNow(deps, 'elsewhere');
        return false;
      }
      throw error;
    }
    applyIdentity({ userId: fresh.userId, isAnonymous: true, email: null }, deps, { origin: 'here' });
    return true;
  });
  if (!signedOut) return;
  // Sent with the next batch, so under the fresh guest identity: the account's session is gone.
  track('sign_out');
  showToast({ title: 'Signed Out', description: 'You are playing as a guest now.' });
}

/**
 * Asks the server who this browser is now and becomes that (run in the identity lane). When the
 * cookie's session had ended, the player is told once: they play on as a guest, and the words of
 * their game stay on this device for them (`applyIdentity`).
 */
async function followNow(deps: IdentityDeps, origin: 'elsewhere' | 'check'): Promise<void> {
  const store = deps.store ?? getDefaultStore();
  try {
    const [{ session, sessionEnded }] = await Promise.all([askServer('me'), loadPlayerData()]);
    const previous = store.get(sessionAtom);
    const ended = sessionEnded && previous !== null && !sameIdentity(previous, session);
    const keptWord = takeWordInFlight();
    applyIdentity(session, deps, { origin: ended ? 'ended' : 'elsewhere' });
    if (ended) showToast(sessionEndedToast(previous, keptWord));
  } catch (error) {
    console.warn(`Could not re-read the session (${origin})`, error);
  }
}

/**
 * Short enough for the game's two-line toast slot: it must not cover the board's controls. It says
 * where the word whose check was out goes, when there was one (features/game/submit-word.ts): with
 * the account's game, which waits on this device for the account, or on with the anonymous game,
 * which the new guest plays on.
 */
export function sessionEndedToast(previous: Session, wordInFlight: string | null = null) {
  const word = wordInFlight ? `"${wordInFlight.toUpperCase()}"` : null;
  return {
    title: 'Signed Out',
    description: previous.isAnonymous
      ? `Your session ended. You are a new guest; your words${word ? `, ${word} too,` : ''} are kept.`
      : `Your session ended. You are a guest now; your game${word ? `, ${word} included,` : ''} is kept for your account.`,
    variant: 'destructive' as const,
  };
}

let queuedFollow: Promise<void> | null = null;

/**
 * Another tab, another device or time may have changed who this browser is. Calls made while one
 * check waits for its turn share it: a burst of 401s asks the server once.
 */
export function followServer(deps: IdentityDeps, origin: 'elsewhere' | 'check' = 'elsewhere'): Promise<void> {
  queuedFollow ??= inIdentityLane(() => {
    queuedFollow = null;
    return followNow(deps, origin);
  });
  return queuedFollow;
}

/**
 * When a tab comes back it asks again who it is (spec 001 §9: a page-show check after 300 ms for
 * the installed app, 700 ms otherwise): a tab that was hidden or frozen may have missed another
 * tab's sign-in or sign-out. Focus counts only after the page was hidden, so clicks back into a
 * desktop window ask nothing. Events within the delay share one check.
 */
export const RECHECK_DELAY_MS = { installed: 300, browser: 700 } as const;

function watchComebacks(deps: IdentityDeps): () => void {
  let hidden = document.visibilityState === 'hidden';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const installed = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  const recheck = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => void followServer(deps, 'check'),
      installed ? RECHECK_DELAY_MS.installed : RECHECK_DELAY_MS.browser,
    );
  };
  const cameBack = () => {
    if (!hidden) return;
    hidden = false;
    recheck();
  };
  const stops = [
    listen(document, 'visibilitychange', () => {
      if (document.visibilityState === 'hidden') hidden = true;
      else cameBack();
    }),
    listen(window, 'pagehide', () => (hidden = true)),
    listen(window, 'pageshow', (event: PageTransitionEvent) => {
      if (event.persisted) hidden = true; // restored from the back-forward cache
      cameBack();
    }),
    listen(window, 'focus', cameBack),
  ];
  return () => {
    clearTimeout(timer);
    stops.forEach((stop) => stop());
  };
}

/** At most one check for ended sessions this often, so a browser that refuses cookies never loops. */
export const SESSION_ENDED_CHECK_GAP_MS = 10_000;

function watchEndedSessions(deps: IdentityDeps): () => void {
  const store = deps.store ?? getDefaultStore();
  let lastCheck = -Infinity;
  return onSessionEnded(() => {
    // A provisional identity has no session to end (a local guest's calls are refused by design).
    if (store.get(sessionStatusAtom) !== 'ready') return;
    if (Date.now() - lastCheck < SESSION_ENDED_CHECK_GAP_MS) return;
    lastCheck = Date.now();
    void followServer(deps, 'check');
  });
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
  const stopComebacks = watchComebacks(deps);
  const stopEnded = watchEndedSessions(deps);
  // The server answered after the player started provisionally (api/session-boot.ts).
  const stopLate = onLateAnswer((session) => {
    const previous = store.get(sessionAtom);
    const ended = previous !== null && !previous.isAnonymous && !sameIdentity(previous, session);
    const keptWord = takeWordInFlight();
    applyIdentity(session, deps, { origin: ended ? 'ended' : 'settled' });
    if (ended && previous) showToast(sessionEndedToast(previous, keptWord));
  });

  const session = store.get(sessionAtom);
  if (session && !session.isAnonymous) {
    void loadAccountPreferences(session.userId);
    void runRecoveryCheck(session.userId, deps.queryClient);
  }
  // A code asked for before the phone reloaded this tab: back at the code step (spec 001 §3).
  const onLinkPage = window.location.pathname === '/auth-complete';
  if (session?.isAnonymous && !onLinkPage && keptPendingSignIn() && store.get(appModalAtom) === null)
    store.set(appModalAtom, { kind: 'signInGate' });

  return () => {
    stopComebacks();
    stopEnded();
    stopLate();
    opened.close();
    if (broadcast === opened) broadcast = null;
  };
}
