import type { Sql } from '../storage/database.js';

interface Tally {
  inc(): void;
  dec(): void;
}

interface LazyQuery extends Promise<unknown> {
  handle(): Promise<void>;
}

/**
 * The postgres.js client, counting what occupies or waits for its pool: each query from the moment
 * it is executed (postgres.js queries are lazy: a query used as a fragment of another never runs,
 * and is never counted) until it settles, and each `begin` transaction for as long as it holds its
 * connection (the queries inside it run on that connection, so they are not counted again).
 *
 * postgres.js has no public pool statistics; this is a Proxy over its public surface plus one
 * per-query wrapper of `handle`, the method every way of running a query goes through (then,
 * catch, finally, execute). The client is otherwise untouched.
 */
export function countInFlight(sql: Sql, tally: Tally): Sql {
  const settle = (promise: Promise<unknown>) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      tally.dec();
    };
    // Promise.prototype.then, not the query's own `then`: observing must not run anything.
    Promise.prototype.then.call(promise, finish, finish);
  };

  const track = (result: unknown): unknown => {
    if (!isLazyQuery(result)) return result;
    const run = result.handle;
    let started = false;
    result.handle = function (this: LazyQuery) {
      if (!started) {
        started = true;
        tally.inc();
        settle(result);
      }
      return run.call(this);
    };
    return result;
  };

  return new Proxy(sql, {
    apply: (target, thisArg, args: unknown[]) => track(Reflect.apply(target, thisArg, args)),
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === 'unsafe' && typeof value === 'function') {
        return (...args: unknown[]) => track(Reflect.apply(value, target, args));
      }
      if (property === 'begin' && typeof value === 'function') {
        return (...args: unknown[]) => {
          tally.inc();
          const transaction = Reflect.apply(value, target, args) as Promise<unknown>;
          settle(transaction);
          return transaction;
        };
      }
      return value;
    },
  });
}

function isLazyQuery(value: unknown): value is LazyQuery {
  return value instanceof Promise && typeof (value as Partial<LazyQuery>).handle === 'function';
}
