import { useLayoutEffect, type RefObject } from 'react';
import { listen } from './listen.js';

/**
 * Where a toast goes: as low in the visible area as it can (above a phone's on-screen keyboard),
 * without covering the focused element (WCAG 2.4.11 Focus Not Obscured) or a page header (the
 * game's Back button, score and target). Toasts last seconds; covering the control a player is
 * using, or the score they are watching, for that long is the defect this exists to prevent.
 */

export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface PlacementInput {
  /** The visible area (the visual viewport, in the layout viewport's coordinates). */
  viewport: Rect;
  /** The toast's size and horizontal position (it is centred; only its height matters here). */
  toast: { left: number; right: number; height: number };
  /** What must stay visible, most important first: the focused element, then headers. */
  keepClear: Rect[];
  /** Space kept between the toast and the edges or what it avoids. */
  gap: number;
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The toast's top edge. Tries the bottom of the visible area, then just above or below each
 * thing to keep clear, lowest first; when nothing clears everything, it clears the focused
 * element alone; failing that too, the bottom.
 */
export function toastTop({ viewport, toast, keepClear, gap }: PlacementInput): number {
  const lowest = viewport.bottom - gap - toast.height;
  const highest = viewport.top + gap;
  const candidates = [
    lowest,
    ...keepClear.flatMap((rect) => [rect.top - gap - toast.height, rect.bottom + gap]),
  ]
    .filter((top) => top >= highest && top <= lowest)
    .sort((a, b) => b - a);
  const at = (top: number): Rect => ({
    top,
    bottom: top + toast.height,
    left: toast.left,
    right: toast.right,
  });
  const clears = (avoid: Rect[]) => (top: number) => avoid.every((rect) => !overlaps(at(top), rect));
  return (
    candidates.find(clears(keepClear)) ??
    candidates.find(clears(keepClear.slice(0, 1))) ??
    Math.max(lowest, 0)
  );
}

function rectOf(element: Element): Rect | null {
  const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
  return width > 0 && height > 0 ? { top, bottom, left, right } : null;
}

/** The visible area: the visual viewport (it shrinks above an on-screen keyboard), or the window. */
function visibleArea(): Rect {
  const view = window.visualViewport;
  if (!view) return { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth };
  return {
    top: view.offsetTop,
    left: view.offsetLeft,
    bottom: view.offsetTop + view.height,
    right: view.offsetLeft + view.width,
  };
}

const GAP = 12;

/**
 * Keeps the toaster (a fixed element) placed by `toastTop` while `toastId` shows: on showing,
 * and whenever focus moves, the page scrolls or the visible area changes (keyboard, rotation).
 */
export function useToastPlacement(toasterRef: RefObject<HTMLElement | null>, toastId: number | null): void {
  useLayoutEffect(() => {
    const toaster = toasterRef.current;
    if (!toaster || toastId === null) return;
    const place = () => {
      const box = toaster.getBoundingClientRect();
      const style = getComputedStyle(toaster);
      // The toaster's padding is the device's safe area (notch, home indicator).
      const padTop = parseFloat(style.paddingTop) || 0;
      const padBottom = parseFloat(style.paddingBottom) || 0;
      const view = visibleArea();
      const focused = document.activeElement;
      const keepClear = [
        ...(focused && focused !== document.body && !toaster.contains(focused) ? [focused] : []),
        ...document.querySelectorAll('header'),
      ]
        .map(rectOf)
        .filter((rect): rect is Rect => rect !== null);
      const top = toastTop({
        viewport: { ...view, top: view.top + padTop, bottom: view.bottom - padBottom },
        toast: { left: box.left, right: box.right, height: box.height - padTop - padBottom },
        keepClear,
        gap: GAP,
      });
      toaster.style.top = `${top - padTop}px`;
      toaster.style.bottom = 'auto';
    };
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    place();
    const view = window.visualViewport;
    const stops = [
      listen(document, 'focusin', schedule),
      listen(window, 'scroll', schedule, { capture: true, passive: true }),
      listen(window, 'resize', schedule),
      listen(view, 'resize', schedule),
      listen(view, 'scroll', schedule),
    ];
    return () => {
      cancelAnimationFrame(frame);
      stops.forEach((stop) => stop());
      toaster.style.top = '';
      toaster.style.bottom = '';
    };
  }, [toasterRef, toastId]);
}
