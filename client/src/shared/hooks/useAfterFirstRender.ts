import { useEffect, useState } from 'react';

/**
 * Code the first page leaves out and a component loads once it has rendered: one import shared by
 * every component that asks, kept once loaded. A failed load is forgotten, so the next ask tries
 * again.
 */
export interface LaterModule<M> {
  /** The module, once loaded. */
  readonly loaded: M | undefined;
  load(): Promise<M>;
}

export function laterModule<M>(importModule: () => Promise<M>): LaterModule<M> {
  let loading: Promise<M> | null = null;
  const later: { loaded: M | undefined; load(): Promise<M> } = {
    loaded: undefined,
    load: () =>
      (loading ??= importModule().then(
        (module) => (later.loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
  return later;
}

/**
 * The module once loaded (undefined until then): loads it after this component's render, and asks
 * again after a failure whenever `retryKey` changes.
 */
export function useAfterFirstRender<M>(later: LaterModule<M>, retryKey?: unknown): M | undefined {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (later.loaded) return;
    let mounted = true;
    later.load().then(
      () => mounted && setLoaded(true),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [later, retryKey]);
  return later.loaded;
}
