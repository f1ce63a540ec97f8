import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is taller than the element (it scrolls), kept current as the
 * element resizes or its content changes. A region that scrolls must be reachable by keyboard
 * (axe `scrollable-region-focusable`): Safari does not make scrolling boxes focusable by itself.
 */
export function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A pixel of rounding is not a scrollbar.
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    for (const child of element.children) resizes.observe(child);
    const mutations = new MutationObserver(() => {
      for (const child of element.children) resizes.observe(child);
      measure();
    });
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
  return scrollable;
}
