import { createElement, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is not on the first page: it loads once the first screen has rendered
 * (an effect) and draws nothing until then. What it shows lives in a store of the first page (the
 * modal atom, the toast store), so what is asked for before it is there waits in that store and
 * shows once it is. A failed load is tried again at its next render.
 */
export function afterFirstRender<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function AfterFirstRender(props: P) {
    const [, setLoaded] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      start().then(
        () => mounted && setLoaded(true),
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    });
    return loaded ? createElement(loaded, props) : null;
  }
  return AfterFirstRender;
}
