import type { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query.js';
import type * as toastModule from '../../shared/ui/toast.js';
import { resetToasts, showToast, type ToastOptions } from '../../shared/ui/toast.js';
import { DATE, gameEntry, savedGameState } from '../../test-support/fake-game-server.js';
import { testQueryClient } from '../../test-support/render.js';
import { readSavedGame, writeSavedGame } from '../../domain/saved-state.js';
import { appModalAtom } from '../../shared/modal-registry.js';
import {
  RIGHT_CODE,
  fakeAccountServer,
  newAccountState,
  requestsTo,
  type AccountState,
} from '../../test-support/fake-account-server.js';
import { IDENTITY_CHANNEL } from './identity-broadcast.js';
import { signInWithCode, signOut, startIdentitySync } from './identity.js';
import { sessionAtom } from '../../api/session.js';

// The toasts said, as the player would read them (the real store still runs).
vi.mock('../../shared/ui/toast.js', async (importOriginal) => {
  const real = await importOriginal<typeof toastModule>();
  return { ...real, showToast: vi.fn(real.showToast) };
});
const lastToast = (): ToastOptions | null => vi.mocked(showToast).mock.lastCall?.[0] ?? null;

/**
 * The one path for "who is playing changed", against the fake account server: what a sign-in
 * and a sign-out change in this browser (session, keys, preferences, query cache, the game in
 * progress), and how another tab of the same browser follows.
 */

const store = getDefaultStore();
let server: AccountState;
let queryClient: QueryClient;
let stopSync = () => {};
let otherTab: BroadcastChannel;
let heardByOtherTab: unknown[];

const word = { word: 'IN', score: 3, isTopWord: false, isTargetWord: false, letterIndices: [1, 6] };
const local = (key: string) => localStorage.getItem(key);
const json = (key: string): unknown => JSON.parse(local(key) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  server = newAccountState();
  vi.stubGlobal('fetch', fakeAccountServer(server));
  queryClient = testQueryClient();
  store.set(sessionAtom, { userId: 'anon1', isAnonymous: true, email: null });
  heardByOtherTab = [];
  vi.mocked(showToast).mockClear();
  otherTab = new BroadcastChannel(IDENTITY_CHANNEL);
  otherTab.onmessage = (event) => heardByOtherTab.push(event.data);
});

afterEach(() => {
  stopSync();
  otherTab.close();
  resetToasts();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
  store.set(appModalAtom, null);
  delete document.documentElement.dataset.theme;
});

function start() {
  stopSync = startIdentitySync({ queryClient });
}

describe('signing in', () => {
  it('to an existing account: session, this browser’s keys, preferences, caches, other tabs', async () => {
    server.accounts['player@example.com'] = 'account7';
    server.preferences.account7 = {
      theme: 'dark',
      contextualSuggestionsDisabled: true,
      continuousModeModalSeen: true,
    };
    localStorage.setItem(`dozen_completedWords_anon1_${DATE}`, JSON.stringify([{ word: 'IN', score: 3 }]));
    const kept = {
      gameId: 'kept-game-1',
      playerId: 'anon1',
      finalScore: 3,
      wordsUsed: [],
      modes: [],
      gameDate: DATE,
    };
    localStorage.setItem(`dozen_game_sync_failed_anon1_${DATE}`, JSON.stringify([kept]));
    writeSavedGame(savedGameState({ completedWords: [word], totalScore: 3, hasSpelledWord: true }));
    queryClient.setQueryData(queryKeys.stats(), { stale: true });
    store.set(appModalAtom, { kind: 'signInGate' });
    start();

    await signInWithCode('player@example.com', RIGHT_CODE, { queryClient });

    expect(store.get(sessionAtom)).toEqual({
      userId: 'account7',
      isAnonymous: false,
      email: 'player@example.com',
    });
    expect(store.get(appModalAtom)).toBeNull();
    expect(lastToast()?.title).toBe('Sign-in Complete');
    // What was kept under the anonymous id is the account's now; nothing stays under the old id.
    expect(json(`dozen_completedWords_account7_${DATE}`)).toEqual([{ word: 'IN', score: 3 }]);
    expect(local(`dozen_completedWords_anon1_${DATE}`)).toBeNull();
    expect(json(`dozen_game_sync_failed_account7_${DATE}`)).toEqual([{ ...kept, playerId: 'account7' }]);
    expect(local(`dozen_game_sync_failed_anon1_${DATE}`)).toBeNull();
    // The game on the board was played anonymously: it follows its player.
    expect(readSavedGame()?.completedWords).toEqual([word]);
    // The account's preferences win, applied where the game reads them.
    await vi.waitFor(() => expect(local('dozen_theme')).toBe('dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(local('dozen_contextualSuggestionsDisabled')).toBe('true');
    expect(local('dozen_continuousModeModalSeen')).toBe('true');
    // Cached answers were the anonymous player's: refetched, not dropped.
    expect(queryClient.getQueryState(queryKeys.stats())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(queryKeys.stats())).toEqual({ stale: true });
    await vi.waitFor(() =>
      expect(requestsTo(server, 'POST /api/recover-user-data')).toEqual([{ userId: 'account7' }]),
    );
    await vi.waitFor(() => expect(heardByOtherTab).toHaveLength(1));
    expect(Number(local('dozen_auth_state_changed'))).toBeGreaterThan(0);
  });

  it('with a new e-mail: the same player, whose choices on this device become the account’s', async () => {
    localStorage.setItem('dozen_theme', 'contrast');
    start();
    await signInWithCode('new@example.com', RIGHT_CODE, { queryClient });
    expect(store.get(sessionAtom)).toMatchObject({ userId: 'anon1', isAnonymous: false });
    await vi.waitFor(() =>
      expect(requestsTo(server, 'POST /api/user-preferences')).toEqual([
        {
          userId: 'anon1',
          preferences: {
            theme: 'contrast',
            contextualSuggestionsDisabled: false,
            continuousModeModalSeen: false,
          },
        },
      ]),
    );
    expect(requestsTo(server, 'GET /api/user-preferences/anon1')).toEqual([]);
  });

  it('a wrong code changes nothing', async () => {
    await expect(signInWithCode('player@example.com', '000000', { queryClient })).rejects.toThrow(/401/);
    expect(store.get(sessionAtom)).toMatchObject({ userId: 'anon1', isAnonymous: true });
  });
});

describe('signing out', () => {
  beforeEach(() => {
    server.session = { userId: 'account7', isAnonymous: false, email: 'player@example.com' };
    store.set(sessionAtom, { ...server.session });
  });

  it('sends the game in progress to the account first, then leaves nothing of the account behind', async () => {
    writeSavedGame(
      savedGameState({ completedWords: [word], totalScore: 3, hasSpelledWord: true, accountId: 'account7' }),
    );
    localStorage.setItem(`dozen_completedWords_account7_${DATE}`, JSON.stringify([{ word: 'IN', score: 3 }]));
    localStorage.setItem(
      `dozen_revealed_${DATE}`,
      JSON.stringify({ topWord: { word: 'BANJO', foundAtReveal: false } }),
    );
    localStorage.setItem(`dozen_reveal_confirmed_${DATE}`, 'true');
    localStorage.setItem('dozen_theme', 'dark');
    localStorage.setItem('dozen_contextualSuggestionsDisabled', 'true');
    localStorage.setItem('dozen_validation_cache', '[]');
    queryClient.setQueryData(queryKeys.gameEntry('account7', DATE), gameEntry({ finalScore: 3 }));
    store.set(appModalAtom, { kind: 'signOut' });
    start();
    const warn = vi.spyOn(console, 'warn');

    await signOut({ queryClient });

    const routes = server.requests.map((request) => request.route);
    // The calls made and the warnings said, to tell why when the game did not go.
    const sent = JSON.stringify({ routes, warnings: warn.mock.calls.map(String) });
    expect(routes, sent).toContain('POST /api/submit-game');
    expect(routes.indexOf('POST /api/submit-game')).toBeLessThan(routes.indexOf('POST /api/sign-out'));
    expect(server.game.submitted).toEqual([
      expect.objectContaining({ playerId: 'account7', wordsUsed: [{ word: 'in', score: 3 }] }),
    ]);
    const session = store.get(sessionAtom);
    expect(session).toMatchObject({ isAnonymous: true, email: null });
    expect(session?.userId).toBe(server.session?.userId);
    expect(store.get(appModalAtom)).toBeNull();
    for (const key of [
      'dozen_game_state',
      `dozen_completedWords_account7_${DATE}`,
      `dozen_revealed_${DATE}`,
      `dozen_reveal_confirmed_${DATE}`,
      'dozen_theme',
    ])
      expect(local(key), key).toBeNull();
    expect(local('dozen_contextualSuggestionsDisabled')).toBe('false');
    // Not the account's: the word checks stay.
    expect(local('dozen_validation_cache')).toBe('[]');
    expect(queryClient.getQueryData(queryKeys.gameEntry('account7', DATE))).toBeUndefined();
    expect(lastToast()?.title).toBe('Signed Out');
    await vi.waitFor(() => expect(heardByOtherTab).toHaveLength(1));
  });

  it('without a connection the player stays signed in', async () => {
    server.next['POST /api/sign-out'] = 'network';
    await expect(signOut({ queryClient })).rejects.toThrow();
    expect(store.get(sessionAtom)).toMatchObject({ userId: 'account7', isAnonymous: false });
  });
});

describe('other tabs of this browser', () => {
  it('follow a sign-in and a sign-out made elsewhere, asking the server who they are now', async () => {
    queryClient.setQueryData(queryKeys.stats(), { stale: true });
    start();
    server.session = { userId: 'account7', isAnonymous: false, email: 'player@example.com' };
    otherTab.postMessage({ type: 'identity-changed' });
    await vi.waitFor(() =>
      expect(store.get(sessionAtom)).toMatchObject({ userId: 'account7', isAnonymous: false }),
    );
    expect(requestsTo(server, 'GET /api/me')).toHaveLength(1);
    expect(queryClient.getQueryState(queryKeys.stats())?.isInvalidated).toBe(true);
    // The tab that signed in runs the recovery check and says so; this one only follows.
    expect(requestsTo(server, 'POST /api/recover-user-data')).toEqual([]);
    expect(lastToast()).toBeNull();

    localStorage.setItem(`dozen_completedWords_account7_${DATE}`, '[]');
    server.session = { userId: 'anon9', isAnonymous: true, email: null };
    otherTab.postMessage({ type: 'identity-changed' });
    await vi.waitFor(() =>
      expect(store.get(sessionAtom)).toMatchObject({ userId: 'anon9', isAnonymous: true }),
    );
    expect(local(`dozen_completedWords_account7_${DATE}`)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.stats())).toBeUndefined();
  });

  it('hear the local-storage entry where there is no BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    start();
    server.session = { userId: 'account7', isAnonymous: false, email: 'player@example.com' };
    window.dispatchEvent(new StorageEvent('storage', { key: 'dozen_auth_state_changed', newValue: '1' }));
    await vi.waitFor(() => expect(store.get(sessionAtom)).toMatchObject({ userId: 'account7' }));
  });
});

describe('app start', () => {
  it('a signed-in player gets the account’s preferences and the recovery check, which may point to Data Recovery', async () => {
    store.set(sessionAtom, { userId: 'account7', isAnonymous: false, email: 'player@example.com' });
    server.preferences.account7 = {
      theme: 'light',
      contextualSuggestionsDisabled: true,
      continuousModeModalSeen: false,
    };
    server.recovery = {
      recovered: false,
      message: 'Your data could not be recovered automatically. Manual recovery may be possible.',
    };
    start();
    await vi.waitFor(() => expect(local('dozen_theme')).toBe('light'));
    expect(local('dozen_contextualSuggestionsDisabled')).toBe('true');
    await vi.waitFor(() => expect(lastToast()?.description).toContain('Open Settings, then Data Recovery'));
  });

  it('an anonymous player triggers neither', async () => {
    start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toEqual([]);
  });
});
