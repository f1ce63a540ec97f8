import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, REPO_ROOT } from './config.js';

describe('parseConfig', () => {
  it('has defaults that run one instance on a laptop', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      databaseUrl: undefined,
      redisUrl: undefined,
      dataDir: `${REPO_ROOT}/.data`,
      clientDistDir: `${REPO_ROOT}/client/dist`,
      trustProxy: false,
      sessionTtlDays: 30,
      poolDaysAhead: 7,
    });
  });

  it.each([
    [{ PORT: '8080' }, { port: 8080, publicUrl: 'http://localhost:8080' }],
    [
      { PUBLIC_URL: 'https://dozen.example/some/path' },
      { publicUrl: 'https://dozen.example', secureCookies: true },
    ],
    [{ TRUST_PROXY: 'true' }, { trustProxy: true }],
    [{ TRUST_PROXY: '2' }, { trustProxy: 2 }],
    [{ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, { trustProxy: ['loopback', '10.0.0.0/8'] }],
    [
      { DATABASE_URL: 'postgres://u:p@db:5432/dozen', REDIS_URL: 'redis://cache:6379' },
      { databaseUrl: 'postgres://u:p@db:5432/dozen', redisUrl: 'redis://cache:6379' },
    ],
    [
      { DATABASE_URL: '', REDIS_URL: '' },
      { databaseUrl: undefined, redisUrl: undefined },
    ],
    [{ DATA_DIR: '/var/lib/dozen' }, { dataDir: '/var/lib/dozen' }],
    [{}, { siteLinks: {} }],
    [{ SUPPORT_EMAIL: 'help@example.org' }, { siteLinks: { supportEmail: 'help@example.org' } }],
    [
      { SISTER_GAME_URL: 'https://words.example/', SISTER_GAME_NAME: ' Sixes ' },
      { siteLinks: { sisterGame: { name: 'Sixes', url: 'https://words.example/' } } },
    ],
    [
      { RATE_WORDS_PER_SESSION_PER_MINUTE: '5' },
      { rateLimits: expect.objectContaining({ wordsPerSessionPerMinute: 5 }) },
    ],
    [{}, { mail: { smtpUrl: undefined, from: 'Dozen <no-reply@localhost>' }, authSecret: undefined }],
    [
      { SMTP_URL: 'smtps://user:pass@mail.example:465', MAIL_FROM: 'Dozen <hi@dozen.example>' },
      { mail: { smtpUrl: 'smtps://user:pass@mail.example:465', from: 'Dozen <hi@dozen.example>' } },
    ],
    [{ AUTH_SECRET: 'x'.repeat(32) }, { authSecret: 'x'.repeat(32) }],
    [{}, { rebalanceSockets: false }],
    [{ REBALANCE_SOCKETS: '1', REDIS_URL: 'redis://redis:6379' }, { rebalanceSockets: true }],
    [{}, { metrics: { port: undefined, host: '127.0.0.1', token: undefined } }],
    [
      { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 't'.repeat(40) },
      { metrics: { port: 9464, host: '0.0.0.0', token: 't'.repeat(40) } },
    ],
    [
      { RATE_EVENT_BATCHES_PER_SESSION_PER_MINUTE: '2', RATE_EVENT_BATCHES_PER_IP_PER_MINUTE: '9' },
      {
        rateLimits: expect.objectContaining({
          eventBatchesPerSessionPerMinute: 2,
          eventBatchesPerIpPerMinute: 9,
        }),
      },
    ],
    [
      {},
      {
        rateLimits: expect.objectContaining({
          signInEmailsPerAddressPerMinute: 1,
          signInEmailsPerAddressPerHour: 5,
          signInEmailsPerIpPerHour: 20,
          signInAttemptsPerIpPer10Minutes: 30,
          eventBatchesPerSessionPerMinute: 30,
          eventBatchesPerIpPerMinute: 300,
        }),
      },
    ],
  ])('%j → %j', (env, expected) => {
    expect(parseConfig(env)).toMatchObject(expected);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'ftp://dozen.example' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SESSION_TTL_DAYS: '0' }, 'SESSION_TTL_DAYS'],
    [{ SUPPORT_EMAIL: 'not an address' }, 'SUPPORT_EMAIL'],
    [{ SISTER_GAME_URL: 'javascript:alert(1)', SISTER_GAME_NAME: 'X' }, 'SISTER_GAME_URL'],
    [{ SISTER_GAME_URL: 'https://words.example/' }, 'SISTER_GAME_NAME'],
    [{ SISTER_GAME_NAME: 'Sixes' }, 'SISTER_GAME_URL'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Dozen <a@b.example>\r\nBcc: x@y.example' }, 'MAIL_FROM'],
    [{ AUTH_SECRET: 'too short' }, 'AUTH_SECRET'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ REBALANCE_SOCKETS: '1' }, 'REBALANCE_SOCKETS'],
    [{ REBALANCE_SOCKETS: 'maybe', REDIS_URL: 'redis://redis:6379' }, 'REBALANCE_SOCKETS'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: `${'x'.repeat(32)} y` }, 'METRICS_TOKEN'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(name);
  });
});
