import { z } from 'zod';
import { ZUserId } from './common.js';

/**
 * This browser's device id (spec 001 §3 "device anonymous id"): random, made once by the client and
 * kept in its local storage. Never a credential: the server keeps only its hash on the sessions it
 * issues, to recognise an identity call that left this browser before a sign-in it also made
 * (POST /api/session answers IDENTITY_CHANGED instead of a second identity).
 */
export const ZDeviceId = z.string().regex(/^[a-z2-7]{26,64}$/, 'Expected a device id');

// ---- POST /api/session and GET /api/me
export const ZSessionRequest = z.strictObject({ device: ZDeviceId.optional() });
export type TSessionRequest = z.infer<typeof ZSessionRequest>;
export const ZSessionResponse = z.strictObject({
  userId: ZUserId,
  isAnonymous: z.boolean(),
  /** The account's e-mail once signed in (null for an anonymous player). */
  email: z.string().nullable(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
