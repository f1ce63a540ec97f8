/**
 * The accounts spec's own server: the game server of game-fixtures.ts (today's letters known)
 * sending its sign-in mail to a real SMTP server on loopback (server/test/smtp-catcher.ts), so a
 * test reads the code and the link from the message as a player would. One per worker.
 */
import type { Page } from '@playwright/test';
import { signInParts, startSmtpCatcher, type SmtpCatcher } from '../../server/test/smtp-catcher.js';
import { test as base, expect, withGameServer } from './game-fixtures.js';

export const test = base.extend<object, { accountServer: { url: string; mail: SmtpCatcher } }>({
  accountServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const mail = await startSmtpCatcher();
      const env = {
        SMTP_URL: mail.url,
        MAIL_FROM: 'Dozen <no-reply@example.org>',
        // Many players sign in from one loopback address in these tests, and a second browser
        // asks for the same address's e-mail within the minute the first one did.
        RATE_SIGN_IN_EMAILS_PER_ADDRESS_PER_MINUTE: '100',
        RATE_SIGN_IN_EMAILS_PER_ADDRESS_PER_HOUR: '100',
        RATE_SIGN_IN_EMAILS_PER_IP_PER_HOUR: '1000',
        RATE_SIGN_IN_ATTEMPTS_PER_IP_PER_10_MINUTES: '1000',
      };
      try {
        await withGameServer(env, ({ url }) => provide({ url, mail }));
      } finally {
        await mail.close();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ accountServer }, provide) => provide(accountServer.url),
});

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
