import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api/errors.js';
import { sessionCode } from './session-code.js';
import { fetchSession } from './session.js';

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

describe('fetchSession', () => {
  it('retries a network failure, then answers the session', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls++;
        if (calls < 3) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ userId: 'u_1', isAnonymous: true, email: null }), {
          status: 201,
        });
      }),
    );
    const waits: number[] = [];
    await expect(fetchSession(async (ms) => void waits.push(ms))).resolves.toEqual({
      userId: 'u_1',
      isAnonymous: true,
      email: null,
    });
    expect(waits).toEqual([1_000, 2_000]);
  });

  it('gives up after three attempts and does not retry an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchSession(async () => {})).rejects.toBeInstanceOf(NetworkError);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(3);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 429, statusText: 'Too Many Requests' })),
    );
    await expect(fetchSession(async () => {})).rejects.toThrow('429: Too Many Requests');
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });
});
