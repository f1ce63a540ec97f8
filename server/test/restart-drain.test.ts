import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrainableServer, KEEP_ALIVE_TIMEOUT_MS, type DrainableServer } from '../src/http-server.js';

/**
 * The HTTP side of a graceful stop (server/src/http-server.ts), with real connections: what a
 * proxy in front sees while an instance drains. restart.test.ts proves the whole stop behind nginx.
 */

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function get(port: number, agent: http.Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
        );
      })
      .on('error', reject);
  });
}

describe('draining the HTTP server', () => {
  const agents: http.Agent[] = [];
  let drainable: DrainableServer | undefined;

  /** A server whose answers take `answerMs`, listening on a free port. */
  async function listen(answerMs = 0): Promise<number> {
    drainable = createDrainableServer((_req, res) => {
      setTimeout(() => res.end('answered'), answerMs);
    });
    const { server } = drainable;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  /** A client keeping one connection alive between requests, as a proxy does. */
  function keepAliveAgent(): http.Agent {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  }

  afterEach(async () => {
    for (const agent of agents.splice(0)) agent.destroy();
    await drainable?.drain(0);
    drainable = undefined;
  });

  it('refuses new connections, answers on open ones with Connection: close, and ends when they do', async () => {
    const port = await listen();
    const proxy = keepAliveAgent();
    expect(await get(port, proxy)).toEqual({ status: 200, connection: 'keep-alive', body: 'answered' });

    const drained = drainable!.drain(10_000);
    await expect(get(port, false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The proxy's idle connection is not closed under it: its next request is answered.
    expect(await get(port, proxy)).toEqual({ status: 200, connection: 'close', body: 'answered' });
    expect(await drained).toEqual({ cut: 0 });
  });

  it('lets a request in flight finish', async () => {
    const port = await listen(300);
    const proxy = keepAliveAgent();
    const answer = get(port, proxy);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drainable!.drain(10_000);
    expect(await answer).toMatchObject({ status: 200, body: 'answered' });
    await expect(get(port, false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    proxy.destroy(); // the proxy's idle timeout closes its connection
    expect(await drained).toEqual({ cut: 0 });
  });

  it('cuts the connections still open at the deadline, and says how many', async () => {
    const port = await listen();
    for (const agent of [keepAliveAgent(), keepAliveAgent()]) await get(port, agent);
    expect(await drainable!.drain(200)).toEqual({ cut: 2 });
  });
});

describe('the proxy and the server agree on idle connections', () => {
  it("nginx's upstream keepalive_timeout is below Node's keep-alive timeout", async () => {
    const shipped = await readFile(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
    const upstream = /upstream dozen \{[^}]*\}/.exec(shipped)?.[0] ?? '';
    const seconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
    expect(seconds * 1_000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });
});
