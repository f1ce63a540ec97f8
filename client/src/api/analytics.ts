import type { AnalyticsEventName, TAnalyticsEvent, TAnalyticsProps } from '@dozen/engine/contract';
import { listen } from '../shared/listen.js';
import { deviceNewYorkDate } from '../shared/new-york-date.js';
import { settledSession } from './session-boot.js';
import { ContractError, HttpError } from './errors.js';
import { beaconEvents, postEvents } from './http.js';

/**
 * Our own analytics, no third-party tracker: `track(name, props?)` queues an event; the queue goes
 * to POST /api/events in batches (when it holds BATCH_SIZE events, or FLUSH_AFTER_MS after the
 * first one), and whatever is left goes by `navigator.sendBeacon` when the page is hidden or left
 * (falling back to a keepalive fetch). Every event has an id made here, so a batch sent twice (a
 * retry, a beacon racing a fetch still in flight) is stored once.
 *
 * It loads after the first render (app/background.ts starts it) and stays small: types only from
 * the contract (no zod), no timers or requests before `startAnalytics`, one request per batch at
 * most every 10 s, never on the first render's path.
 */

/** Events per request: half the contract's MAX_EVENTS_PER_BATCH (a test keeps it below). */
export const BATCH_SIZE = 25;
/** A batch leaves at most this long after its first event. */
export const FLUSH_AFTER_MS = 10_000;
/** After a failed send (no answer, 429, 5xx) the batch is tried again this much later. */
export const RETRY_AFTER_MS = 30_000;
/** Events kept while the server is unreachable; beyond, the oldest go. */
export const MAX_QUEUED = 200;

export type Tracked = {
  [N in AnalyticsEventName]: { name: N; date?: string } & (TAnalyticsProps[N] extends undefined
    ? { props?: undefined }
    : { props: TAnalyticsProps[N] });
}[AnalyticsEventName];

type TrackArgs<N extends AnalyticsEventName> = TAnalyticsProps[N] extends undefined
  ? [props?: undefined, date?: string]
  : [props: TAnalyticsProps[N], date?: string];

/** What became of a batch sent with fetch: gone for good (stored, or refused as invalid), or to retry. */
export type SendOutcome = 'done' | 'retry';

export interface AnalyticsDeps {
  post(events: TAnalyticsEvent[], options: { keepalive: boolean }): Promise<SendOutcome>;
  /** False when the browser did not take the beacon. */
  beacon(events: TAnalyticsEvent[]): boolean;
  /** Resolves true once there is a session (the events are its user's), false if there is none. */
  session(): Promise<boolean>;
  /** The puzzle date of events that do not name one: this device's New York date. */
  today(): string;
  newId(): string;
  now(): number;
}

/** A failed request is retried only when no answer said the batch itself was wrong. */
export function outcomeOf(error: unknown): SendOutcome {
  if (error instanceof HttpError) return error.status === 429 || error.status >= 500 ? 'retry' : 'done';
  // An answer we cannot read came anyway (the batch arrived); anything else never got one.
  return error instanceof ContractError ? 'done' : 'retry';
}

export function createAnalytics(deps: AnalyticsDeps) {
  let queue: TAnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let started = false;

  function schedule(ms: number): void {
    if (timer === undefined) timer = setTimeout(() => void flush(), ms);
  }

  function cancelTimer(): void {
    clearTimeout(timer);
    timer = undefined;
  }

  function trackEvent(tracked: Tracked): void {
    const event = {
      id: deps.newId(),
      name: tracked.name,
      at: new Date(deps.now()).toISOString(),
      date: tracked.date ?? deps.today(),
      ...(tracked.props === undefined ? {} : { props: tracked.props }),
    } as TAnalyticsEvent;
    queue.push(event);
    if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
    if (!started) return;
    if (queue.length >= BATCH_SIZE && !sending) void flush();
    else schedule(FLUSH_AFTER_MS);
  }

  function track<N extends AnalyticsEventName>(name: N, ...[props, date]: TrackArgs<N>): void {
    trackEvent({ name, props, date } as Tracked);
  }

  /** Sends the queue batch by batch with fetch; a failure keeps the batch for a later try. */
  async function flush(): Promise<void> {
    cancelTimer();
    if (sending) return;
    sending = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, BATCH_SIZE);
        const outcome = (await deps.session()) ? await deps.post(batch, { keepalive: false }) : 'retry';
        if (outcome === 'retry') {
          schedule(RETRY_AFTER_MS);
          return;
        }
        // The queue may have changed meanwhile (a beacon took everything): drop only this batch.
        const sent = new Set(batch);
        queue = queue.filter((event) => !sent.has(event));
      }
    } finally {
      sending = false;
    }
  }

  /**
   * The page is being hidden or left: everything queued goes now, by beacon (or a keepalive fetch
   * where the beacon is refused), even events a fetch is still carrying: they are stored once.
   */
  function flushOnHide(): void {
    cancelTimer();
    const events = queue;
    queue = [];
    for (let i = 0; i < events.length; i += BATCH_SIZE) {
      const batch = events.slice(i, i + BATCH_SIZE);
      if (!deps.beacon(batch)) void deps.post(batch, { keepalive: true }).catch(() => undefined);
    }
  }

  /** Starts sending: batches from now on, and the page-hide flush. Returns the stop (for tests). */
  function start(target: { window: Window; document: Document }): () => void {
    started = true;
    const onVisibility = () => {
      if (target.document.visibilityState === 'hidden') flushOnHide();
    };
    const stops = [
      listen(target.document, 'visibilitychange', onVisibility),
      listen(target.window, 'pagehide', flushOnHide),
    ];
    if (queue.length > 0) schedule(FLUSH_AFTER_MS);
    return () => {
      started = false;
      cancelTimer();
      stops.forEach((stop) => stop());
    };
  }

  return { track, trackEvent, flush, flushOnHide, start, queued: () => queue.length };
}

function newEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const analytics = createAnalytics({
  post: (events, options) =>
    postEvents({ events }, options).then(
      () => 'done',
      (error: unknown) => outcomeOf(error),
    ),
  beacon: (events) => beaconEvents({ events }),
  session: () => settledSession().then((session) => session !== null),
  today: () => deviceNewYorkDate(),
  newId: newEventId,
  now: () => Date.now(),
});

/** Records an event (sent later, in a batch). Before `startAnalytics` it is only queued. */
export const track = analytics.track;
export const trackEvent = analytics.trackEvent;

/** Where a page load landed, for `page_visit`. */
export function screenOf(pathname: string): 'home' | 'game' | 'auth_complete' | 'other' {
  if (pathname === '/') return 'home';
  if (pathname === '/game') return 'game';
  if (pathname === '/auth-complete') return 'auth_complete';
  return 'other';
}

/** Once per page load (app/background.ts): records the visit and starts sending. */
export function startAnalytics(): void {
  track('page_visit', { screen: screenOf(location.pathname) });
  analytics.start({ window, document });
}
