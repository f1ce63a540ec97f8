import net from 'node:net';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { DailyPool } from '@dozen/engine';
import { MAX_BODY_BYTES, ZErrorResponse } from '@dozen/engine/contract';
import { parseSessionToken } from '../src/auth/token.js';
import { createLogger } from '../src/logger.js';
import { startTestServer, withPoolServer, type TestServer } from './harness.js';
import type { RequestOptions, TestClient } from './test-client.js';

/**
 * validate-word is called for every word a player types and goes through the same Express
 * pipeline as every other API route: security headers, same-origin check, a JSON body of at most
 * 16 KB, no-store, the session, the two rate limits, the strict schema and the one error
 * middleware. These are its inputs with their known answers.
 */
describe('validate-word through the one API pipeline', () => {
  let server: TestServer;
  let pool: DailyPool;
  let player: TestClient;
  withPoolServer({ realtime: false }, '2026-11-21', async (started, today) => {
    [server, pool] = [started, today];
    player = server.client();
    await player.session();
  });

  interface Case {
    raw: string | Uint8Array;
    contentType?: string;
    headers?: Record<string, string>;
    sameOrigin?: boolean;
    /** No kept session (the cookie, if any, comes from `headers`). */
    anonymous?: boolean;
  }
  type Expected = { status: 200; body: object } | { status: number; code: string };

  const word = (value: object) => JSON.stringify(value);
  /** zstd is in node:zlib from Node 22.15 and 23.8; body-parser takes it where Node has it. */
  const zstd = (zlib as { zstdCompressSync?: (data: string) => Buffer }).zstdCompressSync;
  const encodings: Array<[string, (text: string) => Buffer]> = [
    ['gzip', (text) => zlib.gzipSync(text)],
    ['deflate', (text) => zlib.deflateSync(text)],
    ['br', (text) => zlib.brotliCompressSync(text)],
    ...(zstd ? [['zstd', zstd] as [string, (text: string) => Buffer]] : []),
  ];
  const cases: Array<[string, () => Case, () => Expected]> = [
    ...encodings.map(([encoding, compress]): [string, () => Case, () => Expected] => [
      `a ${encoding} body`,
      () => ({ raw: compress(word({ word: pool.topWord })), headers: { 'content-encoding': encoding } }),
      () => ({ status: 200, body: { valid: true, word: pool.topWord } }),
    ]),
    [
      zstd ? 'an encoding it does not know' : 'zstd, where Node cannot inflate it',
      () => ({ raw: word({ word: 'tea' }), headers: { 'content-encoding': zstd ? 'compress' : 'zstd' } }),
      () => ({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }),
    ],
    [
      'a body its Content-Encoding does not describe',
      () => ({ raw: word({ word: 'tea' }), headers: { 'content-encoding': 'gzip' } }),
      () => ({ status: 400, code: 'MALFORMED_JSON' }),
    ],
    [
      'a small body that inflates past 16 KB',
      () => ({
        raw: zlib.gzipSync(word({ word: 'tea', pad: ' '.repeat(MAX_BODY_BYTES) })),
        headers: { 'content-encoding': 'gzip' },
      }),
      () => ({ status: 413, code: 'PAYLOAD_TOO_LARGE' }),
    ],
    [
      'a UTF-8 byte-order mark',
      () => ({
        raw: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(word({ word: pool.topWord }))]),
      }),
      () => ({ status: 200, body: { valid: true } }),
    ],
    [
      'the top word',
      () => ({ raw: word({ word: pool.topWord }) }),
      () => ({ status: 200, body: { valid: true, word: pool.topWord, isTopWord: true } }),
    ],
    [
      'a word with available letters',
      () => ({ raw: word({ word: pool.topWord, availableLetters: pool.letters }) }),
      () => ({ status: 200, body: { valid: true, word: pool.topWord } }),
    ],
    [
      'available letters not from the pool',
      () => ({ raw: word({ word: 'tea', availableLetters: 'QQQ' }) }),
      () => ({ status: 422, code: 'LETTER_NOT_IN_POOL' }),
    ],
    ['a non-word', () => ({ raw: word({ word: 'zzqx' }) }), () => ({ status: 200, body: { valid: false } })],
    [
      'no session',
      () => ({ raw: word({ word: pool.topWord }), anonymous: true }),
      () => ({ status: 200, body: { valid: true } }),
    ],
    [
      'yesterday',
      () => ({ raw: word({ word: pool.topWord, gameDate: '2026-11-20' }) }),
      () => ({ status: 200, body: { word: pool.topWord } }),
    ],
    [
      'a date no longer playable',
      () => ({ raw: word({ word: 'tea', gameDate: '2026-11-01' }) }),
      () => ({ status: 422, code: 'BAD_GAME_DATE' }),
    ],
    [
      'an extra field',
      () => ({ raw: word({ word: 'tea', admin: true }) }),
      () => ({ status: 400, code: 'VALIDATION_FAILED' }),
    ],
    ['a missing word', () => ({ raw: '{}' }), () => ({ status: 400, code: 'VALIDATION_FAILED' })],
    ['an empty body', () => ({ raw: '' }), () => ({ status: 400, code: 'VALIDATION_FAILED' })],
    ['an array', () => ({ raw: '[1]' }), () => ({ status: 400, code: 'VALIDATION_FAILED' })],
    ['a JSON string', () => ({ raw: '"tea"' }), () => ({ status: 400, code: 'MALFORMED_JSON' })],
    ['broken JSON', () => ({ raw: '{"word":' }), () => ({ status: 400, code: 'MALFORMED_JSON' })],
    [
      'leading blanks',
      () => ({ raw: ` \n\t${word({ word: pool.topWord })}` }),
      () => ({ status: 200, body: { valid: true } }),
    ],
    [
      'a body too large',
      () => ({ raw: word({ word: 'x'.repeat(MAX_BODY_BYTES) }) }),
      () => ({ status: 413, code: 'PAYLOAD_TOO_LARGE' }),
    ],
    [
      'an explicit utf-8 charset and another media-type parameter',
      () => ({
        raw: word({ word: pool.topWord }),
        contentType: 'application/json; charset=utf-8; profile=x',
      }),
      () => ({ status: 200, body: { valid: true } }),
    ],
    [
      'a charset other than utf-8',
      () => ({ raw: word({ word: 'tea' }), contentType: 'application/json; charset=latin1' }),
      () => ({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }),
    ],
    [
      'a body that is not JSON',
      () => ({ raw: 'word=tea', contentType: 'text/plain' }),
      () => ({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }),
    ],
    [
      'a cross-site request',
      () => ({ raw: word({ word: 'tea' }), sameOrigin: false, headers: { 'sec-fetch-site': 'cross-site' } }),
      () => ({ status: 403, code: 'CROSS_SITE_REQUEST' }),
    ],
    [
      'no origin proof',
      () => ({ raw: word({ word: 'tea' }), sameOrigin: false }),
      () => ({ status: 403, code: 'CROSS_SITE_REQUEST' }),
    ],
    [
      'an origin proof',
      () => ({ raw: word({ word: pool.topWord }), sameOrigin: false, headers: { origin: server.baseUrl } }),
      () => ({ status: 200, body: { valid: true } }),
    ],
    [
      'a bad cookie',
      () => ({
        raw: word({ word: pool.topWord }),
        headers: { cookie: 'dozen_session=abc' },
        anonymous: true,
      }),
      () => ({ status: 200, body: { valid: true } }),
    ],
  ];

  it.each(cases)('%s', async (_name, build, expect_) => {
    const input = build();
    const options: RequestOptions = {
      raw: input.raw,
      contentType: input.contentType,
      sameOrigin: input.sameOrigin,
      headers: { ...input.headers },
    };
    if (input.anonymous) options.cookie = input.headers?.cookie ?? null;
    const response = await (input.anonymous ? server.client() : player).request(
      'POST',
      '/api/validate-word',
      options,
    );
    const expected = expect_();
    expect(response.status, response.text).toBe(expected.status);
    if ('body' in expected) expect(response.body).toMatchObject(expected.body);
    else expect(ZErrorResponse.parse(response.body).error.code).toBe(expected.code);
    // The pipeline's headers on every answer, refusals included.
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('retry-after')).toBeNull();
    // An answer never clears a cookie: it may be older than the cookie the browser holds by now.
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith('dozen_session='))).toEqual(
      [],
    );
  });

  it.each([
    ['inflated past the limit', () => zlib.gzipSync(' '.repeat(4 * MAX_BODY_BYTES)), 'gzip'],
    ['over the limit by its length', () => Buffer.from(' '.repeat(2 * MAX_BODY_BYTES)), undefined],
  ] as const)(
    'reads a body refused as %s to its end: the same connection answers the next request',
    async (_name, body, encoding) => {
      const answers = await rawExchange(server.port, [
        rawRequest(body(), { cookie: player.cookie!, encoding }),
        rawRequest(Buffer.from(word({ word: pool.topWord })), { cookie: player.cookie! }),
      ]);
      expect(answers).toHaveLength(2);
      expect(answers[0]).toMatch(/^HTTP\/1\.1 413 /);
      expect(answers[1]).toMatch(/^HTTP\/1\.1 200 /);
      expect(answers[1]).toContain(`"word":"${pool.topWord}"`);
    },
  );

  it('refuses a query string', async () => {
    const response = await player.request('POST', '/api/validate-word?debug=1', {
      raw: JSON.stringify({ word: 'tea' }),
    });
    expect(response.status).toBe(400);
    expect(ZErrorResponse.parse(response.body).error.code).toBe('VALIDATION_FAILED');
  });

  it('answers no-store', async () => {
    const response = await player.post('/api/validate-word', { word: pool.topWord });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('stops using a revoked session at once: the next word is anonymous, the cookie left as it is', async () => {
    const client = server.client();
    const userId = await client.session();
    const played = async (date: string) =>
      (await server.sql`select 1 from day_players where date = ${date} and player_id = ${userId}`).length;

    expect((await client.post('/api/validate-word', { word: pool.topWord })).status).toBe(200);
    expect(await played('2026-11-21')).toBe(1);

    const token = client.cookie!.slice('dozen_session='.length);
    await server.revokeSession(parseSessionToken(token)!.id);
    const after = await client.post(
      '/api/validate-word',
      { word: pool.topWord, gameDate: '2026-11-20' },
      { cookie: `dozen_session=${token}` },
    );
    expect(after.status).toBe(200);
    // Not cleared: a sign-in may have replaced it in the browser since this request left.
    expect(after.headers.getSetCookie()).toEqual([]);
    // The word counted for nobody: the deleted session's player did not start yesterday's game.
    expect(await played('2026-11-20')).toBe(0);
  });

  it('a client hanging up mid-body is its own doing, never logged as a server error', async () => {
    const lines: string[] = [];
    const watched = await startTestServer({
      realtime: false,
      logger: createLogger({ logLevel: 'warn' }, { write: (line: string) => void lines.push(line) }),
    });
    try {
      const received = new Promise<void>((resolve) => watched.httpServer.once('request', () => resolve()));
      const socket = net.connect(watched.port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(
        `POST /api/validate-word HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: same-origin\r\n` +
          `Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"word":`,
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
      const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(errors.filter((entry) => entry.level >= 50)).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});

function rawRequest(body: Buffer, options: { cookie: string; encoding?: string }): Buffer {
  const head =
    'POST /api/validate-word HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: same-origin\r\n' +
    `Content-Type: application/json\r\nCookie: ${options.cookie}\r\nContent-Length: ${body.length}\r\n` +
    (options.encoding ? `Content-Encoding: ${options.encoding}\r\n` : '') +
    '\r\n';
  return Buffer.concat([Buffer.from(head), body]);
}

/** Sends requests one after another on one keep-alive connection; the answers' heads and bodies. */
function rawExchange(port: number, requests: Buffer[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const answers: string[] = [];
    let received = '';
    const sendNext = () => socket.write(requests[answers.length]!);
    socket.on('connect', sendNext);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(received.slice(0, headEnd))?.[1] ?? 0);
      if (received.length < headEnd + 4 + length) return;
      answers.push(received.slice(0, headEnd + 4 + length));
      received = received.slice(headEnd + 4 + length);
      if (answers.length === requests.length) {
        socket.end();
        resolve(answers);
      } else sendNext();
    });
    socket.on('close', () => resolve(answers));
  });
}
