import type { Page } from '@playwright/test';
import { scoreWord } from '../../engine/src/index.js';
import { expect, newAddress, signInByCode, test } from './accounts-fixtures.js';
import {
  clickInDialog,
  openSignInGate,
  RETRY_CLOSED_CONNECTION,
  screenshotPath,
  statValue,
  VIEWPORTS,
} from './fixtures.js';
import { openGame, playWord, toast } from './game-fixtures.js';

/**
 * A game this device keeps after its submission failed (spec 000 §4: three retries, then kept
 * with a sync-failed flag) counts in the player's day on the home screen (the Most Words tile)
 * and in Today's Targets (best score, best word, words) until the server has stored it; once the
 * server has it, nothing counts twice. In Chromium against the real server, signed in (Today's
 * Targets is for accounts) through the mailed code on the accounts spec's server.
 *
 * Every attempt to store the game gets no answer at all (page.route → abort); the retry waits
 * (3, 6 and 12 s) pass on the page's own clock (page.clock), each once its toast says it is due.
 */

const WORDS = ['HUG', 'IT'] as const;
const GAME = {
  score: WORDS.reduce((sum, word) => sum + scoreWord(word), 0),
  bestWord: Math.max(...WORDS.map((word) => scoreWord(word))),
  words: WORDS.length,
};

/** Opens Today's Targets from the home screen, checks each row's "Your best", and closes it. */
async function expectTargetsBest(page: Page, best: { score: number; word: number; words: number }) {
  await page.getByRole('button', { name: "View today's targets" }).click();
  const targets = page.getByRole('dialog', { name: "Today's Targets" });
  for (const [row, value] of Object.entries(best))
    await expect(targets.getByTestId(`target-${row}`).locator('strong'), row).toHaveText(String(value));
  return targets;
}

const readKey = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

test.describe.configure({ timeout: 120_000 });

test('a game kept after failed submits counts in the day’s best until the server has it, never twice', async ({
  page,
  accountServer,
}) => {
  await page.clock.install();
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await openSignInGate(page, "View today's targets");
  await signInByCode(page, accountServer.mail, newAddress('kept-game'));
  const playerId = await page.evaluate(() => localStorage.getItem('dozen_user_id'));

  await openGame(page);
  for (const word of WORDS) await playWord(page, word);
  await page.route('**/api/submit-game', (route) => route.abort());
  await page.getByRole('button', { name: 'End Game' }).click();
  await clickInDialog(page, 'End Game?', 'Yes, End Game');
  for (const [attempt, waitMs] of [
    [1, 3000],
    [2, 6000],
    [3, 12_000],
  ] as const) {
    await expect(toast(page)).toContainText(`(Attempt ${attempt}/3)`);
    await page.clock.fastForward(waitMs);
  }
  await expect(toast(page)).toContainText('Game Saved Locally');
  // The game's own date, from its key: a run may cross New York's midnight while it plays.
  const prefix = `dozen_game_sync_failed_${playerId}_`;
  const keptKey = await page.evaluate(
    (start) => Object.keys(localStorage).find((key) => key.startsWith(start)) ?? null,
    prefix,
  );
  expect(keptKey).not.toBeNull();
  const gameDate = keptKey!.slice(prefix.length);
  expect(await readKey(page, keptKey!)).toContain('"hug"');

  // Home: the kept game is the day's best, its words counted.
  await clickInDialog(page, 'Game Complete', 'Return Home');
  await expect.poll(() => statValue(page, 'stat-most-words')).toBe(GAME.words);
  const targets = await expectTargetsBest(page, {
    score: GAME.score,
    word: GAME.bestWord,
    words: GAME.words,
  });
  await page.screenshot({ path: screenshotPath('targets-kept-game-phone') });
  await targets.getByRole('button', { name: 'Close', exact: true }).click();

  // The server takes it: the next game's load sends the games kept on this device.
  await page.unroute('**/api/submit-game');
  await page.getByRole('button', { name: 'Play Game' }).click();
  await expect(page.getByRole('heading', { name: 'Your Words (0)' })).toBeVisible();
  await expect.poll(() => readKey(page, keptKey!)).toBeNull();
  const stored = await page.request.get(`/api/game-entry/${playerId}/${gameDate}`, RETRY_CLOSED_CONNECTION);
  expect(stored.ok()).toBe(true);
  const { data } = (await stored.json()) as {
    data: { finalScore: number; wordsUsed: unknown[]; playCount: number };
  };
  expect(data).toMatchObject({ finalScore: GAME.score, playCount: 1 });
  expect(data.wordsUsed).toHaveLength(GAME.words);

  // Now counted from the server's entry, and only once.
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect.poll(() => statValue(page, 'stat-most-words')).toBe(GAME.words);
  await expectTargetsBest(page, { score: GAME.score, word: GAME.bestWord, words: GAME.words });
});
