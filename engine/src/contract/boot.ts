import { z } from 'zod';
import { ZDailyPoolResponse, ZStatsResponse } from './game.js';

// The element's id is in site-meta.ts: the client's entry bundle reads it, and must not pull zod in.
export { BOOT_DATA_ELEMENT_ID } from './site-meta.js';

/**
 * The boot data block: the server puts today's stats and pool into every page it sends, as a
 * JSON data block (`<script type="application/json" id="dozen-boot">`, never executed, so the
 * CSP's script-src 'self' allows it), and the client seeds its query cache with it before the
 * first render: the home screen's counts need no request after the JavaScript has run.
 *
 * The pool is the one GET /api/daily-pool would answer for that request's own session (its
 * unlocked answers only, or the anonymous view without a session), so a page holds nothing the
 * same request to the API would not.
 */

export const ZBootData = z.strictObject({
  stats: ZStatsResponse,
  dailyPool: ZDailyPoolResponse,
});
export type TBootData = z.infer<typeof ZBootData>;
