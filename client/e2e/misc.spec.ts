import { expect, openSignInGate, RETRY_CLOSED_CONNECTION, test } from './fixtures.js';
import { SITE_LINKS_ENV } from './local-server.js';

// The Content-Security-Policy check covers the service worker's registration too
// (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('pages and app modals', () => {
  test('an unknown path shows Page Not Found with a way back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Game' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: "Today's Challenge" })).toBeVisible();
  });

  test('the auth-complete page without a link token is an Authentication Error with a way back', async ({
    page,
  }) => {
    await page.goto('/auth-complete?email=a%40b.co&originalUserId=x');
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(page.getByTestId('auth-error')).toContainText('This sign-in link is incomplete.');
    await expect(page.getByRole('link', { name: 'Return to Game' })).toHaveAttribute('href', '/');
  });

  test('the game screen gates hints and continuous mode behind sign-in', async ({ page }) => {
    await page.goto('/game');
    const hintsGate = await openSignInGate(page, 'Hints');
    await page.keyboard.press('Escape');
    await expect(hintsGate).toBeHidden();

    const continuousGate = await openSignInGate(page, 'Continuous mode');

    // The form validates the address; a valid one gets its code (this server's dev outbox).
    const email = continuousGate.getByRole('textbox', { name: 'Email' });
    const send = continuousGate.getByRole('button', { name: 'Send Code' });
    await expect(send).toBeDisabled();
    await email.fill('not-an-address');
    await email.blur();
    await expect(continuousGate.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(send).toBeDisabled();
    await email.fill('player@example.com');
    await send.click();
    await expect(page.getByRole('dialog', { name: 'Enter Your Code' })).toContainText(
      'We sent a 6-digit code to player@example.com',
    );
  });

  test('footer modals: How to Play with version and session code, Settings, Add to Home, Privacy Policy', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Dozen`);
    // The operator's links, as this server configures them (local-server.ts SITE_LINKS_ENV).
    await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      `mailto:${SITE_LINKS_ENV.SUPPORT_EMAIL}?subject=Dozen%20support`,
    );
    await expect(footer.getByRole('link', { name: /^Play Sister Words/ })).toHaveAttribute(
      'href',
      SITE_LINKS_ENV.SISTER_GAME_URL,
    );

    await footer.getByRole('button', { name: 'How to Play' }).click();
    const howTo = page.getByRole('dialog', { name: 'How To Play' });
    for (const section of [
      'Four steps',
      'Objective',
      'Targets',
      'Reveal',
      'Challenges',
      'Hints',
      'Modes',
      'About',
    ]) {
      await expect(howTo.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(howTo).toContainText(/Version \d+\.\d+\.\d+\+[0-9a-f]{7,}/);
    await expect(howTo.getByTestId('session-code')).toHaveText(/^[2-9A-Z]{6}$/);
    await page.keyboard.press('Escape');
    await expect(footer.getByRole('button', { name: 'How to Play' })).toBeFocused();

    await footer.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    const toggle = settings.getByRole('switch', { name: 'Contextual Suggestions' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(settings).toContainText('Appear When You Need Help');
    await toggle.click();
    await expect(settings).toContainText('Disabled');
    expect(await page.evaluate(() => localStorage.getItem('dozen_contextualSuggestionsDisabled'))).toBe(
      'true',
    );
    await expect(settings.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await expect(settings.getByTestId('settings-user-id')).toHaveText(/^[A-Za-z0-9_-]+$/);
    await settings.getByRole('button', { name: 'Close', exact: true }).click();

    await footer.getByRole('button', { name: 'Add to Home' }).click();
    const install = page.getByRole('dialog', { name: 'Add to Home' });
    for (const platform of [/iPhone and iPad/, /Android/, /Computer/]) {
      await expect(install.getByRole('heading', { name: platform })).toBeVisible();
    }
    await install.getByRole('button', { name: 'Close', exact: true }).click();

    await footer.getByRole('button', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toContainText('What we keep');
  });

  test('the first page’s scripts leave zod for later: the contract’s schemas load after the first render', async ({
    page,
  }) => {
    const response = await page.request.get('/', RETRY_CLOSED_CONNECTION);
    const html = await response.text();
    const scripts = [
      ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
    ].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      const text = await (await page.request.get(script, RETRY_CLOSED_CONNECTION)).text();
      expect(text.includes('ZodError'), `${script} carries zod`).toBe(false);
    }
  });

  test('home, game and a modal run within the Content-Security-Policy: no violation, no page error', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto('/');
    // The counts are parsed with the contract (zod) once the stats answer.
    await expect(page.getByTestId('stat-players-today').locator('.stat-tile__value')).toHaveText(/^\d/);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Play Game' }).click();
    await expect(page.getByRole('heading', { name: /^Letters \(12\)$/ })).toBeVisible();

    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
