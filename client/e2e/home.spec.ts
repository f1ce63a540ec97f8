import { countdownText, formatPuzzleDate } from '../../engine/src/index.js';
import {
  ApiPlayer,
  VIEWPORTS,
  analysePoolLetters,
  expect,
  openSignInGate,
  screenshotPath,
  statValue,
  test,
} from './fixtures.js';

test.describe('home screen', () => {
  test('a new player opens the home screen and sees the day and live counts', async ({ page, baseURL }) => {
    const observer = await ApiPlayer.start(baseURL!);
    const stats = await observer.stats();
    await observer.dispose();

    await page.goto('/');
    await expect(page).toHaveTitle('Dozen - Daily Word Puzzle Game');
    await expect(page.getByRole('heading', { level: 1, name: 'Dozen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Today's Challenge" })).toBeVisible();
    await expect(page.getByText(formatPuzzleDate(stats.date))).toBeVisible();

    // The countdown is the engine's text for the time left (allow a minute of drift while loading).
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^(\d+ Hours? Left|\d+h \d+m Left|\d\d:\d\d)$/);
    const shown = await timer.innerText();
    const rollover = Date.parse(stats.nextRolloverAt);
    const candidates = [0, 60_000, 120_000].map((drift) => countdownText(rollover - Date.now() + drift));
    if (!/\d\d:\d\d/.test(shown)) expect(candidates).toContain(shown);

    // Counts are numbers (not the '–' placeholder) and lifetime players carry the +133 offset.
    for (const id of ['stat-players-today', 'stat-target-score', 'stat-target-word', 'stat-most-words']) {
      await expect(page.getByTestId(id).locator('.stat-tile__value')).toHaveText(/^\d[\d,]*$/);
    }
    const lifetimeCaption = page.getByTestId('stat-players-today').locator('.stat-tile__caption');
    await expect(lifetimeCaption).toHaveText(/^[\d,]+ lifetime players$/);
    const shownLifetime = Number((await lifetimeCaption.innerText()).replace(/[^\d]/g, ''));
    expect(shownLifetime).toBeGreaterThanOrEqual(stats.lifetimePlayers + 133);

    await expect(page.getByRole('button', { name: 'Play Game' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'How To Play', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Your stats/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('How to Play');
  });

  test('with the query client’s code held back, the home screen is React’s, with its counts, and a modal tapped meanwhile opens when the code comes', async ({
    page,
  }) => {
    // The chunk that makes the query client (app/data-layer.ts) arrives only when the test says.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/data-layer-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    // React's first render has replaced the prerendered screen, and shows the page's counts.
    await expect(page.locator('#root .home-shell')).toHaveCount(0);
    const players = page.getByTestId('stat-players-today').locator('.stat-tile__value');
    await expect(players).toHaveText(/^\d[\d,]*$/);
    const play = page.getByRole('button', { name: 'Play Game' });
    await play.evaluate((button) => button.setAttribute('data-before-client', ''));
    await page.getByRole('button', { name: 'How To Play', exact: true }).click();

    release();
    await expect(page.getByRole('dialog', { name: 'How To Play' })).toBeVisible();
    // The same screen, not a new one drawn over it, with its counts.
    await expect(play).toHaveAttribute('data-before-client', '');
    await expect(players).toHaveText(/^\d[\d,]*$/);
  });

  test("a second player's home screen sees Players Today rise after another player's first valid word, without reloading", async ({
    page,
    baseURL,
  }) => {
    // Wait for the live feed: the server answers a watch with a stats snapshot over the websocket.
    const snapshot = page
      .waitForEvent('websocket')
      .then((ws) =>
        ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"stats"') }),
      );
    await page.goto('/');
    await snapshot;
    const tile = page.getByTestId('stat-players-today').locator('.stat-tile__value');
    await expect(tile).toHaveText(/^\d[\d,]*$/);
    const before = await statValue(page, 'stat-players-today');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    const player = await ApiPlayer.start(baseURL!);
    const pool = await player.dailyPool();
    const word = analysePoolLetters(pool.letters).words[0]!.word;
    const answer = await player.validateWord(word);
    expect(answer.valid).toBe(true);

    // How soon is the bench's (docs/benchmarks.md, a change on another screen): a test asserts no time.
    await expect(tile).toHaveText(String(before + 1));
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await player.dispose();
  });

  test('reveal is offered from the home screen and remembers its confirmation for the day', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('timer')).not.toHaveText('\u00a0');
    await page.getByRole('button', { name: "Reveal today's targets" }).click();
    const confirm = page.getByRole('dialog', { name: "Reveal Today's Targets?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, Reveal' }).click();

    const chooser = page.getByRole('dialog', { name: 'Reveal Targets' });
    await expect(chooser.getByRole('button', { name: 'Reveal Target Score' })).toBeVisible();
    await chooser.getByRole('button', { name: 'Reveal Target Word' }).click();

    const result = page.getByRole('dialog', { name: 'Revealed Targets' });
    await expect(result.getByRole('heading', { name: /Target Word/ })).toBeVisible();
    // The revealed word is a real word of today's pool, spelled in upper or lower case.
    await expect(result.locator('.word-chip').first()).toHaveText(/^[a-z]+$/i);
    await result.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(result).toBeHidden();

    // Reopening skips the confirmation (remembered per day) and shows what was revealed.
    await page.getByRole('button', { name: "Reveal today's targets" }).click();
    await expect(page.getByRole('dialog', { name: 'Revealed Targets' })).toBeVisible();
  });

  test('the view-targets and profile buttons lead an anonymous player to the sign-in prompt', async ({
    page,
  }) => {
    await page.goto('/');
    const gate = await openSignInGate(page, "View today's targets");
    await page.keyboard.press('Escape');
    await expect(gate).toBeHidden();
    await expect(page.getByRole('button', { name: "View today's targets" })).toBeFocused();

    await page.getByRole('button', { name: /Your stats/ }).click();
    const stats = page.getByRole('dialog', { name: 'Your Stats' });
    await stats.getByRole('button', { name: 'Sign In or Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In or Sign Up' })).toBeVisible();
  });

  test('fits a 320 px screen without sideways scrolling, in the dark theme too', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByTestId('stat-players-today').locator('.stat-tile__value')).toHaveText(/^\d/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: screenshotPath('home-320-dark'), fullPage: true });
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`screenshot of home at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByTestId('stat-players-today').locator('.stat-tile__value')).toHaveText(/^\d/);
      await expect(page.getByRole('timer')).toHaveText(/\d/);
      await page.screenshot({ path: screenshotPath(`home-${name}`), fullPage: true });
    });
  }
});
