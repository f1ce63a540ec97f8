import type { TUserPreferences } from '@dozen/engine/contract';
import { vi } from 'vitest';
import { fakeServer, newServer, type Server } from './fake-game-server.js';

/**
 * Test support (not a test): the account routes as the client sees them, answering fetch from a
 * small state, in front of the game's fake server (fake-game-server.ts). One cookie per test: who
 * the "browser" is lives in `state.session`, as the real server's cookie would say. `state.requests`
 * records every call as 'METHOD /path' with its JSON body; `state.next` overrides the next answer of
 * a route (a status with a body and headers, or 'network' for a fetch that never gets an answer).
 */

export const RIGHT_CODE = '123456';
export const ACCOUNT_ID = 'account7';

export interface AccountState {
  session: { userId: string; isAnonymous: boolean; email: string | null } | null;
  /** Existing accounts by e-mail (a sign-in to one of them switches to its id). */
  accounts: Record<string, string>;
  preferences: Record<string, TUserPreferences>;
  requests: Array<{ route: string; body: unknown }>;
  next: Record<string, { status: number; body: unknown; headers?: Record<string, string> } | 'network'>;
  /** Answer of recover-user-data. */
  recovery: { recovered: boolean; message: string };
  game: Server;
}

export function newAccountState(overrides: Partial<AccountState> = {}): AccountState {
  return {
    session: { userId: 'anon1', isAnonymous: true, email: null },
    accounts: {},
    preferences: {},
    requests: [],
    next: {},
    recovery: { recovered: false, message: 'There was nothing to recover.' },
    game: newServer(),
    ...overrides,
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const error = (status: number, code: string, message: string) => json(status, { error: { code, message } });

const DEFAULTS: TUserPreferences = {
  contextualSuggestionsDisabled: false,
  continuousModeModalSeen: false,
  theme: 'system',
};

export function fakeAccountServer(state: AccountState) {
  const game = fakeServer(state.game);
  let fresh = 0;
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input).split('?')[0]!;
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const route = `${method} ${url}`;
    state.requests.push({ route, body });
    const override = state.next[route];
    if (override) {
      delete state.next[route];
      if (override === 'network') throw new TypeError('Failed to fetch');
      return json(override.status, override.body, override.headers);
    }
    const signIn = (email: string) => {
      const previous = state.session;
      const existing = state.accounts[email];
      const userId = existing ?? previous?.userId ?? `account${++fresh}`;
      state.accounts[email] = userId;
      state.session = { userId, isAnonymous: false, email };
      return {
        success: true,
        message: 'Signed in.',
        userId,
        isAnonymous: false,
        email,
        isExistingAccount: existing !== undefined,
        originalUserId: previous?.isAnonymous ? previous.userId : null,
      };
    };

    switch (route) {
      case 'POST /api/session':
        state.session ??= { userId: `anon${++fresh + 100}`, isAnonymous: true, email: null };
        return json(200, state.session);
      case 'GET /api/me':
        return state.session ? json(200, state.session) : error(401, 'UNAUTHENTICATED', 'No session.');
      case 'POST /api/create-verification-code':
        return json(200, { codeId: 'req1', expiresInSeconds: 300, resendAfterSeconds: 60 });
      case 'POST /api/verify-code': {
        const { email, code } = body as { email: string; code: string };
        if (code !== RIGHT_CODE) return error(401, 'INVALID_CODE', 'Invalid or expired code');
        return json(200, signIn(email.toLowerCase()));
      }
      case 'POST /api/complete-sign-in':
        return json(200, {
          ...signIn('linked@example.com'),
          code: '654321',
          codeExpiresAt: new Date(Date.now() + 300_000).toISOString(),
        });
      case 'POST /api/sign-out':
        if (!state.session || state.session.isAnonymous)
          return error(403, 'SIGN_IN_REQUIRED', 'Signing out needs an account.');
        state.session = { userId: `anon${++fresh + 200}`, isAnonymous: true, email: null };
        return json(201, { userId: state.session.userId, isAnonymous: true });
      case 'POST /api/recover-user-data':
        return json(200, state.recovery);
      case 'POST /api/user-preferences': {
        const { userId, preferences } = body as { userId: string; preferences: Partial<TUserPreferences> };
        state.preferences[userId] = { ...DEFAULTS, ...state.preferences[userId], ...preferences };
        return json(200, state.preferences[userId]);
      }
    }
    if (method === 'GET' && url.startsWith('/api/user-preferences/')) {
      const userId = decodeURIComponent(url.slice('/api/user-preferences/'.length));
      return json(200, state.preferences[userId] ?? DEFAULTS);
    }
    return game(input, init);
  });
}

/** The requests to one route, in order ('POST /api/verify-code'). */
export function requestsTo(state: AccountState, route: string): unknown[] {
  return state.requests.filter((request) => request.route === route).map((request) => request.body);
}
