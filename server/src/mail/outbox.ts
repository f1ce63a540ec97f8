import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';
import type { Mailer } from './types.js';

/**
 * The dev outbox: each message is built by nodemailer exactly as it would be sent, and written to
 * `DATA_DIR/outbox/<time>-<to>.eml` (open it with any mail program), with one log line carrying
 * its `outboxNote` (the sign-in code and link), so that `npm start` alone lets anyone sign in.
 * This line is the only place a code ever appears in the logs.
 */
export function createOutbox(options: { dataDir: string; from: string; logger: Logger }): Mailer {
  const folder = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${fileStamp(new Date())}-${safeFileName(mail.to)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info({ outbox: file, to: mail.to, ...mail.outboxNote }, 'dev outbox: mail written');
    },
    close: () => transport.close(),
  };
}

/** `2026-11-21T17-00-00-000Z`: sorts by time and is a valid file name everywhere. */
function fileStamp(at: Date): string {
  return at.toISOString().replace(/[:.]/g, '-');
}

/** The address with anything but letters, digits, `@`, `.`, `_`, `+` and `-` replaced. */
function safeFileName(address: string): string {
  return address.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100);
}
