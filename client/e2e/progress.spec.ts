import type { TPersonalizedChallenge } from '../../engine/src/contract/index.js';
import { puzzleDate } from '../../engine/src/index.js';
import { expectNoSeriousViolations } from './axe.js';
import { RETRY_CLOSED_CONNECTION, screenshotPath, VIEWPORTS } from './fixtures.js';
import { tapWord, toast } from './game-fixtures.js';
import {
  celebratedWords,
  completingWords,
  expect,
  seedPastGames,
  signIn,
  test,
} from './progress-fixtures.js';

/**
 * Progress in a browser: a signed-in player with five past games gets personalised challenges,
 * completes one by playing, sees 'Challenge Complete!' with confetti, and finds the points in
 * Your Stats and the rank in the A.I. Profile. Signed in through the API (the sign-in dialog is
 * another piece of work); the past games seeded as the server stores games (seed-past-games.ts).
 */

test.describe('personalised challenges and progress', () => {
  test('five past games, challenges, one completed by playing, points in stats and rank', async ({
    page,
    progressServer,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(VIEWPORTS.phone);
    const userId = await signIn(page, progressServer, `progress-${Date.now()}@example.com`);
    expect(seedPastGames(progressServer, userId)).toHaveLength(5);

    await page.goto('/game');
    await expect(page.getByRole('heading', { name: /^Letters \(12\)$/ })).toBeVisible();
    const button = page.getByTestId('challenge-button');
    await expect(button).toHaveAttribute('data-state', 'generate');
    await expect(button).toHaveAccessibleName('Get personalized challenges based on your playing style');

    // One press: the server generates the day's three, the list shows them.
    await button.click();
    const list = page.getByRole('dialog', { name: 'Personal Challenges' });
    await expect(list.getByTestId('challenge')).toHaveCount(3);
    await expect(list.getByTestId('challenge').first()).toContainText('Easy');
    await page.screenshot({ path: screenshotPath('progress-challenges-390') });
    await expectNoSeriousViolations(page, 'the challenges list');
    await list.getByRole('button', { name: 'Close' }).last().click();
    await expect(button).toHaveAttribute('data-state', 'view');

    // Play a game that meets the easy challenge (the engine finds its words, as the server proved it).
    const today = puzzleDate(new Date());
    const answer = await page.request.get(
      `/api/personalized-challenges/${userId}/${today}`,
      RETRY_CLOSED_CONNECTION,
    );
    const { challenges } = (await answer.json()) as { challenges: TPersonalizedChallenge[] };
    const easy = challenges.find((c) => c.difficulty === 'easy')!;
    const words = completingWords(easy);
    const celebrations = celebratedWords(words);
    for (const word of words) {
      await tapWord(page, word);
      await page.getByRole('button', { name: 'Submit Word' }).click();
      await expect(page.getByTestId('your-words')).toContainText(word);
      if (celebrations.has(word)) {
        // Amazing!, Fantastic! or Congratulations! (spec 000 §4): put away to keep playing.
        const dialog = page.getByRole('dialog', { name: /^(Amazing|Fantastic|Congratulations)!$/ });
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
    }
    if (await page.getByRole('button', { name: 'End Game' }).isVisible()) {
      await page.getByRole('button', { name: 'End Game' }).click();
      await page
        .getByRole('dialog', { name: 'End Game?' })
        .getByRole('button', { name: 'Yes, End Game' })
        .click();
    }

    // The stored game completed it (a play that meets the easy one may meet the others too): one
    // toast, green, naming each completed challenge with their points together, and confetti.
    await expect(toast(page)).toContainText('Challenge Complete!');
    await expect(page.locator('body > canvas')).toHaveCount(1);
    await page.screenshot({ path: screenshotPath('progress-challenge-complete-390') });
    const after = await page.request.get(
      `/api/personalized-challenges/${userId}/${today}`,
      RETRY_CLOSED_CONNECTION,
    );
    const completed = ((await after.json()) as { challenges: TPersonalizedChallenge[] }).challenges.filter(
      (c) => c.isCompleted,
    );
    expect(completed.map((c) => c.id)).toContain(easy.id);
    const points = completed.reduce((sum, c) => sum + c.rewards.points, 0);
    for (const c of completed) await expect(toast(page)).toContainText(`"${c.title}"`);
    await expect(toast(page)).toContainText(`+${points} points`);
    await expect(toast(page)).toHaveClass(/toast--success/);

    // Game Complete, then Your Stats: the points and the rank.
    // Finding every target word also brings Congratulations!, which Game Complete follows.
    const congratulations = page.getByRole('dialog', { name: 'Congratulations!' });
    const complete = page.getByRole('dialog', { name: 'Game Complete' });
    await expect(congratulations.or(complete)).toBeVisible();
    if (await congratulations.isVisible())
      await congratulations.getByRole('button', { name: 'Continue' }).click();
    await expect(complete).toBeVisible();
    await complete.getByRole('button', { name: 'Close dialog' }).click();
    await page.getByRole('button', { name: 'Game history' }).click();
    const stats = page.getByRole('dialog', { name: 'Your Stats' });
    await expect(stats.getByTestId('stat-games')).toContainText('6');
    await expect(stats.getByTestId('challenge-points-total')).toContainText(
      `${points}${completed.length} ${completed.length === 1 ? 'challenge' : 'challenges'} completed`,
    );
    await expect(stats.getByTestId('rank-week')).toContainText('Rank 1 of 1');
    await expect(stats.getByTestId('rank-all-time')).toContainText('Rank 1 of 1 · 100th percentile');
    await expect(stats.getByTestId('last-30-days')).toContainText('Played 6 of the last 30 days');
    await page.screenshot({ path: screenshotPath('progress-your-stats-390') });
    await expectNoSeriousViolations(page, 'Your Stats');
    await stats.getByTestId('last-30-days').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('progress-your-stats-chart-390') });

    // A past day in detail: its words and its (public) answers.
    await stats.getByTestId('history-list').getByRole('button').nth(1).click();
    await expect(stats.getByTestId('history-day')).toContainText('Your words');
    await expect(stats.getByTestId('history-day')).toContainText('Target words');
    await stats.getByRole('button', { name: 'All days' }).click();

    // The A.I. Profile: its figures, the challenge chart and the rank, this week and all time.
    await stats.getByRole('button', { name: 'Advanced Stats' }).click();
    const profile = page.getByRole('dialog', { name: 'Advanced Stats' });
    await expect(profile.getByTestId('profile-figures')).toContainText('Games analysed');
    await expect(profile.getByTestId('challenge-chart')).toContainText(`${points} points in all`);
    await expect(profile.getByTestId('profile-rank')).toContainText('Rank 1 of 1');
    await page.screenshot({ path: screenshotPath('progress-profile-390') });
    await profile.getByTestId('area-chart').getByText('Show as a table').click();
    await expectNoSeriousViolations(page, 'the A.I. Profile');
    await page.screenshot({ path: screenshotPath('progress-profile-table-390'), fullPage: true });
  });
});
