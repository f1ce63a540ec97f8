import type { IRouter } from 'express';
import { ErrorCode } from '@dozen/engine/contract';
import type { AppDeps } from '../deps.js';
import { errorBody } from '../http/errors.js';
import { onRoute } from '../http/route.js';

/** Liveness (the process answers) and readiness (Postgres, and the presence's store, answer). */
export function healthRoutes(router: IRouter, deps: Pick<AppDeps, 'sql' | 'presence' | 'logger'>): void {
  onRoute(router, 'health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  onRoute(router, 'ready', async (_req, res) => {
    const [postgres, store] = await Promise.all([
      deps.sql`select 1`.then(
        () => true,
        () => false,
      ),
      deps.presence.ready(),
    ]);
    const checks = { postgres, ...store };
    if (Object.values(checks).every(Boolean)) {
      res.json({ status: 'ready', checks });
      return;
    }
    deps.logger.warn({ checks }, 'not ready');
    res
      .status(503)
      .json({ ...errorBody(ErrorCode.SERVICE_UNAVAILABLE, 'A backing service is unreachable.'), checks });
  });
}
