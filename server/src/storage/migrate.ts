import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger.js';
import type { Sql } from './database.js';

/**
 * SQL migrations: `migrations/NNN_name.sql`, applied in order, each once, recorded in
 * `schema_migrations`. Everything pending is applied in one transaction holding a
 * transaction-scoped advisory lock, so two instances booting together apply each file once (the
 * second waits, then finds nothing left to do) and a failed file leaves no half-applied schema.
 */

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;
/** Arbitrary constant naming our advisory lock ("dozen" in ASCII). */
const MIGRATION_LOCK_KEY = 0x646f7a656e;

/**
 * The migrations folder: beside this module when running from sources; from a build (tsc does not
 * copy .sql files) the sources' folder.
 */
export function migrationsDir(): string {
  const candidates = [
    new URL('./migrations/', import.meta.url),
    new URL('../../src/storage/migrations/', import.meta.url),
  ];
  for (const candidate of candidates) {
    const dir = fileURLToPath(candidate);
    if (existsSync(dir)) return dir;
  }
  throw new Error('Cannot find server/src/storage/migrations');
}

export interface Migration {
  name: string;
  sql: string;
}

export async function readMigrations(dir = migrationsDir()): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const seen = new Set<string>();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
    if (seen.has(match[1]!)) throw new Error(`Two migrations share the number ${match[1]}`);
    seen.add(match[1]!);
    migrations.push({ name: file.replace(/\.sql$/, ''), sql: await readFile(`${dir}/${file}`, 'utf8') });
  }
  return migrations;
}

/** Applies pending migrations; returns the names applied by this call. */
export async function migrate(sql: Sql, logger?: Logger, dir?: string): Promise<string[]> {
  const migrations = await readMigrations(dir);
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    await tx`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`;
    const applied = new Set(
      (await tx<{ name: string }[]>`select name from schema_migrations`).map((row) => row.name),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await tx.unsafe(migration.sql).simple();
      await tx`insert into schema_migrations (name) values (${migration.name})`;
      done.push(migration.name);
      logger?.info({ migration: migration.name }, 'migration applied');
    }
    return done;
  });
}
