import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConnectivityModule from './connectivity.js';
import type * as HttpModule from './http.js';

type Connectivity = typeof ConnectivityModule;
type Http = typeof HttpModule;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const STATS_ERROR = { error: { code: 'NOT_FOUND', message: 'No such API route.' } };

let connectivity: Connectivity;
let http: Http;
/** This page's signs (a page of an earlier test still hears the window's events: its own count). */
let heard = { signs: 0 };

/** A fresh page's modules: the state starts from what the browser says now. */
async function freshPage(browserOnline = true): Promise<void> {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(browserOnline);
  vi.resetModules();
  connectivity = await import('./connectivity.js');
  http = await import('./http.js');
  const page = { signs: 0 };
  heard = page;
  connectivity.onConnectivitySign(() => page.signs++);
}

function answering(...answers: Array<() => Response | Promise<Response>>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const next = answers.shift();
      if (!next) throw new Error('unexpected call');
      return next();
    }),
  );
}
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => freshPage());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the connectivity state, from the browser and from the requests', () => {
  it('starts from what the browser says: offline is believed, online is "maybe"', async () => {
    expect(connectivity.connectivity()).toBe('online');
    await freshPage(false);
    expect(connectivity.connectivity()).toBe('offline');
  });

  it('a request with no answer means Dozen cannot be reached; the next answer clears it, as a sign', async () => {
    answering(
      noNetwork,
      () => json(404, STATS_ERROR),
      () => json(404, STATS_ERROR),
    );
    await expect(http.getStats()).rejects.toThrow();
    expect(connectivity.connectivity()).toBe('unreachable');
    expect(heard.signs).toBe(0);
    // Any answer of the server's, an error one too.
    await expect(http.getStats()).rejects.toThrow('404');
    expect(connectivity.connectivity()).toBe('online');
    expect(heard.signs).toBe(1);
    // Answers while online are no news.
    await expect(http.getStats()).rejects.toThrow('404');
    expect(heard.signs).toBe(1);
  });

  it.each([502, 503, 504, 511])('a %i answers in Dozen’s place: cannot be reached', async (status) => {
    answering(() => new Response('<html>Bad Gateway</html>', { status }));
    await expect(http.getStats()).rejects.toThrow(`${status}`);
    expect(connectivity.connectivity()).toBe('unreachable');
  });

  it('a page instead of the API’s JSON (a captive portal) is no answer at all', async () => {
    answering(() => new Response('<html>Sign in to the wi-fi</html>', { status: 200 }));
    const error = await http.getStats().catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NetworkError', kind: 'network' });
    expect(connectivity.connectivity()).toBe('unreachable');
  });

  it('a caller’s own abort says nothing about the network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();
    const pending = http.getStats(undefined, controller.signal).catch((e: unknown) => e);
    controller.abort();
    await pending;
    expect(connectivity.connectivity()).toBe('online');
  });

  it('the browser’s events: offline wins over everything; back online is a sign, and not a claim that Dozen fails', async () => {
    const changes: string[] = [];
    connectivity.onConnectivityChange(() => changes.push(connectivity.connectivity()));
    answering(noNetwork);
    await expect(http.getStats()).rejects.toThrow();
    window.dispatchEvent(new Event('offline'));
    expect(connectivity.connectivity()).toBe('offline');
    window.dispatchEvent(new Event('online'));
    expect(connectivity.connectivity()).toBe('online');
    expect(changes).toEqual(['unreachable', 'offline', 'online']);
    expect(heard.signs).toBe(1);
  });

  it('an answer while the browser says offline is believed: Dozen answered', async () => {
    await freshPage(false);
    answering(() => json(404, STATS_ERROR));
    await expect(http.getStats()).rejects.toThrow('404');
    expect(connectivity.connectivity()).toBe('online');
    expect(heard.signs).toBe(1);
  });

  it('the tab becoming visible is a sign (a phone back from the pocket)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard.signs).toBe(0);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard.signs).toBe(1);
  });
});

describe('the reachability probe', () => {
  it('while Dozen cannot be reached, asks GET /api/health on the backoff until it answers', async () => {
    vi.useFakeTimers();
    const { watchReachability } = await import('./reachability.js');
    const asked: string[] = [];
    let up = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        if (!up) throw new TypeError('Failed to fetch');
        return json(200, { status: 'ok' });
      }),
    );
    const stop = watchReachability();
    await expect(http.getStats()).rejects.toThrow();
    expect(connectivity.connectivity()).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(1_000 + 2_000);
    expect(asked.filter((url) => url === '/api/health').length).toBeGreaterThanOrEqual(1);
    up = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connectivity.connectivity()).toBe('online');
    const probes = asked.filter((url) => url === '/api/health').length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(asked.filter((url) => url === '/api/health')).toHaveLength(probes);
    stop();
  });
});
