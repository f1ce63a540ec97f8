import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type Express, type Request, type RequestHandler } from 'express';
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
 * Times every request into `dozen_http_request_duration_seconds`, labelled by the route pattern
 * that answered it (`/api/game-entry/:playerId/:date`), `api_unmatched` for an /api path no route
 * took, or `client` for the built client's pages and files; by method (unknown ones are `other`)
 * and status (`aborted` when the client left first). Every label has a bounded set of values, so a
 * scanner's random URLs cannot grow the series.
 */
export function timeRequests(metrics: Metrics): RequestHandler {
  const histogram = metrics.http.requestDuration;
  return (req, res, next) => {
    const end = histogram.startTimer();
    res.once('close', () => {
      end({
        method: KNOWN_METHODS.has(req.method) ? req.method : 'other',
        route: routeLabel(req),
        status: res.writableFinished ? String(res.statusCode) : 'aborted',
      });
    });
    next();
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
