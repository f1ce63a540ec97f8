import { Router } from 'express';
import type { AppDeps } from '../deps.js';
import type { RateLimitSet } from '../http/rate-limit.js';

/** The game-play calls of spec 000 §7 (filled in route by route). */
export function gameRoutes(_deps: AppDeps, _rateLimits: RateLimitSet): Router {
  return Router();
}
