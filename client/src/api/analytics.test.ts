import { MAX_EVENTS_PER_BATCH, type TAnalyticsEvent } from '@dozen/engine/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BATCH_SIZE,
  FLUSH_AFTER_MS,
  MAX_QUEUED,
  RETRY_AFTER_MS,
  createAnalytics,
  outcomeOf,
  screenOf,
  type SendOutcome,
} from './analytics.js';
import { ContractError, HttpError } from './errors.js';
import { NetworkError } from './network-error.js';
import { beaconEvents, postEvents } from './http.js';

/** A transport that records what was sent; `outcome` decides how fetches end. */
function harness({ session = true, beaconTaken = true } = {}) {
  const posted: Array<{ events: TAnalyticsEvent[]; keepalive: boolean }> = [];
  const beacons: TAnalyticsEvent[][] = [];
  let outcome: SendOutcome = 'done';
  let pendingPost: (() => void) | null = null;
  let holdPosts = false;
  let counter = 0;
  const analytics = createAnalytics({
    post: (events, { keepalive }) => {
      posted.push({ events, keepalive });
      if (!holdPosts) return Promise.resolve(outcome);
      return new Promise((resolve) => {
        pendingPost = () => resolve(outcome);
      });
    },
    beacon: (events) => {
      beacons.push(events);
      return beaconTaken;
    },
    session: () => Promise.resolve(session),
    today: () => '2026-11-21',
    newId: () => `event-id-${String(++counter).padStart(8, '0')}`,
    now: () => Date.UTC(2026, 10, 21, 17),
  });
  const stop = analytics.start({ window, document });
  return {
    analytics,
    stop,
    posted,
    beacons,
    setOutcome: (next: SendOutcome) => (outcome = next),
    hold: () => (holdPosts = true),
    release: () => pendingPost?.(),
  };
}

const ids = (events: TAnalyticsEvent[]) => events.map((event) => event.id);

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let stops: Array<() => void> = [];
beforeEach(() => {
  vi.useFakeTimers();
  stops = [];
});
afterEach(() => {
  for (const stop of stops) stop();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function started(options?: Parameters<typeof harness>[0]) {
  const h = harness(options);
  stops.push(h.stop);
  return h;
}

describe('analytics batching', () => {
  it('keeps a batch within the contract', () => {
    expect(BATCH_SIZE).toBeLessThanOrEqual(MAX_EVENTS_PER_BATCH);
  });

  it('makes each event: a fresh id, the client time, the puzzle date (given or today), its props', () => {
    const h = started();
    h.analytics.track('hint_used', { number: 3 }, '2026-11-20');
    h.analytics.track('how_to_play');
    vi.advanceTimersByTime(FLUSH_AFTER_MS);
    return vi.waitFor(() =>
      expect(h.posted[0]?.events).toEqual([
        {
          id: 'event-id-00000001',
          name: 'hint_used',
          at: '2026-11-21T17:00:00.000Z',
          date: '2026-11-20',
          props: { number: 3 },
        },
        { id: 'event-id-00000002', name: 'how_to_play', at: '2026-11-21T17:00:00.000Z', date: '2026-11-21' },
      ]),
    );
  });

  it(`sends ${FLUSH_AFTER_MS / 1000} s after the first event, one request for what came meanwhile`, async () => {
    const h = started();
    h.analytics.track('how_to_play');
    vi.advanceTimersByTime(FLUSH_AFTER_MS - 1);
    h.analytics.track('view_targets');
    expect(h.posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.posted).toHaveLength(1);
    expect(h.posted[0]!.events.map((event) => event.name)).toEqual(['how_to_play', 'view_targets']);
    expect(h.posted[0]!.keepalive).toBe(false);
    expect(h.analytics.queued()).toBe(0);
  });

  it(`sends at once when ${BATCH_SIZE} events are queued, in batches of ${BATCH_SIZE}`, async () => {
    const h = started();
    for (let i = 0; i < BATCH_SIZE * 2 + 3; i += 1) h.analytics.track('how_to_play');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.posted.map((post) => post.events.length)).toEqual([BATCH_SIZE, BATCH_SIZE, 3]);
    expect(new Set(h.posted.flatMap((post) => ids(post.events))).size).toBe(BATCH_SIZE * 2 + 3);
  });

  it('sends nothing before start: events wait in the queue', async () => {
    const h = harness();
    h.stop();
    h.analytics.track('how_to_play');
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS * 3);
    expect(h.posted).toEqual([]);
    expect(h.analytics.queued()).toBe(1);
    stops.push(h.analytics.start({ window, document }));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(h.posted).toHaveLength(1);
  });

  it(`a batch with no answer is sent again ${RETRY_AFTER_MS / 1000} s later with the same ids`, async () => {
    const h = started();
    h.setOutcome('retry');
    h.analytics.track('how_to_play');
    h.analytics.track('view_targets');
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(h.posted).toHaveLength(1);
    h.setOutcome('done');
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS - 1);
    expect(h.posted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.posted).toHaveLength(2);
    expect(ids(h.posted[1]!.events)).toEqual(ids(h.posted[0]!.events));
    expect(h.analytics.queued()).toBe(0);
  });

  it('without a session nothing is sent; the events wait for one', async () => {
    const h = started({ session: false });
    h.analytics.track('how_to_play');
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS + RETRY_AFTER_MS);
    expect(h.posted).toEqual([]);
    expect(h.analytics.queued()).toBe(1);
  });

  it(`keeps at most ${MAX_QUEUED} events while the server is unreachable, dropping the oldest`, async () => {
    const h = started();
    h.setOutcome('retry');
    for (let i = 0; i < MAX_QUEUED + 10; i += 1) h.analytics.track('how_to_play');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.analytics.queued()).toBe(MAX_QUEUED);
    hidePage();
    expect(h.beacons.flat()[0]!.id).toBe('event-id-00000011');
  });
});

describe('analytics on page hide', () => {
  it('a hidden page sends everything queued by beacon, in batches, and empties the queue', () => {
    const h = started();
    for (let i = 0; i < BATCH_SIZE + 2; i += 1) h.analytics.track('how_to_play');
    // The size trigger has started a fetch of the first batch; hiding sends all of them anyway.
    h.hold();
    hidePage();
    expect(h.beacons.map((batch) => batch.length)).toEqual([BATCH_SIZE, 2]);
    expect(h.analytics.queued()).toBe(0);
  });

  it('pagehide (leaving, closing) does the same; nothing is sent twice from an empty queue', async () => {
    const h = started();
    h.analytics.track('game_end', { score: 30, words: 4, continuous: false });
    window.dispatchEvent(new Event('pagehide'));
    hidePage();
    expect(h.beacons).toHaveLength(1);
    expect(h.beacons[0]![0]!.name).toBe('game_end');
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(h.posted).toEqual([]);
  });

  it('a beacon the browser refuses goes by keepalive fetch instead', () => {
    const h = started({ beaconTaken: false });
    h.analytics.track('how_to_play');
    hidePage();
    expect(h.beacons).toHaveLength(1);
    expect(h.posted).toEqual([{ events: h.beacons[0], keepalive: true }]);
  });

  it('events a fetch is still carrying go by beacon too, with the same ids (stored once)', async () => {
    const h = started();
    h.hold();
    h.analytics.track('how_to_play');
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(h.posted).toHaveLength(1);
    h.analytics.track('view_targets');
    hidePage();
    expect(ids(h.beacons[0]!)).toEqual(['event-id-00000001', 'event-id-00000002']);
    h.release();
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS);
    expect(h.posted).toHaveLength(1);
  });
});

describe('the transport', () => {
  it.each([
    ['a 400 (a batch the contract refuses)', new HttpError(400, '', null, ''), 'done'],
    ['a 401 (no session)', new HttpError(401, '', null, ''), 'done'],
    ['a 413', new HttpError(413, '', null, ''), 'done'],
    ['a 422 (a wrong clock)', new HttpError(422, '', null, ''), 'done'],
    ['a 429', new HttpError(429, '', null, ''), 'retry'],
    ['a 503', new HttpError(503, '', null, ''), 'retry'],
    ['no answer', new NetworkError('network', 'Failed to fetch'), 'retry'],
    ['a timeout', new NetworkError('timeout', 'Request timed out'), 'retry'],
    ['an answer out of contract', new ContractError('/api/events', 'x'), 'done'],
  ])('after %s the batch is %s', (_name, error, outcome) => {
    expect(outcomeOf(error)).toBe(outcome);
  });

  const batch = {
    events: [
      {
        id: 'event-id-00000001',
        name: 'how_to_play' as const,
        at: '2026-11-21T17:00:00.000Z',
        date: '2026-11-21',
      },
    ],
  };

  it('the beacon posts the batch to /api/events as a string (text/plain)', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    expect(beaconEvents(batch)).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith('/api/events', JSON.stringify(batch));
  });

  it('no beacon (or one that throws) answers false, so the caller fetches instead', () => {
    vi.stubGlobal('navigator', {});
    expect(beaconEvents(batch)).toBe(false);
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
    });
    expect(beaconEvents(batch)).toBe(false);
  });

  it('the fetch is JSON, with the cookie, and keepalive when asked', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('{"stored":1}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.useRealTimers();
    await expect(postEvents(batch, { keepalive: true })).resolves.toEqual({ stored: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(init.keepalive).toBe(true);
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(batch);
  });

  it.each([
    ['/', 'home'],
    ['/game', 'game'],
    ['/auth-complete', 'auth_complete'],
    ['/nope', 'other'],
  ] as const)('a page load of %s is a visit of %s', (path, screen) => {
    expect(screenOf(path)).toBe(screen);
  });
});
