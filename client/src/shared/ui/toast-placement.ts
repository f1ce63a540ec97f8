import { useLayoutEffect, type RefObject } from 'react';
import { listen } from '../listen.js';

/**
 * Where a toast goes. A toast lasts seconds, exactly while the player acts on something else, so
 * it covers nothing they can act on: no control (a tile, Submit Word, a link), not the focused
 * element (WCAG 2.4.11 Focus Not Obscured), and not a page header (the game's Back button, score
 * and target) either.
 *
 * On a small phone every part of the game in sight is a control, so the game keeps a slot free
 * for toasts under the word being built (`data-toast-slot`, a fixed height: nothing moves when a
 * toast shows): a toast that fits goes there, where the player is looking, and scrolls with it.
 * Anywhere else a toast goes as low in the visible area (above a phone's on-screen keyboard) as
 * it can while clearing the above.
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
  /**
   * What must stay visible, in tiers from the most important: the focused element, then the
   * controls, then headers. A place clear of every tier is best, then one clear of all but the
   * last tier, and so on.
   */
  keepClear: Rect[][];
  /** Space kept between the toast and the edges or what it avoids. */
  gap: number;
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The toast's top edge. Tries the bottom of the visible area, then just above or below each
 * thing to keep clear, lowest first, for a place clear of every tier; then of fewer tiers, down
 * to the focused element alone; failing all, the bottom.
 */
export function toastTop({ viewport, toast, keepClear, gap }: PlacementInput): number {
  const lowest = viewport.bottom - gap - toast.height;
  const highest = viewport.top + gap;
  const candidates = [
    lowest,
    ...keepClear.flat().flatMap((rect) => [rect.top - gap - toast.height, rect.bottom + gap]),
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
  for (let tiers = keepClear.length; tiers > 0; tiers--) {
    const top = candidates.find(clears(keepClear.slice(0, tiers).flat()));
    if (top !== undefined) return top;
  }
  return Math.max(lowest, 0);
}

/**
 * The toast's top edge in a page's toast slot: centred in it, or null when the toast is taller
 * than the slot or (`mustBeInSight`) the slot is not wholly in the visible area.
 */
export function slotTop(
  slot: Rect,
  viewport: Rect,
  toastHeight: number,
  mustBeInSight: boolean,
): number | null {
  if (toastHeight > slot.bottom - slot.top) return null;
  if (mustBeInSight && (slot.top < viewport.top || slot.bottom > viewport.bottom)) return null;
  return slot.top + (slot.bottom - slot.top - toastHeight) / 2;
}

/** Anything a player can act on; disabled controls too, as they act on them a moment later. */
const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'label',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="tab"]',
].join(',');

const SLOT = '[data-toast-slot]';
const GAP = 12;

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

/** Behind a modal the page is inert: nothing there can be acted on, nor can a toast go there. */
const isLive = (element: Element) => !element.closest('[inert]');

/** The controls in sight that a player can act on now (all but the toaster's own). */
function controlsInSight(toaster: HTMLElement, view: Rect): Rect[] {
  const rects: Rect[] = [];
  for (const element of document.querySelectorAll(CONTROLS)) {
    if (toaster.contains(element) || !isLive(element)) continue;
    const rect = rectOf(element);
    if (rect && overlaps(rect, view) && getComputedStyle(element).visibility !== 'hidden') rects.push(rect);
  }
  return rects;
}

/** The toaster's padding is the device's safe area (notch, home indicator): the toast is inside it. */
function paddingOf(toaster: HTMLElement): { top: number; bottom: number } {
  const style = getComputedStyle(toaster);
  return { top: parseFloat(style.paddingTop) || 0, bottom: parseFloat(style.paddingBottom) || 0 };
}

const PLACED_STYLES = ['position', 'top', 'bottom', 'left', 'width', 'max-width'] as const;

function resetPlacement(toaster: HTMLElement): void {
  for (const property of PLACED_STYLES) toaster.style.removeProperty(property);
  delete toaster.dataset.place;
}

/**
 * Puts the toaster in the page's toast slot if the toast fits there; answers whether it did.
 * Placed in the page (absolute), it scrolls with the slot; as wide as the slot, it covers all of
 * it (never half of a text there).
 */
function placeInSlot(toaster: HTMLElement, mustBeInSight: boolean): boolean {
  const slot = [...document.querySelectorAll(SLOT)].find(isLive);
  const slotRect = slot && rectOf(slot);
  if (!slotRect) return false;
  toaster.style.position = 'absolute';
  toaster.style.left = `${window.scrollX + (slotRect.left + slotRect.right) / 2}px`;
  toaster.style.width = `${slotRect.right - slotRect.left}px`;
  toaster.style.maxWidth = 'none';
  const pad = paddingOf(toaster);
  const height = toaster.getBoundingClientRect().height - pad.top - pad.bottom;
  const top = slotTop(slotRect, visibleArea(), height, mustBeInSight);
  if (top === null) {
    resetPlacement(toaster);
    return false;
  }
  toaster.style.top = `${window.scrollY + top - pad.top}px`;
  toaster.style.bottom = 'auto';
  toaster.dataset.place = 'slot';
  return true;
}

/** Puts the (fixed) toaster where `toastTop` says, in the visible area. */
function placeInSight(toaster: HTMLElement): void {
  resetPlacement(toaster);
  const box = toaster.getBoundingClientRect();
  const pad = paddingOf(toaster);
  const view = visibleArea();
  const focused = document.activeElement;
  const focusedRect =
    focused && focused !== document.body && !toaster.contains(focused) ? rectOf(focused) : null;
  const headers = [...document.querySelectorAll('header')]
    .filter(isLive)
    .map(rectOf)
    .filter((rect): rect is Rect => rect !== null);
  const top = toastTop({
    viewport: { ...view, top: view.top + pad.top, bottom: view.bottom - pad.bottom },
    toast: { left: box.left, right: box.right, height: box.height - pad.top - pad.bottom },
    keepClear: [focusedRect ? [focusedRect] : [], controlsInSight(toaster, view), headers],
    gap: GAP,
  });
  toaster.style.top = `${top - pad.top}px`;
  toaster.style.bottom = 'auto';
}

/**
 * Keeps the toaster placed while `toastId` shows: in the page's toast slot if the toast fits and
 * the slot is in sight as it shows, else in the visible area, where it moves whenever focus
 * moves, the page scrolls or changes size, or the visible area changes (keyboard, rotation). A
 * toast in the slot stays there, unless a modal makes the page behind it inert.
 */
export function useToastPlacement(toasterRef: RefObject<HTMLElement | null>, toastId: number | null): void {
  useLayoutEffect(() => {
    const toaster = toasterRef.current;
    if (!toaster || toastId === null) return;
    let inSlot = false;
    const place = () => {
      inSlot = placeInSlot(toaster, !inSlot);
      if (!inSlot) placeInSight(toaster);
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
    // The page changing under the toast (a list growing, a banner going) moves the controls.
    const pageResized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    pageResized?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      stops.forEach((stop) => stop());
      pageResized?.disconnect();
      resetPlacement(toaster);
    };
  }, [toasterRef, toastId]);
}
