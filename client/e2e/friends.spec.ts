import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.js';
import { expect, newAddress, signInByCode, test } from './accounts-fixtures.js';
import { clickInDialog, screenshotPath, VIEWPORTS } from './fixtures.js';
import { openGame, playWord } from './game-fixtures.js';
import type { SmtpCatcher } from '../../server/test/smtp-catcher.js';

/**
 * Friends in the browser: three players in three browser contexts at 390×844, signed in through
 * the real SMTP catcher. A makes a league; B joins through its link signed in, C as a guest who
 * signs in on the link's page. B's word moves A's board with no reload, and neither A's page nor
 * the frames A's socket receives hold B's words until A has ended a game; then they do. The owner
 * removes C (C's board goes, and C's socket hears nothing more) and makes a new link (the old one
 * is the same not-found page in a fresh context). Offline, the board is its last copy with its
 * age. Axe on the board, the join page and the name dialog; no sideways scroll at 320 px; from
 * home to a member's row by keyboard alone.
 */

// Three sign-ins by mail, three browsers, games and axe passes: more than a minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** A page's socket frames, as its network tab would show them. */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
  return frames;
}

const rowOf = (page: Page, name: string): Locator =>
  page.locator('.board').first().locator('.board__item', { hasText: name });

/** Signs a guest in from the Friends page, as the gate asks. */
async function signInOnFriends(page: Page, mail: SmtpCatcher, label: string): Promise<void> {
  await page.goto('/friends');
  await page.getByRole('button', { name: 'Sign In to Play with Friends' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to play with friends' })).toBeVisible();
  await signInByCode(page, mail, newAddress(label));
  await expect(page.getByRole('heading', { name: 'Your Leagues' })).toBeVisible();
}

/** The display name dialog, asked once: filled and saved. */
async function chooseName(page: Page, name: string, axe = false): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Choose a Display Name' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'Display name' });
  await expect(field).toBeFocused();
  if (axe) {
    await field.fill('me@example.org');
    await dialog.getByRole('button', { name: 'Save Name' }).click();
    await expect(dialog).toContainText('can’t look like an e-mail address');
    await expectNoSeriousViolations(page, 'the display name dialog');
    await page.screenshot({ path: screenshotPath('friends-name-dialog-390') });
  }
  await field.fill(name);
  await dialog.getByRole('button', { name: 'Save Name' }).click();
  await expect(dialog).toHaveCount(0);
}

async function noSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

test('a league: made, joined, live, no spoilers, managed', async ({ newPlayerPage, accountServer }) => {
  const mail = accountServer.mail;
  const [pageA, pageB, pageC] = [await newPlayerPage(), await newPlayerPage(), await newPlayerPage()];
  for (const page of [pageA, pageB, pageC]) await page.setViewportSize(VIEWPORTS.phone);
  const framesA = recordFrames(pageA);
  const framesC = recordFrames(pageC);

  // A signs in, chooses a name (asked once, on the first league) and makes a league.
  await signInOnFriends(pageA, mail, 'friends-a');
  await pageA.getByRole('button', { name: 'Create a League' }).click();
  await chooseName(pageA, 'Ann', true);
  const create = pageA.getByRole('dialog', { name: 'Create a League' });
  await create.getByRole('textbox', { name: 'League name' }).fill('Office');
  await create.getByRole('button', { name: 'Create League' }).click();
  await expect(pageA.getByRole('heading', { level: 1, name: 'Office' })).toBeVisible();
  const inviteUrl = await pageA.getByRole('textbox', { name: 'Invite link' }).inputValue();
  expect(inviteUrl).toMatch(/\/join\/[a-z2-7]{32}$/);
  const leaguePath = new URL(pageA.url()).pathname;

  // B, signed in already, joins through the link: the page shows the league, one tap joins.
  await signInOnFriends(pageB, mail, 'friends-b');
  await pageB.goto(inviteUrl);
  await expect(pageB.getByRole('heading', { level: 1, name: 'Office' })).toBeVisible();
  await expect(pageB.getByText('1 member', { exact: true })).toBeVisible();
  await pageB.getByRole('button', { name: 'Join League' }).click();
  await chooseName(pageB, 'Bo');
  await expect(pageB.getByRole('heading', { level: 1, name: 'Office' })).toBeVisible();
  await expect(pageB).toHaveURL(new RegExp(`${leaguePath}$`));

  // C opens the link as a guest: the page says what it opens, and the sign-in gate asks first.
  await pageC.goto(inviteUrl);
  await expect(pageC.getByRole('heading', { level: 1, name: 'Office' })).toBeVisible();
  await expect(pageC.getByText('2 members', { exact: true })).toBeVisible();
  const gate = pageC.getByRole('dialog', { name: 'Sign in to play with friends' });
  await expect(gate).toContainText('Friends is only available for users with Dozen accounts');
  await signInByCode(pageC, mail, newAddress('friends-c'));
  // Back on the link's page, signed in: one tap joins.
  await expect(pageC).toHaveURL(inviteUrl);
  const join = pageC.getByRole('button', { name: 'Join League' });
  await expect(join).toBeVisible();
  await expectNoSeriousViolations(pageC, 'the invite link’s page');
  await pageC.screenshot({ path: screenshotPath('friends-join-390') });
  await join.click();
  await chooseName(pageC, 'Cy');
  await expect(pageC.getByRole('heading', { level: 1, name: 'Office' })).toBeVisible();

  // B plays a word: A's board moves with no reload, and holds none of B's words.
  await expect(rowOf(pageA, 'Cy')).toBeVisible();
  await openGame(pageB);
  await playWord(pageB, 'BANJO');
  const bo = rowOf(pageA, 'Bo');
  await expect(bo).toContainText('Playing now');
  await expect(bo).toContainText('1 word');
  await bo.locator('summary').click();
  await expect(bo).toContainText('Words appear once you end a game of the day.');
  await expect(pageA.locator('body')).not.toContainText('BANJO');
  expect(framesA.some((frame) => frame.includes('league:row') && frame.includes('"Bo"'))).toBe(true);
  for (const frame of framesA) expect(frame.toLowerCase()).not.toContain('banjo');

  await expectNoSeriousViolations(pageA, 'a league’s board');
  await pageA.screenshot({ path: screenshotPath('friends-board-390'), fullPage: true });

  // A ends a game: Game Complete says where it lands, and then B's words are A's to see.
  await openGame(pageA);
  await playWord(pageA, 'HUG');
  await pageA.getByRole('button', { name: 'End Game' }).click();
  await clickInDialog(pageA, 'End Game?', 'Yes, End Game');
  const complete = pageA.getByRole('dialog', { name: 'Game Complete' });
  await expect(complete.getByRole('heading', { name: 'Your Leagues Today' })).toBeVisible();
  await expect(complete).toContainText(/Office: \d(st|nd|rd) of 3/);
  await complete.getByRole('button', { name: 'Return Home' }).click();
  await pageA.goto(leaguePath);
  const boNow = rowOf(pageA, 'Bo');
  await boNow.locator('summary').click();
  await expect(boNow).toContainText('BANJO');

  // The owner removes C: C's board goes, and C's socket hears nothing more.
  await pageC.goto(leaguePath);
  await expect(rowOf(pageC, 'Bo')).toContainText('1 word');
  await pageA.getByRole('button', { name: 'Remove Cy' }).click();
  await clickInDialog(pageA, 'Remove Cy?', 'Remove');
  await expect(pageC.getByText('You are not a member of this league (any more)')).toBeVisible();
  await expect(pageA.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
  const heardByC = framesC.length;
  await openGame(pageB);
  await playWord(pageB, 'IT');
  await expect(rowOf(pageA, 'Bo')).toContainText('2 words');
  expect(framesC.slice(heardByC).filter((frame) => frame.includes('league:'))).toEqual([]);

  // The owner makes a new link: the old one is the same not-found page as a made-up one.
  await pageA.getByRole('button', { name: 'New Invite Link' }).click();
  await clickInDialog(pageA, 'Make a New Invite Link?', 'Make New Link');
  await expect(pageA.getByRole('textbox', { name: 'Invite link' })).not.toHaveValue(inviteUrl);
  const fresh = await newPlayerPage();
  await fresh.setViewportSize(VIEWPORTS.phone);
  const notFound = async (url: string) => {
    await fresh.goto(url);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Invite Link Not Found' })).toBeVisible();
    return fresh.locator('main, #root').first().innerText();
  };
  expect(await notFound(inviteUrl)).toBe(await notFound(inviteUrl.replace(/[a-z2-7]{32}$/, 'a'.repeat(32))));

  // Offline, the board is the last copy read on this device, with its age.
  await pageA.goto('/friends');
  const officeLink = pageA.getByRole('link', { name: /Office/ });
  await expect(officeLink).toContainText('of 2 today');
  await pageA.context().setOffline(true);
  await officeLink.click();
  await expect(pageA.getByText("You're offline: this is the board as it was")).toBeVisible();
  await expect(rowOf(pageA, 'Bo')).toContainText('2 words');
  await pageA.context().setOffline(false);

  // At 320 px wide nothing scrolls sideways.
  await pageA.setViewportSize({ width: 320, height: 640 });
  await noSidewaysScroll(pageA, 'the board');
  await pageA.goto('/friends');
  await noSidewaysScroll(pageA, 'the leagues');
  await pageA.goto(inviteUrl);
  await noSidewaysScroll(pageA, 'the invite link’s page');

  // Keyboard only: from the home screen to a member's row, opened.
  await pageA.setViewportSize(VIEWPORTS.phone);
  await pageA.goto('/');
  const homeLink = pageA.getByRole('link', { name: /Office/ });
  await expect(homeLink).toContainText(/(1st|2nd|3rd) of 2/);
  await pageA.screenshot({ path: screenshotPath('friends-home-390'), fullPage: true });
  await tabTo(pageA, homeLink);
  await pageA.keyboard.press('Enter');
  await expect(pageA.getByRole('heading', { level: 1, name: 'Office' })).toBeVisible();
  const boSummary = rowOf(pageA, 'Bo').locator('summary');
  await tabTo(pageA, boSummary);
  await pageA.keyboard.press('Enter');
  await expect(rowOf(pageA, 'Bo')).toContainText('BANJO');
});

/** Presses Tab until `target` has the focus (failing after a bounded number of presses). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}
