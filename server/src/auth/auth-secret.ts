import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.js';

/** The file under DATA_DIR that keeps a generated secret across restarts. */
export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * The key of the sign-in codes' HMAC: AUTH_SECRET when set; otherwise one generated once and
 * kept in `DATA_DIR/auth-secret` (readable by this user only). A generated secret is fine for
 * one instance (the embedded default); instances sharing a database must share AUTH_SECRET, or
 * a code mailed by one would be refused by another, which the log line says.
 */
export async function resolveAuthSecret(
  config: { authSecret: string | undefined; dataDir: string },
  logger: Logger,
): Promise<Buffer> {
  if (config.authSecret) return Buffer.from(config.authSecret, 'utf8');
  const file = path.join(config.dataDir, AUTH_SECRET_FILE);
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing !== null) {
    if (existing.trim().length < 32)
      throw new Error(`${file} holds no valid secret: delete it or set AUTH_SECRET`);
    return Buffer.from(existing.trim(), 'utf8');
  }
  await mkdir(config.dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  // Written whole under a name of its own, then linked into place: link() fails when the file
  // exists, so two processes starting together never overwrite each other's secret, and the
  // loser never reads a file the winner has created but not yet written.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, `${generated}\n`, { mode: 0o600 });
  const written = await link(draft, file)
    .then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return false;
        throw error;
      },
    )
    .finally(() => rm(draft, { force: true }));
  if (!written) return resolveAuthSecret(config, logger);
  logger.warn(
    { file },
    'AUTH_SECRET is not set: generated one under DATA_DIR. Several instances need the same AUTH_SECRET.',
  );
  return Buffer.from(generated, 'utf8');
}
