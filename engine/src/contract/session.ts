import { z } from 'zod';
import { ZUserId } from './common.js';

// ---- POST /api/session (empty body) and GET /api/me
export const ZSessionRequest = z.strictObject({});
export const ZSessionResponse = z.strictObject({ userId: ZUserId, isAnonymous: z.boolean() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
