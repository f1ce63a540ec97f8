import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPool } from '@dozen/engine';
import { ApiRoute, ZErrorResponse } from '@dozen/engine/contract';
import type { Auth } from '../src/auth/sessions.js';
import { createShareImageService } from '../src/services/share-image.js';
import { shareCardSvg } from '../src/share-image/template.js';
import { gameRequest, honestWords } from './game-helpers.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { cardTexts, isAllowedCardText } from './share-card-text.js';

const TODAY = '2026-11-21';
const PATH = ApiRoute.socialShareImage.path();
const A_YEAR = 'max-age=31536000, immutable';

interface Image {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** A GET that keeps the body's bytes (TestClient reads text), with the client's cookie if any. */
async function getImage(
  server: TestServer,
  query: string,
  options: { client?: TestClient; headers?: Record<string, string> } = {},
): Promise<Image> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.client?.cookie) headers.cookie = options.client.cookie;
  const response = await fetch(`${server.baseUrl}${PATH}?${query}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** The PNG signature, then the IHDR chunk's width and height. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const stampOf = (image: Image) => image.headers.get('etag')!.replaceAll('"', '');

describe('GET /api/social-share-image', () => {
  let server: TestServer;
  let pool: DailyPool;
  beforeAll(async () => {
    server = await startTestServer({ realtime: false });
    pool = (await server.pools.getOrCreate(TODAY))!;
  });
  afterAll(() => server?.close());

  it('draws today’s card: a 1200 × 630 PNG, public, revalidated by its ETag', async () => {
    const image = await getImage(server, 'type=daily&format=png');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(pngSize(image.bytes)).toEqual({ width: 1200, height: 630 });
    expect(image.headers.get('etag')).toMatch(/^"[0-9a-f]{16}"$/);
    expect(image.headers.get('cache-control')).toBe('public, no-cache');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(image.headers.getSetCookie()).toEqual([]);
  });

  it('caches for a year when `v` is the card’s stamp, and answers 304 to its ETag without a body', async () => {
    const first = await getImage(server, `type=daily&format=png&date=${TODAY}`);
    const stamp = stampOf(first);
    const stamped = await getImage(server, `type=daily&format=png&date=${TODAY}&v=${stamp}`);
    expect(stamped.status).toBe(200);
    expect(stamped.headers.get('cache-control')).toBe(`public, ${A_YEAR}`);
    expect(stamped.bytes).toEqual(first.bytes);

    const stale = await getImage(server, `type=daily&format=png&date=${TODAY}&v=0123456789abcdef`);
    expect(stale.headers.get('cache-control')).toBe('public, no-cache');

    for (const inm of [`"${stamp}"`, `W/"${stamp}", "other"`, '*']) {
      const again = await getImage(server, `type=daily&format=png&date=${TODAY}&v=${stamp}`, {
        headers: { 'if-none-match': inm },
      });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get('etag')).toBe(`"${stamp}"`);
      expect(again.headers.get('cache-control')).toBe(`public, ${A_YEAR}`);
    }
    const changed = await getImage(server, `type=daily&format=png&date=${TODAY}`, {
      headers: { 'if-none-match': '"0123456789abcdef"' },
    });
    expect(changed.status).toBe(200);
  });

  it('draws another day with another stamp; a day that has not begun is 404', async () => {
    const today = await getImage(server, `type=daily&format=png&date=${TODAY}`);
    const yesterday = await getImage(server, 'type=daily&format=png&date=2026-11-20');
    expect(yesterday.status).toBe(200);
    expect(stampOf(yesterday)).not.toBe(stampOf(today));
    const tomorrow = await getImage(server, 'type=daily&format=png&date=2026-11-22');
    expect(tomorrow.status).toBe(404);
    expect(ZErrorResponse.parse(JSON.parse(tomorrow.bytes.toString())).error.code).toBe('NOT_FOUND');
    expect(tomorrow.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['no type', 'format=png'],
    ['an unknown type', 'type=weekly&format=png'],
    ['no format', 'type=daily'],
    ['another format', 'type=daily&format=jpeg'],
    ['an unknown parameter', 'type=daily&format=png&size=big'],
    ['a malformed date', 'type=daily&format=png&date=2026-02-30'],
    ['a malformed stamp', 'type=daily&format=png&v=%3Cscript%3E'],
    ['a repeated parameter', 'type=daily&type=score&format=png'],
  ])('refuses %s with 400 VALIDATION_FAILED, never cached', async (_, query) => {
    const image = await getImage(server, query);
    expect(image.status).toBe(400);
    expect(ZErrorResponse.parse(JSON.parse(image.bytes.toString())).error.code).toBe('VALIDATION_FAILED');
    expect(image.headers.get('cache-control')).toBe('no-store');
  });

  describe('a player’s score card', () => {
    it('needs a session (401) and a game that day (404)', async () => {
      const nobody = await getImage(server, 'type=score&format=png');
      expect(nobody.status).toBe(401);
      const client = server.client();
      await client.session();
      const noGame = await getImage(server, 'type=score&format=png', { client });
      expect(noGame.status).toBe(404);
    });

    it('is private to the caller, changes with their best score, and shows no word', async () => {
      const player = server.client();
      const playerId = await player.session();
      const words = honestWords(pool, server.dictionary, 3);
      expect(
        (await player.post('/api/submit-game', gameRequest(playerId, TODAY, words.slice(0, 2)))).status,
      ).toBe(200);
      const first = await getImage(server, 'type=score&format=png', { client: player });
      expect(first.status).toBe(200);
      expect(pngSize(first.bytes)).toEqual({ width: 1200, height: 630 });
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      expect(first.headers.get('vary')).toContain('Cookie');
      const stamped = await getImage(server, `type=score&format=png&v=${stampOf(first)}`, { client: player });
      expect(stamped.headers.get('cache-control')).toBe(`private, ${A_YEAR}`);

      // A better game: a new card, under a new stamp.
      expect((await player.post('/api/submit-game', gameRequest(playerId, TODAY, words))).status).toBe(200);
      const better = await getImage(server, `type=score&format=png&v=${stampOf(first)}`, { client: player });
      expect(stampOf(better)).not.toBe(stampOf(first));
      expect(better.headers.get('cache-control')).toBe('private, no-cache');

      // Another player never gets this one's card.
      const stranger = server.client();
      await stranger.session();
      expect((await getImage(server, 'type=score&format=png', { client: stranger })).status).toBe(404);

      // What the card draws: the player found words, and none of them (nor any answer) is on it.
      const service = createShareImageService(server.deps, server.baseUrl);
      const auth = { userId: playerId } as Auth;
      const { card, stamp } = await service.card('score', auth, TODAY);
      expect(stamp).toBe(stampOf(better));
      expect(card).toMatchObject({ kind: 'score', targetScore: pool.maxPossibleScore, wordCount: 3 });
      const texts = cardTexts(shareCardSvg(card));
      for (const text of texts) expect(isAllowedCardText(text, card.dateText, card.site), text).toBe(true);
      const svg = shareCardSvg(card).toLowerCase();
      for (const word of [...words, pool.topWord, ...pool.optimalWordCombination]) {
        expect(texts.map((text) => text.toLowerCase())).not.toContain(word.toLowerCase());
        expect(svg).not.toContain(`>${word.toLowerCase()}<`);
      }
    });
  });
});

describe('GET /api/social-share-image: drawing is rate-limited per IP, serving a drawn card is not', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      realtime: false,
      env: { RATE_SHARE_IMAGE_RENDERS_PER_IP_PER_MINUTE: '1' },
    });
  });
  afterAll(() => server?.close());

  it('draws one card, serves it again, and refuses to draw a second with 429', async () => {
    expect((await getImage(server, `type=daily&format=png&date=${TODAY}`)).status).toBe(200);
    expect((await getImage(server, `type=daily&format=png&date=${TODAY}`)).status).toBe(200);
    const second = await getImage(server, 'type=daily&format=png&date=2026-11-20');
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(second.headers.get('cache-control')).toBe('no-store');
  });
});
