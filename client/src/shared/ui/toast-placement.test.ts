import { describe, expect, it } from 'vitest';
import { slotTop, toastTop, type Rect } from './toast-placement.js';

/** A 390×844 phone; the toast is 70 px tall and spans the width but 12 px each side. */
const viewport: Rect = { top: 0, bottom: 844, left: 0, right: 390 };
const toast = { left: 12, right: 378, height: 70 };
const gap = 12;
const header: Rect = { top: 8, bottom: 60, left: 16, right: 374 };
const row = (top: number, bottom: number, left = 16, right = 374): Rect => ({ top, bottom, left, right });

/** The tiers toastTop keeps clear: the focused element, the controls, the headers. */
const tiers = (focused: Rect[], controls: Rect[], headers: Rect[] = [header]) => [focused, controls, headers];

describe('toastTop', () => {
  it.each<[string, Rect, Rect[][], number]>([
    ['nothing to avoid: the bottom', viewport, [], 844 - 12 - 70],
    ['the header only: still the bottom', viewport, tiers([], []), 762],
    ['focus at the bottom: just above it', viewport, tiers([row(780, 830)], []), 780 - 12 - 70],
    ['focus mid-screen and bottom free: the bottom', viewport, tiers([row(400, 450)], []), 762],
    [
      'a control at the bottom (End Game): just above it',
      viewport,
      tiers([], [row(780, 830)]),
      780 - 12 - 70,
    ],
    [
      'controls at the bottom and above them: above both, in the free band',
      viewport,
      tiers([], [row(780, 830), row(600, 700)]),
      600 - 12 - 70,
    ],
    [
      'on-screen keyboard (visible area 0–500): above it',
      { ...viewport, bottom: 500 },
      tiers([], []),
      500 - 12 - 70,
    ],
    [
      'keyboard up and focus just above it: above the focus, below the header',
      { ...viewport, bottom: 500 },
      tiers([row(400, 488)], []),
      400 - 12 - 70,
    ],
    ['focus beside the toast, not under it: ignored', viewport, tiers([row(780, 830, 380, 390)], []), 762],
  ])('%s', (_name, view, keepClear, expected) => {
    expect(toastTop({ viewport: view, toast, keepClear, gap })).toBe(expected);
  });

  it('with no room clear of everything, it covers the header before a control', () => {
    // A 200 px tall visible area: a control fills the lower half, the header the top.
    const view = { ...viewport, bottom: 200 };
    const control = row(110, 190);
    const top = toastTop({ viewport: view, toast, keepClear: tiers([], [control], [row(8, 60)]), gap });
    expect(top + toast.height).toBeLessThanOrEqual(control.top);
    expect(top).toBeGreaterThanOrEqual(view.top);
  });

  it('with no room clear of the controls, it clears the focused element alone', () => {
    // Controls fill the screen but for a band at the top; focus is at the bottom.
    const focus = row(780, 830);
    const controls = [row(100, 770), focus];
    const top = toastTop({ viewport, toast, keepClear: tiers([focus], controls), gap });
    expect(top + toast.height).toBeLessThanOrEqual(focus.top);
  });

  it('when even the focused element cannot be cleared, the bottom', () => {
    const focus = row(0, 844);
    expect(toastTop({ viewport, toast, keepClear: tiers([focus], []), gap })).toBe(762);
  });
});

describe('slotTop', () => {
  const slot = row(420, 472);
  it.each<[string, Rect, number, boolean, number | null]>([
    ['a toast that fits: centred in the slot', viewport, 50, true, 421],
    ['exactly as tall as the slot', viewport, 52, true, 420],
    ['taller than the slot: not there', viewport, 60, true, null],
    [
      'the slot below the visible area (keyboard up): not there',
      { ...viewport, bottom: 450 },
      50,
      true,
      null,
    ],
    ['already in the slot, it stays as the slot scrolls away', { ...viewport, bottom: 450 }, 50, false, 421],
  ])('%s', (_name, view, height, mustBeInSight, expected) => {
    expect(slotTop(slot, view, height, mustBeInSight)).toBe(expected);
  });
});
