import express, { type Express, type Request, type Response } from 'express';
import { ApiRoute, MAX_BODY_BYTES, SHARE_QUERY_PARAMETER, type TBootData } from '@dozen/engine/contract';
import { createMergeRunner } from './auth/merge-runner.js';
import { currentAuth, sessionReader } from './auth/middleware.js';
import { createRecoveryService } from './auth/recovery.js';
import { createSignInService } from './auth/sign-in.js';
import type { AppDeps } from './deps.js';
import { apiNotFound, errorMiddleware, notFound } from './http/errors.js';
import { createRateLimits } from './http/rate-limit.js';
import { dailyPreview, linkPreviewTags, scorePreview, type LinkPreview } from './http/link-preview.js';
import { METRICS_PATH, publicMetricsRoute, requestTimer } from './metrics/http.js';
import { apiRequest } from './http/api-request.js';
import { jsonBodyReader } from './http/json-body.js';
import { crossSiteRefusal, isJsonBody, securityHeaders } from './http/security.js';
import { staticClient } from './http/static-client.js';
import { accountRoutes } from './routes/accounts.js';
import { analyticsRoutes } from './routes/analytics.js';
import { friendsRoutes } from './routes/friends.js';
import type { FriendsContext } from './friends/context.js';
import { createInvites } from './friends/invites.js';
import { apiReferenceRoutes } from './routes/api-reference.js';
import { archiveRoutes } from './routes/archive.js';
import { gameRoutes } from './routes/game.js';
import { healthRoutes } from './routes/health.js';
import { progressRoutes } from './routes/progress.js';
import { sessionRoutes } from './routes/session.js';
import { shareImageRoutes } from './routes/share-image.js';
import type { GameContext } from './services/context.js';
import { dailyPool, stats } from './services/player-day.js';
import { createShareImageService } from './services/share-image.js';
import { createShareTokens } from './share-image/share-token.js';
import { createWordService } from './services/words.js';
import { today } from './services/day-policy.js';

/**
 * The HTTP app, one Express pipeline for every request: timing (metrics) and security headers;
 * then for the API the health routes, and before every other route no-store, a same-origin check,
 * a JSON body of at most 16 KB (on POST /api/events also a beacon's text/plain JSON) and the
 * session (http/api-request.ts), the routes (each parsing its input strictly); `/metrics` (only
 * behind METRICS_TOKEN on this port); the built client (with the link-preview tags); and one
 * error middleware. Everything it uses comes in through `deps`.
 */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);

  const { sessions } = deps;
  const rateLimits = createRateLimits(config.rateLimits, deps.presence);
  const context: GameContext = {
    sql: deps.sql,
    pools: deps.pools,
    dictionary: deps.dictionary,
    liveStats: deps.liveStats,
    logger,
    now: deps.now,
  };

  const friends: FriendsContext = {
    sql: deps.sql,
    pools: deps.pools,
    dictionary: deps.dictionary,
    blockedWords: deps.blockedWords,
    invites: createInvites(deps.authSecret, config.publicUrl),
    events: deps.presence.leagueEvents,
    logger,
    now: deps.now,
  };

  const merges = createMergeRunner({
    sql: deps.sql,
    liveStats: deps.liveStats,
    sessions,
    logger,
    now: deps.now,
  });
  const signIn = createSignInService({
    sql: deps.sql,
    sessions,
    mailer: deps.mailer,
    merges,
    logger,
    now: deps.now,
    authSecret: deps.authSecret,
    publicUrl: config.publicUrl,
  });
  const recovery = createRecoveryService({ sql: deps.sql, merges, logger });
  const shareImages = createShareImageService(context, config.publicUrl, createShareTokens(deps.authSecret));
  const readSession = sessionReader(sessions, config.secureCookies);

  // Every response: timed, with the security headers (one layer: a router step costs more than both).
  const timeRequest = requestTimer(deps.metrics);
  const setSecurityHeaders = securityHeaders(config.publicUrl);
  app.use((req, res, next) => {
    timeRequest(req, res);
    setSecurityHeaders(res);
    next();
  });

  // The API's routes sit on the app's own router, after the API's request layer: a nested router
  // would add a second routing pass to every API call. Route patterns are the contract's full
  // paths (ApiRoute). Liveness and readiness come first: no session, no body, no-store or not.
  healthRoutes(app, deps);
  const forApi = apiRequest({
    crossSiteRefusal: crossSiteRefusal(config.publicUrl),
    readBody: jsonBodyReader(MAX_BODY_BYTES, isJsonBody),
    readSession,
  });
  app.use((req, res, next) => (isApiPath(req.path) ? forApi(req, res, next) : next()));
  gameRoutes(app, context, rateLimits, createWordService(context), friends);
  progressRoutes(app, context, rateLimits);
  archiveRoutes(app, context, rateLimits);
  sessionRoutes(app, { sessions, rateLimits, secureCookies: config.secureCookies });
  shareImageRoutes(app, shareImages, rateLimits);
  accountRoutes(app, {
    sql: deps.sql,
    sessions,
    signIn,
    recovery,
    rateLimits,
    secureCookies: config.secureCookies,
    logger,
    now: deps.now,
  });
  analyticsRoutes(app, { sql: deps.sql, rateLimits, now: deps.now });
  friendsRoutes(app, friends, rateLimits);
  apiReferenceRoutes(app);
  app.use((req, res, next) => (isApiPath(req.path) ? apiNotFound(req, res, next) : next()));
  app.get(METRICS_PATH, publicMetricsRoute(deps.metrics, config.metrics.token));

  const client = staticClient(config.clientDistDir, {
    siteLinks: config.siteLinks,
    dynamicHeadTags: async (req) => linkPreviewTags(await previewOf(req)),
    bootData,
  });
  if (client) app.use(client);
  app.use(notFound);

  app.use(errorMiddleware(logger));
  return app;

  /**
   * A shared score's page (`/?share=<token>` with a token this server signed) previews that
   * score's card; every other page, today's. The page itself never fails over its preview: without
   * a database, the unstamped daily image is named.
   */
  async function previewOf(req: Request): Promise<LinkPreview> {
    const token = req.query[SHARE_QUERY_PARAMETER];
    try {
      if (typeof token === 'string' && token.length > 0) {
        const scored = await shareImages.scoreCard(token).catch(() => null);
        if (scored?.card.kind === 'score') {
          const pageUrl = `${config.publicUrl}/?${new URLSearchParams({ [SHARE_QUERY_PARAMETER]: token })}`;
          return scorePreview(pageUrl, shareImages.imageUrl(scored, { share: token }), scored.card);
        }
      }
      const daily = await shareImages.dailyCard();
      return dailyPreview(config.publicUrl, shareImages.imageUrl(daily, { date: today(deps.now) }));
    } catch (error) {
      logger.warn({ err: error }, 'link preview: today’s card unavailable; unstamped image URL sent');
      return dailyPreview(
        config.publicUrl,
        `${config.publicUrl}${ApiRoute.socialShareImage.path()}?type=daily&format=png`,
      );
    }
  }

  /**
   * Today's stats and pool as GET /api/stats and GET /api/daily-pool would answer this request
   * (the session read the same way, so the pool holds this player's unlocks and nobody else's).
   * Anything failing leaves the page without them: the client then asks the API itself.
   */
  async function bootData(req: Request, res: Response): Promise<TBootData | undefined> {
    try {
      await readSession(req, res);
      const [todayStats, pool] = await Promise.all([
        stats(context, undefined),
        dailyPool(context, currentAuth(res), undefined),
      ]);
      return { stats: todayStats, dailyPool: pool };
    } catch (error) {
      logger.warn({ err: error }, 'boot data unavailable; the page is sent without it');
      return undefined;
    }
  }
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
