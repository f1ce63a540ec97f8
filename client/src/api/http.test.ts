import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractError, HttpError, isRateLimited } from './errors.js';
import { NetworkError, isFetchFailure } from './network-error.js';
import { REQUEST_TIMEOUT_MS, createSession, getGameEntry, getStats, validateWord } from './http.js';
import { statsResponse } from '../test-support/fake-game-server.js';

const stats = statsResponse();

function answer(status: number, body: unknown, statusText = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const json = typeof body !== 'string';
  return new Response(text, {
    status,
    statusText,
    headers: json ? { 'Content-Type': 'application/json' } : {},
  });
}

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requests', () => {
  it('GET: cookies, no JSON content type without a body, answer parsed with the contract', async () => {
    const fetchMock = stubFetch(async () => answer(200, stats));
    await expect(getStats()).resolves.toEqual(stats);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/stats');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    expect(init.body).toBeUndefined();
  });

  it('POST with a body: JSON content type and a JSON body', async () => {
    const fetchMock = stubFetch(async () => answer(201, { userId: 'u_1', isAnonymous: true, email: null }));
    await expect(createSession({})).resolves.toEqual({ userId: 'u_1', isAnonymous: true, email: null });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{}');
  });

  it.each([
    [
      'a JSON error body',
      422,
      { error: { code: 'NOT_A_WORD', message: 'Not a word.' } },
      'Unprocessable',
      '422: {"error":{"code":"NOT_A_WORD","message":"Not a word."}}',
      'NOT_A_WORD',
    ],
    ['a text body', 500, 'boom', 'Internal Server Error', '500: boom', null],
    ['an empty body', 503, '', 'Service Unavailable', '503: Service Unavailable', null],
  ])(
    'a non-2xx answer with %s → "{status}: {body or statusText}"',
    async (_name, status, body, statusText, message, code) => {
      stubFetch(async () => answer(status, body, statusText));
      const error = await getStats().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).message).toBe(message);
      expect((error as HttpError).status).toBe(status);
      expect((error as HttpError).apiError?.code ?? null).toBe(code);
    },
  );

  it('a 429 from word validation is a rate limit, not a word result', async () => {
    stubFetch(async () =>
      answer(429, { error: { code: 'RATE_LIMITED', message: 'Slow down.' } }, 'Too Many Requests'),
    );
    const error = await validateWord({ word: 'cat' }).catch((e: unknown) => e);
    expect(isRateLimited(error)).toBe(true);
    expect(isFetchFailure(error)).toBe(false);
  });

  it('a network failure is a fetch failure (the only kind a query retries)', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await getStats().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).kind).toBe('network');
    expect(isFetchFailure(error)).toBe(true);
  });

  it('gives up after 30 seconds', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = getStats().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).kind).toBe('timeout');
  });

  it('an answer the contract refuses is a ContractError', async () => {
    stubFetch(async () => answer(200, { ...stats, totalPlayers: -1 }));
    await expect(getStats()).rejects.toBeInstanceOf(ContractError);
  });
});

describe('getGameEntry', () => {
  it('404 → null (the caller falls back to local data)', async () => {
    stubFetch(async () => answer(404, { error: { code: 'NOT_FOUND', message: 'No entry.' } }, 'Not Found'));
    await expect(getGameEntry('u_1', '2026-11-21')).resolves.toBeNull();
  });

  it("other failures → 'Failed to fetch game entry: {status}', and a fresh read bypasses the HTTP cache", async () => {
    const fetchMock = stubFetch(async () => answer(500, '', 'Internal Server Error'));
    await expect(getGameEntry('u_1', '2026-11-21', { bustCache: true })).rejects.toThrow(
      'Failed to fetch game entry: 500',
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/game-entry/u_1/2026-11-21');
    expect(fetchMock.mock.calls[0]![1].cache).toBe('no-store');
  });
});
