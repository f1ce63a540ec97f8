import type { Page } from '@playwright/test';
import type { TArchiveMonthResponse, TArchivePuzzleResponse } from '../../engine/src/contract/index.js';
import { scoreWord } from '../../engine/src/index.js';
import { expectNoSeriousViolations } from './axe.js';
import { clickInDialog, RETRY_CLOSED_CONNECTION, screenshotPath, VIEWPORTS } from './fixtures.js';
import { playWord, tapWord } from './game-fixtures.js';
import { celebratedWords, expect, seedArchiveDays, signIn, test } from './progress-fixtures.js';

// A game finished offline loads what it still needs from the service worker
// (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Past puzzles in a browser, on a phone: a player with past games opens the archive from the home
 * screen, finds a played (seeded) day and an unplayed one in the calendar, moves through it by
 * keyboard alone, plays the unplayed day to its end by tapping tiles, sees the day's answers,
 * shares it, and finds it marked as played later in the calendar and in Your Stats' history.
 * Past pools and games are stored as the server stores them (seed-past-games.ts).
 */

/** The page's share sheet, replaced before any script runs; the texts shared are kept. */
async function catchShares(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shared: string[] = [];
    (window as unknown as { shared: string[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data.text ?? ''),
    });
  });
}

const sharedTexts = (page: Page) => page.evaluate(() => (window as unknown as { shared: string[] }).shared);

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

test.describe('past puzzles', () => {
  test('the archive: a played and an unplayed day, one played to its end, its answers, share, marks', async ({
    page,
    progressServer,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(VIEWPORTS.phone);
    await catchShares(page);
    const userId = await signIn(page, progressServer, `archive-${Date.now()}@example.com`);
    const { seeded, unplayed } = seedArchiveDays(progressServer, userId, { days: 3, unplayed: 1 });
    expect(seeded).toHaveLength(2);
    const played = seeded.at(-1)!; // the day before yesterday
    const yesterday = unplayed[0]!;

    // From the home screen.
    await page.goto('/');
    await page.getByRole('button', { name: 'Past Puzzles' }).click();
    await expect(page).toHaveURL(/\/archive$/);
    const grid = page.getByRole('grid');
    await expect(grid.locator(`[data-date="${yesterday}"]`)).toHaveAccessibleName(/: not played$/);
    await page.screenshot({ path: screenshotPath('archive-calendar-390') });
    await expectNoSeriousViolations(page, 'the archive calendar');

    // The list view says the same, newest first.
    await page.getByRole('radio', { name: 'List' }).check();
    const list = page.getByTestId('archive-list');
    await expect(list.getByRole('button').first()).toContainText('not played');
    await expect(list.getByRole('button').nth(1)).toContainText('played on the day');
    await page.screenshot({ path: screenshotPath('archive-list-390') });
    await expectNoSeriousViolations(page, 'the archive list');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.screenshot({ path: screenshotPath('archive-list-320') });
    await page.getByRole('radio', { name: 'Calendar' }).check();
    await page.screenshot({ path: screenshotPath('archive-calendar-320') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize(VIEWPORTS.phone);

    // Keyboard only: Tab reaches the grid at its one tab stop, yesterday (the latest day); the
    // arrows move across months too, and Enter opens the day.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let presses = 0; presses < 30; presses += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)) break;
    }
    await expect(page.locator(':focus')).toHaveAttribute('data-date', yesterday);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedName(page)).toMatch(/: played on the day, \d+ of \d+/);
    await expect(page.locator(':focus')).toHaveAttribute('data-date', played);
    await page.keyboard.press('PageUp');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date')))
      .not.toBe(played);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('End');
    await expect(page.locator(':focus')).toHaveAttribute('data-date', yesterday);

    // Enter opens the unplayed day: the game screen says which day it is.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/archive/${yesterday}$`));
    const puzzle = (await (
      await page.request.get(`/api/archive/days/${yesterday}`, RETRY_CLOSED_CONNECTION)
    ).json()) as TArchivePuzzleResponse;
    await expect(page.getByTestId('archive-day')).toHaveText(`Puzzle of ${puzzle.label}`);

    // The day's targets, not today's: that day's Target Score and Target Word against this game.
    await page.getByRole('button', { name: "The day's targets" }).click();
    const targets = page.getByRole('dialog', { name: "The Day's Targets" });
    await expect(targets).toContainText(`Puzzle of ${puzzle.label}`);
    await expect(targets.getByTestId('target-score')).toContainText(
      `Target ${puzzle.pool.maxPossibleScore} points`,
    );
    await expect(targets.getByTestId('target-word')).toContainText(
      `Target ${puzzle.pool.maxWordScore} points`,
    );
    await expectNoSeriousViolations(page, "the day's targets");
    await page.keyboard.press('Escape');
    await expect(targets).toHaveCount(0);

    // Played to its end by tapping: the day's target words, then End Game if tiles are left. A
    // word that brings a celebration (spec 000 §4) has it put away to keep playing.
    const words = puzzle.pool.optimalWordCombination!.map((word) => word.toUpperCase());
    const celebrated = celebratedWords(words, puzzle.pool);
    const celebration = page.getByRole('dialog', { name: /^(Amazing|Fantastic|Congratulations)!$/ });
    const complete = page.getByRole('dialog', { name: 'Game Complete' });
    for (const word of words) {
      await playWord(page, word);
      if (!celebrated.has(word)) continue;
      await expect(celebration).toBeVisible();
      if (word === words.at(-1)) await page.screenshot({ path: screenshotPath('archive-game-390') });
      await page.keyboard.press('Escape');
      await expect(celebration).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'End Game' }).or(complete)).toBeVisible();
    if (await page.getByRole('button', { name: 'End Game' }).isVisible()) {
      await page.getByRole('button', { name: 'End Game' }).click();
      await clickInDialog(page, 'End Game?', 'Yes, End Game');
    }
    await expect(complete).toBeVisible();
    const answers = complete.getByTestId('archive-answers');
    await expect(answers).toContainText('Top word');
    await expect(answers).toContainText(puzzle.pool.topWord!.toUpperCase());
    await expect(answers).toContainText('You did not play this puzzle on the day.');
    await expect(complete.getByTestId('missed-words')).toBeVisible();
    await page.screenshot({ path: screenshotPath('archive-answers-390') });
    await expectNoSeriousViolations(page, 'the archive game complete');

    // Share: the text names the day, says it is from the archive, and links to this game's card.
    const share = complete.getByRole('button', { name: 'Share' });
    await expect(share).toBeEnabled();
    await share.click();
    await expect.poll(async () => (await sharedTexts(page)).length).toBe(1);
    const text = (await sharedTexts(page))[0]!;
    expect(text).toContain(`Puzzle of`);
    expect(text).toContain('(from the archive)');
    expect(text).toMatch(/\?share=\d{8}\.\d+\.\d+\.a\./);

    // A reload keeps it: the address names the stored game, whose answers show under a fresh board.
    await expect(page).toHaveURL(/\?game=/);
    await page.reload();
    const last = page.getByTestId('last-archive-game');
    await expect(last).toContainText(puzzle.pool.topWord!.toUpperCase());
    await expect(last.getByTestId('archive-answers')).toBeVisible();

    // Back in the calendar the day is marked as played later; Your Stats' history says so too.
    await page.getByRole('button', { name: 'Back to the archive' }).click();
    await expect(page).toHaveURL(/\/archive$/);
    await expect(page.getByRole('grid').locator(`[data-date="${yesterday}"]`)).toHaveAccessibleName(
      /played later, \d+ of \d+/,
    );
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.getByRole('button', { name: /^Your stats/ }).click();
    const stats = page.getByRole('dialog', { name: 'Your Stats' });
    await expect(stats.getByTestId('played-later')).toContainText('Played later (archive)');
  });

  test('an archive game started online is finished offline and stored once back online', async ({
    page,
    context,
    progressServer,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(VIEWPORTS.phone);
    const userId = await signIn(page, progressServer, `archive-offline-${Date.now()}@example.com`);
    const { unplayed } = seedArchiveDays(progressServer, userId, { days: 2, unplayed: 1 });
    const yesterday = unplayed[0]!;
    const puzzle = (await (
      await page.request.get(`/api/archive/days/${yesterday}`, RETRY_CLOSED_CONNECTION)
    ).json()) as TArchivePuzzleResponse;
    const words = puzzle.pool.optimalWordCombination!.map((word) => word.toUpperCase()).slice(0, 2);

    // Started online: the past day's pool is on the device.
    await page.goto(`/archive/${yesterday}`);
    await expect(page.getByTestId('archive-day')).toHaveText(`Puzzle of ${puzzle.label}`);
    await expect(page.getByRole('heading', { name: 'Letters (12)' })).toBeVisible();

    // The network goes: the words are kept unchecked, the game is ended all the same.
    await context.setOffline(true);
    for (const word of words) {
      await tapWord(page, word);
      await page.getByRole('button', { name: 'Submit Word' }).click();
      await expect(page.getByTestId('your-words')).toContainText(word);
    }
    await expect(page.getByTestId('your-words').getByText('Not checked yet').first()).toBeVisible();
    await page.getByRole('button', { name: 'End Game' }).click();
    await clickInDialog(page, 'End Game?', 'Yes, End Game');

    // Back online, but the first check still finds no network (the link not quite up, as a phone's
    // often is): the kept words are checked again shortly after, and the game is stored, once, as
    // an archive game.
    let refused = 0;
    await context.route('**/api/archive/validate-word', (route) =>
      refused++ === 0 ? route.abort('internetdisconnected') : route.fallback(),
    );
    await context.setOffline(false);
    const month = yesterday.slice(0, 7);
    const later = async () => {
      const answer = await page.request.get(`/api/archive/months/${month}`, RETRY_CLOSED_CONNECTION);
      if (!answer.ok()) return null;
      const body = (await answer.json()) as TArchiveMonthResponse;
      return body.days.find((day) => day.date === yesterday)?.later ?? null;
    };
    await expect.poll(async () => (await later())?.games ?? 0, { timeout: 60_000 }).toBe(1);
    expect(refused).toBeGreaterThan(1);
    const expected = words.reduce((sum, word) => sum + scoreWord(word), 0);
    expect((await later())!.bestScore).toBe(expected);
    // Nothing of the day's race: no entry of yesterday was made for this player.
    const entry = await page.request.get(`/api/game-entry/${userId}/${yesterday}`, RETRY_CLOSED_CONNECTION);
    expect(entry.status()).toBe(404);
  });
});
