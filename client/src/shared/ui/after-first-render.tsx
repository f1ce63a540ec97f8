import { createElement, type ComponentType } from 'react';
import { laterModule, useAfterFirstRender } from '../hooks/useAfterFirstRender.js';

/**
 * A component whose code is not on the first page: it loads once the first screen has rendered
 * (an effect) and draws nothing until then. What it shows lives in a store of the first page (the
 * modal atom, the toast store), so what is asked for before it is there waits in that store and
 * shows once it is. A failed load is tried again at its next render.
 */
export function afterFirstRender<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const later = laterModule(load);
  function AfterFirstRender(props: P) {
    // A new key at each render: a failed load is tried again at the next one.
    const component = useAfterFirstRender(later, {});
    return component ? createElement(component, props) : null;
  }
  return AfterFirstRender;
}
