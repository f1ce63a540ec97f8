import { puzzleDate } from '../../engine/src/index.js';
import { analysePoolLetters, screenshotPath, VIEWPORTS } from './fixtures.js';
import { GAME_LETTERS } from './game-data.js';
import { expect, signIn, test } from './progress-fixtures.js';

/**
 * Hint 3, "letters the targets leave out" (spec 000 §4, §7): a generated day's target words use
 * all 12 tiles (the pool quality rules ask it), so the hint has no letters to show on the board,
 * and the toggle-letters-not-used route that would have shown or hidden them is gone. The hint
 * itself says so, "None", rather than showing an empty value.
 */

test('hint 3 says the targets leave no letter out, and there is no letters-not-used toggle', async ({
  page,
  progressServer,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  expect(analysePoolLetters(GAME_LETTERS).optimalWordCombination.join('')).toHaveLength(12);
  const userId = await signIn(page, progressServer, `hints-${Date.now()}@example.com`);

  await page.goto('/game');
  await expect(page.getByRole('heading', { name: 'Letters (12)' })).toBeVisible();
  await page.getByRole('button', { name: 'Hints' }).click();
  const hints = page.getByRole('dialog', { name: 'Hints' });
  for (const label of [
    'Reveal hint 1: Words in the target combination',
    'Reveal hint 2: Letters the targets use',
    'Reveal hint 3: Letters the targets leave out',
  ])
    await hints.getByRole('button', { name: label }).click();
  const values = hints.locator('.hint__value');
  await expect(values).toHaveText(['3', '12', 'None']);
  await page.screenshot({ path: screenshotPath('letters-not-used-hint-390') });

  const toggle = await page.request.post(`/api/toggle-letters-not-used/${userId}/${puzzleDate(new Date())}`, {
    data: {},
    headers: { Origin: progressServer.url, 'Sec-Fetch-Site': 'same-origin' },
  });
  expect(toggle.status()).toBe(404);
  expect(await toggle.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'No such API route.' } });
});
