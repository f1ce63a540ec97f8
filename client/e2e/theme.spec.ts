import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.js';
import { animationsFinished, expect, screenshotPath, test, VIEWPORTS } from './fixtures.js';
import { chooseTheme } from './theme.js';

/** Settings' theme choice, the system's preferences, and the operating system's forced colours. */

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('theme', () => {
  test('a chosen theme applies at once, survives a reload, and is there from the first frame', async ({
    page,
  }) => {
    // Records the theme and the page colour at the first animation frame, before the first paint.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: unknown }).firstFrame = {
          theme: document.documentElement.dataset.theme ?? null,
          background: document.body ? getComputedStyle(document.body).backgroundColor : null,
        };
      });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const light = await bodyBackground(page);

    await chooseTheme(page, 'Dark', 'dark');
    const dark = await bodyBackground(page);
    expect(dark).not.toBe(light);

    // A slow network for the entry script: the first frame must still wait for the theme.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: "Today's Challenge" })).toBeVisible();
    const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame);
    expect(firstFrame).toEqual({ theme: 'dark', background: dark });

    // Back to System: the light system scheme again.
    await chooseTheme(page, 'System', 'light');
    expect(await page.evaluate(() => localStorage.getItem('dozen_theme'))).toBeNull();
  });

  test('System follows the system: dark, and more contrast', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ contrast: 'more' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
  });

  test('forced colours: selected, used and pressed states keep a visible difference, axe is clean', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/game');
    await expect(page.getByRole('heading', { name: 'Letters (12)' })).toBeVisible();
    const tiles = page.getByTestId('tile');
    await tiles.nth(0).click();
    const look = (index: number) =>
      tiles.nth(index).evaluate((tile) => {
        const style = getComputedStyle(tile);
        return { background: style.backgroundColor, color: style.color };
      });
    const selected = await look(0);
    const available = await look(1);
    // Not a fill that forced colours throw away: the system's selection colours.
    expect(selected.background).not.toBe(available.background);
    expect(selected.color).not.toBe(available.color);
    await page.screenshot({ path: screenshotPath('forced-colors-game') });
    await expectNoSeriousViolations(page, 'game in forced colours');

    await page.getByRole('contentinfo').getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    const toggle = settings.getByRole('switch', { name: 'Contextual Suggestions' });
    // Read each colour once its transition (and the dialog's opening) has finished: a read in the
    // first frame after the click still sees the old colour on a busy machine.
    const thumb = async () => {
      await animationsFinished(page);
      return toggle.evaluate((el) => getComputedStyle(el).backgroundColor);
    };
    const on = await thumb();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await thumb()).not.toBe(on);
    await page.screenshot({ path: screenshotPath('forced-colors-settings') });
    await expectNoSeriousViolations(page, 'Settings in forced colours');
  });
});
