import { expectNoSeriousViolations } from './axe.js';
import { screenshotPath, VIEWPORTS } from './fixtures.js';
import { expect, openGame, PLAN, tapWord, test } from './game-fixtures.js';

/** A new player's first game teaches itself (spec 001 §4): the onboarding messages, in order. */

test.use({ onboarding: 'new' });

test.describe('onboarding', () => {
  test('a new player sees the onboarding messages in order', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await openGame(page);
    const banner = page.getByTestId('onboarding-banner');
    const title = banner.getByRole('heading');
    const seen: string[] = [];
    const expectTip = async (text: string) => {
      await expect(title).toHaveText(text);
      seen.push(text);
    };

    await expectTip('Welcome to Dozen!');
    await expect(banner).toContainText('Letters can only be used once so think strategically.');
    // Discovery: the tiles' points and the targets are not shown yet.
    await expect(page.locator('.tile__points').first()).toBeHidden();
    await expect(page.getByTestId('target-score')).toBeHidden();
    await page.screenshot({ path: screenshotPath('onboarding-welcome-390') });
    await expectNoSeriousViolations(page, 'the game with the welcome banner');

    const submit = async (word: string) => {
      await tapWord(page, word);
      await page.getByRole('button', { name: 'Submit Word' }).click();
    };
    await submit(PLAN.invalid[0]);
    await expectTip('Need some help?');

    await submit(PLAN.repeat);
    await expectTip('Great start!');
    await expect(page.locator('.tile__points').first()).toBeVisible();

    await submit('BANJO');
    await expectTip('Nice work!');
    await expect(page.getByTestId('target-score')).toBeVisible();
    await page.screenshot({ path: screenshotPath('onboarding-nice-work-390') });

    await submit('HUG');
    await expectTip('No more words?');
    await expect(page.getByRole('button', { name: 'Hints' })).toBeVisible();
    expect(seen).toEqual([
      'Welcome to Dozen!',
      'Need some help?',
      'Great start!',
      'Nice work!',
      'No more words?',
    ]);

    // Its action: End Game?, after the banner has faded away.
    await banner.getByRole('button', { name: 'End Game' }).click();
    await expect(page.getByRole('dialog', { name: 'End Game?' })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // A reload on the same day: no tutorial any more.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Letters \(\d+\)$/ })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
