import type { Page } from '@playwright/test';
import { VIEWPORTS, openSignInGate, screenshotPath } from './fixtures.js';
import {
  PLAN,
  expect,
  freeTile,
  gamePlan,
  openGame,
  playWord,
  tapWord,
  test,
  toast,
  typeWord,
} from './game-fixtures.js';

/**
 * Whole games in Chromium against the real server, on GAME_LETTERS (set for today by the operator
 * CLI before the game server boots; see game-fixtures.ts). Every word below is checked against
 * the engine first, so a dictionary change shows up as a clear failure here.
 */

/** Taps and submits a new game's first word; waits until Your Words counts it. */
async function playFirstWord(page: Page, word: string): Promise<void> {
  await tapWord(page, word);
  await page.getByRole('button', { name: 'Submit Word' }).click();
  await expect(page.getByRole('heading', { name: 'Your Words (1)' })).toBeVisible();
}

test.describe('playing a game', () => {
  test('a new player plays a whole game by tapping tiles', async ({ page }) => {
    const plan = gamePlan();
    // All 12 tiles used means every point of the pool: the target score, with the player's own words.
    expect(plan.total).toBe(plan.analysis.maxPossibleScore);
    expect(plan.words.some((word) => plan.analysis.optimalWordCombination.includes(word.toLowerCase()))).toBe(
      false,
    );

    await page.setViewportSize(VIEWPORTS.phone);
    await openGame(page);
    await expect(page.getByRole('heading', { name: 'Letters (12)' })).toBeVisible();
    await expect(page.getByTestId('tile')).toHaveCount(12);
    await expect(page.getByTestId('game-score')).toHaveText('0');
    await expect(page.getByTestId('target-score')).toContainText(String(plan.analysis.maxPossibleScore));
    await expect(page.getByTestId('found-count')).toHaveText(
      `Found 0 of ${plan.analysis.totalValidWords} words`,
    );
    const submit = page.getByRole('button', { name: 'Submit Word' });

    // Two misses: 'Whoops!' each time, then a level-1 suggestion.
    for (const word of PLAN.invalid) {
      await tapWord(page, word);
      await submit.click();
      await expect(toast(page)).toContainText('Whoops!');
      await expect(toast(page)).toContainText(`"${word}" is not a valid word`);
      await expect(page.getByTestId('current-word')).toHaveText('Tap letters or type');
    }
    const suggestion = page.getByTestId('suggestion');
    await expect(suggestion).toContainText('Level 1 of 3');
    await expect(suggestion).toContainText(`Recent tries: ${PLAN.invalid.join(', ')}`);
    await suggestion.getByRole('button', { name: 'Dismiss suggestions' }).click();
    const hide = page.getByRole('dialog', { name: 'Hide Suggestions?' });
    await expect(hide.getByRole('button', { name: 'Yes, Hide Suggestions' })).toBeVisible();
    await hide.getByRole('button', { name: 'Cancel' }).click();
    await expect(suggestion).toBeHidden();

    // A valid word, then the same word again from the pool's second I and N: 'Nice Try!'.
    await tapWord(page, PLAN.repeat);
    await submit.click();
    await expect(toast(page)).toContainText('Nice!');
    await expect(page.getByRole('heading', { name: 'Your Words (1)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Letters (10)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'I, 1 point, used' })).toHaveCount(1);
    await tapWord(page, PLAN.repeat);
    await submit.click();
    await expect(toast(page)).toContainText('Nice Try!');
    await expect(toast(page)).toContainText(`You already spelled "${PLAN.repeat}" in this session!`);
    await expect(page.getByTestId('current-word')).toHaveText('Tap letters or type');

    const [second, third, last] = PLAN.rest;
    for (const word of [second, third]) await playWord(page, word);
    await tapWord(page, last);
    await expect(freeTile(page, 'I')).toHaveCount(0);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast(page)).toBeHidden();
    await page.screenshot({ path: screenshotPath('game-phone'), fullPage: true });
    await submit.click();

    // Every tile used: the game ends by itself; the celebration comes first, then Game Complete.
    await expect(page.getByRole('heading', { name: 'Letters (0)' })).toBeVisible();
    const fantastic = page.getByRole('dialog', { name: 'Fantastic!' });
    await expect(fantastic).toContainText(`target score of ${plan.analysis.maxPossibleScore}`);
    await expect(fantastic.getByRole('button', { name: 'Share' })).toBeVisible();
    await fantastic.getByRole('button', { name: 'Continue' }).click();
    const complete = page.getByRole('dialog', { name: 'Game Complete' });
    await expect(complete).toBeVisible();
    await expect(complete.getByTestId('complete-score')).toHaveText(String(plan.total));
    await expect(complete.getByTestId('complete-words')).toHaveText(String(plan.words.length));
    for (const word of plan.words) await expect(complete).toContainText(word);
    await expect(complete.getByRole('button', { name: 'Return Home' })).toBeVisible();
    await expect(complete.getByRole('button', { name: 'Play Again' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('game-complete-phone') });

    await complete.getByRole('button', { name: 'Close dialog' }).click();
    await expect(page.getByRole('button', { name: 'Game Complete' })).toBeVisible();
    await expect(page.getByTestId('game-score')).toHaveText(String(plan.total));
    await expect(page.getByRole('button', { name: 'Shuffle letters' })).toBeDisabled();
  });

  test('the same game by keyboard alone', async ({ page }) => {
    const plan = gamePlan();
    await page.setViewportSize(VIEWPORTS.desktop);
    await openGame(page);

    // Letters take the first free matching tile; letters not on the board do nothing.
    await page.keyboard.type('bxa');
    await expect(page.getByTestId('current-word')).toHaveText('BA');
    await page.keyboard.press('Backspace');
    await expect(page.getByTestId('current-word')).toHaveText('B');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('current-word')).toHaveText('Tap letters or type');

    await typeWord(page, PLAN.invalid[0]);
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText(`"${PLAN.invalid[0]}" is not a valid word`);

    await typeWord(page, PLAN.repeat);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your Words (1)' })).toBeVisible();
    await typeWord(page, PLAN.repeat);
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Nice Try!');

    const [second, third, last] = PLAN.rest;
    await typeWord(page, second);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('your-words')).toContainText(second);

    // A phone's on-screen keyboard: text arrives as input events in the hidden field, no key codes.
    await page.getByTestId('word-input').focus();
    await page.keyboard.insertText(third.toLowerCase());
    await expect(page.getByTestId('current-word')).toHaveText(third);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('your-words')).toContainText(third);
    await page.getByTestId('word-input').blur();

    await typeWord(page, last);
    // Toasts close by themselves (3 s for 'Nice!'): wait rather than reach for the mouse.
    await expect(toast(page)).toBeHidden();
    await page.screenshot({ path: screenshotPath('game-desktop'), fullPage: true });
    await page.keyboard.press('Enter');

    const fantastic = page.getByRole('dialog', { name: 'Fantastic!' });
    await expect(fantastic).toBeVisible();
    await page.keyboard.press('Escape');
    const complete = page.getByRole('dialog', { name: 'Game Complete' });
    await expect(complete).toBeVisible();
    await expect(complete.getByTestId('complete-score')).toHaveText(String(plan.total));
    await page.screenshot({ path: screenshotPath('game-complete-desktop') });

    // Keyboard to Play Again: Tab through the dialog's buttons.
    await expect(complete.getByRole('button', { name: 'Play Again' })).toBeVisible();
    for (
      let i = 0;
      i < 4 &&
      !(await complete
        .getByRole('button', { name: 'Play Again' })
        .evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(complete).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Letters (12)' })).toBeVisible();
  });

  test('clicking tiles (or Shuffle) with the mouse, then Enter, submits the word', async ({ page }) => {
    await openGame(page);
    await tapWord(page, 'HUG'); // clicks: focus stays on the last tile clicked
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your Words (1)' })).toBeVisible();
    await expect(toast(page)).toContainText('"HUG" +6 points');

    await page.getByRole('button', { name: 'Shuffle letters' }).click();
    await typeWord(page, 'IT');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your Words (2)' })).toBeVisible();

    // Reached with Tab, a tile still answers Enter itself.
    await page.getByRole('button', { name: 'How to play', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-testid="tile"]:focus')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('current-word')).toHaveText(/^[A-Z]$/);
  });

  test('a reload mid-game brings the game back', async ({ page }) => {
    await openGame(page);
    await playFirstWord(page, PLAN.repeat);
    await tapWord(page, 'BA');
    // Saved 150 ms after the last change.
    await page.waitForFunction(() =>
      (localStorage.getItem('dozen_game_state') ?? '').includes('"letter":"A"'),
    );

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Words (1)' })).toBeVisible();
    await expect(page.getByTestId('your-words')).toContainText(PLAN.repeat);
    await expect(page.getByRole('heading', { name: 'Letters (10)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'N, 2 points, used' })).toHaveCount(1);
    await expect(page.getByTestId('current-word')).toHaveText('BA');
    await expect(page.getByTestId('game-score')).toHaveText('3');
  });

  test('Play Again starts fresh, and so does /game?playAgain=true', async ({ page }) => {
    await openGame(page);
    await playFirstWord(page, PLAN.repeat);

    await page.getByRole('button', { name: 'End Game' }).click();
    const confirm = page.getByRole('dialog', { name: 'End Game?' });
    await expect(confirm.getByRole('button', { name: 'No, Continue' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, End Game' }).click();
    const complete = page.getByRole('dialog', { name: 'Game Complete' });
    await expect(complete.getByTestId('complete-score')).toHaveText('3');
    await complete.getByRole('button', { name: 'Play Again' }).click();

    await expect(page.getByRole('heading', { name: 'Your Words (0)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Letters (12)' })).toBeVisible();
    await expect(page.getByTestId('game-score')).toHaveText('0');
    await expect(page.getByRole('button', { name: 'End Game' })).toBeVisible();
    // The first game's word is now an earlier word of the day.
    await page.getByRole('button', { name: 'Show All' }).click();
    await expect(page.getByText('Earlier today (1)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();

    // Mid-game, /game?playAgain=true resets and the parameter leaves the address.
    await playFirstWord(page, 'HUG');
    await page.waitForFunction(() => (localStorage.getItem('dozen_game_state') ?? '').includes('HUG'));
    await openGame(page, '/game?playAgain=true');
    await expect(page.getByRole('heading', { name: 'Your Words (0)' })).toBeVisible();
    await expect(page).toHaveURL(/\/game$/);
  });

  test('leaving mid-game asks first', async ({ page }) => {
    await openGame(page);
    await playFirstWord(page, PLAN.repeat);

    await page.getByRole('button', { name: 'Back to home' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave Game?' });
    await leave.getByRole('button', { name: 'No, Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/game$/);

    await page.getByRole('button', { name: 'Back to home' }).click();
    await leave.getByRole('button', { name: 'Yes, Leave' }).click();
    await expect(page.getByRole('heading', { name: "Today's Challenge" })).toBeVisible();
    // The left game is over: coming back starts a new one.
    await page.getByRole('button', { name: 'Play Game' }).click();
    await expect(page.getByRole('heading', { name: 'Your Words (0)' })).toBeVisible();
  });

  test('hints and continuous mode ask an anonymous player to sign in', async ({ page }) => {
    await openGame(page);
    const hints = await openSignInGate(page, 'Hints');
    await page.keyboard.press('Escape');
    await expect(hints).toBeHidden();

    await openSignInGate(page, 'Continuous mode');
    await page.keyboard.press('Escape');
    // Nothing changed: still a normal game.
    await expect(page.getByRole('button', { name: 'Continuous mode' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByTestId('target-score')).toBeVisible();
  });

  test('fits a 320 px screen in the dark theme without sideways scrolling', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 320, height: 640 });
    await openGame(page);
    await playFirstWord(page, PLAN.repeat);
    await tapWord(page, 'BA');
    await expect(toast(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: screenshotPath('game-320-dark'), fullPage: true });
  });
});
