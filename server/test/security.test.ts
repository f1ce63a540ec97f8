import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, ZErrorResponse } from '@dozen/engine/contract';
import { withTestServer, type TestServer } from './harness.js';
import { describeSessionAndIpLimits, statusesOf, withLimits } from './rate-limits.js';

describe('security baseline', () => {
  let server: TestServer;
  withTestServer({ realtime: false }, (started) => (server = started));

  const code = (body: unknown) => ZErrorResponse.parse(body).error.code;

  it('sends a strict CSP and no X-Powered-By', async () => {
    const response = await server.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-powered-by')).toBeNull();
    const csp = response.headers.get('content-security-policy')!;
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "script-src 'self'",
      "img-src 'self' data:",
      `connect-src 'self' ws://127.0.0.1:${server.port}`,
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['no Sec-Fetch-Site and no Origin', {}],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (other subdomain) fetch', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    [
      'a foreign Origin claiming same-origin in a header the browser did not send',
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ],
  ])('refuses a non-GET request with %s (403 CROSS_SITE_REQUEST)', async (_name, headers) => {
    const client = server.client();
    const response = await client.post('/api/session', undefined, { sameOrigin: false, headers });
    expect(response.status).toBe(403);
    expect(code(response.body)).toBe('CROSS_SITE_REQUEST');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('accepts a request whose Origin is the public URL (older browsers)', async () => {
    const response = await server
      .client()
      .post('/api/session', undefined, { sameOrigin: false, headers: { origin: server.baseUrl } });
    expect(response.status).toBe(201);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const client = server.client();
    await client.session();
    const big = JSON.stringify({ word: 'a'.repeat(MAX_BODY_BYTES) });
    const response = await client.request('POST', '/api/validate-word', { raw: big });
    expect(response.status).toBe(413);
    expect(code(response.body)).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each([
    ['{"word": ', 400, 'MALFORMED_JSON'],
    ['"just a string"', 400, 'MALFORMED_JSON'],
    ['[1,2,3]', 400, 'VALIDATION_FAILED'],
    ['{"word": "tea", "__proto__": {"admin": true}}', 400, 'VALIDATION_FAILED'],
  ])('answers body %s with %i %s', async (raw, status, expected) => {
    const response = await server.client().request('POST', '/api/validate-word', { raw });
    expect(response.status).toBe(status);
    expect(code(response.body)).toBe(expected);
  });

  it('refuses a body that is not JSON (415)', async () => {
    const response = await server
      .client()
      .request('POST', '/api/validate-word', { raw: 'word=tea', contentType: 'text/plain' });
    expect(response.status).toBe(415);
    expect(code(response.body)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api'],
      ['DELETE', '/api/session'],
    ] as const) {
      const response = await server.client().request(method, path);
      expect(response.status).toBe(404);
      expect(code(response.body)).toBe('NOT_FOUND');
    }
  });

  it('answers a malformed percent-encoding in a path with 400, not 500', async () => {
    const response = await server.client().get('/api/top-word-count/%E0%A4%A');
    expect(response.status).toBe(400);
  });

  it('liveness and readiness', async () => {
    expect((await server.client().get('/api/health')).body).toEqual({ status: 'ok' });
    const ready = await server.client().get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { postgres: true } });
  });

  it('API answers are never cached', async () => {
    const response = await server.client().get('/api/daily-pool');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describeSessionAndIpLimits(
  'validate-word',
  { session: ['RATE_WORDS_PER_SESSION_PER_MINUTE', 5], ip: ['RATE_WORDS_PER_IP_PER_MINUTE', 8] },
  (client) => client.post('/api/validate-word', { word: 'tea' }),
);

describe('behind a trusted proxy', () => {
  let server: TestServer;
  withLimits({ TRUST_PROXY: '1', RATE_WORDS_PER_IP_PER_MINUTE: '2' }, (started) => (server = started));

  it('limits per forwarded client address', async () => {
    const client = server.client();
    const from = (ip: string) =>
      client.post('/api/validate-word', { word: 'tea' }, { headers: { 'x-forwarded-for': ip } });
    expect(await statusesOf(3, () => from('198.51.100.1'))).toEqual([200, 200, 429]);
    expect((await from('198.51.100.2')).status).toBe(200);
  });
});
