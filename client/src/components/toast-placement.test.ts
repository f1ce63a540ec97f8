import { describe, expect, it } from 'vitest';
import { toastTop, type Rect } from './toast-placement.js';

/** A 390×844 phone; the toast is 70 px tall and spans the width but 12 px each side. */
const viewport: Rect = { top: 0, bottom: 844, left: 0, right: 390 };
const toast = { left: 12, right: 378, height: 70 };
const gap = 12;
const header: Rect = { top: 8, bottom: 60, left: 16, right: 374 };
const row = (top: number, bottom: number, left = 16, right = 374): Rect => ({ top, bottom, left, right });

describe('toastTop', () => {
  it.each<[string, Rect, Rect[], number]>([
    ['nothing to avoid: the bottom', viewport, [], 844 - 12 - 70],
    ['the header only: still the bottom', viewport, [header], 762],
    ['focus at the bottom: just above it', viewport, [row(780, 830), header], 780 - 12 - 70],
    ['focus mid-screen and bottom free: the bottom', viewport, [row(400, 450), header], 762],
    [
      'on-screen keyboard (visible area 0–500): above it',
      { ...viewport, bottom: 500 },
      [header],
      500 - 12 - 70,
    ],
    [
      'keyboard up and focus just above it: above the focus, below the header',
      { ...viewport, bottom: 500 },
      [row(400, 488), header],
      400 - 12 - 70,
    ],
    ['focus beside the toast, not under it: ignored', viewport, [row(780, 830, 380, 390), header], 762],
  ])('%s', (_name, view, keepClear, expected) => {
    expect(toastTop({ viewport: view, toast, keepClear, gap })).toBe(expected);
  });

  it('with no room clear of everything, it clears the focused element and gives up the header', () => {
    // A 200 px tall visible area: focus fills the lower half, the header the top.
    const view = { ...viewport, bottom: 200 };
    const focus = row(110, 190);
    const top = toastTop({ viewport: view, toast, keepClear: [focus, row(8, 60)], gap });
    expect(top + toast.height).toBeLessThanOrEqual(focus.top);
    expect(top).toBeGreaterThanOrEqual(view.top);
  });

  it('when even the focused element cannot be cleared, the bottom', () => {
    const focus = row(0, 844);
    expect(toastTop({ viewport, toast, keepClear: [focus], gap })).toBe(762);
  });
});
