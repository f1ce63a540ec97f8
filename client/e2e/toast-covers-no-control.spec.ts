import type { Page } from '@playwright/test';
import { analysePoolLetters, loadDictionary, screenshotPath } from './fixtures.js';
import { boxOf } from './geometry.js';
import { GAME_LETTERS } from './game-data.js';
import { expect, openGame, tapWord, test, toast, typeWord } from './game-fixtures.js';

/**
 * A toast stays seconds on screen, exactly while the player taps the next word: it may cover
 * nothing the player can act on (no tile, no word-entry control, no other control, not the
 * focused element) nor the game's header, on the narrowest phone, a phone, a tablet, a laptop
 * and a laptop at 200% zoom. Every control on the page is checked, not a chosen few.
 *
 * The page's clock is paused once the game is open, so a toast stays up for as long as the test
 * looks at it however busy the machine is.
 */
const SIZES = [
  { name: 'phone-320', width: 320, height: 568 },
  { name: 'phone-390', width: 390, height: 844 },
  { name: 'tablet-768', width: 768, height: 1024 },
  { name: 'laptop-1280', width: 1280, height: 800 },
  // 1280×800 at 200% zoom: 640×400 CSS pixels.
  { name: 'zoom-200', width: 640, height: 400 },
] as const;

/** One of the day's target words, spelled from letters the test leaves free (checked below). */
const TARGET_WORD = 'JINNI';

/** Anything a player can act on (disabled controls too: they act on them a moment later). */
const ACTIONABLE =
  'button, a[href], input:not([type="hidden"]), select, textarea, label, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"], [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"]';

/** What the toast on screen covers: controls, the focused element, the header (none, we expect). */
async function coveredByToast(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const toastElement = document.querySelector('[data-testid="toast"]');
    if (!toastElement) return ['(no toast)'];
    const t = toastElement.getBoundingClientRect();
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      t.left < r.right &&
      r.left < t.right &&
      t.top < r.bottom &&
      r.top < t.bottom;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (element: Element) =>
      !element.closest('[inert], .toaster') && getComputedStyle(element).visibility !== 'hidden';
    const covered = [...document.querySelectorAll(selector)]
      .filter((element) => shown(element) && overlaps(element.getBoundingClientRect()))
      .map(name);
    for (const header of document.querySelectorAll('header'))
      if (overlaps(header.getBoundingClientRect())) covered.push(`the header ${name(header)}`);
    // The focused element: a control must stay clear (above); a focused container (the word
    // entry takes focus while the player types) keeps its outline in sight: the toast is
    // outside it or well inside it, never across its edge.
    const focused = document.activeElement;
    if (focused && focused !== document.body && !focused.matches(selector)) {
      const f = focused.getBoundingClientRect();
      const inset = 4;
      const inside =
        t.left >= f.left + inset &&
        t.right <= f.right - inset &&
        t.top >= f.top + inset &&
        t.bottom <= f.bottom - inset;
      if (overlaps(f) && !inside) covered.push(`the focused ${name(focused)}`);
    }
    return covered;
  }, ACTIONABLE);
}

/** The toast has settled (it fades in) where it stays. */
async function settledToast(page: Page, text: string) {
  await expect(toast(page)).toContainText(text);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** A word tapped, a word typed and a target word: none of their toasts covers what it must not. */
async function playToasts(page: Page, size: { name: string; width: number; height: number }) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.clock.install();
  await openGame(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const submit = page.getByRole('button', { name: 'Submit Word' });
  const before = await boxOf(submit);
  expect(analysePoolLetters(GAME_LETTERS).optimalWordCombination).toContain(TARGET_WORD.toLowerCase());

  // By touch: tiles, then Submit Word.
  await tapWord(page, 'HUG');
  await submit.click();
  await settledToast(page, '"HUG" +6 points');
  expect(await coveredByToast(page), 'after Submit Word').toEqual([]);
  // Nothing moved to make room for it.
  expect(await boxOf(submit)).toEqual(before);
  await page.screenshot({ path: screenshotPath(`toast-${size.name}`), animations: 'disabled' });

  // The next word's first tiles, tapped while the toast still shows.
  await tapWord(page, 'BA');
  await page.clock.runFor(20); // a frame, for anything that follows focus
  await expect(toast(page)).toContainText('"HUG" +6 points');
  expect(await coveredByToast(page), 'while tapping the next word').toEqual([]);
  await page.keyboard.press('Escape');

  // By keyboard: the word entry has focus while the player types. A miss of letters still free.
  const miss = 'JB';
  expect(loadDictionary().has(miss.toLowerCase())).toBe(false);
  await typeWord(page, miss);
  await page.keyboard.press('Enter');
  await settledToast(page, `"${miss}" is not a valid word`);
  expect(await coveredByToast(page), 'after a typed word').toEqual([]);
  await page.screenshot({ path: screenshotPath(`toast-${size.name}-typed`), animations: 'disabled' });

  // The longest toast a word brings: one of the day's target words (5 s).
  await tapWord(page, TARGET_WORD);
  await page.keyboard.press('Enter');
  await settledToast(page, 'Target Word!');
  expect(await coveredByToast(page), 'a target word').toEqual([]);
  await page.screenshot({
    path: screenshotPath(`toast-${size.name}-target-word`),
    animations: 'disabled',
  });
}

test.describe('a toast covers no control and not the focused element', () => {
  for (const size of SIZES) {
    test(`${size.width}×${size.height} (${size.name})`, ({ page }) => playToasts(page, size));
  }
});

// Under reduced motion nothing fades: a toast is seen where it is first placed, and the page
// beneath it has to be in its final layout then. The phones: where toasts go in the game's slot.
test.describe('with reduced motion, a toast covers no control either', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const phone of SIZES.filter(({ name }) => name.startsWith('phone'))) {
    const size = { ...phone, name: `${phone.name}-reduced-motion` };
    test(`${size.width}×${size.height} (${size.name})`, ({ page }) => playToasts(page, size));
  }
});
