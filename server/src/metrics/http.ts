import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { ApiRoute, ErrorCode } from '@dozen/engine/contract';
import { DomainError } from '../domain-error.js';
import { errorMiddleware, notFound } from '../http/errors.js';
import type { Logger } from '../logger.js';
import type { Metrics } from './index.js';

/** Where Prometheus scrapes (its convention; an operator path, not part of the API contract). */
export const METRICS_PATH = '/metrics';

/** Route labels: the contract's patterns (a bounded set), never a raw URL. */
const KNOWN_ROUTES = new Set<string>([
  ...Object.values(ApiRoute).map((route) => route.pattern),
  METRICS_PATH,
]);
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

/**
 * Times a request (the app calls it for every one) into `dozen_http_request_duration_seconds`,
 * labelled by the route pattern that answered it (`/api/game-entry/:playerId/:date`),
 * `api_unmatched` for an /api path no route took, or `client` for the built client's pages and
 * files; by method (unknown ones are `other`) and status (`aborted` when the client left first).
 * Every label has a bounded set of values, so a scanner's random URLs cannot grow the series.
 */
export function requestTimer(metrics: Metrics): (req: Request, res: Response) => void {
  const histogram = metrics.http.requestDuration;
  // One child per label set, kept: observing through it skips prom-client's label handling on
  // every request. The labels are bounded (above), so is this map.
  const children = new Map<string, { observe(seconds: number): void }>();
  function observe(method: string, route: string, status: string, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let child = children.get(key);
    if (!child) {
      child = histogram.labels(method, route, status);
      children.set(key, child);
    }
    child.observe(seconds);
  }
  return (req, res) => {
    // A closure, not a property on the response: adding one to Node's response object slows
    // every later access to it, which cost more than the timing itself.
    const started = performance.now();
    res.on('close', () =>
      observe(
        KNOWN_METHODS.has(req.method) ? req.method : 'other',
        routeLabel(req),
        res.writableFinished ? String(res.statusCode) : 'aborted',
        (performance.now() - started) / 1000,
      ),
    );
  };
}

function routeLabel(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string' && KNOWN_ROUTES.has(pattern)) return pattern;
  const path = req.originalUrl.split('?', 1)[0]!;
  return path === '/api' || path.startsWith('/api/') ? 'api_unmatched' : 'client';
}

/**
 * The scrape itself. With a token, only `Authorization: Bearer <token>` gets the metrics (401
 * otherwise), compared in constant time over hashes so that neither content nor length leaks.
 */
export function scrapeMetrics(metrics: Metrics, token: string | undefined): RequestHandler {
  const expected = token === undefined ? undefined : sha256(token);
  return async (req, res) => {
    if (expected && !bearerMatches(req, expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new DomainError(ErrorCode.UNAUTHENTICATED, 'Metrics need the bearer token.');
    }
    const body = await metrics.registry.metrics();
    res.setHeader('Cache-Control', 'no-store');
    res.type(metrics.registry.contentType).send(body);
  };
}

function bearerMatches(req: Request, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match !== null && timingSafeEqual(sha256(match[1]!), expected);
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * `/metrics` on the public port: served only behind METRICS_TOKEN; without one it is 404 there
 * (the metrics are then on METRICS_PORT alone, or nowhere), never public.
 */
export function publicMetricsRoute(metrics: Metrics, token: string | undefined): RequestHandler {
  return token === undefined ? notFound : scrapeMetrics(metrics, token);
}

/** The app of METRICS_PORT: `/metrics` (behind the token too when one is set) and nothing else. */
export function createMetricsApp(metrics: Metrics, token: string | undefined, logger: Logger): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get(METRICS_PATH, scrapeMetrics(metrics, token));
  app.use(notFound);
  app.use(errorMiddleware(logger));
  return app;
}
