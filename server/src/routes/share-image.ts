import type { IRouter, Response } from 'express';
import { requireAuth } from '../auth/middleware.js';
import { clientIp } from '../http/client-ip.js';
import { notModified } from '../http/not-modified.js';
import type { RateLimitSet } from '../http/rate-limit.js';
import { onRoute } from '../http/route.js';
import type { ShareImageService } from '../services/share-image.js';

const A_YEAR = 31_536_000;

/**
 * GET /api/social-share-image (the contract's ZShareImageQuery says what each type shows) and
 * POST /api/share-token (a signed link to the caller's own stored score: the day's best, or one
 * stored game's).
 *
 * The API answers `no-store`; the image has its own policy, set only on a 200 or 304 so that an
 * error is never cached:
 * - a `v` equal to the card's stamp names these exact bytes: cached for a year, `immutable`;
 * - any other `v`, or none: `no-cache`, so every use revalidates the ETag (a 304 costs no render);
 * - both cards are `public` and embeddable from other sites (link previews): the day's card is the
 *   same for everyone, and a score card is drawn from its signed token alone, never a session.
 */
export function shareImageRoutes(
  router: IRouter,
  shareImages: ShareImageService,
  rateLimits: RateLimitSet,
): void {
  onRoute(router, 'socialShareImage', async (req, res, { query: request }) => {
    const { card, stamp } =
      request.type === 'daily'
        ? await shareImages.dailyCard(request.date)
        : await shareImages.scoreCard(request.share);
    const etag = `"${stamp}"`;
    const stamped = request.v === stamp;
    if (notModified(req, etag)) {
      setCaching(res, etag, stamped);
      res.status(304).end();
      return;
    }
    let png = shareImages.renderer.cached(stamp);
    if (!png) {
      // Drawing costs CPU; serving a drawn card does not.
      await rateLimits.shareImageRendersPerIp.consume(clientIp(req));
      png = shareImages.renderer.render(card, stamp);
    }
    const bytes = await png;
    setCaching(res, etag, stamped);
    res.type('png').send(bytes);
  });

  onRoute(router, 'shareToken', async (_req, res, input) => {
    const { date, gameId, archive } = input.body();
    const game = gameId === undefined ? undefined : { id: gameId, archive: archive ?? false };
    res.json(await shareImages.shareLink(requireAuth(res), date, game));
  });
}

function setCaching(res: Response, etag: string, stamped: boolean): void {
  const lifetime = stamped ? `max-age=${A_YEAR}, immutable` : 'no-cache';
  res.setHeader('Cache-Control', `public, ${lifetime}`);
  res.setHeader('ETag', etag);
  // helmet's same-origin would keep other sites (chat apps, link previews) from showing it.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  // A shared cache must never store one player's session cookie (the session middleware re-sends
  // it when its expiry slides) with an answer it then gives everyone.
  res.removeHeader('Set-Cookie');
}
