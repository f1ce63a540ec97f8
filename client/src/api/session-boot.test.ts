import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from './network-error.js';
import { sessionCode } from '../features/help/session-code.js';
import { askServer } from './session-boot.js';
import type * as SessionBootExports from './session-boot.js';
import type * as SessionStateExports from './session.js';

type SessionModule = typeof SessionBootExports & typeof SessionStateExports;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sessionCode', () => {
  it.each(['u_lwvd6nkqiw6ntlat5gvflbj4', 'u_rfkepts7avwqhuy5qslxkhkb', 'a'])(
    '%s → 6 unambiguous characters, always the same',
    (id) => {
      const code = sessionCode(id);
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
      expect(sessionCode(id)).toBe(code);
    },
  );

  it('differs between users', () => {
    const codes = new Set(Array.from({ length: 200 }, (_, i) => sessionCode(`u_player${i}`)));
    expect(codes.size).toBe(200);
  });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const GUEST = { userId: 'u_1', isAnonymous: true, email: null };
const ACCOUNT = { userId: 'u_2', isAnonymous: false, email: 'a@example.com' };
const unauthenticated = () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'no session' } });

/** Answers each call with the next of `answers`, recording method, path and body. */
function serverAnswering(...answers: Array<() => Response | Promise<Response>>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
      calls.push(`${init.method} ${path}${body ? ` ${Object.keys(body).join(',') || '{}'}` : ''}`);
      const next = answers.shift();
      if (!next) throw new Error(`unexpected call ${path}`);
      return next();
    }),
  );
  return calls;
}

describe('askServer: who the cookie says this browser is', () => {
  it('boot: one try, with the device id; a failure is the caller’s to retry (the boot’s policy, below)', async () => {
    const calls = serverAnswering(() => json(201, GUEST));
    await expect(askServer('session')).resolves.toEqual({ session: GUEST, sessionEnded: false });
    expect(calls).toEqual(['POST /api/session device']);

    serverAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(askServer('session')).rejects.toBeInstanceOf(NetworkError);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);

    serverAnswering(() => new Response('', { status: 429, statusText: 'Too Many Requests' }));
    await expect(askServer('session')).rejects.toThrow('429: Too Many Requests');
  });

  it('a sign-in overtook the boot call (409 IDENTITY_CHANGED): the account the cookie now names', async () => {
    const calls = serverAnswering(
      () => json(409, { error: { code: 'IDENTITY_CHANGED', message: 'signed in meanwhile' } }),
      () => json(200, ACCOUNT),
    );
    await expect(askServer('session')).resolves.toEqual({ session: ACCOUNT, sessionEnded: false });
    expect(calls).toEqual(['POST /api/session device', 'GET /api/me']);
  });

  it('409, and the cookie is gone too: a plain new guest, without the device id (never a loop)', async () => {
    const calls = serverAnswering(
      () => json(409, { error: { code: 'IDENTITY_CHANGED', message: 'signed in meanwhile' } }),
      unauthenticated,
      () => json(201, GUEST),
    );
    await expect(askServer('session')).resolves.toEqual({ session: GUEST, sessionEnded: false });
    expect(calls).toEqual(['POST /api/session device', 'GET /api/me', 'POST /api/session {}']);
  });

  it('re-check: the same session; or an ended one (401), then a new guest, said as ended', async () => {
    serverAnswering(() => json(200, ACCOUNT));
    await expect(askServer('me')).resolves.toEqual({ session: ACCOUNT, sessionEnded: false });
    const calls = serverAnswering(unauthenticated, () => json(201, GUEST));
    await expect(askServer('me')).resolves.toEqual({ session: GUEST, sessionEnded: true });
    expect(calls).toEqual(['GET /api/me', 'POST /api/session device']);
  });
});

describe('the boot: playable at once, settled behind', () => {
  /** A fresh page's session module and store; `remembered` is what local storage holds. */
  async function freshBoot(remembered: { userId: string; account?: string } | null) {
    localStorage.clear();
    if (remembered) {
      localStorage.setItem('dozen_user_id', remembered.userId);
      if (remembered.account) {
        localStorage.setItem('dozen_user_authenticated', 'true');
        localStorage.setItem('dozen_email_for_sign_in', remembered.account);
      }
    }
    vi.resetModules();
    const session: SessionModule = {
      ...(await import('./session-boot.js')),
      ...(await import('./session.js')),
    };
    const { createStore } = await import('jotai');
    const store = createStore();
    const late: Array<{ userId: string }> = [];
    session.onLateAnswer((identity) => late.push(identity));
    return { session, store, late };
  }

  it('a returning player plays at once as remembered, before any answer; the answer confirms it', async () => {
    let answer: (response: Response) => void = () => {};
    serverAnswering(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { session, store, late } = await freshBoot({ userId: 'u_1' });
    await expect(session.ensureSession(store)).resolves.toMatchObject({ userId: 'u_1', provisional: true });
    expect(store.get(session.sessionStatusAtom)).toBe('provisional');
    answer(json(200, GUEST));
    await vi.waitFor(() => expect(store.get(session.sessionStatusAtom)).toBe('ready'));
    expect(store.get(session.sessionAtom)).toEqual(GUEST);
    expect(late).toEqual([]);
  });

  it('another identity in the answer (the session ended elsewhere) goes to the identity module', async () => {
    serverAnswering(() => json(201, { userId: 'u_9', isAnonymous: true, email: null }));
    const { session, store, late } = await freshBoot({ userId: 'u_2', account: 'a@example.com' });
    await expect(session.ensureSession(store)).resolves.toMatchObject({ userId: 'u_2', isAnonymous: false });
    await vi.waitFor(() => expect(late).toEqual([{ userId: 'u_9', isAnonymous: true, email: null }]));
  });

  it('an offline start asks again at the first sign of connectivity, and settles then', async () => {
    const calls = serverAnswering(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(200, GUEST),
    );
    const { session, store } = await freshBoot({ userId: 'u_1' });
    await session.ensureSession(store);
    await expect(session.settledSession(store)).resolves.toBeNull();
    expect(calls).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(store.get(session.sessionStatusAtom)).toBe('ready'));
    expect(calls).toHaveLength(2);
    await expect(session.settledSession(store)).resolves.toEqual(GUEST);
  });

  it('a first visit waits for the answer; with none, it plays as a local guest at once', async () => {
    serverAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const { session, store } = await freshBoot(null);
    const first = await session.ensureSession(store);
    expect(first?.userId.startsWith(session.LOCAL_GUEST_PREFIX)).toBe(true);
    expect(store.get(session.sessionStatusAtom)).toBe('provisional');
  });
});
