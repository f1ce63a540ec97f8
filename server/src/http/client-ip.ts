import type { Socket } from 'node:net';
import type { Request } from 'express';

/**
 * The client's address as Express' `req.ip` has it (the socket's peer, or with `trust proxy` the
 * X-Forwarded-For hop it trusts), remembered per connection: `req.ip` is a pure function of the
 * socket's address, that header and the app's setting, and a keep-alive connection (a browser, or
 * a proxy's upstream) sends many requests with the same header. The per-IP rate limits ask on
 * every validate-word, where `req.ip` measured ~5 µs of CPU a request.
 */
const known = new WeakMap<Socket, { forwardedFor: string | string[] | undefined; ip: string }>();

export function clientIp(req: Request): string {
  const forwardedFor = req.headers['x-forwarded-for'];
  const socket = req.socket;
  const last = known.get(socket);
  if (last && last.forwardedFor === forwardedFor) return last.ip;
  const ip = req.ip ?? 'unknown';
  known.set(socket, { forwardedFor, ip });
  return ip;
}
