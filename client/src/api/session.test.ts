import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from './errors.js';
import { sessionCode } from '../features/help/session-code.js';
import { askServer } from './session.js';

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
  it('boot: retries a network failure, then answers the session (with the device id)', async () => {
    const failure = () => {
      throw new TypeError('Failed to fetch');
    };
    const calls = serverAnswering(failure, failure, () => json(201, GUEST));
    const waits: number[] = [];
    await expect(askServer('session', async (ms) => void waits.push(ms))).resolves.toEqual({
      session: GUEST,
      sessionEnded: false,
    });
    expect(waits).toEqual([1_000, 2_000]);
    expect(calls).toEqual(Array(3).fill('POST /api/session device'));
  });

  it('boot: gives up after three attempts and does not retry an answer', async () => {
    serverAnswering(...Array(3).fill(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(askServer('session', async () => {})).rejects.toBeInstanceOf(NetworkError);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(3);

    serverAnswering(() => new Response('', { status: 429, statusText: 'Too Many Requests' }));
    await expect(askServer('session', async () => {})).rejects.toThrow('429: Too Many Requests');
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
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
