import { describe, expect, it } from 'vitest';
import type { DailyPool } from '@dozen/engine';
import { scoreWord } from '@dozen/engine';
import { ApiRoute, ZErrorResponse, ZShareTokenResponse } from '@dozen/engine/contract';
import { createShareImageService } from '../src/services/share-image.js';
import { createShareTokens } from '../src/share-image/share-token.js';
import { shareCardSvg } from '../src/share-image/template.js';
import { gameRequest, honestWords } from './game-helpers.js';
import { withPoolServer, withTestServer, type TestServer } from './harness.js';
import type { TestClient } from './test-client.js';
import { pngSize } from './link-preview-reader.js';
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
  // A browser revalidating its copy says max-age=0; without a Cache-Control of its own, fetch adds
  // `no-cache` to a conditional request, an end-to-end reload that always gets the body.
  const headers: Record<string, string> = { 'cache-control': 'max-age=0', ...options.headers };
  if (options.client?.cookie) headers.cookie = options.client.cookie;
  const response = await fetch(`${server.baseUrl}${PATH}?${query}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const stampOf = (image: Image) => image.headers.get('etag')!.replaceAll('"', '');

describe('GET /api/social-share-image', () => {
  let server: TestServer;
  let pool: DailyPool;
  withPoolServer({ realtime: false }, TODAY, (started, today) => ([server, pool] = [started, today]));

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

  describe('a player’s score card, from a signed share token', () => {
    /** A player with two games today (their best: three words); answers the player and its link. */
    async function sharedScore(): Promise<{
      player: TestClient;
      words: string[];
      token: string;
      url: string;
    }> {
      const player = server.client();
      const playerId = await player.session();
      const words = honestWords(pool, server.dictionary, 3);
      const submit = (count: number) =>
        player.post('/api/submit-game', gameRequest(playerId, TODAY, words.slice(0, count)));
      expect((await submit(2)).status).toBe(200);
      expect((await submit(3)).status).toBe(200);
      const link = await player.post('/api/share-token', { date: TODAY });
      expect(link.status, link.text).toBe(200);
      const { token, url } = ZShareTokenResponse.parse(link.body);
      return { player, words, token, url };
    }

    it('signs only the caller’s own stored score: 401 without a session, 404 without a game that day', async () => {
      expect((await server.client().post('/api/share-token', { date: TODAY })).status).toBe(401);
      const client = server.client();
      await client.session();
      expect((await client.post('/api/share-token', { date: TODAY })).status).toBe(404);
      // The body names only a date: a score claimed by the client is refused, never signed.
      const claimed = await client.post('/api/share-token', { date: TODAY, score: 99 });
      expect(claimed.status).toBe(400);
    });

    it('with a gameId, signs that stored game of the caller’s, not the day’s best: 404 for anyone else’s or an unknown one', async () => {
      const player = server.client();
      const playerId = await player.session();
      const words = honestWords(pool, server.dictionary, 3);
      const first = gameRequest(playerId, TODAY, words);
      const second = gameRequest(playerId, TODAY, words.slice(0, 1));
      for (const game of [first, second])
        expect((await player.post('/api/submit-game', game)).status).toBe(200);

      const link = await player.post('/api/share-token', { date: TODAY, gameId: second.gameId });
      expect(link.status, link.text).toBe(200);
      const { token } = ZShareTokenResponse.parse(link.body);
      expect(token).toMatch(new RegExp(`^${TODAY.replaceAll('-', '')}\\.${second.finalScore}\\.1\\.`));
      expect(second.finalScore).toBeLessThan(first.finalScore);

      const other = server.client();
      await other.session();
      expect((await other.post('/api/share-token', { date: TODAY, gameId: second.gameId })).status).toBe(404);
      const unknown = { date: TODAY, gameId: 'game-never-stored' };
      expect((await player.post('/api/share-token', unknown)).status).toBe(404);
      expect(
        (await player.post('/api/share-token', { date: '2026-11-20', gameId: second.gameId })).status,
      ).toBe(404);
    });

    it('is public: anyone draws it from the token alone, cached by its stamp, with no word on it', async () => {
      const { words, token, url } = await sharedScore();
      expect(url).toBe(`${server.baseUrl}/?share=${encodeURIComponent(token)}`);
      const best = words.reduce((sum, word) => sum + scoreWord(word), 0);
      expect(token).toMatch(new RegExp(`^${TODAY.replaceAll('-', '')}\\.${best}\\.3\\.`));

      // No cookie at all: a friend opening the link.
      const image = await getImage(server, `type=score&format=png&share=${token}`);
      expect(image.status).toBe(200);
      expect(pngSize(image.bytes)).toEqual({ width: 1200, height: 630 });
      expect(image.headers.get('cache-control')).toBe('public, no-cache');
      expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(image.headers.getSetCookie()).toEqual([]);
      const stamped = await getImage(server, `type=score&format=png&share=${token}&v=${stampOf(image)}`);
      expect(stamped.headers.get('cache-control')).toBe(`public, ${A_YEAR}`);
      expect(stamped.bytes).toEqual(image.bytes);

      // What the card draws: the signed score against the day's Target Score, and no word.
      const service = createShareImageService(
        server.deps,
        server.baseUrl,
        createShareTokens(server.deps.authSecret),
      );
      const { card, stamp } = await service.scoreCard(token);
      expect(stamp).toBe(stampOf(image));
      expect(card).toMatchObject({
        kind: 'score',
        score: best,
        targetScore: pool.maxPossibleScore,
        wordCount: 3,
      });
      const texts = cardTexts(shareCardSvg(card));
      expect(texts).toContain(String(best));
      for (const text of texts) expect(isAllowedCardText(text, card.dateText, card.site), text).toBe(true);
      const svg = shareCardSvg(card).toLowerCase();
      for (const word of [...words, pool.topWord, ...pool.optimalWordCombination]) {
        expect(texts.map((text) => text.toLowerCase())).not.toContain(word.toLowerCase());
        expect(svg).not.toContain(`>${word.toLowerCase()}<`);
      }
    });

    it('refuses forged and altered tokens: 403 for a wrong MAC, 400 for a malformed one', async () => {
      const { token } = await sharedScore();
      const [date, score, words, mac] = token.split('.') as [string, string, string, string];
      const flip = (text: string, at: number) =>
        text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
      const forged = [
        `${date}.${Number(score) + 10}.${words}.${mac}`, // a better score
        `${date}.${score}.${Number(words) + 1}.${mac}`, // more words
        `20261120.${score}.${words}.${mac}`, // another day
        `${date}.${score}.${words}.${flip(mac, 0)}`, // another MAC
        `${date}.${score}.${words}.${flip(mac, 21)}`, // the MAC's last character (its unused bits too)
        createShareTokens(Buffer.from('another-secret-of-at-least-32-characters')).sign({
          date: TODAY,
          score: 99,
          wordCount: 9,
          archive: false,
        }), // signed with another key
      ];
      for (const query of forged) {
        const image = await getImage(server, `type=score&format=png&share=${query}`);
        expect(image.status, query).toBe(403);
        expect(ZErrorResponse.parse(JSON.parse(image.bytes.toString())).error.code).toBe('FORBIDDEN');
        expect(image.headers.get('cache-control')).toBe('no-store');
      }
      for (const query of [
        'type=score&format=png', // no token
        `type=score&format=png&share=${token}x`,
        `type=score&format=png&share=${date}.${score}.${words}`,
        `type=daily&format=png&share=${token}`, // the day's card takes no token
        `type=score&format=png&share=${token}&date=${TODAY}`, // the token carries its day
      ]) {
        const image = await getImage(server, query);
        expect(image.status, query).toBe(400);
      }
    });
  });
});

describe('GET /api/social-share-image: drawing is rate-limited per IP, serving a drawn card is not', () => {
  let server: TestServer;
  withTestServer(
    {
      realtime: false,
      env: { RATE_SHARE_IMAGE_RENDERS_PER_IP_PER_MINUTE: '1' },
    },
    (started) => (server = started),
  );

  it('draws one card, serves it again, and refuses to draw a second with 429', async () => {
    expect((await getImage(server, `type=daily&format=png&date=${TODAY}`)).status).toBe(200);
    expect((await getImage(server, `type=daily&format=png&date=${TODAY}`)).status).toBe(200);
    const second = await getImage(server, 'type=daily&format=png&date=2026-11-20');
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(second.headers.get('cache-control')).toBe('no-store');
  });
});
