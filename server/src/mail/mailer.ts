import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { createOutbox } from './outbox.js';
import type { Mailer } from './types.js';

/**
 * Limits on every SMTP step, so a mail server that hangs fails the request within seconds (the
 * player gets 503 and can try again) instead of holding it open.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The one place that chooses where mail goes: nodemailer over SMTP_URL, or, without it (the
 * embedded default of `npm start`), the dev outbox. Both build the message with nodemailer.
 */
export function createMailer(config: { mail: MailConfig; dataDir: string }, logger: Logger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (!smtpUrl) {
    logger.info('mail goes to the dev outbox under DATA_DIR/outbox (set SMTP_URL to send it)');
    return createOutbox({ dataDir: config.dataDir, from, logger });
  }
  const transport: Transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transport.close(),
  };
}
