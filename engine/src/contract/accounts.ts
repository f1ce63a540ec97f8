import { z } from 'zod';
import { ZUserId } from './common.js';

/**
 * The account calls of spec 001 §7. Only what a caller uses today lives here; the accounts work
 * adds each schema together with the route that parses it.
 */

// POST /api/sign-out
export const ZSignOutResponse = z.strictObject({ userId: ZUserId, isAnonymous: z.literal(true) });
