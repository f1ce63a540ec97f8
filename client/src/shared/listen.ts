/** The events a target sends, so a handler gets e.g. a KeyboardEvent for 'keydown' on window. */
type EventsOf<T> = T extends Window
  ? WindowEventMap
  : T extends Document
    ? DocumentEventMap
    : T extends HTMLElement
      ? HTMLElementEventMap
      : T extends VisualViewport
        ? VisualViewportEventMap
        : Record<string, Event>;

/**
 * Adds one event listener and returns the function that removes it with the same options: a
 * remove call that leaves out `capture` silently leaves the listener in place. An absent target
 * (no visualViewport) listens to nothing. An effect that listens to several events keeps the
 * returned functions and calls them all in its cleanup.
 */
export function listen<T extends EventTarget, K extends keyof EventsOf<T> & string>(
  target: T | null | undefined,
  type: K,
  handler: (event: EventsOf<T>[K]) => void,
  options?: AddEventListenerOptions,
): () => void {
  if (!target) return () => {};
  const listener = handler as EventListener;
  target.addEventListener(type, listener, options);
  return () => target.removeEventListener(type, listener, options);
}
