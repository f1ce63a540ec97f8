import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.js';
import {
  askForCode,
  expect,
  mailFor,
  newAddress,
  signInByCode,
  signInParts,
  test,
} from './accounts-fixtures.js';
import { clickInDialog, openSignInGate, screenshotPath, VIEWPORTS } from './fixtures.js';
import { openGame, playWord } from './game-fixtures.js';

/**
 * Accounts in the browser, against the real server sending real mail to an SMTP server on
 * loopback: an anonymous player signs in with the code from the e-mail and keeps the game; a
 * second browser signs in to the same account with the link and sees its history; sign-out leaves
 * an empty anonymous game with nothing of the account on screen; two tabs follow each other. Axe
 * on every new dialog and on /auth-complete's states; screenshots at 390×844.
 */

const footerButton = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('button', { name, exact: true });

const WORDS = ['IN', 'HUG'] as const;

// Real mail, several browsers and an axe pass per dialog: more than the default minute when the
// machine is busy.
test.describe.configure({ timeout: 120_000 });

test.describe.serial('an account, from sign-up to sign-out', () => {
  const email = newAddress('player');

  test('(a) an anonymous player signs in with the mailed code mid-game: words kept, hints and continuous mode open, green icon', async ({
    page,
    accountServer,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await openGame(page);
    for (const word of WORDS) await playWord(page, word);

    const gate = await openSignInGate(page, 'Hints');
    const field = gate.getByRole('textbox', { name: 'Email' });
    await expect(field).toBeFocused();
    // Typed, not filled: the game's key handler hears every key and must leave them to the field.
    await field.pressSequentially(email.slice(0, 12));
    await expect(page.getByTestId('current-word')).toHaveText('Tap letters or type');
    await field.fill('not-an-address');
    await field.blur();
    await expect(gate.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(gate.getByRole('button', { name: 'Send Code' })).toBeDisabled();
    await field.fill(email);
    await expectNoSeriousViolations(page, 'sign-in, e-mail step');
    await page.screenshot({ path: screenshotPath('sign-in-email-390') });

    const codeStep = await askForCode(page, email);
    await expect(codeStep).toContainText('it expires in 5 minutes');
    await expect(codeStep.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await expect(codeStep).toContainText(/You can ask for a new code in 0:5\d\./);
    const message = await accountServer.mail.nextMessage(email);
    expect(message.subject).toMatch(/\d{6}/);
    const { code } = signInParts(message);
    const codeField = codeStep.getByRole('textbox', { name: '6-digit code' });
    await codeField.pressSequentially(`x${code.slice(0, 5)}`);
    await expect(codeField).toHaveValue(code.slice(0, 5));
    await expect(codeStep.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expectNoSeriousViolations(page, 'sign-in, code step');
    await page.screenshot({ path: screenshotPath('sign-in-code-390') });
    await codeField.pressSequentially(code.slice(5));
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('toast')).toContainText('Sign-in Complete');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The game on the board is the same game, its words kept.
    await expect(page.getByRole('heading', { name: `Your Words (${WORDS.length})` })).toBeVisible();
    for (const word of WORDS) await expect(page.getByTestId('your-words')).toContainText(word);

    // Hints open now (a word is spelled: they say so, instead of asking to sign in).
    await page.getByRole('button', { name: 'Hints' }).click();
    await expect(page.getByRole('dialog', { name: 'Hints' })).toContainText(
      'Suggestions unavailable after spelling a word',
    );
    await page.keyboard.press('Escape');

    // End this game (sent as the account's), then a new one: a hint, and continuous mode.
    await page.getByRole('button', { name: 'End Game' }).click();
    await clickInDialog(page, 'End Game?', 'Yes, End Game');
    await clickInDialog(page, 'Game Complete', 'Play Again');
    await expect(page.getByRole('heading', { name: 'Your Words (0)' })).toBeVisible();
    await page.getByRole('button', { name: 'Hints' }).click();
    const hints = page.getByRole('dialog', { name: 'Hints' });
    await hints.getByRole('button', { name: /^Reveal hint 1:/ }).click();
    await expect(hints.getByText('Revealed').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Continuous mode' }).click();
    await clickInDialog(page, 'Continuous Mode', 'Continue');
    await clickInDialog(page, 'Turn On Continuous Mode?', 'Yes, Turn On');
    await expect(page.getByRole('button', { name: 'Continuous mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/');
    const profile = page.getByRole('button', { name: 'Your stats (signed in)' });
    await expect(profile).toBeVisible();
    await expect(profile).toHaveClass(/icon-btn--success/);
    await page.getByRole('button', { name: "View today's targets" }).click();
    await expect(page.getByRole('dialog', { name: "Today's Targets" })).toBeVisible();
  });

  test('(b) a second browser signs in to the same account with the mailed link and sees its history', async ({
    newPlayerPage,
    accountServer,
  }) => {
    const page = await newPlayerPage();
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Your stats (not signed in)' }).click();
    await clickInDialog(page, 'Your Stats', 'Sign In or Sign Up');
    await askForCode(page, email);
    const { link } = await mailFor(accountServer.mail, email);

    // The link's own page: loading first (held here so it can be looked at), then success.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/complete-sign-in', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Completing Sign In...' })).toBeVisible();
    await expectNoSeriousViolations(page, 'auth-complete, loading');
    release();

    await expect(page.getByRole('heading', { name: 'Welcome to Dozen!' })).toBeVisible();
    await expect(page.getByText('Your account has been created and synced!')).toBeVisible();
    await expect(page.getByTestId('auth-code')).toHaveText(/^\d{6}$/);
    await expect(page.getByText('Code expires in 5 minutes')).toBeVisible();
    await expectNoSeriousViolations(page, 'auth-complete, success');
    await page.screenshot({ path: screenshotPath('auth-complete-success-390'), fullPage: true });
    // The token leaves the address after 2 s; a reload shows the same, spending nothing.
    await expect(page).toHaveURL(/\/auth-complete$/, { timeout: 4_000 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to Dozen!' })).toBeVisible();

    await page.getByRole('button', { name: 'Continue to Game' }).click();
    await expect(page.getByRole('heading', { name: 'Your Words (0)' })).toBeVisible();
    await page.getByRole('button', { name: 'Show All' }).click();
    await expect(page.getByRole('heading', { name: `Earlier today (${WORDS.length})` })).toBeVisible();
    for (const word of WORDS)
      await expect(page.locator('.words-list__earlier')).toContainText(word, { ignoreCase: true });
    await page.getByRole('button', { name: 'Game history' }).click();
    const stats = page.getByRole('dialog', { name: 'Your Stats' });
    // The account's history (the server's, not this browser's): today's entry and its words.
    const today = stats.getByTestId('history-list').getByRole('button').first();
    await expect(today).toContainText(`${WORDS.length} words`);
    await today.click();
    const day = stats.getByTestId('history-day');
    for (const word of WORDS) await expect(day).toContainText(word.toUpperCase());
    await page.keyboard.press('Escape');
  });

  test('(c) sign-out leaves an empty anonymous game, with nothing of the account on screen', async ({
    newPlayerPage,
    accountServer,
  }) => {
    const page = await newPlayerPage();
    await page.setViewportSize(VIEWPORTS.phone);
    await openGame(page);
    await page.getByRole('button', { name: 'Hints' }).click();
    await signInByCode(page, accountServer.mail, email);
    await page.getByRole('button', { name: 'Show All' }).click();
    await expect(page.getByRole('heading', { name: `Earlier today (${WORDS.length})` })).toBeVisible();

    await footerButton(page, 'Settings').click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings).toContainText(`Signed in as ${email}`);
    const accountId = await settings.getByTestId('settings-user-id').innerText();
    await expectNoSeriousViolations(page, 'settings, signed in');
    await page.screenshot({ path: screenshotPath('settings-signed-in-390') });
    await settings.getByRole('button', { name: 'Data Recovery' }).click();
    const recovery = page.getByRole('dialog', { name: 'Data Recovery' });
    await recovery.getByRole('button', { name: 'Recover Data' }).click();
    await expect(recovery.getByRole('alert')).toHaveText('Please enter a source user ID');
    await expectNoSeriousViolations(page, 'data recovery');
    await page.keyboard.press('Escape');

    await footerButton(page, 'Settings').click();
    await clickInDialog(page, 'Settings', 'Sign Out');
    const confirm = page.getByRole('dialog', { name: 'Sign Out?' });
    await expect(confirm).toContainText(
      'Are you sure you want to sign out? This will end your current session.',
    );
    await expectNoSeriousViolations(page, 'sign out confirmation');
    await page.screenshot({ path: screenshotPath('sign-out-confirm-390') });
    await confirm.getByRole('button', { name: 'Yes, Sign Out' }).click();
    await expect(page.getByTestId('toast')).toContainText('Signed Out');
    await expect(page.getByRole('heading', { name: 'Your Words (0)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show All' })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(email);
    await openSignInGate(page, 'Hints');
    await page.keyboard.press('Escape');
    await footerButton(page, 'Settings').click();
    const after = page.getByRole('dialog', { name: 'Settings' });
    await expect(after.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await expect(after.getByTestId('settings-user-id')).not.toHaveText(accountId);
    await page.keyboard.press('Escape');
    const leftovers = await page.evaluate(
      (id) => Object.keys(localStorage).filter((key) => key.includes(id)),
      accountId,
    );
    expect(leftovers).toEqual([]);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Your stats (not signed in)' })).toBeVisible();
    await expect(page.getByTestId('stat-most-words').locator('.stat-tile__value')).toHaveText('0');
  });
});

test('(d) two tabs of one browser: a sign-in and a sign-out in one, the other follows without a reload', async ({
  context,
  page,
  accountServer,
}) => {
  const email = newAddress('tabs');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'Your stats (not signed in)' })).toBeVisible();
  await openGame(page);
  await playWord(page, 'IN');

  await page.getByRole('button', { name: 'Continuous mode' }).click();
  await signInByCode(page, accountServer.mail, email);
  // No reload of the other tab, and no time limit: it hears the change (identity-broadcast.ts) and
  // asks the server, which a busy machine may slow.
  await expect(other.getByRole('button', { name: 'Your stats (signed in)' })).toBeVisible();

  await footerButton(page, 'Settings').click();
  await clickInDialog(page, 'Settings', 'Sign Out');
  await clickInDialog(page, 'Sign Out?', 'Yes, Sign Out');
  await expect(page.getByTestId('toast')).toContainText('Signed Out');
  await expect(other.getByRole('button', { name: 'Your stats (not signed in)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Words (0)' })).toBeVisible();
});

test('the setup help opens when the mail server fails, and an unusable link ends in an error', async ({
  page,
  accountServer,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await page.getByRole('button', { name: "View today's targets" }).click();
  accountServer.mail.setRefusing(true);
  try {
    await page.getByRole('dialog').getByRole('textbox', { name: 'Email' }).fill(newAddress('refused'));
    await page.getByRole('dialog').getByRole('button', { name: 'Send Code' }).click();
    const help = page.getByRole('dialog', { name: 'Sign-In E-mail Not Sent' });
    await expect(help).toContainText('Failed to send sign-in email. Please try again.');
    await expect(help).toContainText('The problem is on our side');
    await expectNoSeriousViolations(page, 'setup help');
    await page.screenshot({ path: screenshotPath('sign-in-help-390') });
    await help.getByRole('button', { name: 'Keep Playing' }).click();
  } finally {
    accountServer.mail.setRefusing(false);
  }

  await page.goto('/auth-complete?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await expect(page.getByTestId('auth-error')).toHaveText(
    'This sign-in link is invalid or was already used.',
  );
  await expectNoSeriousViolations(page, 'auth-complete, error');
});
