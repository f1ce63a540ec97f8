import type { Dictionary } from '@dozen/engine';
import type { SessionService } from './auth/sessions.js';
import type { Config } from './config.js';
import type { LiveStats } from './live/types.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/types.js';
import type { Metrics } from './metrics/index.js';
import type { Presence } from './presence/index.js';
import type { PoolService } from './services/pools.js';
import type { Sql } from './storage/database.js';

/** Everything the HTTP app needs, built by index.ts (or a test) and injected. */
export interface AppDeps {
  config: Config;
  sql: Sql;
  dictionary: Dictionary;
  pools: PoolService;
  liveStats: LiveStats;
  logger: Logger;
  /** The clock: tests move it across New York midnight. */
  now: () => Date;
  /**
   * Where rate-limit buckets live, how revoked sessions reach every instance, and the readiness of
   * that store (in process, or Redis).
   */
  presence: Pick<Presence, 'rateLimiter' | 'ready' | 'revocations' | 'leagueEvents'>;
  /**
   * Sessions (auth/sessions.ts), made with the presence's revocations: built beside the app
   * because the sockets read them too (a league's room checks who is joining).
   */
  sessions: SessionService;
  /** engine/data/blocked.txt: words no display name or league name may hold. */
  blockedWords: ReadonlySet<string>;
  /** Where sign-in e-mails go (SMTP, or the dev outbox). */
  mailer: Mailer;
  /** This instance's Prometheus registry and metrics (requests are timed into it). */
  metrics: Metrics;
  /** The key of the sign-in codes' HMAC (AUTH_SECRET, or generated under DATA_DIR). */
  authSecret: Uint8Array;
}
