import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/http/compression.js';
import { rawGet, withBuiltClient } from './static-dist.js';

/**
 * The built client's files: hashed assets cached for a year, the build's compressed copies sent
 * to clients that accept them, revalidation, and 404s for what is not there.
 */

describe("the built client's files", () => {
  const built = withBuiltClient();

  it('serves hashed assets for a year and other files fresh', async () => {
    const { server } = built;
    const asset = await server.client().get('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await server.client().get('/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends scripts and pages compressed to clients that accept it, and plain to others', async () => {
    const { server } = built;
    const url = `${server.baseUrl}/assets/app-1234.js`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("dozen")');
    for (const [accept, encoding] of [
      ['gzip, deflate, br', ['br', 'gzip']],
      ['gzip', ['gzip']],
      ['br;q=0, gzip;q=0.5', ['gzip']],
    ] as const) {
      // node's fetch decompresses: the raw bytes are read through node:http instead.
      const raw = await rawGet(url, accept);
      expect(encoding).toContain(raw.headers['content-encoding']);
      expect(raw.headers.vary).toContain('Accept-Encoding');
      expect(raw.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body =
        raw.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw.body) : gunzipSync(raw.body);
      expect(body.toString()).toBe('console.log("dozen")');
    }
    const page = await rawGet(`${server.baseUrl}/`, 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('<title>Dozen</title>');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0', null],
    [undefined, null],
  ] as const)('Accept-Encoding %s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('answers a file that is not there with 404, and a screen the build does not name with the app', async () => {
    const { server } = built;
    // A page left open across a deployment asks for its old chunks: a 404 fails its import cleanly.
    for (const missing of [
      '/assets/GameScreen-0ld0ld.js',
      '/assets/nested/style.css',
      '/assets/no-extension',
      '/robots.txt',
      '/archive/icon.png',
    ]) {
      const response = await server.client().get(missing);
      expect(response.status, missing).toBe(404);
      expect(response.body, missing).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
      expect(response.headers.get('cache-control'), missing).toBe('no-store');
    }
    for (const screen of ['/game', '/archive/2026-11-01', '/no-such-screen', '/auth-complete']) {
      const response = await server.client().get(screen);
      expect(response.status, screen).toBe(200);
      expect(response.headers.get('content-type'), screen).toContain('text/html');
      expect(response.text, screen).toContain('<title>Dozen</title>');
    }
  });

  it('answers a compressed file removed under the running server with a plain 404', async () => {
    const { server, dist } = built;
    for (const suffix of ['', '.br', '.gz']) await rm(path.join(dist, 'assets', `gone-5678.js${suffix}`));
    for (const accept of ['br', 'gzip', 'identity']) {
      const raw = await rawGet(`${server.baseUrl}/assets/gone-5678.js`, accept);
      expect(raw.headers['content-encoding'], accept).toBeUndefined();
      expect(JSON.parse(raw.body.toString()), accept).toEqual({
        error: { code: 'NOT_FOUND', message: 'Not found.' },
      });
    }
  });

  it('marks every answer of a file that could be sent compressed with Vary: Accept-Encoding', async () => {
    const { server } = built;
    for (const file of ['/assets/app-1234.js', '/manifest.webmanifest']) {
      for (const accept of ['identity', 'gzip', 'br', '']) {
        const raw = await rawGet(`${server.baseUrl}${file}`, accept);
        expect(raw.headers.vary, `${file} ${accept}`).toContain('Accept-Encoding');
      }
    }
  });

  it('answers If-None-Match with one matcher: a list, a weak tag and * all get 304', async () => {
    const { server } = built;
    const url = `${server.baseUrl}/assets/app-1234.js`;
    // As a browser revalidates (fetch would add `no-cache` to a conditional request: a full reload).
    const revalidate = { 'cache-control': 'max-age=0' };
    for (const accept of ['gzip', 'identity']) {
      const first = await fetch(url, { headers: { 'accept-encoding': accept } });
      const etag = first.headers.get('etag')!;
      expect(etag, accept).toMatch(/^(W\/)?"/);
      const strong = etag.replace(/^W\//, '');
      for (const inm of [etag, `W/${strong}`, `"other", ${etag}`, `"a", "b",W/${strong}`, '*']) {
        const again = await fetch(url, {
          headers: { ...revalidate, 'accept-encoding': accept, 'if-none-match': inm },
        });
        expect(again.status, `${accept} ${inm}`).toBe(304);
        expect(await again.text()).toBe('');
      }
      for (const inm of ['"other"', '"other", W/"another"']) {
        const again = await fetch(url, {
          headers: { ...revalidate, 'accept-encoding': accept, 'if-none-match': inm },
        });
        expect(again.status, `${accept} ${inm}`).toBe(200);
      }
    }
  });

  it('keeps API paths JSON, and answers other methods outside the API with 404', async () => {
    const { server } = built;
    const api = await server.client().get('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API route.' } });
    const post = await server.client().post('/game', {});
    expect(post.status).toBe(404);
  });
});
