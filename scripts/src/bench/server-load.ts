/**
 * Child process of `npm run bench -- server`: the load generator for validate-word and submit-game,
 * so it never shares the server's event loop. autocannon through its API, because each connection
 * sends the cookie of a session of its own (`setupClient`), like that many players: one cookie for
 * all would make every session lookup the same row. A submission also carries its own player's id
 * in the body (`bodies`, one per connection like the cookies) and a new game id in every request
 * (autocannon's `[<id>]` replacement), so each is a new game, never an idempotent retry.
 */
import { createRequire } from 'node:module';

export type LoadRequest = {
  type: 'run';
  url: string;
  connections: number;
  seconds: number;
  body: string;
  headers: Record<string, string>;
  /** `name=value` cookies, one per connection in turn (none: no Cookie header). */
  cookies: string[];
  /** Per-connection bodies, in turn like the cookies (default: `body` for all). */
  bodies?: string[];
  /** Replace `[<id>]` in each request with a new unique id. */
  idReplacement?: boolean;
};

export type LoadReply = {
  type: 'done';
  requests: number;
  seconds: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** This process's CPU (user + system) during the run, ms: what the load itself cost. */
  cpuMs: number;
};

interface AutocannonClient {
  setHeaders(headers: Record<string, string>): void;
  setHeadersAndBody(headers: Record<string, string>, body: string): void;
}
interface AutocannonResult {
  requests: { total: number };
  duration: number;
  latency: { p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method: 'POST';
  body: string;
  headers: Record<string, string>;
  idReplacement?: boolean;
  setupClient: (client: AutocannonClient) => void;
}) => Promise<AutocannonResult>;

// autocannon ships no types: the slice used here, declared above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

process.on('message', (message: LoadRequest) => {
  void (async () => {
    let next = 0;
    const cpuBefore = process.cpuUsage();
    const result = await autocannon({
      url: message.url,
      connections: message.connections,
      duration: message.seconds,
      method: 'POST',
      body: message.body,
      headers: message.headers,
      idReplacement: message.idReplacement ?? false,
      setupClient(client) {
        const turn = next++;
        const cookie = message.cookies[turn % Math.max(message.cookies.length, 1)];
        const headers = cookie ? { ...message.headers, cookie } : message.headers;
        const body = message.bodies?.[turn % message.bodies.length];
        if (body === undefined) client.setHeaders(headers);
        else client.setHeadersAndBody(headers, body);
      },
    });
    const cpu = process.cpuUsage(cpuBefore);
    const reply: LoadReply = {
      type: 'done',
      cpuMs: (cpu.user + cpu.system) / 1000,
      requests: result.requests.total,
      seconds: result.duration,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
    process.send?.(reply);
  })();
});
