/**
 * The accounts specs' helpers. Their server is the worker's game server of game-fixtures.ts
 * (today's letters known), which sends its sign-in mail to a real SMTP server on loopback
 * (server/test/smtp-catcher.ts), so a test reads the code and the link from the message as a
 * player would.
 */
import type { Page } from '@playwright/test';
import { signInParts, type SmtpCatcher } from '../../server/test/smtp-catcher.js';
import { test as gameTest, expect } from './game-fixtures.js';

/** The worker's game server (game-fixtures.ts), which mails to the catcher: `accountServer`. */
export const test = gameTest;

export { expect, signInParts };

/** A new address for each use: sign-in limits and accounts are per address. */
export function newAddress(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** In the open Sign Up / Sign In dialog: asks for the e-mail and answers the code step. */
export async function askForCode(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  const codeStep = page.getByRole('dialog', { name: 'Enter Your Code' });
  await expect(codeStep).toContainText(`We sent a 6-digit code to ${email}`);
  return codeStep;
}

/** The code and link of the next sign-in e-mail to `email`, read from the message. */
export async function mailFor(mail: SmtpCatcher, email: string) {
  return signInParts(await mail.nextMessage(email));
}

/** In the open dialog: the whole sign-in by code, until the dialog has closed and said so. */
export async function signInByCode(page: Page, mail: SmtpCatcher, email: string): Promise<void> {
  const codeStep = await askForCode(page, email);
  const { code } = await mailFor(mail, email);
  await codeStep.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await codeStep.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('toast')).toContainText('Sign-in Complete');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
