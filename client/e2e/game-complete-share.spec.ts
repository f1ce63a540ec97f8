import type { Page } from '@playwright/test';
import { scoreWord } from '../../engine/src/index.js';
import { metaContent, pngSize } from '../../server/test/link-preview-reader.js';
import { clickInDialog, screenshotPath, VIEWPORTS } from './fixtures.js';
import { GAME_LETTERS } from './game-data.js';
import { expect, gamePlan, openGame, playWord, test, toast } from './game-fixtures.js';

// Goes offline mid-spec: the service worker serves what the page still loads
// (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Share at the end of a game (Game Complete), in Chromium against the real server on
 * GAME_LETTERS: the share waits while the game is being stored, then carries a link whose preview
 * (what a chat app's crawler reads, without JavaScript) is this game's own 1200×630 score card
 * against the Target Score. Offline, the text carries the game's own address instead.
 *
 * The share sheet and the clipboard are the page's own, replaced before any script runs by ones
 * that keep what they were given, so the test reads exactly what a friend would receive.
 */

/** Replaces the share sheet (or, with `sheet: false`, removes it) and the clipboard, keeping texts. */
async function catchShares(page: Page, { sheet }: { sheet: boolean }): Promise<void> {
  await page.addInitScript((withSheet) => {
    const caught: { shared: string[]; copied: string[] } = { shared: [], copied: [] };
    (window as unknown as { caught: typeof caught }).caught = caught;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: withSheet ? async (data: ShareData) => void caught.shared.push(data.text ?? '') : undefined,
    });
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({ writeText: async (text: string) => void caught.copied.push(text) }),
    });
  }, sheet);
}

/** The texts the page has shared or copied so far. */
const caught = (page: Page, how: 'shared' | 'copied') =>
  page.evaluate((key) => (window as unknown as { caught: Record<string, string[]> }).caught[key]!, how);

/** Plays `words`, then End Game and its confirmation. */
async function playAndEnd(page: Page, words: readonly string[]): Promise<void> {
  for (const word of words) await playWord(page, word);
  await page.getByRole('button', { name: 'End Game' }).click();
  await clickInDialog(page, 'End Game?', 'Yes, End Game');
}

/** Shares from the open Game Complete and answers the one text that left the page. */
async function shareFromGameComplete(page: Page, how: 'shared' | 'copied'): Promise<string> {
  const before = (await caught(page, how)).length;
  await clickInDialog(page, 'Game Complete', 'Share');
  await expect.poll(async () => (await caught(page, how)).length).toBe(before + 1);
  return (await caught(page, how))[before]!;
}

/** A game's date as a share token starts (YYYYMMDD). */
const compact = (date: string) => date.replaceAll('-', '');
const scoreOf = (words: readonly string[]) => words.reduce((sum, word) => sum + scoreWord(word), 0);

test.describe('Share at Game Complete', () => {
  test('waits for the stored game, then links to its own score card', async ({ page, baseURL }) => {
    const { analysis } = gamePlan();
    const target = analysis.maxPossibleScore;
    await catchShares(page, { sheet: true });
    await page.setViewportSize(VIEWPORTS.phone);

    // The game's submission is held back: Game Complete opens while it is still in flight.
    let storeGame!: () => void;
    const submissionHeld = new Promise<void>((resolve) => (storeGame = resolve));
    // Each game's own date, as sent: a run may cross New York's midnight between play and check.
    const gameDates: string[] = [];
    await page.route('**/api/submit-game', async (route) => {
      gameDates.push((route.request().postDataJSON() as { gameDate: string }).gameDate);
      await submissionHeld;
      await route.continue();
    });

    await openGame(page);
    const first = ['HUG', 'IT'] as const;
    await playAndEnd(page, first);
    const complete = page.getByRole('dialog', { name: 'Game Complete' });
    await expect(complete.getByTestId('complete-score')).toHaveText(String(scoreOf(first)));
    const share = complete.getByRole('button', { name: 'Share' });
    await expect(share).toBeDisabled();
    await expect(complete.getByRole('status')).toHaveText('Saving your game…');
    await page.screenshot({ path: screenshotPath('game-complete-share-saving-phone') });

    storeGame();
    await expect(share).toBeEnabled();
    await expect(complete.getByRole('status')).toHaveText('');
    await page.screenshot({ path: screenshotPath('game-complete-share-phone') });
    const text = await shareFromGameComplete(page, 'shared');
    const lines = text.split('\n');
    expect(lines.slice(1, 4)).toEqual([
      "I played today's Dozen!",
      [...GAME_LETTERS].join(' '),
      `${scoreOf(first)} of ${target} points · 2 words`,
    ]);
    // No word in what a player reads. The link's last part is 22 random characters (checked below),
    // where a two-letter word turns up by chance about once in a hundred runs.
    for (const word of first) expect(lines.slice(0, -1).join('\n')).not.toContain(word);
    const link = lines.at(-1)!;
    const token = new URL(link).searchParams.get('share');
    expect(link).toBe(`${baseURL}/?share=${token}`);
    expect(token).toMatch(new RegExp(`^${compact(gameDates[0]!)}\\.${scoreOf(first)}\\.2\\.[\\w-]{22}$`));

    // The link as a chat app's crawler reads it: no cookie, no JavaScript.
    const preview = await fetch(link);
    expect(preview.ok).toBe(true);
    const html = await preview.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(metaContent(head, 'property', 'og:url')).toBe(link);
    expect(metaContent(head, 'property', 'og:description')).toContain(
      `${scoreOf(first)} of ${target} points (the Target Score) with 2 words`,
    );
    expect(metaContent(head, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'property', 'og:image:height')).toBe('630');
    const image = metaContent(head, 'property', 'og:image')!;
    expect(metaContent(head, 'name', 'twitter:image')).toBe(image);
    const imageUrl = new URL(image);
    expect(imageUrl.origin).toBe(baseURL);
    // Drawn from this game's signed score: the token names it, and nothing else does.
    expect(Object.fromEntries(imageUrl.searchParams)).toMatchObject({
      type: 'score',
      format: 'png',
      share: token,
    });
    const card = await fetch(image);
    expect(card.ok).toBe(true);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    // A second, lower game: its own Share shows that game, not the day's better one.
    await clickInDialog(page, 'Game Complete', 'Play Again');
    const second = ['IN'] as const;
    await playAndEnd(page, second);
    await expect(complete.getByTestId('complete-score')).toHaveText(String(scoreOf(second)));
    const again = await shareFromGameComplete(page, 'shared');
    expect(again).toContain(`${scoreOf(second)} of ${target} points · 1 word`);
    expect(new URL(again.split('\n').at(-1)!).searchParams.get('share')).toMatch(
      new RegExp(`^${compact(gameDates.at(-1)!)}\\.${scoreOf(second)}\\.1\\.`),
    );
  });

  test('offline, the game is kept and Share copies the text with the game’s own address', async ({
    page,
    context,
    baseURL,
  }) => {
    await catchShares(page, { sheet: false });
    await openGame(page);
    const words = ['HUG'] as const;
    await playWord(page, words[0]);
    await context.setOffline(true);
    await playAndEnd(page, []);

    const complete = page.getByRole('dialog', { name: 'Game Complete' });
    await expect(complete.getByRole('button', { name: 'Share' })).toBeEnabled();
    const text = await shareFromGameComplete(page, 'copied');
    await expect(toast(page)).toContainText('Copied to clipboard!');
    expect(text).toContain(`${scoreOf(words)} of `);
    expect(text.split('\n').at(-1)).toBe(`${baseURL}/`);
    await context.setOffline(false);
  });
});
