import { type Page } from '@playwright/test';
import { expect, openGame, test, toast, typeWord } from './game-fixtures.js';

/**
 * Issue 9: an accepted word reached screen readers three times (the hidden announcer, the toast,
 * and the score). Every change inside a live region is recorded while a word is played; the word
 * must be spoken by exactly one region, and the score by none.
 */

const LIVE_REGION = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

/** Starts recording what each live region holds after each change: region number → its texts. */
async function listenToLiveRegions(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const ids = new WeakMap<Element, number>();
    let next = 0;
    const heard: Record<number, string[]> = {};
    (window as unknown as { heard: typeof heard }).heard = heard;
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = node?.closest(selector);
        if (!region) continue;
        if (!ids.has(region)) ids.set(region, next++);
        const id = ids.get(region)!;
        (heard[id] ??= []).push(region.textContent ?? '');
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, LIVE_REGION);
}

async function heard(page: Page): Promise<string[][]> {
  return page.evaluate(() => Object.values((window as unknown as { heard: Record<number, string[]> }).heard));
}

test('an accepted word is announced once, by one live region, and the score is not announced', async ({
  page,
}) => {
  await openGame(page);
  await listenToLiveRegions(page);
  await typeWord(page, 'HUG');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your Words (1)' })).toBeVisible();
  await expect(toast(page)).toContainText('"HUG" +6 points');
  await expect(page.getByTestId('game-score')).toHaveText('6');

  const regions = await heard(page);
  const speakingOfTheWord = regions.filter((texts) => texts.some((text) => text.includes('HUG')));
  expect(speakingOfTheWord).toHaveLength(1);
  const speakingOfTheScore = regions.filter((texts) => texts.some((text) => /Score\s*6/.test(text)));
  expect(speakingOfTheScore).toEqual([]);
});
