import type { Page } from '@playwright/test';
import { expect, openGame, test, typeWord } from './game-fixtures.js';

/**
 * Leaving and arriving: the browser's Back button asks before it ends a game in
 * progress, as the screen's own back button does; and Play Game puts focus on the game.
 */

/** Home, then Play Game: the game has a page before it in the history, as a player's would. */
async function playFromHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Play Game' }).click();
  await expect(page.getByRole('heading', { name: 'Letters (12)' })).toBeVisible();
}

/** Types a word and presses Enter, waiting until it is one of the found words. */
async function enterWord(page: Page, word: string, found: number) {
  await typeWord(page, word);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Your Words (${found})` })).toBeVisible();
}

test.describe('the browser Back button during a game', () => {
  test('with words found, Back asks Leave Game?: Stay keeps the game, Leave ends it and goes home', async ({
    page,
  }) => {
    await playFromHome(page);
    await enterWord(page, 'HUG', 1);

    await page.goBack();
    const leave = page.getByRole('dialog', { name: 'Leave Game?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'No, Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/game$/);
    await expect(page.getByTestId('your-words')).toContainText('HUG');
    // Still guarded after staying, and the game plays on.
    await enterWord(page, 'IT', 2);

    await page.goBack();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Yes, Leave' }).click();
    await expect(page.getByRole('heading', { name: "Today's Challenge" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The game was ended (and saved): coming back starts a new one.
    await page.getByRole('button', { name: 'Play Game' }).click();
    await expect(page.getByRole('heading', { name: 'Your Words (0)' })).toBeVisible();
  });

  test('Escape on Leave Game? stays too', async ({ page }) => {
    await playFromHome(page);
    await enterWord(page, 'HUG', 1);
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Leave Game?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Leave Game?' })).toBeVisible();
  });

  test('with no word found, Back leaves at once', async ({ page }) => {
    await playFromHome(page);
    await typeWord(page, 'HU');
    await page.goBack();
    await expect(page.getByRole('heading', { name: "Today's Challenge" })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('once the game is over, one Back leaves', async ({ page }) => {
    await playFromHome(page);
    await enterWord(page, 'HUG', 1);
    await page.getByRole('button', { name: 'End Game', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'End Game?' })
      .getByRole('button', { name: 'Yes, End Game' })
      .click();
    const complete = page.getByRole('dialog', { name: 'Game Complete' });
    await expect(complete).toBeVisible();
    await complete.getByRole('button', { name: 'Close dialog' }).click();
    await page.goBack();
    await expect(page.getByRole('heading', { name: "Today's Challenge" })).toBeVisible();
  });
});

test.describe('arriving at the game', () => {
  for (const how of ['keyboard', 'mouse'] as const) {
    test(`after Play Game (${how}), focus is on the game's word entry, not the page body`, async ({
      page,
    }) => {
      await page.goto('/');
      const play = page.getByRole('button', { name: 'Play Game' });
      if (how === 'keyboard') {
        await play.focus();
        await page.keyboard.press('Enter');
      } else {
        await play.click();
      }
      await expect(page.getByRole('heading', { name: 'Letters (12)' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Word entry' })).toBeFocused();
      await enterWord(page, 'HUG', 1);
    });
  }

  test('a reload mid-game lands on the word entry too', async ({ page }) => {
    await openGame(page);
    await expect(page.getByRole('region', { name: 'Word entry' })).toBeFocused();
  });
});
