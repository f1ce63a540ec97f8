import type { Page } from '@playwright/test';
import { screenshotPath, VIEWPORTS } from './fixtures.js';
import { boxOf, overlaps } from './geometry.js';
import { PLAN, expect, openGame, tapWord, test, toast } from './game-fixtures.js';

/**
 * A toast stays seconds on screen: it must cover neither the game header (Back, score, target)
 * nor the element that has focus (WCAG 2.4.11 Focus Not Obscured).
 */
async function expectToastCoversNothingImportant(page: Page): Promise<void> {
  await expect(toast(page)).toBeVisible();
  // The toast fades in: measure where it settles.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const toastBox = await boxOf(toast(page));
  for (const [name, locator] of [
    ['Back button', page.getByRole('button', { name: 'Back to home' })],
    ['score', page.getByTestId('game-score').locator('..')],
    ['target', page.getByTestId('target-score')],
  ] as const) {
    expect(overlaps(toastBox, await boxOf(locator)), `the toast covers the ${name}`).toBe(false);
  }
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  expect(overlaps(toastBox, await boxOf(focused)), 'the toast covers the focused element').toBe(false);
}

test.describe('toast placement on a phone', () => {
  test('390×844: a toast covers neither the header nor the focused tile', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await openGame(page);
    // Tiles clicked keep focus; Enter submits the word (focus stays on the last tile).
    await tapWord(page, PLAN.invalid[0]);
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Whoops!');
    await expectToastCoversNothingImportant(page);
    await page.screenshot({ path: screenshotPath('toast-phone') });
  });

  test('with the focused tile at the bottom of the screen, the toast moves above it, not onto the header', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await openGame(page);
    await tapWord(page, PLAN.invalid[1]);
    // Shorten the screen so the focused tile is its last row, where a toast goes by default.
    const focusedBox = await boxOf(page.locator(':focus'));
    await page.setViewportSize({
      width: VIEWPORTS.phone.width,
      height: Math.ceil(focusedBox.y + focusedBox.height + 16),
    });
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Whoops!');
    await expectToastCoversNothingImportant(page);
    await page.screenshot({ path: screenshotPath('toast-phone-short') });
  });
});
