import type { IRouter, Request, Response } from 'express';
import { ApiRoute, ZShareImageQuery, type TShareImageType } from '@dozen/engine/contract';
import { requireAuth } from '../auth/middleware.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { onRoute } from '../http/route.js';
import { parseQuery as query } from '../http/validate.js';
import type { ShareImageService } from '../services/share-image.js';

const A_YEAR = 31_536_000;

/**
 * GET /api/social-share-image (the contract's ZShareImageQuery says what each type shows). The
 * API answers `no-store`; this route has its own policy, set only on a 200 or 304 so that an error
 * is never cached:
 * - a `v` equal to the card's stamp names these exact bytes: cached for a year, `immutable`;
 * - any other `v`, or none: `no-cache`, so every use revalidates the ETag (a 304 costs no render);
 * - `daily` is the same for everyone (`public`, and embeddable from other sites, as link previews
 *   are); `score` is the caller's (`private`, varies with the session cookie).
 */
export function shareImageRoutes(
  router: IRouter,
  shareImages: ShareImageService,
  rateLimits: RateLimitSet,
): void {
  onRoute(router, ApiRoute.socialShareImage, async (req, res) => {
    const { type, date, v } = query(ZShareImageQuery, req);
    const auth = type === 'score' ? requireAuth(res) : null;
    const { card, stamp } = await shareImages.card(type, auth, date);
    const etag = `"${stamp}"`;
    if (matchesEtag(req, etag)) {
      setCaching(res, type, etag, v === stamp);
      res.status(304).end();
      return;
    }
    let png = shareImages.renderer.cached(stamp);
    if (!png) {
      // Drawing costs CPU; serving a drawn card does not.
      await rateLimits.shareImageRendersPerIp.consume(req.ip ?? 'unknown');
      png = shareImages.renderer.render(card, stamp);
    }
    const body = await png;
    setCaching(res, type, etag, v === stamp);
    res.type('png').send(body);
  });
}

function setCaching(res: Response, type: TShareImageType, etag: string, stamped: boolean): void {
  const personal = type === 'score';
  const lifetime = stamped ? `max-age=${A_YEAR}, immutable` : 'no-cache';
  res.setHeader('Cache-Control', `${personal ? 'private' : 'public'}, ${lifetime}`);
  res.setHeader('ETag', etag);
  if (personal) {
    res.setHeader('Vary', 'Cookie');
    return;
  }
  // helmet's same-origin would keep other sites (chat apps, link previews) from showing it.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  // A shared cache must never store one player's session cookie (the session middleware re-sends
  // it when its expiry slides) with an answer it then gives everyone.
  res.removeHeader('Set-Cookie');
}

/** If-None-Match (a list, weak or strong, or `*`) names this ETag. */
function matchesEtag(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}
