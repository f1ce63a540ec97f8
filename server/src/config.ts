import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/**
 * The server's configuration, parsed from the environment once at boot (ARCHITECTURE.md,
 * convention 6). Nothing else reads `process.env`: tests and scripts build a `Config` with
 * `parseConfig({...})` and pass it down.
 */

/** The repository root: two levels up from server/src or server/dist. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const positiveInt = z.coerce.number().int().positive();

/**
 * Express's `trust proxy`: `false` (default: the socket's address is the client), `true` (trust
 * every hop: only behind a proxy you control), a hop count, or a comma-separated list of
 * addresses/subnets (e.g. `loopback, 10.0.0.0/8`).
 */
const trustProxy = z
  .string()
  .trim()
  .min(1)
  .transform((value): boolean | number | string[] => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const ZEnv = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(path.join(REPO_ROOT, '.data'))),
  CLIENT_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default(path.join(REPO_ROOT, 'client', 'dist'))),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxy.default(false)),
  /** Instances behind a least-connections balancer even out their sockets (needs REDIS_URL). */
  REBALANCE_SOCKETS: z.preprocess(emptyAsUndefined, z.stringbool().default(false)),
  SESSION_TTL_DAYS: z.preprocess(emptyAsUndefined, positiveInt.max(400).default(30)),
  /** validate-word calls per session per minute. */
  RATE_WORDS_PER_SESSION_PER_MINUTE: z.preprocess(emptyAsUndefined, positiveInt.default(120)),
  /** validate-word calls per IP address per minute (several players can share an address). */
  RATE_WORDS_PER_IP_PER_MINUTE: z.preprocess(emptyAsUndefined, positiveInt.default(600)),
  /** New sessions (anonymous identities) per IP address per hour. */
  RATE_SESSIONS_PER_IP_PER_HOUR: z.preprocess(emptyAsUndefined, positiveInt.default(60)),
  /** Other state-changing calls (submit, hints, reveals…) per session per minute. */
  RATE_WRITES_PER_SESSION_PER_MINUTE: z.preprocess(emptyAsUndefined, positiveInt.default(120)),
  /** Share images drawn (not served from the cache) per IP address per minute: a render costs ~0.1 s of CPU. */
  RATE_SHARE_IMAGE_RENDERS_PER_IP_PER_MINUTE: z.preprocess(emptyAsUndefined, positiveInt.default(30)),
  /** Days of pools kept ready ahead of today (today + this many). */
  POOL_DAYS_AHEAD: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(366).default(7)),
  /** Embedded PostgreSQL only: the port (0 = any free port at each start). */
  EMBEDDED_POSTGRES_PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(65_535).default(0),
  ),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyAsUndefined, positiveInt.default(10_000)),
  /** Prometheus metrics on a port of their own (on METRICS_HOST); unset: no metrics port. */
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65_535).optional()),
  /** The metrics port's interface: loopback unless the operator opens it. */
  METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  /** A bearer token (≥ 32 characters) for /metrics: on the public port only with it; required on METRICS_PORT too when set. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(32)
      .regex(/^[\x21-\x7e]+$/, 'Expected printable characters without spaces')
      .optional(),
  ),
  /** The footer's Support link and the privacy policy's contact; no link without it. */
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  /** The footer's link to a sister word game: both or neither (checked in parseConfig). */
  SISTER_GAME_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SISTER_GAME_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(60).optional()),
  /** Where sign-in e-mails go (smtp:// or smtps://, credentials in the URL); empty: the dev outbox. */
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  /** The From of sign-in e-mails, e.g. `Dozen <no-reply@dozen.example>`. */
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .max(254)
      .regex(/^[^\r\n]+$/)
      .default('Dozen <no-reply@localhost>'),
  ),
  /**
   * The key of the sign-in codes' HMAC (at least 32 characters). Empty: one is generated once
   * under DATA_DIR, which only a single instance can use.
   */
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  /** Sign-in e-mails per address: at most one per minute and this many per hour. */
  RATE_SIGN_IN_EMAILS_PER_ADDRESS_PER_MINUTE: z.preprocess(emptyAsUndefined, positiveInt.default(1)),
  RATE_SIGN_IN_EMAILS_PER_ADDRESS_PER_HOUR: z.preprocess(emptyAsUndefined, positiveInt.default(5)),
  /** Sign-in e-mails asked from one IP address per hour. */
  RATE_SIGN_IN_EMAILS_PER_IP_PER_HOUR: z.preprocess(emptyAsUndefined, positiveInt.default(20)),
  /** Code and link sign-in attempts from one IP address per 10 minutes (against spraying codes). */
  RATE_SIGN_IN_ATTEMPTS_PER_IP_PER_10_MINUTES: z.preprocess(emptyAsUndefined, positiveInt.default(30)),
  /**
   * Analytics batches (POST /api/events) per session per minute: a client sends one every 10 s
   * at most while events happen, plus one as the page hides.
   */
  RATE_EVENT_BATCHES_PER_SESSION_PER_MINUTE: z.preprocess(emptyAsUndefined, positiveInt.default(30)),
  /** Analytics batches per IP address per minute (several players can share an address). */
  RATE_EVENT_BATCHES_PER_IP_PER_MINUTE: z.preprocess(emptyAsUndefined, positiveInt.default(300)),
  /**
   * Invite links opened or joined (GET /api/friends/invites/…, POST /api/friends/join/…) per account and per IP
   * address per hour: a token is 160 bits, and these keep anyone from trying them in bulk.
   */
  RATE_LEAGUE_JOINS_PER_ACCOUNT_PER_HOUR: z.preprocess(emptyAsUndefined, positiveInt.default(30)),
  RATE_LEAGUE_JOINS_PER_IP_PER_HOUR: z.preprocess(emptyAsUndefined, positiveInt.default(120)),
});

export type Env = Record<string, string | undefined>;

export interface RateLimits {
  wordsPerSessionPerMinute: number;
  wordsPerIpPerMinute: number;
  sessionsPerIpPerHour: number;
  writesPerSessionPerMinute: number;
  shareImageRendersPerIpPerMinute: number;
  signInEmailsPerAddressPerMinute: number;
  signInEmailsPerAddressPerHour: number;
  signInEmailsPerIpPerHour: number;
  signInAttemptsPerIpPer10Minutes: number;
  eventBatchesPerSessionPerMinute: number;
  eventBatchesPerIpPerMinute: number;
  leagueJoinsPerAccountPerHour: number;
  leagueJoinsPerIpPerHour: number;
}

export interface MetricsConfig {
  /** METRICS_PORT; undefined: no separate metrics port. */
  port: number | undefined;
  host: string;
  /** METRICS_TOKEN; undefined: /metrics is not served on the public port. */
  token: string | undefined;
}

export interface MailConfig {
  /** The SMTP server's URL; undefined: messages go to the dev outbox under `dataDir`. */
  smtpUrl: string | undefined;
  from: string;
}

export interface Config {
  port: number;
  host: string;
  /** The site's origin as players reach it, e.g. https://dozen.example (no trailing slash). */
  publicUrl: string;
  /** `publicUrl` is https: cookies get `Secure`. */
  secureCookies: boolean;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  clientDistDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  nodeEnv: 'development' | 'production' | 'test';
  trustProxy: boolean | number | string[];
  /** REBALANCE_SOCKETS: even out the instances' sockets (live/rebalance.ts). */
  rebalanceSockets: boolean;
  sessionTtlDays: number;
  rateLimits: RateLimits;
  poolDaysAhead: number;
  embeddedPostgresPort: number;
  shutdownTimeoutMs: number;
  metrics: MetricsConfig;
  siteLinks: SiteLinks;
  mail: MailConfig;
  /** AUTH_SECRET; undefined: generated once under `dataDir` (auth/secret.ts). */
  authSecret: string | undefined;
}

/** Links the operator runs, shown in the client only when configured (never a placeholder). */
export interface SiteLinks {
  supportEmail?: string;
  sisterGame?: { name: string; url: string };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parse an environment (default: nothing set) into a Config, or throw a ConfigError naming every bad variable. */
export function parseConfig(env: Env = {}): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.SISTER_GAME_URL === undefined) !== (e.SISTER_GAME_NAME === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  SISTER_GAME_URL, SISTER_GAME_NAME: set both (the link and its text) or neither',
    );
  }
  if (e.REBALANCE_SOCKETS && e.REDIS_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  REBALANCE_SOCKETS: needs REDIS_URL (the instances share their socket counts there)',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT: must differ from PORT (metrics are never on the public port without METRICS_TOKEN)',
    );
  }
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    clientDistDir: path.resolve(REPO_ROOT, e.CLIENT_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    trustProxy: e.TRUST_PROXY,
    rebalanceSockets: e.REBALANCE_SOCKETS,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    rateLimits: {
      wordsPerSessionPerMinute: e.RATE_WORDS_PER_SESSION_PER_MINUTE,
      wordsPerIpPerMinute: e.RATE_WORDS_PER_IP_PER_MINUTE,
      sessionsPerIpPerHour: e.RATE_SESSIONS_PER_IP_PER_HOUR,
      writesPerSessionPerMinute: e.RATE_WRITES_PER_SESSION_PER_MINUTE,
      shareImageRendersPerIpPerMinute: e.RATE_SHARE_IMAGE_RENDERS_PER_IP_PER_MINUTE,
      signInEmailsPerAddressPerMinute: e.RATE_SIGN_IN_EMAILS_PER_ADDRESS_PER_MINUTE,
      signInEmailsPerAddressPerHour: e.RATE_SIGN_IN_EMAILS_PER_ADDRESS_PER_HOUR,
      signInEmailsPerIpPerHour: e.RATE_SIGN_IN_EMAILS_PER_IP_PER_HOUR,
      signInAttemptsPerIpPer10Minutes: e.RATE_SIGN_IN_ATTEMPTS_PER_IP_PER_10_MINUTES,
      eventBatchesPerSessionPerMinute: e.RATE_EVENT_BATCHES_PER_SESSION_PER_MINUTE,
      eventBatchesPerIpPerMinute: e.RATE_EVENT_BATCHES_PER_IP_PER_MINUTE,
      leagueJoinsPerAccountPerHour: e.RATE_LEAGUE_JOINS_PER_ACCOUNT_PER_HOUR,
      leagueJoinsPerIpPerHour: e.RATE_LEAGUE_JOINS_PER_IP_PER_HOUR,
    },
    poolDaysAhead: e.POOL_DAYS_AHEAD,
    embeddedPostgresPort: e.EMBEDDED_POSTGRES_PORT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    siteLinks: {
      ...(e.SUPPORT_EMAIL ? { supportEmail: e.SUPPORT_EMAIL } : {}),
      ...(e.SISTER_GAME_URL && e.SISTER_GAME_NAME
        ? { sisterGame: { name: e.SISTER_GAME_NAME, url: e.SISTER_GAME_URL } }
        : {}),
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    authSecret: e.AUTH_SECRET,
  };
}

/** The one place that reads `process.env`. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}
