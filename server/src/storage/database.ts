import path from 'node:path';
import postgres from 'postgres';
import type { Config } from '../config.js';
import { maskUrl, type Logger } from '../logger.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

/** The postgres.js client every storage function takes. */
export type Sql = postgres.Sql;
export type TransactionSql = postgres.TransactionSql;
/** Storage functions run on the pool or inside a transaction alike. */
export type Queryable = Sql | TransactionSql;

export interface Database {
  sql: Sql;
  /** The connection string in use (has a password: never log it unmasked). */
  url: string;
  /** Close the pool, then stop the embedded cluster when there is one. */
  close(): Promise<void>;
}

/** postgres.js' own codes for a connection that failed, closed or timed out, and the socket's. */
const CONNECTION_FAILURES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * Whether an error says PostgreSQL could not be reached or went away (restarting, shutting down,
 * out of connections), rather than that a statement was wrong: a request failing this way is
 * answered 503 and may be retried, never reported as a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  // SQLSTATE class 08 (connection exception); 57P01–57P03 (shutdown, crash, starting up); 53300.
  return (
    CONNECTION_FAILURES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300'
  );
}

/**
 * A write for a player who no longer exists: the foreign key from one of the player's tables to
 * `users` (all named `<table>_<column>_fkey` by PostgreSQL). It happens when an identity merge
 * deletes an anonymous player while a request read under that player's session is still running.
 */
export function isPlayerGone(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, constraint_name: constraint } = error as { code?: unknown; constraint_name?: unknown };
  return (
    code === '23503' && typeof constraint === 'string' && /_(player|user|holder)_id_fkey$/.test(constraint)
  );
}

/** The embedded cluster's application database. */
const EMBEDDED_DATABASE = 'dozen';

/**
 * A postgres.js pool with the conventions every storage module relies on: `date` columns come
 * back as `YYYY-MM-DD` strings (puzzle dates are calendar dates, not instants), and notices are
 * not printed.
 */
export function createSql(url: string, options: { max?: number } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => undefined,
    types: {
      puzzleDate: {
        to: 1082,
        from: [1082],
        serialize: (value: string) => value,
        parse: (value: string) => value,
      },
    },
  }) as unknown as Sql;
}

/**
 * Connects to `DATABASE_URL`, or starts the embedded PostgreSQL under `DATA_DIR/postgres`
 * (shared by the server and the operator CLI, so both see the same data).
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedPostgresPort'>,
  logger: Logger,
): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url: string;
  if (config.databaseUrl) {
    url = config.databaseUrl;
  } else {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'postgres'),
      port: config.embeddedPostgresPort,
      logger,
    });
    try {
      url = await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
    } catch (error) {
      await embedded.stop();
      throw error;
    }
  }
  logger.info({ database: maskUrl(url) }, embedded ? 'using embedded PostgreSQL' : 'using DATABASE_URL');
  const sql = createSql(url);
  let closed = false;
  return {
    sql,
    url,
    async close() {
      if (closed) return;
      closed = true;
      await sql.end({ timeout: 5 });
      await embedded?.stop();
    },
  };
}

/** Creates `name` on the cluster when missing; returns its URL. */
async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = createSql(adminUrl, { max: 1 });
  try {
    const [row] = await admin<
      { exists: boolean }[]
    >`select exists(select 1 from pg_database where datname = ${name}) as exists`;
    if (!row?.exists) {
      await admin.unsafe(`create database "${name}"`).catch((error: { code?: string }) => {
        // Another process created it between our check and our create.
        if (error.code !== '42P04') throw error;
      });
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
