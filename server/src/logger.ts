import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

/**
 * Structured JSON logs. Secrets never reach them: cookies, authorisation headers, connection
 * strings, sign-in codes and link tokens are redacted wherever they appear in a logged object.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'dozen' },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          'headers.cookie',
          'headers.authorization',
          'cookie',
          'token',
          // Sign-in secrets, wherever a request body or a sign-in object is logged. The dev
          // outbox's one line (mail/outbox.ts) uses its own keys: it exists to show the code.
          'req.body.code',
          'req.body.token',
          'body.code',
          'body.token',
          'code',
          'linkToken',
          'authSecret',
          'smtpUrl',
          '*.smtpUrl',
          '*.authSecret',
          'databaseUrl',
          'redisUrl',
          '*.databaseUrl',
          '*.redisUrl',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/** A connection string with its password masked, for log lines. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '[unparseable url]';
  }
}
