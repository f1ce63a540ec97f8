import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.js';
import { screenshotPath, VIEWPORTS } from './fixtures.js';
import { PLAN, expect, gamePlan, openGame, playWord, tapWord, test, toast } from './game-fixtures.js';

/**
 * axe-core on every screen and every modal an anonymous player can open, reached through the UI
 * (clicks and keys), in each theme. 0 serious or critical violations.
 *
 * Each state is reached once and checked in the three palettes, which the system's preferences
 * choose: the theme choice is 'System' (the default), and the app's own code follows the emulated
 * preferences to `data-theme` (shared/styles/theme.ts; theme.spec.ts picks each theme in Settings).
 * High contrast is also held to 7:1 text contrast.
 */
const PALETTES = [
  { theme: 'light', media: { colorScheme: 'light', contrast: 'no-preference' } },
  { theme: 'dark', media: { colorScheme: 'dark', contrast: 'no-preference' } },
  { theme: 'contrast', media: { colorScheme: 'light', contrast: 'more' } },
] as const;

/** Every palette, each checked by axe; the page is left in the light one. */
async function check(page: Page, context: string, each?: (theme: string) => Promise<unknown>) {
  for (const { theme, media } of PALETTES) {
    await page.emulateMedia(media);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoSeriousViolations(page, `${context}, ${theme} theme`, {
      enhancedContrast: theme === 'contrast',
    });
    await each?.(theme);
  }
  await page.emulateMedia(PALETTES[0].media);
}

async function checkDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await check(page, `dialog "${String(name)}"`);
  return dialog;
}

async function closeWithEscape(page: Page, name: string | RegExp) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name })).toBeHidden();
}

test.describe('accessibility (axe), in the light, dark and high-contrast themes', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia(PALETTES[0].media);
  });

  test('home, its modals, 404 and auth-complete', async ({ page }) => {
    test.slow(); // as below: many axe runs
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await expect(page.getByTestId('stat-players-today').locator('.stat-tile__value')).toHaveText(/^\d/);
    await check(page, 'home');

    const footer = page.getByRole('contentinfo');
    for (const [button, dialog] of [
      ['How to Play', 'How To Play'],
      ['Add to Home', 'Add to Home'],
      ['Settings', 'Settings'],
      ['Privacy Policy', 'Privacy Policy'],
    ] as const) {
      await footer.getByRole('button', { name: button }).click();
      await checkDialog(page, dialog);
      await closeWithEscape(page, dialog);
    }

    await page.getByRole('button', { name: /^Your stats/ }).click();
    await checkDialog(page, 'Your Stats');
    await closeWithEscape(page, 'Your Stats');

    await page.getByRole('button', { name: "View today's targets" }).click();
    await checkDialog(page, "Sign in to view today's targets");
    await closeWithEscape(page, "Sign in to view today's targets");

    await page.getByRole('button', { name: "Reveal today's targets" }).click();
    const confirm = await checkDialog(page, "Reveal Today's Targets?");
    await confirm.getByRole('button', { name: 'Yes, Reveal' }).click();
    const chooser = await checkDialog(page, 'Reveal Targets');
    await chooser.getByRole('button', { name: 'Reveal Target Word' }).click();
    await checkDialog(page, 'Revealed Targets');
    await closeWithEscape(page, 'Revealed Targets');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await check(page, '404');

    await page.goto('/auth-complete?email=a%40b.co&originalUserId=x');
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await check(page, 'auth-complete');
  });

  test('the game, its modals, a toast and the game over screen', async ({ page }) => {
    // A dozen axe runs: a loaded two-core machine needs more than the default minute (a hang
    // guard, not a speed goal).
    test.slow();
    const plan = gamePlan();
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await openGame(page);
    await check(page, 'game');

    for (const [button, dialog] of [
      ['Hints', 'Sign in to access hints'],
      ['Continuous mode', 'Sign in to access continuous mode'],
      ['Game history', 'Your Stats'],
      ['How to play', 'How To Play'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await checkDialog(page, dialog);
      await closeWithEscape(page, dialog);
    }

    const submit = page.getByRole('button', { name: 'Submit Word' });
    for (const word of PLAN.invalid) {
      await tapWord(page, word);
      await submit.click();
      await expect(toast(page)).toContainText('Whoops!');
    }
    await check(page, 'game with a toast and a suggestion');
    await page.getByTestId('suggestion').getByRole('button', { name: 'Dismiss suggestions' }).click();
    const hide = await checkDialog(page, 'Hide Suggestions?');
    await hide.getByRole('button', { name: 'Cancel' }).click();

    await tapWord(page, PLAN.repeat);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Your Words (1)' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    const leave = await checkDialog(page, 'Leave Game?');
    await leave.getByRole('button', { name: 'No, Stay' }).click();
    await page.getByRole('button', { name: 'End Game' }).click();
    const end = await checkDialog(page, 'End Game?');
    await end.getByRole('button', { name: 'No, Continue' }).click();

    // Each word is checked by the server before the next one can be spelled.
    const [second, third, last] = PLAN.rest;
    for (const word of [second, third]) await playWord(page, word);
    await tapWord(page, last);
    await submit.click();
    const fantastic = await checkDialog(page, 'Fantastic!');
    await fantastic.getByRole('button', { name: 'Continue' }).click();
    const complete = await checkDialog(page, 'Game Complete');
    await expect(complete.getByTestId('complete-score')).toHaveText(String(plan.total));
    await closeWithEscape(page, 'Game Complete');
    await check(page, 'game over', (theme) =>
      page.screenshot({ path: screenshotPath(`game-over-${theme}`), fullPage: true }),
    );
  });
});
