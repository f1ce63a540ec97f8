import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Env } from '../src/config.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The server over a client build of the test's own (static-*.test.ts): a build folder written
 * for the suite, and what reads the server's answers as they are sent.
 */

/** A GET whose body is read as sent (node's fetch would decompress it). */
export function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Part of the home screen as the client's build prerenders it (client/vite.config.ts). */
export const PRERENDERED_HOME =
  '<!--home-shell--><div class="home-shell"><p class="challenge-card__date" data-shell-field="puzzle-date">\u00a0</p>' +
  '<strong class="stat-tile__value" data-shell-field="players-today">–</strong><!--/home-shell-->';

/** A build folder: index.html with the prerendered home, a hashed script, a manifest, each compressed too. */
export async function writeDist(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'dozen-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Dozen</title><script type="module" src="/assets/app-1234.js"></script></head>' +
      `<body><div id="root">${PRERENDERED_HOME}</div></body></html>`,
  );
  // With their compressed copies, as the build writes them (client/build/precompress.ts).
  for (const [file, text] of [
    [path.join(dist, 'assets', 'app-1234.js'), 'console.log("dozen")'],
    [path.join(dist, 'manifest.webmanifest'), '{}'],
    [path.join(dist, 'assets', 'gone-5678.js'), 'console.log("removed once the server runs")'],
  ] as const) {
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
  return dist;
}

export interface BuiltClient {
  server: TestServer;
  /** The build folder the server serves (CLIENT_DIST_DIR). */
  dist: string;
}

/**
 * Before the suite: a build folder made by `write` and a server serving it (no Socket.IO), with
 * `env` added; after the suite, the server closed and the folder removed.
 */
export function withBuiltClient(write: () => Promise<string> = writeDist, env: Env = {}): BuiltClient {
  const built = {} as BuiltClient;
  beforeAll(async () => {
    built.dist = await write();
    built.server = await startTestServer({ realtime: false, env: { CLIENT_DIST_DIR: built.dist, ...env } });
  });
  afterAll(async () => {
    await built.server?.close();
    if (built.dist) await rm(built.dist, { recursive: true, force: true });
  });
  return built;
}
