import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponse } from '@dozen/engine/contract';
import { createLogger } from '../src/logger.js';
import { createMetricsApp } from '../src/metrics/http.js';
import { createMetrics } from '../src/metrics/index.js';
import { gameRequest, honestWords } from './game-helpers.js';
import { startTestServer, type TestServer } from './harness.js';
import { connected, connectSocket, waitFor, type WatchingSocket } from './live-support.js';

const TODAY = '2026-11-21';
const TOKEN = 'metrics-token-'.padEnd(48, 'x');

/** One sample of a scrape: the series `name` whose labels include `labels` (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

async function scrape(baseUrl: string, token: string | undefined = TOKEN): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

const requests = (route: string, status = '200') => ({ method: 'GET', route, status });
const count = 'dozen_http_request_duration_seconds_count';

describe('/metrics on the public port, behind METRICS_TOKEN', () => {
  let server: TestServer;
  const sockets: WatchingSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN: TOKEN }, processMetrics: true });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it.each([
    ['no Authorization', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN.slice(0, -1)}y` }],
    ['a token prefix', { authorization: `Bearer ${TOKEN.slice(0, 20)}` }],
    ['another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('refuses %s with 401 and names the Bearer scheme', async (_, headers) => {
    const response = await fetch(`${server.baseUrl}/metrics`, { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(ZErrorResponse.parse(await response.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it('has Node’s process metrics and the pool size', async () => {
    const text = await scrape(server.baseUrl);
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(sample(text, 'dozen_db_pool_size')).toBe(10);
  });

  it('times requests by the contract’s route pattern, never by the raw URL', async () => {
    const client = server.client();
    const playerId = await client.session();
    const before = await scrape(server.baseUrl);
    await client.get('/api/stats');
    await client.get('/api/stats?date=2026-11-20');
    await client.get(`/api/game-entry/${playerId}/${TODAY}`);
    await client.get('/api/no-such-route/abc');
    // Not a GET, so 404 whether or not a built client is served.
    await client.post('/some/page');
    const after = await scrape(server.baseUrl);

    const moved = (labels: Record<string, string>) =>
      sample(after, count, labels) - sample(before, count, labels);
    expect(moved(requests('/api/stats'))).toBe(2);
    expect(moved(requests('/api/game-entry/:playerId/:date', '404'))).toBe(1);
    expect(moved(requests('api_unmatched', '404'))).toBe(1);
    expect(moved({ method: 'POST', route: 'client', status: '404' })).toBe(1);
    expect(after).not.toContain(playerId);
    expect(after).not.toContain('no-such-route');
    expect(after).not.toContain('2026-11-20');
  });

  it('keeps the number of series bounded whatever URLs arrive', async () => {
    const client = server.client();
    const series = (text: string) => text.split('\n').filter((line) => line.startsWith(`${count}{`)).length;
    await client.get('/api/x0');
    await client.get('/x0');
    const before = series(await scrape(server.baseUrl));
    for (let i = 1; i <= 40; i += 1) {
      await client.get(`/api/x${i}/${i}`);
      await client.get(`/page-${i}?q=${i}`);
    }
    expect(series(await scrape(server.baseUrl))).toBe(before);
  });

  it('counts open sockets, and broadcasts after a change', async () => {
    const base = sample(await scrape(server.baseUrl), 'dozen_socketio_open_sockets');
    for (let i = 0; i < 3; i += 1) sockets.push(connectSocket(server.baseUrl));
    await Promise.all(sockets.map((watcher) => connected(watcher.socket)));
    expect(sample(await scrape(server.baseUrl), 'dozen_socketio_open_sockets')).toBe(base + 3);
    await waitFor('the newcomers’ first counts', async () =>
      sample(await scrape(server.baseUrl), 'dozen_live_broadcast_duration_seconds_count', {
        kind: 'welcome',
      }) > 0
        ? true
        : undefined,
    );

    const broadcasts = sample(await scrape(server.baseUrl), 'dozen_live_broadcast_latency_seconds_count');
    const player = server.client();
    const playerId = await player.session();
    const pool = (await server.pools.getOrCreate(TODAY))!;
    const words = honestWords(pool, server.dictionary, 2);
    expect((await player.post('/api/submit-game', gameRequest(playerId, TODAY, words))).status).toBe(200);
    await waitFor('a broadcast of the change', async () =>
      sample(await scrape(server.baseUrl), 'dozen_live_broadcast_latency_seconds_count') > broadcasts
        ? true
        : undefined,
    );

    sockets.splice(0).forEach((watcher) => watcher.close());
    await waitFor('the sockets to be gone', async () =>
      sample(await scrape(server.baseUrl), 'dozen_socketio_open_sockets') === base ? true : undefined,
    );
  });

  it('counts queries and transactions holding or waiting for a connection', async () => {
    const idle = () =>
      waitFor('no query in flight', async () =>
        sample(await scrape(server.baseUrl), 'dozen_db_queries_in_flight') === 0 ? true : undefined,
      );
    await idle();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = server.sql.begin(async (tx) => {
      await tx`select 1`;
      await held;
    });
    const query = server.sql`select pg_sleep(30)`;
    const running = query.then(
      () => undefined,
      () => undefined,
    );
    // A fragment is never run, so it must never be counted: were it, the count would never fall
    // back to 0 below.
    void server.sql`where true`;
    expect(sample(await scrape(server.baseUrl), 'dozen_db_queries_in_flight')).toBeGreaterThanOrEqual(2);
    // Cancelled only once PostgreSQL runs it: a cancel that reaches the backend before the query
    // does is ignored, and the sleep then ran its 30 s (seen on a busy machine).
    await waitFor('the sleep to be running', async () => {
      const [running] = await server.sql<{ count: number }[]>`
        select count(*)::int as count from pg_stat_activity
        where datname = current_database() and state = 'active' and query like 'select pg_sleep(30)%'`;
      return running!.count > 0 ? true : undefined;
    });
    await query.cancel();
    await running;
    release();
    await transaction;
    await idle();
  });

  it('counts live counter rebuilds by result', async () => {
    // The live stats rebuild today's counters from Postgres at start.
    await waitFor('the start-up rebuild', async () =>
      sample(await scrape(server.baseUrl), 'dozen_live_counter_rebuilds_total', { result: 'succeeded' }) >= 1
        ? true
        : undefined,
    );
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  let other: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'dozen-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    server = await startTestServer({ realtime: false, env: { CLIENT_DIST_DIR: dist } });
    other = await startTestServer({ realtime: false });
  });
  afterAll(async () => {
    await server?.close();
    await other?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('is 404 on the public port (not the client’s page), with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Array<Record<string, string>>) {
      const response = await fetch(`${server.baseUrl}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(ZErrorResponse.parse(await response.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('keeps each app’s metrics in its own registry', async () => {
    await server.client().get('/api/stats');
    const mine = await server.metrics.registry.metrics();
    const theirs = await other.metrics.registry.metrics();
    expect(sample(mine, count, requests('/api/stats'))).toBe(1);
    expect(sample(theirs, count, requests('/api/stats'))).toBe(0);
  });
});

describe('the metrics port (METRICS_PORT)', () => {
  const servers: http.Server[] = [];
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  async function listen(token: string | undefined): Promise<string> {
    const metrics = createMetrics({ processMetrics: false });
    const server = http.createServer(createMetricsApp(metrics, token, createLogger({ logLevel: 'silent' })));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('serves /metrics alone, to anyone who reaches it when there is no token', async () => {
    const url = await listen(undefined);
    expect(await scrape(url, undefined)).toContain('dozen_http_request_duration_seconds');
    expect((await fetch(`${url}/api/stats`)).status).toBe(404);
  });

  it('asks for the token too when one is set', async () => {
    const url = await listen(TOKEN);
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect(await scrape(url, TOKEN)).toContain('dozen_db_queries_in_flight');
  });
});
