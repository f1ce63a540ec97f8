import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreWord } from '@dozen/engine';
import { SITE_DESCRIPTION, SITE_TITLE, ZBootData, ZShareTokenResponse } from '@dozen/engine/contract';
import { chooseEncoding } from '../src/http/compression.js';
import { bootDataBlock } from '../src/http/static-client.js';
import { REPO_ROOT } from '../src/config.js';
import { gameRequest, honestWords } from './game-helpers.js';
import { startTestServer, type TestServer } from './harness.js';
import { metaContent } from './link-preview-reader.js';

/** A GET whose body is read as sent (node's fetch would decompress it). */
function rawGet(
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
const PRERENDERED_HOME =
  '<!--home-shell--><div class="home-shell"><p class="challenge-card__date" data-shell-field="puzzle-date">\u00a0</p>' +
  '<strong class="stat-tile__value" data-shell-field="players-today">–</strong><!--/home-shell-->';

async function writeDist(): Promise<string> {
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

describe('the built client', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = await writeDist();
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
      // It carries this session's boot data: never kept by a shared cache.
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );

  it('sends today’s stats and this session’s pool in a JSON data block, never another player’s unlocks', async () => {
    const bootOf = (html: string) => {
      const match = /<script type="application\/json" id="dozen-boot">(.*?)<\/script>/.exec(html);
      return match ? ZBootData.parse(JSON.parse(match[1]!)) : null;
    };
    // A first visit (no cookie): the anonymous view, nothing unlocked.
    const anonymous = bootOf((await server.client().get('/')).text);
    expect(anonymous?.stats.date).toBe('2026-11-21');
    expect(anonymous?.dailyPool).toEqual((await server.client().get('/api/daily-pool')).body);
    expect(anonymous?.dailyPool.topWord).toBeNull();

    // A player who revealed the top word gets it in their page, as from the API; nobody else does.
    const player = server.client();
    const playerId = await player.session();
    expect((await player.post('/api/reveal-top-word', { playerId, date: '2026-11-21' })).status).toBe(200);
    const own = bootOf((await player.get('/game')).text);
    expect(own?.dailyPool.topWord).toEqual(expect.any(String));
    expect(own?.dailyPool).toEqual((await player.get('/api/daily-pool')).body);
    const stranger = server.client();
    await stranger.session();
    expect(bootOf((await stranger.get('/')).text)?.dailyPool.topWord).toBeNull();

    // The app shell the service worker keeps offline carries nobody's data.
    const shell = await player.get('/index.html');
    expect(bootOf(shell.text)).toBeNull();
    expect(shell.headers.get('cache-control')).toBe('no-cache');
  });

  it('paints the home screen with the boot data’s counts and date in its markup, on / only', async () => {
    const client = server.client();
    const home = (await client.get('/')).text;
    const stats = (await client.get('/api/stats')).body as { totalPlayers: number };
    expect(home).toContain(
      '<p class="challenge-card__date" data-shell-field="puzzle-date">Saturday, November 21, 2026</p>',
    );
    expect(home).toContain(
      `<strong class="stat-tile__value" data-shell-field="players-today">${stats.totalPlayers}</strong>`,
    );
    // Other paths never flash the home screen.
    for (const url of ['/game', '/auth-complete', '/no/such/page']) {
      expect((await client.get(url)).text).not.toContain('home-shell');
    }
    // The offline shell keeps it, with placeholders (nobody's data).
    const shell = (await client.get('/index.html')).text;
    expect(shell).toContain(PRERENDERED_HOME);
  });

  it('writes the boot data so that no value can close its element', () => {
    const block = bootDataBlock({
      stats: { dateFormatted: '</script><script>alert(1)</script>' },
      dailyPool: {},
    } as never);
    expect(block).not.toContain('</script><script>');
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)<\/script>$/.exec(block)![1]!)).toMatchObject({
      stats: { dateFormatted: '</script><script>alert(1)</script>' },
    });
  });

  it('names no support address or sister game the operator has not configured', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await server.client().get(url);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<title>Dozen</title>');
      expect(response.text).not.toContain('dozen:');
    }
  });

  it('serves hashed assets for a year and other files fresh', async () => {
    const asset = await server.client().get('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await server.client().get('/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends scripts and pages compressed to clients that accept it, and plain to others', async () => {
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
    for (const file of ['/assets/app-1234.js', '/manifest.webmanifest']) {
      for (const accept of ['identity', 'gzip', 'br', '']) {
        const raw = await rawGet(`${server.baseUrl}${file}`, accept);
        expect(raw.headers.vary, `${file} ${accept}`).toContain('Accept-Encoding');
      }
    }
  });

  it('answers If-None-Match with one matcher: a list, a weak tag and * all get 304', async () => {
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
    const api = await server.client().get('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API route.' } });
    const post = await server.client().post('/game', {});
    expect(post.status).toBe(404);
  });
});

describe("the built client with the operator's site links", () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = await writeDist();
    server = await startTestServer({
      realtime: false,
      env: {
        CLIENT_DIST_DIR: dist,
        SUPPORT_EMAIL: 'help@example.org',
        SISTER_GAME_URL: 'https://example.org/words?a=1&b=2',
        SISTER_GAME_NAME: 'Six "Quotes" <Game>',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/game', '/index.html'])(
    'puts them in the <head> of %s as escaped meta tags',
    async (url) => {
      const response = await server.client().get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(
        url === '/index.html' ? 'no-cache' : 'private, no-cache',
      );
      const head = response.text.slice(0, response.text.indexOf('</head>'));
      expect(head).toContain('<meta name="dozen:support-email" content="help@example.org">');
      expect(head).toContain(
        '<meta name="dozen:sister-game-url" content="https://example.org/words?a=1&amp;b=2">',
      );
      expect(head).toContain(
        '<meta name="dozen:sister-game-name" content="Six &quot;Quotes&quot; &lt;Game&gt;">',
      );
    },
  );
});

describe('link previews in the raw HTML (what a crawler reads without JavaScript)', () => {
  let server: TestServer;
  let dist: string;
  const indexHtml = path.join(REPO_ROOT, 'client', 'index.html');
  beforeAll(async () => {
    // The real client/index.html, as Vite copies its <head> into the build.
    dist = await mkdtemp(path.join(os.tmpdir(), 'dozen-dist-'));
    await writeFile(path.join(dist, 'index.html'), await readFile(indexHtml, 'utf8'));
    server = await startTestServer({ realtime: false, env: { CLIENT_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('client/index.html has the spec’s title and description', async () => {
    const html = await readFile(indexHtml, 'utf8');
    expect(html).toContain(`<title>${SITE_TITLE}</title>`);
    expect(html.replace(/\s+/g, ' ')).toContain(`name="description" content="${SITE_DESCRIPTION}"`);
    // The server owns the preview tags (absolute URLs, today's card): none are baked into the page.
    expect(html).not.toMatch(/og:|twitter:|og-image/);
  });

  it.each(['/', '/game'])(
    '%s carries the title, Open Graph and Twitter card tags naming today’s card',
    async (url) => {
      const response = await server.client().get(url);
      expect(response.status).toBe(200);
      const head = response.text.slice(0, response.text.indexOf('</head>'));
      expect(head).toContain(`<title>${SITE_TITLE}</title>`);
      expect(metaContent(head, 'property', 'og:title')).toBe(SITE_TITLE);
      expect(metaContent(head, 'property', 'og:description')).toBe(SITE_DESCRIPTION);
      expect(metaContent(head, 'property', 'og:type')).toBe('website');
      expect(metaContent(head, 'property', 'og:url')).toBe(`${server.baseUrl}/`);
      expect(metaContent(head, 'property', 'og:image:width')).toBe('1200');
      expect(metaContent(head, 'property', 'og:image:height')).toBe('630');
      expect(metaContent(head, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(head, 'name', 'twitter:description')).toBe(SITE_DESCRIPTION);

      const image = metaContent(head, 'property', 'og:image')!;
      expect(metaContent(head, 'name', 'twitter:image')).toBe(image);
      expect(image).toMatch(
        new RegExp(
          `^${server.baseUrl}/api/social-share-image\\?type=daily&format=png&date=2026-11-21&v=[0-9a-f]{16}$`,
        ),
      );
      // The image URL is absolute, stamped, and served for a year.
      const served = await fetch(image);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('etag')).toBe(`"${new URL(image).searchParams.get('v')}"`);
    },
  );

  it('names the new day’s card after midnight', async () => {
    const before = metaContent((await server.client().get('/')).text, 'property', 'og:image')!;
    server.clock.set('2026-11-22T05:30:00.000Z');
    try {
      const after = metaContent((await server.client().get('/')).text, 'property', 'og:image')!;
      expect(after).toContain('date=2026-11-22');
      expect(after).not.toBe(before);
    } finally {
      server.clock.set('2026-11-21T17:00:00.000Z');
    }
  });

  it('a shared score’s URL (/?share=…) previews that score’s card; a forged one, today’s', async () => {
    const player = server.client();
    const playerId = await player.session();
    const pool = (await server.pools.getOrCreate('2026-11-21'))!;
    const words = honestWords(pool, server.dictionary, 2);
    expect((await player.post('/api/submit-game', gameRequest(playerId, '2026-11-21', words))).status).toBe(
      200,
    );
    const { token, url } = ZShareTokenResponse.parse(
      (await player.post('/api/share-token', { date: '2026-11-21' })).body,
    );
    const best = words.reduce((sum, word) => sum + scoreWord(word), 0);

    // A crawler: no cookie, no JavaScript.
    const page = await server.client().get(new URL(url).pathname + new URL(url).search);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(metaContent(head, 'property', 'og:url')).toBe(url);
    const image = metaContent(head, 'property', 'og:image')!;
    expect(metaContent(head, 'name', 'twitter:image')).toBe(image);
    expect(image).toMatch(
      new RegExp(
        `^${server.baseUrl}/api/social-share-image\\?type=score&format=png&share=[^&]+&v=[0-9a-f]{16}$`,
      ),
    );
    expect(new URL(image).searchParams.get('share')).toBe(token);
    const description = metaContent(head, 'property', 'og:description')!;
    expect(description).toContain(`${best} of ${pool.maxPossibleScore} points`);
    for (const word of words) expect(head.toLowerCase()).not.toContain(word.toLowerCase());
    const served = await fetch(image);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const [date, , count, mac] = token.split('.');
    const forged = await server.client().get(`/?share=${date}.99.${count}.${mac}`);
    expect(forged.status).toBe(200);
    expect(metaContent(forged.text, 'property', 'og:image')).toContain('type=daily');
    expect(metaContent(forged.text, 'property', 'og:description')).toBe(SITE_DESCRIPTION);
  });
});
