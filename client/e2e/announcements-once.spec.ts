import type { Page } from '@playwright/test';
import { VIEWPORTS } from './fixtures.js';
import { expect, openGame, PLAN, tapWord, test, toast } from './game-fixtures.js';
import { recordAnnouncements, takeAnnouncements } from './live-regions.js';

/**
 * One announcement per word: during the tutorial a word's toast ('Nice! "IN" +3 points') and the
 * tip the word brings up ('Great start! "IN" is worth 3 points…') both reached screen readers,
 * from two live regions. Now the word's toast speaks once, and carries the tip with it.
 */

test.use({ onboarding: 'new' });

/** Submits `word` by its tiles; answers what live regions said once `outcome` is on screen. */
async function announcementsOf(page: Page, word: string, outcome: () => Promise<void>) {
  await tapWord(page, word);
  await takeAnnouncements(page); // what the taps said (nothing) is not the word's
  await page.getByRole('button', { name: 'Submit Word' }).click();
  await outcome();
  return takeAnnouncements(page);
}

test('each word is announced once, with its tutorial tip, during the tutorial and after it', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openGame(page);
  const tip = page.getByTestId('onboarding-banner');
  await expect(tip.getByRole('heading')).toHaveText('Welcome to Dozen!');
  await recordAnnouncements(page);

  // A miss: 'Whoops!' and the tutorial's 'Need some help?', told as one.
  const [miss] = PLAN.invalid;
  const missSaid = await announcementsOf(page, miss, async () => {
    await expect(toast(page)).toContainText(`"${miss}" is not a valid word`);
    await expect(tip.getByRole('heading')).toHaveText('Need some help?');
  });
  expect(missSaid, 'a missed word is announced once').toHaveLength(1);
  expect(missSaid[0]!.text).toContain(`"${miss}" is not a valid word`);
  expect(missSaid[0]!.text).toContain('Need some help?');

  // Accepted words, each with the tip it brings: its toast says both, once.
  const toastRegions = new Set<number>();
  for (const [word, tipTitle] of [
    [PLAN.repeat, 'Great start!'],
    [PLAN.rest[0], 'Nice work!'],
  ] as const) {
    const said = await announcementsOf(page, word, async () => {
      await expect(page.getByTestId('your-words')).toContainText(word);
      await expect(toast(page)).toContainText(`"${word}" +`);
      await expect(tip.getByRole('heading')).toHaveText(tipTitle);
    });
    expect(said, `${word} is announced once`).toHaveLength(1);
    expect(said[0]!.text).toContain(`Nice! "${word}"`);
    expect(said[0]!.text).toContain(tipTitle);
    toastRegions.add(said[0]!.region);
  }
  // Every accepted word spoke from the same region: the toast's.
  expect(toastRegions.size).toBe(1);
  const [toastRegion] = toastRegions;

  // Closing 'Nice work!' ends the tutorial; a word after it is its toast alone.
  await tip.getByRole('button', { name: 'Close tip' }).click();
  await expect(tip).toHaveCount(0);
  const after = PLAN.rest[1];
  const afterSaid = await announcementsOf(page, after, async () => {
    await expect(page.getByTestId('your-words')).toContainText(after);
    await expect(toast(page)).toContainText(`"${after}" +`);
  });
  expect(afterSaid, 'a word after the tutorial is announced once').toEqual([
    { region: toastRegion, text: expect.stringContaining(`Nice! "${after}"`) as unknown as string },
  ]);
  await expect(tip).toHaveCount(0);
});
