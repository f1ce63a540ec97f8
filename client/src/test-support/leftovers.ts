/**
 * What a test file leaves running in its worker after its last test: timers and intervals (a
 * retry's backoff, the boot's 10 s timeout, a cache's delayed write, a fake server's late answer),
 * BroadcastChannels, and listeners on `window` and `document`. The client's files share their
 * worker's jsdom (fresh-file.ts), so that work would run the previous file's modules in the next
 * file: against its local storage, its stubbed `fetch` (and so its fake server), its channels and
 * its events. `stopLeftovers()` ends all of it, at the start of every file.
 *
 * Only what our own code started (the app's and the tests'): libraries keep their timers and
 * listeners, as they keep their state between files (user-event and React listen on the document
 * once per document, and would stop working without those listeners). The globals are wrapped
 * once per worker, after vitest has kept its own timers aside (it uses those, never the globals).
 * Fake timers installed by a test replace the wrappers until `vi.useRealTimers()` gives them back
 * (the test's own, or fresh-file.ts's before this file's stop); what ran on fake timers is gone
 * with them.
 */

type Listener = [
  target: EventTarget,
  type: string,
  listener: EventListenerOrEventListenerObject,
  capture: boolean,
];

interface Leftovers {
  timers: Set<ReturnType<typeof setTimeout>>;
  channels: Set<BroadcastChannel>;
  listeners: Listener[];
}

const KEY = Symbol.for('dozen.test.leftovers');
type Holder = { [KEY]?: Leftovers };

const captureOf = (options: boolean | AddEventListenerOptions | undefined) =>
  typeof options === 'boolean' ? options : Boolean(options?.capture);

/** Whether the function that called a wrapper (one frame up from it) is one of our source files. */
function calledFromOurCode(): boolean {
  const { prepareStackTrace, stackTraceLimit } = Error;
  Error.stackTraceLimit = 2;
  // The call sites themselves, not a formatted (and source-mapped) stack: this runs on every timer.
  Error.prepareStackTrace = (_error, sites) => sites;
  const holder: { stack?: NodeJS.CallSite[] } = {};
  Error.captureStackTrace(holder, calledFromOurCode);
  const caller = holder.stack?.[1]?.getFileName() ?? '';
  Error.prepareStackTrace = prepareStackTrace;
  Error.stackTraceLimit = stackTraceLimit;
  return caller.includes('/client/src/');
}

function track(): Leftovers {
  const leftovers: Leftovers = { timers: new Set(), channels: new Set(), listeners: [] };
  const { timers, channels, listeners } = leftovers;

  const realSetTimeout = globalThis.setTimeout;
  const realSetInterval = globalThis.setInterval;
  const realClearTimeout = globalThis.clearTimeout;
  const realClearInterval = globalThis.clearInterval;
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle = realSetTimeout(
      (...given: unknown[]) => {
        timers.delete(handle);
        callback(...given);
      },
      ms,
      ...args,
    );
    if (calledFromOurCode()) timers.add(handle);
    return handle;
  }) as typeof setTimeout;
  globalThis.setInterval = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle = realSetInterval(callback, ms, ...args);
    if (calledFromOurCode()) timers.add(handle);
    return handle;
  }) as typeof setInterval;
  globalThis.clearTimeout = ((handle?: ReturnType<typeof setTimeout>) => {
    if (handle !== undefined) timers.delete(handle);
    realClearTimeout(handle);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((handle?: ReturnType<typeof setInterval>) => {
    if (handle !== undefined) timers.delete(handle);
    realClearInterval(handle);
  }) as typeof clearInterval;

  const RealChannel = globalThis.BroadcastChannel;
  // Only our code opens channels here.
  globalThis.BroadcastChannel = class TrackedChannel extends RealChannel {
    constructor(name: string) {
      super(name);
      channels.add(this);
    }
    override close() {
      channels.delete(this);
      super.close();
    }
  };

  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    target.addEventListener = (type, listener, options) => {
      if (listener && calledFromOurCode()) listeners.push([target, type, listener, captureOf(options)]);
      add(type, listener, options);
    };
    target.removeEventListener = (type, listener, options) => {
      const capture = captureOf(options);
      const at = listeners.findIndex(
        ([t, ty, l, c]) => t === target && ty === type && l === listener && c === capture,
      );
      if (at !== -1) listeners.splice(at, 1);
      remove(type, listener, options);
    };
  }
  return leftovers;
}

/** Ends whatever the files before this one left running; from here on, this file's own is tracked. */
export function stopLeftovers(): void {
  const holder = globalThis as Holder;
  const leftovers = (holder[KEY] ??= track());
  for (const timer of leftovers.timers) clearTimeout(timer);
  for (const channel of leftovers.channels) channel.close();
  for (const [target, type, listener, capture] of leftovers.listeners.splice(0))
    target.removeEventListener(type, listener, capture);
}
