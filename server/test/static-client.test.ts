import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

describe('the built client', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'dozen-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Dozen</title><script type="module" src="/assets/app-1234.js"></script>',
    );
    await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log("dozen")');
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{}');
    server = await startTestServer({ realtime: false, env: { CLIENT_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/game', '/game?playAgain=true', '/auth-complete', '/no/such/page'])(
    'serves index.html for %s (the client routes it)',
    async (url) => {
      const response = await server.client().get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.text).toContain('<title>Dozen</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );

  it('serves hashed assets for a year and other files fresh', async () => {
    const asset = await server.client().get('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await server.client().get('/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps API paths JSON, and answers other methods outside the API with 404', async () => {
    const api = await server.client().get('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API route.' } });
    const post = await server.client().post('/game', {});
    expect(post.status).toBe(404);
  });
});
