import type { Page } from '@playwright/test';
import { screenshotPath, VIEWPORTS } from './fixtures.js';
import { expect, gamePlan, openGame, tapWord, test } from './game-fixtures.js';

/**
 * Spec 000 §9: an achievement modal opens 300 to 500 ms after the word lands. The window is held
 * on the page's own clock (Playwright's fake timers, paused), so a busy machine cannot move it:
 * time passes only when the test says so, measured from the moment the word is in Your Words.
 */

/** The game screen's dialogs come in their own chunk, loaded as the screen opens. */
const GAME_MODALS_CHUNK = /\/assets\/game-modal-views-[\w-]+\.js$/;

/** Lets the page finish work it has queued outside the fake timers (React renders on a message). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

test('Amazing! opens 300–500 ms after the top word lands in Your Words, not later', async ({ page }) => {
  const topWord = gamePlan().analysis.topWord?.toUpperCase();
  if (!topWord) throw new Error('the game pool has no top word');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.clock.install();
  // The dialog's code must be on the page before the word lands: the game screen preloads it.
  const chunkLoaded = page.waitForResponse((response) => GAME_MODALS_CHUNK.test(response.url()));
  await openGame(page);
  await chunkLoaded;
  // From here on the page's time moves only by runFor.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await tapWord(page, topWord);
  await page.getByRole('button', { name: 'Submit Word' }).click();
  await expect(page.getByTestId('your-words')).toContainText(topWord);

  const amazing = page.getByRole('dialog', { name: 'Amazing!' });
  await page.clock.runFor(299);
  await settle(page);
  await expect(amazing).toBeHidden();

  await page.clock.runFor(500 - 299);
  await settle(page);
  await expect(amazing).toBeVisible();
  await expect(amazing).toContainText(`You found today's top word: ${topWord}`);
  await page.screenshot({ path: screenshotPath('achievement-amazing-390'), animations: 'disabled' });
});
