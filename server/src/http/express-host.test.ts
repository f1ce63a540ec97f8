import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createExpressHost } from './express-host.js';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('createExpressHost', () => {
  it('makes requests and responses on the app’s prototypes before Express sees them', async () => {
    const host = createExpressHost();
    const app = express();
    app.set('trust proxy', 'loopback');
    // Added to the app's own prototype before it is served: still there.
    (app.request as unknown as { label: string }).label = 'the app’s own';
    app.get('/who', (req, res) => {
      const label = (req as unknown as { label: string }).label;
      res.status(201).json({ ip: req.ip, path: req.path, query: req.query, app: req.app === app, label });
    });
    const listener = host.serve(app);
    const before: boolean[] = [];
    const url = await listen(
      http.createServer(host.serverOptions, (req, res) => {
        before.push(
          Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response,
        );
        listener(req, res);
      }),
    );

    const answer = await fetch(`${url}/who?x=1`, { headers: { 'x-forwarded-for': '203.0.113.9' } });

    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({
      ip: '203.0.113.9',
      path: '/who',
      query: { x: '1' },
      app: true,
      label: 'the app’s own',
    });
    expect(before).toEqual([true]);
  });

  it('serves one app', () => {
    const host = createExpressHost();
    const app = express();
    host.serve(app);
    expect(() => host.serve(app)).not.toThrow();
    expect(() => host.serve(express())).toThrow(/one app/);
  });
});
