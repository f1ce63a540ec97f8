import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free loopback port that keeps every message it receives, parsed by
 * mailparser, so tests read the sign-in e-mail as a player's mail program would. Point the server
 * at it with `SMTP_URL: catcher.url`. Imports nothing of vitest: the browser tests reuse it.
 *
 *   const catcher = await startSmtpCatcher();
 *   // … POST /api/create-verification-code {email}
 *   const mail = await catcher.nextMessage(email);
 *   const { code, token } = signInParts(mail);
 *   await catcher.close();
 */

export interface CaughtMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The whole message as received (headers and MIME parts). */
  raw: string;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>`: the server's SMTP_URL. */
  url: string;
  /** Every message received so far, in order. */
  readonly messages: readonly CaughtMail[];
  /**
   * The oldest message to `to` not taken yet by this call, waiting for it when none has arrived
   * (rejects after `timeoutMs`, default 10 s).
   */
  nextMessage(to: string, options?: { timeoutMs?: number }): Promise<CaughtMail>;
  /** While true, every message is refused (550), as by a failing mail server. */
  setRefusing(refusing: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters = new Set<() => void>();
  let refusing = false;

  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS (its built-in certificate is self-signed), no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusing) callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: addressText(parsed.from),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              raw,
            });
            for (const wake of [...waiters]) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  function take(to: string): CaughtMail | undefined {
    const address = to.trim().toLowerCase();
    const found = messages.find((mail) => !taken.has(mail) && mail.to.includes(address));
    if (found) taken.add(found);
    return found;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    nextMessage(to, options = {}) {
      const ready = take(to);
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = take(to);
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No e-mail to ${to} within ${options.timeoutMs ?? 10_000} ms`));
        }, options.timeoutMs ?? 10_000);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
      });
    },
    setRefusing(value) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The code, link and link token of a sign-in e-mail, read from its plain text as a player would. */
export function signInParts(mail: CaughtMail): { code: string; link: string; token: string } {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  const link = /(https?:\/\/\S+\/auth-complete\?token=[A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];
  if (!code || !link) throw new Error(`Not a sign-in e-mail: ${mail.subject}`);
  const token = new URL(link).searchParams.get('token')!;
  return { code, link, token };
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((address) => address.text).join(', ');
}
