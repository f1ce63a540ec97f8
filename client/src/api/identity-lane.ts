/**
 * The one lane for every call that changes or reads who this browser is: the boot session, a
 * sign-in by code or link, sign-out, data recovery, and the re-checks of GET /api/me. They run one
 * at a time, each with what it applies from its answer, so no answer can land after a newer one:
 * the browser keeps the cookie of the last answer it received (last writer wins), and a sign-in
 * sent while the boot call is still out would otherwise be undone by the boot call's cookie.
 *
 * In this tab, a promise chain. Across the tabs of this browser (they share the cookie), a Web Lock
 * where the browser has them; a browser without them still has the server's guard
 * (server/src/routes/session.ts answers IDENTITY_CHANGED rather than a second identity).
 *
 * Never call `inIdentityLane` from inside a call that runs in it: the lane would wait for itself.
 */

const LOCK_NAME = 'dozen-identity';

let tail: Promise<unknown> = Promise.resolve();

export function inIdentityLane<T>(call: () => Promise<T>): Promise<T> {
  const run = () => withBrowserLock(call);
  const result = tail.then(run, run);
  tail = result.catch(() => undefined);
  return result;
}

function withBrowserLock<T>(call: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return call();
  return locks.request(LOCK_NAME, call) as Promise<T>;
}
