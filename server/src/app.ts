import type { RequestListener } from 'node:http';
import express from 'express';
import { MAX_BODY_BYTES } from '@dozen/engine/contract';
import { sessionMiddleware } from './auth/middleware.js';
import { createSessionService } from './auth/sessions.js';
import type { AppDeps } from './deps.js';
import { apiNotFound, errorMiddleware, notFound } from './http/errors.js';
import { createFastValidateWord } from './http/fast-validate-word.js';
import { createRateLimits } from './http/rate-limit.js';
import { applyHeaders, jsonBodiesOnly, sameOriginOnly, securityHeaderList } from './http/security.js';
import { staticClient } from './http/static-client.js';
import { gameRoutes } from './routes/game.js';
import { healthRoutes } from './routes/health.js';
import { sessionRoutes } from './routes/session.js';
import type { GameContext } from './services/context.js';
import { createWordService } from './services/words.js';

/**
 * The HTTP app: security headers, CSRF check, bounded JSON bodies, sessions, the API routes, the
 * built client, and one error middleware. Everything it uses comes in through `deps`. Returns a
 * request listener for `http.createServer` (or `server.on('request', …)`): validate-word's usual
 * requests take a fast path beside Express (http/fast-validate-word.ts), everything else Express.
 */
export function createApp(deps: AppDeps): RequestListener {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);

  const sessions = createSessionService({ sql: deps.sql, now: deps.now, ttlDays: config.sessionTtlDays });
  const rateLimits = createRateLimits(config.rateLimits, deps.redis, deps.rateLimitNamespace);
  const context: GameContext = {
    sql: deps.sql,
    pools: deps.pools,
    dictionary: deps.dictionary,
    liveStats: deps.liveStats,
    logger,
    now: deps.now,
  };
  const words = createWordService(context);
  const headers = securityHeaderList(config.publicUrl);

  app.use((_req, res, next) => {
    applyHeaders(res, headers);
    next();
  });
  app.use(healthRoutes(deps));

  const api = express.Router();
  api.use(sameOriginOnly(config.publicUrl));
  api.use(jsonBodiesOnly);
  api.use(express.json({ limit: MAX_BODY_BYTES, strict: true }));
  api.use((_req, res, next) => {
    // API answers are per player and per moment: never stored by a browser or proxy.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(sessionMiddleware(sessions, config.secureCookies));
  api.use(sessionRoutes({ sessions, rateLimits, secureCookies: config.secureCookies }));
  api.use(gameRoutes(context, rateLimits, words));
  api.use(apiNotFound);
  // Route paths are the contract's full paths (ApiPath), so the API router sees unstripped URLs.
  app.use((req, res, next) => (isApiPath(req.path) ? api(req, res, next) : next()));

  const client = staticClient(config.clientDistDir, config.siteLinks);
  if (client) app.use(client);
  app.use(notFound);

  app.use(errorMiddleware(logger));

  const fast = createFastValidateWord({
    app,
    publicUrl: config.publicUrl,
    secureCookies: config.secureCookies,
    sessions,
    rateLimits,
    words,
    logger,
    securityHeaders: headers,
  });
  return (req, res) => {
    if (fast.accepts(req)) fast.handle(req, res);
    else app(req, res);
  };
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
