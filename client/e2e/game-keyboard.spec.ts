import type { Locator, Page } from '@playwright/test';
import { VIEWPORTS } from './fixtures.js';
import { expect, freeTile, openGame, test, typeWord } from './game-fixtures.js';

/**
 * After a dialog closes, focus rightly returns to the button that opened it; a player
 * who then types a word and presses Enter means the word, not that button. Every dialog the game
 * screen opens, closed every way it can be, at 390×844 as the issue was found; and the opposite:
 * a button reached with Tab still answers Enter.
 */

type CloseBy = 'Escape' | 'its close button' | 'a click outside' | 'No, Continue';

interface GameDialog {
  dialog: string;
  /** The accessible name (exact) of the game screen's button that opens it. */
  opener: string;
  closeBy: CloseBy[];
}

/** How a dialog with a close button can be closed. */
const EVERY_WAY: CloseBy[] = ['Escape', 'its close button', 'a click outside'];

const DIALOGS: Record<string, GameDialog> = {
  'How to Play': { dialog: 'How To Play', opener: 'How to play', closeBy: EVERY_WAY },
  Settings: { dialog: 'Settings', opener: 'Settings', closeBy: EVERY_WAY },
  // The Letters card's game history: the player's words and numbers of the day.
  'Your Stats': { dialog: 'Your Stats', opener: 'Game history', closeBy: EVERY_WAY },
  // A guest's targets button opens the sign-in gate, whose e-mail field takes focus first.
  "Today's targets": { dialog: 'Sign In or Sign Up', opener: "Today's targets", closeBy: EVERY_WAY },
  'End Game? (cancelled)': { dialog: 'End Game?', opener: 'End Game', closeBy: ['Escape', 'No, Continue'] },
};

async function close(page: Page, dialog: Locator, by: CloseBy): Promise<void> {
  switch (by) {
    case 'Escape':
      return page.keyboard.press('Escape');
    case 'its close button':
      return dialog.getByRole('button', { name: 'Close dialog' }).click();
    case 'a click outside':
      return page.mouse.click(4, 4);
    case 'No, Continue':
      return dialog.getByRole('button', { name: 'No, Continue' }).click();
  }
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.describe('Enter after a typed word submits it, wherever a closed dialog left focus', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
  });

  for (const [name, { dialog: title, opener: openerName, closeBy }] of Object.entries(DIALOGS)) {
    for (const by of closeBy) {
      test(`${name}, closed by ${by}`, async ({ page }) => {
        const opener = page.getByRole('button', { name: openerName, exact: true });
        await openGame(page);
        // Opened from the keyboard: no letters yet, so Enter presses the focused button.
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        await close(page, dialog, by);
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();

        await typeWord(page, 'HUG');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { name: 'Your Words (1)' })).toBeVisible();
        await expect(page.getByTestId('your-words')).toContainText('HUG');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });
    }
  }
});

test.describe('a button reached with Tab keeps Enter', () => {
  test('with no letters typed, Tab to How to play and Enter opens it', async ({ page }) => {
    await openGame(page);
    await tabTo(page, page.getByRole('button', { name: 'How to play', exact: true }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'How To Play' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Words (0)' })).toBeVisible();
  });

  test('with no letters typed, Tab to End Game and Enter asks End Game?', async ({ page }) => {
    await openGame(page);
    await tabTo(page, page.getByRole('button', { name: 'End Game', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'End Game?' })).toBeVisible();
  });

  test('with a word typed, Tab to Clear and Enter clears it rather than submitting', async ({ page }) => {
    await openGame(page);
    await typeWord(page, 'HUG');
    await tabTo(page, page.getByRole('button', { name: 'Clear', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('current-word')).toHaveText('Tap letters or type');
    await expect(page.getByRole('heading', { name: 'Your Words (0)' })).toBeVisible();
  });

  test('Space on a focused tile still presses it, whatever the word', async ({ page }) => {
    await openGame(page);
    await typeWord(page, 'HU');
    await freeTile(page, 'G').focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('current-word')).toHaveText('HUG');
  });
});
