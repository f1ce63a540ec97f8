import { z } from 'zod';
import { ZUserId } from './common.js';

// ---- POST /api/session (empty body) and GET /api/me
export const ZSessionRequest = z.strictObject({});
export const ZSessionResponse = z.strictObject({
  userId: ZUserId,
  isAnonymous: z.boolean(),
  /** The account's e-mail once signed in (null for an anonymous player). */
  email: z.string().nullable(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
