import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, resolveAuthSecret } from './auth-secret.js';

describe('the sign-in key (AUTH_SECRET or generated under DATA_DIR)', () => {
  let dataDir: string;
  const logger = pino({ level: 'silent' });
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'dozen-auth-secret-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('uses AUTH_SECRET when set, and writes nothing', async () => {
    const secret = 's'.repeat(40);
    expect((await resolveAuthSecret({ authSecret: secret, dataDir }, logger)).toString()).toBe(secret);
    await expect(stat(path.join(dataDir, AUTH_SECRET_FILE))).rejects.toThrow();
  });

  it('generates one once (a file only this user reads) and reuses it after a restart', async () => {
    const first = await resolveAuthSecret({ authSecret: undefined, dataDir }, logger);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.toString());
    const second = await resolveAuthSecret({ authSecret: undefined, dataDir }, logger);
    expect(second.equals(first)).toBe(true);
  });

  it('instances starting together agree on one secret, none reading a half-written file', async () => {
    // Rounds of four at once: when the file was created before its secret was written, a loser
    // could read it empty (seen once in a full run; these rounds failed 2 runs of 3 with that code).
    for (let round = 0; round < 50; round += 1) {
      const dir = path.join(dataDir, String(round));
      const secrets = await Promise.all(
        Array.from({ length: 4 }, () => resolveAuthSecret({ authSecret: undefined, dataDir: dir }, logger)),
      );
      for (const secret of secrets) expect(secret.equals(secrets[0]!)).toBe(true);
      expect(await readdir(dir)).toEqual([AUTH_SECRET_FILE]);
    }
  });

  it('refuses a file that holds no valid secret', async () => {
    await writeFile(path.join(dataDir, AUTH_SECRET_FILE), 'short\n');
    await expect(resolveAuthSecret({ authSecret: undefined, dataDir }, logger)).rejects.toThrow(
      /AUTH_SECRET/,
    );
  });
});
