import net from 'node:net';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { DailyPool } from '@dozen/engine';
import { MAX_BODY_BYTES, ZErrorResponse } from '@dozen/engine/contract';
import { withPoolServer, type TestClient, type TestServer } from './harness.js';

/**
 * The API's JSON bodies (http/json-body.ts, express.json()): the encodings a client may compress
 * them with, the 16 KB limit counted after inflating, a byte-order mark, and a refused body read
 * to its end so that the connection serves the next request.
 */
describe('JSON request bodies', () => {
  let server: TestServer;
  let pool: DailyPool;
  let player: TestClient;
  withPoolServer({ realtime: false }, '2026-11-21', async (started, today) => {
    [server, pool] = [started, today];
    player = server.client();
    await player.session();
  });

  const json = () => JSON.stringify({ word: pool.topWord });
  const code = (body: unknown) => ZErrorResponse.parse(body).error.code;

  /** zstd is in node:zlib from Node 22.15 and 23.8; body-parser takes it where Node has it. */
  const zstd = (zlib as { zstdCompressSync?: (data: string) => Buffer }).zstdCompressSync;
  const encodings: Array<[string, (text: string) => Buffer]> = [
    ['gzip', (text) => zlib.gzipSync(text)],
    ['deflate', (text) => zlib.deflateSync(text)],
    ['br', (text) => zlib.brotliCompressSync(text)],
    ...(zstd ? [['zstd', zstd] as [string, (text: string) => Buffer]] : []),
  ];

  it.each(encodings)('inflates a %s body', async (encoding, compress) => {
    const answer = await player.request('POST', '/api/validate-word', {
      raw: compress(json()),
      headers: { 'content-encoding': encoding },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ valid: true, word: pool.topWord });
  });

  it.runIf(!zstd)('refuses a zstd body where Node cannot inflate it (415)', async () => {
    const answer = await player.request('POST', '/api/validate-word', {
      raw: json(),
      headers: { 'content-encoding': 'zstd' },
    });
    expect(answer.status).toBe(415);
    expect(code(answer.body)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('reads past a UTF-8 byte-order mark', async () => {
    const answer = await player.request('POST', '/api/validate-word', {
      raw: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json())]),
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ valid: true });
  });

  it('counts the limit after inflating: a small body that inflates past 16 KB is 413', async () => {
    const inflated = JSON.stringify({ word: pool.topWord, pad: ' '.repeat(MAX_BODY_BYTES) });
    const compressed = zlib.gzipSync(inflated);
    expect(compressed.length).toBeLessThan(1024);
    const answer = await player.request('POST', '/api/validate-word', {
      raw: compressed,
      headers: { 'content-encoding': 'gzip' },
    });
    expect(answer.status).toBe(413);
    expect(code(answer.body)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a body that is not what its Content-Encoding says with 400', async () => {
    const answer = await player.request('POST', '/api/validate-word', {
      raw: json(),
      headers: { 'content-encoding': 'gzip' },
    });
    expect(answer.status).toBe(400);
    expect(code(answer.body)).toBe('MALFORMED_JSON');
  });

  it('refuses an encoding it does not know (415)', async () => {
    const answer = await player.request('POST', '/api/validate-word', {
      raw: json(),
      headers: { 'content-encoding': 'compress' },
    });
    expect(answer.status).toBe(415);
    expect(code(answer.body)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['inflated past the limit', () => zlib.gzipSync(' '.repeat(4 * MAX_BODY_BYTES)), 'gzip'],
    ['over the limit by its length', () => Buffer.from(' '.repeat(2 * MAX_BODY_BYTES)), undefined],
  ] as const)(
    'reads a body refused as %s to its end: the same connection answers the next request',
    async (_name, body, encoding) => {
      const next = json();
      const answers = await rawExchange(server.port, [
        request(body(), { cookie: player.cookie!, encoding }),
        request(Buffer.from(next), { cookie: player.cookie! }),
      ]);
      expect(answers).toHaveLength(2);
      expect(answers[0]).toMatch(/^HTTP\/1\.1 413 /);
      expect(answers[1]).toMatch(/^HTTP\/1\.1 200 /);
      expect(answers[1]).toContain(`"word":"${pool.topWord}"`);
    },
  );
});

function request(body: Buffer, options: { cookie: string; encoding?: string }): Buffer {
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
