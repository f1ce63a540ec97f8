/**
 * The README's screenshots (docs/screenshots), made by `npm run screenshots` from the running app
 * at a phone's size: the home screen with live counts, a game in play and Game Complete. Other
 * players play first, through the API and in other browsers, so the home screen shows the counts
 * of a day in progress. Run it again after a change to what these screens show.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ApiPlayer, animationsFinished, clickInDialog } from './fixtures.js';
import { PLAN, expect, freeTile, gamePlan, openGame, playWord, test, toast } from './game-fixtures.js';
import { repoRoot } from './local-server.js';

const SCREENSHOTS = path.join(repoRoot, 'docs', 'screenshots');

/** The viewport, once nothing moves, no toast shows and nothing has the focus ring. */
async function shoot(page: Page, name: 'home' | 'game' | 'game-complete'): Promise<void> {
  await expect(toast(page)).toBeHidden({ timeout: 10_000 });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await animationsFinished(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

/** Closes the word's toast, so the next screenshot has none. */
async function dismissToast(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast(page)).toBeHidden();
}

/** Plays the plan's words: the last uses the 12th tile, reaches the Target Score and ends the game. */
async function playWholeGame(page: Page): Promise<void> {
  await openGame(page);
  for (const word of [PLAN.repeat, ...PLAN.rest]) await playWord(page, word);
  await clickInDialog(page, 'Fantastic!', 'Continue');
  await expect(page.getByRole('dialog', { name: 'Game Complete' })).toBeVisible();
}

/** Finds the day's top word (the Target Word) and ends the game there. */
async function playTopWord(page: Page, topWord: string): Promise<void> {
  await openGame(page);
  await playWord(page, topWord);
  await clickInDialog(page, 'Amazing!', 'Keep Playing');
  await page.getByRole('button', { name: 'End Game' }).click();
  await clickInDialog(page, 'End Game?', 'Yes, End Game');
  await expect(page.getByRole('dialog', { name: 'Game Complete' })).toBeVisible();
}

test('the README screenshots', async ({ page, newPlayerPage, baseURL }) => {
  const { analysis } = gamePlan();
  const topWord = analysis.topWord!.toUpperCase();

  // The day so far: players who found a word, one who reached the Target Score, one the Target Word.
  for (const { word } of analysis.words.slice(0, 6)) {
    const player = await ApiPlayer.start(baseURL!);
    expect((await player.validateWord(word)).valid).toBe(true);
    await player.dispose();
  }
  await playWholeGame(await newPlayerPage());
  await playTopWord(await newPlayerPage(), topWord);

  await page.goto('/');
  for (const id of ['stat-players-today', 'stat-target-score', 'stat-target-word']) {
    await expect(page.getByTestId(id).locator('.stat-tile__value')).toHaveText(/^[1-9][\d,]*$/);
  }
  await shoot(page, 'home');

  // A game in play: two words found, a third being spelled by tapping.
  await openGame(page);
  await playWord(page, 'BANJO');
  await dismissToast(page);
  await playWord(page, PLAN.repeat);
  await dismissToast(page);
  for (const letter of 'HU') await freeTile(page, letter).click();
  await expect(page.getByTestId('current-word')).toHaveText('HU');
  await shoot(page, 'game');

  await freeTile(page, 'G').click();
  await page.getByRole('button', { name: 'Submit Word' }).click();
  await expect(page.getByTestId('your-words')).toContainText('HUG');
  await dismissToast(page);
  await playWord(page, 'IT');
  await clickInDialog(page, 'Fantastic!', 'Continue');
  await expect(page.getByRole('dialog', { name: 'Game Complete' })).toBeVisible();
  await shoot(page, 'game-complete');
});
