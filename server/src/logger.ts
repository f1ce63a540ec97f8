import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

/**
 * Structured JSON logs. Secrets never reach them: cookies, authorisation headers and connection
 * strings are redacted wherever they appear in a logged object.
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
