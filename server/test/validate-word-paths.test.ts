import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPool } from '@dozen/engine';
import { MAX_BODY_BYTES } from '@dozen/engine/contract';
import { createLogger } from '../src/logger.js';
import { startTestServer, type RequestOptions, type TestClient, type TestServer } from './harness.js';

/**
 * validate-word has a fast path beside Express for the requests browsers send; anything unusual
 * goes through Express's route. Both must answer alike: the same inputs through each give the
 * same status, body and headers that matter.
 */
describe('validate-word: the fast path and the Express route answer alike', () => {
  let server: TestServer;
  let pool: DailyPool;
  let player: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ realtime: false });
    pool = (await server.pools.get('2026-11-21'))!;
    player = server.client();
    await player.session();
  });
  afterAll(() => server?.close());

  // The fast path takes `application/json`; an extra media-type parameter sends the same request to Express.
  const FAST = 'application/json';
  const EXPRESS = 'application/json; charset=utf-8; profile=dozen';

  const cases: Array<
    [
      string,
      () => { raw: string; headers?: Record<string, string>; sameOrigin?: boolean; anonymous?: boolean },
    ]
  > = [
    ['the top word', () => ({ raw: JSON.stringify({ word: pool.topWord }) })],
    [
      'a word with available letters',
      () => ({ raw: JSON.stringify({ word: pool.topWord, availableLetters: pool.letters }) }),
    ],
    ['letters not in the pool', () => ({ raw: JSON.stringify({ word: 'tea', availableLetters: 'QQQ' }) })],
    ['a non-word', () => ({ raw: JSON.stringify({ word: 'zzqx' }) })],
    ['no session', () => ({ raw: JSON.stringify({ word: pool.topWord }), anonymous: true })],
    ['yesterday', () => ({ raw: JSON.stringify({ word: 'tea', gameDate: '2026-11-20' }) })],
    ['a bad date', () => ({ raw: JSON.stringify({ word: 'tea', gameDate: '2026-11-01' }) })],
    ['an extra field', () => ({ raw: JSON.stringify({ word: 'tea', admin: true }) })],
    ['a missing word', () => ({ raw: '{}' })],
    ['an empty body', () => ({ raw: '' })],
    ['an array', () => ({ raw: '[1]' })],
    ['a JSON string', () => ({ raw: '"tea"' })],
    ['broken JSON', () => ({ raw: '{"word":' })],
    ['leading blanks', () => ({ raw: ' \n\t{"word":"tea"}' })],
    ['a body too large', () => ({ raw: JSON.stringify({ word: 'x'.repeat(MAX_BODY_BYTES) }) })],
    [
      'a cross-site request',
      () => ({
        raw: JSON.stringify({ word: 'tea' }),
        sameOrigin: false,
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    ],
    ['no origin proof', () => ({ raw: JSON.stringify({ word: 'tea' }), sameOrigin: false })],
    [
      'an origin proof',
      () => ({
        raw: JSON.stringify({ word: 'tea' }),
        sameOrigin: false,
        headers: { origin: server.baseUrl },
      }),
    ],
    [
      'a bad cookie',
      () => ({
        raw: JSON.stringify({ word: 'tea' }),
        headers: { cookie: 'dozen_session=abc' },
        anonymous: true,
      }),
    ],
  ];

  it.each(cases)('%s', async (_name, build) => {
    const input = build();
    const send = (contentType: string) => {
      const options: RequestOptions = {
        raw: input.raw,
        contentType,
        sameOrigin: input.sameOrigin,
        headers: { ...input.headers },
      };
      if (input.anonymous) options.cookie = input.headers?.cookie ?? null;
      const client = input.anonymous ? server.client() : player;
      return client.request('POST', '/api/validate-word', options);
    };
    const fast = await send(FAST);
    const slow = await send(EXPRESS);
    expect({ status: fast.status, body: fast.body }).toEqual({ status: slow.status, body: slow.body });
    for (const header of [
      'content-type',
      'content-security-policy',
      'x-content-type-options',
      'retry-after',
    ]) {
      expect(fast.headers.get(header), header).toBe(slow.headers.get(header));
    }
    expect(fast.headers.get('x-powered-by')).toBeNull();
    expect(fast.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(
      slow.headers.getSetCookie().map((c) => c.split(';')[0]),
    );
  });

  it('a compressed body goes through Express, which inflates it', async () => {
    const response = await player.request('POST', '/api/validate-word', {
      raw: gzipSync(JSON.stringify({ word: pool.topWord })),
      headers: { 'content-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ valid: true, word: pool.topWord });
  });

  it('a client hanging up mid-body is its own doing on both paths, never logged as a server error', async () => {
    const lines: string[] = [];
    const watched = await startTestServer({
      realtime: false,
      logger: createLogger({ logLevel: 'warn' }, { write: (line: string) => void lines.push(line) }),
    });
    try {
      for (const contentType of [FAST, EXPRESS]) {
        const received = new Promise<void>((resolve) => watched.httpServer.once('request', () => resolve()));
        const socket = net.connect(watched.port, '127.0.0.1');
        socket.on('error', () => undefined);
        socket.write(
          `POST /api/validate-word HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: same-origin\r\n` +
            `Content-Type: ${contentType}\r\nContent-Length: 100\r\n\r\n{"word":`,
        );
        await received;
        socket.destroy();
        // The server has seen the hang-up once it holds no connection any more.
        for (;;) {
          const open = await new Promise<number>((resolve, reject) =>
            watched.httpServer.getConnections((error, count) => (error ? reject(error) : resolve(count))),
          );
          if (open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(errors.filter((entry) => entry.level >= 50)).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('a query string goes through Express, which refuses it', async () => {
    const response = await player.request('POST', '/api/validate-word?debug=1', {
      raw: JSON.stringify({ word: 'tea' }),
    });
    expect(response.status).toBe(400);
  });
});
