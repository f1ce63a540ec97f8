import { describe, expect, it } from 'vitest';
import { ZErrorResponse } from '@dozen/engine/contract';
import { withTestServer, type TestServer } from './harness.js';
import type { TestClient, TestResponse } from './test-client.js';

/** Rate-limit tests: requests sent in turn until a limit answers, and the shape of its refusal. */

/**
 * The statuses of `count` calls of `send`, each sent after the last has answered (a limiter
 * counts them in that order).
 */
export async function statusesOf(count: number, send: () => Promise<TestResponse>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send()).status);
  return statuses;
}

/** A refusal by a rate limit: 429 RATE_LIMITED with a Retry-After of at least a second; returns it. */
export function expectRateLimited(response: TestResponse): number {
  expect(response.status).toBe(429);
  expect(ZErrorResponse.parse(response.body).error.code).toBe('RATE_LIMITED');
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  return retryAfter;
}

/** A suite's server with these rate-limit settings (environment names) and no socket server. */
export function withLimits(env: Record<string, string>, use: (server: TestServer) => unknown): void {
  withTestServer({ realtime: false, env }, use);
}

/** A limit's setting (its environment name) and the calls it allows. */
type Limit = [setting: string, calls: number];

/**
 * The suite of a route limited per session and per address, on a server of its own: one player's
 * calls pass `session` times, then answer 429 with Retry-After; a second player on the same
 * address starts a fresh session bucket but has only what the address has left (the address is
 * counted first, for every call, the refused ones too).
 */
export function describeSessionAndIpLimits(
  route: string,
  { session: [sessionSetting, perSession], ip: [ipSetting, perIp] }: { session: Limit; ip: Limit },
  send: (client: TestClient) => Promise<TestResponse>,
): void {
  describe(`${route} rate limits`, () => {
    let server: TestServer;
    const env = { [sessionSetting]: String(perSession), [ipSetting]: String(perIp) };
    withLimits(env, (started) => (server = started));
    const passThenRefuse = (passing: number) => [...Array<number>(passing).fill(200), 429];

    it('answers 429 with Retry-After past the per-session limit, then past the per-IP limit', async () => {
      const first = server.client();
      await first.session();
      expect(await statusesOf(perSession + 1, () => send(first))).toEqual(passThenRefuse(perSession));
      expectRateLimited(await send(first));

      const second = server.client();
      await second.session();
      const left = Math.max(0, perIp - (perSession + 2));
      expect(await statusesOf(left + 1, () => send(second))).toEqual(passThenRefuse(left));
    });
  });
}
