/**
 * The installable, offline app in Chromium against the real server: install criteria (a valid
 * manifest, a service worker controlling the page), the game opened and played with no network,
 * the kept words checked in order and stored once the network is back, and a second deployment's
 * worker taking over without losing the game.
 *
 * This spec runs its own server so that it can deploy (deployment-fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { puzzleDate, scoreWord } from '../../engine/src/index.js';
import { test } from './deployment-fixtures.js';
import { expect, loadDictionary, RETRY_CLOSED_CONNECTION, screenshotPath, VIEWPORTS } from './fixtures.js';
import { freeTile, openGame, playWord, tapWord, toast } from './game-fixtures.js';

/** Kept offline, in this order: a word, a non-word, a word (GAME_LETTERS: OIGJUBNTAINH). */
const OFFLINE = { first: 'BANJO', invalid: 'NT', second: 'HUG' } as const;

// The service worker is this spec's subject (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The rows of Your Words still waiting for the server's check. */
const awaitingRows = (page: Page) => page.getByTestId('your-words').locator('.word-row--awaiting');

test.describe('the offline app', () => {
  test.describe.configure({ timeout: 240_000 });

  test('installs, plays offline, checks the kept words in order when back, and survives a new deployment', async ({
    page,
    context,
    deployment,
  }) => {
    const dictionary = loadDictionary();
    for (const word of [OFFLINE.first, OFFLINE.second])
      expect(dictionary.has(word.toLowerCase()), word).toBe(true);
    expect(dictionary.has(OFFLINE.invalid.toLowerCase())).toBe(false);
    expect(deployment.entries.second).not.toBe(deployment.entries.first);
    await page.setViewportSize(VIEWPORTS.phone);

    // ---- Install criteria: a manifest the browser accepts, and a worker controlling the page.
    await openGame(page);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifestResponse = await page.request.get(manifestHref!, RETRY_CLOSED_CONNECTION);
    expect(manifestResponse.ok()).toBe(true);
    const manifest = (await manifestResponse.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(manifest).toMatchObject({ short_name: 'Dozen', start_url: '/', display: 'standalone' });
    for (const size of ['192x192', '512x512'])
      expect(
        manifest.icons.some((icon) => icon.sizes === size && icon.type === 'image/png'),
        size,
      ).toBe(true);
    // The worker registers once the page is idle, precaches the build, and claims the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL),
    ).toBe(`${deployment.url}/sw.js`);
    expect(
      await page.evaluate(
        async (entry) => (await caches.match(entry)) !== undefined,
        deployment.entries.first,
      ),
    ).toBe(true);
    const userId = await page.evaluate(() => localStorage.getItem('dozen_user_id'));
    expect(userId).toBeTruthy();

    // ---- Offline: the page reloads from the worker, the game opens with a clear offline state.
    await context.setOffline(true);
    const status = page.getByTestId('connection-status');
    await expect(status).toContainText("You're offline");
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Letters (12)' })).toBeVisible();
    await expect(status).toHaveAttribute('role', 'status');
    // What the banner says follows what the page can know. Chromium reads navigator.onLine as true
    // in a page reloaded under offline emulation (150 does; 156 does not): the page then knows only
    // that Dozen does not answer, and says that.
    const browserSaysOffline = await page.evaluate(() => navigator.onLine === false);
    await expect(status).toContainText(browserSaysOffline ? "You're offline" : "Can't reach Dozen right now");
    await expect(status).toContainText('words you spell are checked');

    // Three words spelled offline: kept in order, tiles locked, nothing scored yet.
    for (const word of [OFFLINE.first, OFFLINE.invalid, OFFLINE.second]) {
      await tapWord(page, word);
      await page.getByRole('button', { name: 'Submit Word' }).click();
      await expect(page.getByTestId('your-words')).toContainText(word);
    }
    await expect(awaitingRows(page)).toHaveCount(3);
    await expect(awaitingRows(page).first()).toContainText('Not checked yet');
    await expect(page.getByTestId('game-score')).toHaveText('0');
    await expect(page.getByRole('heading', { name: 'Letters (2)' })).toBeVisible();
    await expect(page.getByTestId('announcer')).toContainText(`"${OFFLINE.second}" is kept`);
    await page.screenshot({ path: screenshotPath('offline-kept-words'), fullPage: true });

    // The game survives a reload without network too (saved state + the kept pool).
    await page.reload();
    await expect(awaitingRows(page)).toHaveCount(3);

    // ---- Meanwhile a new version is deployed (the server restarts on the second build).
    await deployment.deploySecond();

    // ---- Back online: the words are checked in order; the non-word goes with 'Whoops!'. A browser
    // that never said it was offline fires no `online` event: then the next probe of the backoff
    // (api/reachability.ts), at most a minute away, is what finds Dozen again.
    await context.setOffline(false);
    await expect(toast(page)).toContainText(`"${OFFLINE.invalid}" is not a valid word`, { timeout: 70_000 });
    await expect(awaitingRows(page)).toHaveCount(0);
    const words = page.getByTestId('your-words');
    await expect(words).toContainText(OFFLINE.first);
    await expect(words).toContainText(OFFLINE.second);
    await expect(words).not.toContainText(OFFLINE.invalid);
    const expectedScore = scoreWord(OFFLINE.first) + scoreWord(OFFLINE.second);
    await expect(page.getByTestId('game-score')).toHaveText(String(expectedScore));
    // The non-word's tiles are free again.
    await expect(page.getByRole('heading', { name: 'Letters (4)' })).toBeVisible();
    await expect(freeTile(page, 'T')).toBeEnabled();
    await expect(status).not.toContainText(/You're offline|Can't reach Dozen/);

    // ---- The second deployment's worker takes over: it precached the new build and controls the page.
    await page.waitForFunction(
      async (entry) => (await caches.match(entry)) !== undefined,
      deployment.entries.second,
      { timeout: 60_000 },
    );
    await page.waitForFunction(
      async (entry) =>
        navigator.serviceWorker.controller !== null && (await caches.match(entry)) === undefined,
      deployment.entries.first,
      { timeout: 60_000 },
    );

    // The page reloads into the new version at a safe moment: here, when the player switches away.
    // (Headless Chromium keeps a background tab "visible", so the test says the page was hidden,
    // as the browser would: the app's own visibilitychange handling does the rest.)
    await Promise.all([
      page.waitForEvent('load', { timeout: 30_000 }),
      page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      }),
    ]);
    expect(
      await page.evaluate(
        (entry) => document.querySelector(`script[type="module"][src="${entry}"]`) !== null,
        deployment.entries.second,
      ),
    ).toBe(true);
    // The game is still there, its checked words and score intact.
    await expect(page.getByTestId('game-score')).toHaveText(String(expectedScore));
    await expect(words).toContainText(OFFLINE.first);
    await expect(words).toContainText(OFFLINE.second);

    // A word played online on the new version, then the game ends and is stored.
    await playWord(page, 'IT');
    await page.getByRole('button', { name: 'End Game' }).click();
    await page
      .getByRole('dialog', { name: 'End Game?' })
      .getByRole('button', { name: 'Yes, End Game' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Game Complete' })).toBeVisible();
    const date = puzzleDate(new Date());
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/game-entry/${userId}/${date}`, RETRY_CLOSED_CONNECTION);
        if (!response.ok()) return null;
        const { data } = (await response.json()) as {
          data: { finalScore: number; wordsUsed: Array<{ word: string }> };
        };
        return { score: data.finalScore, words: data.wordsUsed.map((item) => item.word).sort() };
      })
      .toEqual({
        score: expectedScore + scoreWord('IT'),
        words: [OFFLINE.first, OFFLINE.second, 'IT'].map((word) => word.toLowerCase()).sort(),
      });

    // The version the player now runs is the second build's (How To Play's footer).
    await page
      .getByRole('dialog', { name: 'Game Complete' })
      .getByRole('button', { name: 'Return Home' })
      .click();
    await page.getByRole('button', { name: 'How To Play' }).first().click();
    await expect(page.getByRole('dialog', { name: /How To Play/ })).toContainText('.b');
  });
});
