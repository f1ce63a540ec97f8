/**
 * Sign-in and the game as a phone uses them — a slow first answer, the mail app taking
 * the browser away (a reload), a link opened in another browser, a tab that slept through another
 * tab's sign-out, a session ended elsewhere. Phone viewport with touch (isMobile); the mail is read
 * from a real SMTP server on loopback, as a player would.
 */
import type { Page } from '@playwright/test';
import { askForCode, expect, mailFor, newAddress, signInByCode, test } from './accounts-fixtures.js';
import { clickInDialog, screenshotPath, VIEWPORTS } from './fixtures.js';
import { openGame, playWord, toast } from './game-fixtures.js';
import {
  delayAnswers,
  holdRequests,
  phoneContext,
  setVisibility,
  signOutElsewhere,
  whoAmI,
} from './phones.js';

// As a phone has it: its service worker too (playwright.config.ts blocks it elsewhere).
test.use({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Home, then Your Stats' way to sign in (its e-mail step). */
async function openSignIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Your stats (not signed in)' }).click();
  await clickInDialog(page, 'Your Stats', 'Sign In or Sign Up');
}

/** In the game: Your Stats (its Game history button), then its way to sign in. */
async function openSignInFromGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Game history' }).click();
  await clickInDialog(page, 'Your Stats', 'Sign In or Sign Up');
}

/** In a fresh page: asks for a code to a new address; answers the address and the mailed parts. */
async function askForCodeFrom(page: Page, mail: Parameters<typeof mailFor>[0], label: string) {
  const email = newAddress(label);
  await openSignIn(page);
  await askForCode(page, email);
  return { email, ...(await mailFor(mail, email)) };
}

/**
 * A test of the link racing another answer: a code asked for in a first page; its mailed link
 * opened in a phone browser of its own (no cookie yet) whose answers of `delayed` are held back
 * 1.5 s; `check` on that page, which then goes on into the game signed in.
 */
function raceTest(title: string, delayed: string, check: (page: Page, email: string) => Promise<void>) {
  test(title, async ({ browser, newPlayerPage, accountServer }) => {
    const { email, link } = await askForCodeFrom(await newPlayerPage(), accountServer.mail, 'race');
    const context = await phoneContext(browser, accountServer.url);
    const page = await context.newPage();
    await delayAnswers(page, delayed, 1_500);
    await page.goto(link);
    await check(page, email);
    await continueSignedIn(page, email);
    await context.close();
  });
}

/** From the link page's success, into the game and back home: still the account, for the server too. */
async function continueSignedIn(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue to Game' }).click();
  await expect(page.getByRole('heading', { name: /^Letters \(\d+\)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page.getByRole('button', { name: 'Your stats (signed in)' })).toBeVisible();
  expect(await whoAmI(page)).toMatchObject({ status: 200, isAnonymous: false, email });
}

test.describe('the e-mailed link races the boot session', () => {
  raceTest(
    "the boot call's answer held back 1.5 s: the link's sign-in is not undone",
    '**/api/session',
    async (page, email) => {
      await expect(page.getByRole('heading', { name: 'Welcome to Dozen!' })).toBeVisible();
      await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
      // What the page says is what the server knows, and it stays so.
      expect(await whoAmI(page)).toMatchObject({ status: 200, isAnonymous: false, email });
    },
  );

  raceTest(
    "the link's answer held back while the tab re-checks who it is: still signed in",
    '**/api/complete-sign-in',
    async (page) => {
      await expect(page.getByRole('heading', { name: 'Completing Sign In...' })).toBeVisible();
      // Meanwhile the phone hides and shows the tab: its re-check waits for the sign-in's answer.
      await setVisibility(page, 'hidden', 'visible');
      await expect(page.getByRole('heading', { name: 'Welcome to Dozen!' })).toBeVisible();
    },
  );

  test('the link opened in a second browser while the first is mid-game: its code signs the first in, words kept', async ({
    browser,
    newPlayerPage,
    accountServer,
  }) => {
    const first = await newPlayerPage();
    await openGame(first);
    await playWord(first, 'HUG');
    await openSignInFromGame(first);
    const email = newAddress('second-browser');
    const codeStep = await askForCode(first, email);
    const { link } = await mailFor(accountServer.mail, email);

    const context = await phoneContext(browser, accountServer.url);
    const second = await context.newPage();
    await second.goto(link);
    await expect(second.getByRole('heading', { name: 'Welcome to Dozen!' })).toBeVisible();
    const code = await second.getByTestId('auth-code').innerText();
    expect(await whoAmI(second)).toMatchObject({ status: 200, isAnonymous: false, email });

    await codeStep.getByRole('textbox', { name: '6-digit code' }).fill(code);
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(first)).toContainText('Sign-in Complete');
    await expect(first.getByTestId('your-words')).toContainText('HUG');
    expect(await whoAmI(first)).toMatchObject({ status: 200, isAnonymous: false, email });
    // Both browsers are the one account; the second still is, too.
    expect(await whoAmI(second)).toMatchObject({ status: 200, isAnonymous: false, email });
    await context.close();
  });
});

test('the phone reloads the tab on the code step: the code step comes back, and the mailed code signs in', async ({
  newPlayerPage,
  accountServer,
}) => {
  const page = await newPlayerPage();
  const { email, code } = await askForCodeFrom(page, accountServer.mail, 'reload');
  await page.reload();
  const codeStep = page.getByRole('dialog', { name: 'Enter Your Code' });
  await expect(codeStep).toContainText(`We sent a 6-digit code to ${email}`);
  // The resend wait goes on from where it was, not from the start.
  await expect(codeStep.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  await page.screenshot({ path: screenshotPath('real-phones-code-step-after-reload-390') });
  expect(await page.evaluate(() => localStorage.getItem('dozen_pending_sign_in'))).not.toContain(code);
  await codeStep.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await codeStep.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page)).toContainText('Sign-in Complete');
  await expect(page.getByRole('button', { name: 'Your stats (signed in)' })).toBeVisible();
  // Gone once signed in: a reload opens no dialog.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Your stats (signed in)' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('dozen_pending_sign_in'))).toBeNull();
});

test('a 10 s stall of /api/session: the game is playable after 10 s, and the words stay when the server answers', async ({
  newPlayerPage,
}) => {
  const page = await newPlayerPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const sessionAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/api/session', async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/game');
  await expect(page.getByText("Loading today's letters…")).toBeVisible();
  // The boot's 10 s start with its call (api/session-boot.ts arms them as it sends it), and its
  // module loads after the first render: on a busy machine the text above shows before they have
  // started, and 10 s of the clock run then would pass before them.
  await sessionAsked;
  // The page's own clock: 10 s of it pass without an answer.
  await page.clock.runFor(10_000);
  await expect(page.getByRole('heading', { name: /^Letters \(\d+\)$/ })).toBeVisible();
  await playWord(page, 'HUG');

  release();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('dozen_user_id'))).toMatch(/^u_/);
  await expect(page.getByTestId('your-words')).toContainText('HUG');
  expect(await whoAmI(page)).toMatchObject({ status: 200, isAnonymous: true });
  // The words went to the player the server settled on: they are there after a reload.
  await page.reload();
  await page.clock.runFor(1_000);
  await expect(page.getByTestId('your-words')).toContainText('HUG');
});

test("a tab hidden during another tab's sign-out catches up when it is shown again", async ({
  newPlayerPage,
  accountServer,
}) => {
  const page = await newPlayerPage();
  await openSignIn(page);
  await signInByCode(page, accountServer.mail, newAddress('hidden-tab'));

  // A tab frozen in the background hears no broadcast: this one's channel is deaf.
  const sleeper = await page.context().newPage();
  await sleeper.addInitScript(() => {
    class Deaf {
      onmessage: unknown = null;
      postMessage() {}
      close() {}
    }
    Object.defineProperty(window, 'BroadcastChannel', { value: Deaf });
  });
  await sleeper.goto('/');
  await expect(sleeper.getByRole('button', { name: 'Your stats (signed in)' })).toBeVisible();
  await setVisibility(sleeper, 'hidden');

  await page.getByRole('button', { name: 'Settings' }).click();
  await clickInDialog(page, 'Settings', 'Sign Out');
  await clickInDialog(page, 'Sign Out?', 'Yes, Sign Out');
  await expect(page.getByRole('button', { name: 'Your stats (not signed in)' })).toBeVisible();
  // Still showing the account: it heard nothing.
  await expect(sleeper.getByRole('button', { name: 'Your stats (signed in)' })).toBeVisible();

  await setVisibility(sleeper, 'visible');
  await expect(sleeper.getByRole('button', { name: 'Your stats (not signed in)' })).toBeVisible();
});

test('a session revoked from another browser mid-game: the guest the server sees, one toast, the words kept for the account', async ({
  browser,
  newPlayerPage,
  accountServer,
}) => {
  const page = await newPlayerPage();
  await openGame(page);
  await openSignInFromGame(page);
  const email = newAddress('revoked');
  await signInByCode(page, accountServer.mail, email);
  await playWord(page, 'HUG');

  // Until the game is ended, the phone must not learn of the session's end from its analytics batch.
  const gameIsEnded = await holdRequests(page, '**/api/events');
  await signOutElsewhere(browser, page, accountServer.url);

  // The phone does not know yet; ending the game meets the 401.
  const toasts: string[] = [];
  await page.exposeFunction('noteToast', (text: string) => void toasts.push(text));
  await page.evaluate(() => {
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="toast"]')?.textContent;
      if (text) (window as unknown as { noteToast: (t: string) => void }).noteToast(text);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'End Game' }).click();
  await clickInDialog(page, 'End Game?', 'Yes, End Game');
  await expect(toast(page)).toContainText('Your session ended. You are a guest now');
  gameIsEnded();
  await page.screenshot({ path: screenshotPath('real-phones-session-ended-390') });
  await expect(page.getByRole('button', { name: 'Game history' })).toBeVisible();
  expect(await whoAmI(page)).toMatchObject({ status: 200, isAnonymous: true });
  // One toast about it, and no loop of 401s.
  await sleep(1_000);
  expect(new Set(toasts.filter((text) => text.includes('Your session ended'))).size).toBe(1);

  // The account's game waited on this device: signing in again sends it.
  await openSignIn(page);
  await signInByCode(page, accountServer.mail, email);
  await page.goto('/game');
  await page.getByRole('button', { name: 'Show All' }).click();
  await expect(page.locator('.words-list__earlier')).toContainText('HUG', { ignoreCase: true });
});

test('a tab that comes back after its session ended elsewhere becomes a guest, and says so once', async ({
  browser,
  newPlayerPage,
  accountServer,
}) => {
  const page = await newPlayerPage();
  await openSignIn(page);
  await signInByCode(page, accountServer.mail, newAddress('came-back'));
  // The analytics batch of a hidden tab must not be how it learns, nor its toast's moment.
  const backInView = await holdRequests(page, '**/api/events');
  await setVisibility(page, 'hidden');
  await signOutElsewhere(browser, page, accountServer.url);
  await expect(page.getByRole('button', { name: 'Your stats (signed in)' })).toBeVisible();

  await setVisibility(page, 'visible');
  await expect(toast(page)).toContainText('Your session ended. You are a guest now');
  backInView();
  await expect(page.getByRole('button', { name: 'Your stats (not signed in)' })).toBeVisible();
  expect(await whoAmI(page)).toMatchObject({ status: 200, isAnonymous: true });
});
