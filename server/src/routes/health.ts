import type { IRouter } from 'express';
import { ApiRoute, ErrorCode } from '@dozen/engine/contract';
import type { AppDeps } from '../deps.js';
import { errorBody } from '../http/errors.js';
import { onRoute } from '../http/route.js';

/** Liveness (the process answers) and readiness (Postgres, and Redis when configured, answer). */
export function healthRoutes(router: IRouter, deps: Pick<AppDeps, 'sql' | 'redis' | 'logger'>): void {
  onRoute(router, ApiRoute.health, (_req, res) => {
    res.json({ status: 'ok' });
  });
  onRoute(router, ApiRoute.ready, async (_req, res) => {
    const [postgres, redis] = await Promise.all([
      deps.sql`select 1`.then(
        () => true,
        () => false,
      ),
      deps.redis
        ? deps.redis.ping().then(
            () => true,
            () => false,
          )
        : Promise.resolve(undefined),
    ]);
    const checks = redis === undefined ? { postgres } : { postgres, redis };
    if (postgres && redis !== false) {
      res.json({ status: 'ready', checks });
      return;
    }
    deps.logger.warn({ checks }, 'not ready');
    res
      .status(503)
      .json({ ...errorBody(ErrorCode.SERVICE_UNAVAILABLE, 'A backing service is unreachable.'), checks });
  });
}
