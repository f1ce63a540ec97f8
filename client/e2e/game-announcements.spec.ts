import { expect, openGame, test, toast, typeWord } from './game-fixtures.js';
import { recordAnnouncements, takeAnnouncements } from './live-regions.js';

/**
 * An accepted word reached screen readers three times (the hidden announcer, the toast,
 * and the score). Every announcement of a live region is recorded while a word is played; the
 * word must be spoken by exactly one region, and the score by none.
 */

test('an accepted word is announced once, by one live region, and the score is not announced', async ({
  page,
}) => {
  await openGame(page);
  await recordAnnouncements(page);
  await typeWord(page, 'HUG');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your Words (1)' })).toBeVisible();
  await expect(toast(page)).toContainText('"HUG" +6 points');
  await expect(page.getByTestId('game-score')).toHaveText('6');

  const said = await takeAnnouncements(page);
  const speakingOfTheWord = new Set(
    said.filter(({ text }) => text.includes('HUG')).map(({ region }) => region),
  );
  expect(speakingOfTheWord.size).toBe(1);
  expect(said.filter(({ text }) => /Score\s*6/.test(text))).toEqual([]);
});
