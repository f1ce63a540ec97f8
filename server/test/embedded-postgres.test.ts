import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import { createSql } from '../src/storage/database.js';
import { freePort, startEmbeddedPostgres } from '../src/storage/embedded-postgres.js';

/**
 * The embedded PostgreSQL's port: one picked for it is free when picked and bound only as
 * PostgreSQL starts, so another process may take it in between (several servers starting at
 * once). Such a port is held here by a listener of the test's own, as that other process would.
 */
describe('the embedded PostgreSQL on a port taken meanwhile', () => {
  const logger = createLogger({ logLevel: 'silent' });
  let dir: string;
  let taken: net.Server;
  let takenPort: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dozen-embedded-port-'));
    taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    takenPort = (taken.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => taken.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('starts on another port when the one picked for it was taken before it started', async () => {
    const picks: number[] = [];
    const pickPort = async () => {
      const port = picks.length === 0 ? takenPort : await freePort();
      picks.push(port);
      return port;
    };
    const cluster = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), pickPort, logger });
    try {
      expect(picks).toHaveLength(2);
      expect(picks[0]).toBe(takenPort);
      expect(cluster.port).toBe(picks[1]);
      const sql = createSql(cluster.url, { max: 1 });
      try {
        expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
      } finally {
        await sql.end();
      }
    } finally {
      await cluster.stop();
    }
  });

  it('fails with a port it was given that is taken: it never moves to another', async () => {
    await expect(
      startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: takenPort, logger }),
    ).rejects.toThrow(/did not start/);
  });
});
