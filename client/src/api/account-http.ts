import {
  ApiRoute,
  type TCompleteSignInRequest,
  type TCompleteSignInResponse,
  type TCreateVerificationCodeRequest,
  type TCreateVerificationCodeResponse,
  type TRecoveryResponse,
  type TSignInResponse,
  type TSignOutResponse,
  type TUserPreferences,
  type TVerifyCodeRequest,
} from '@dozen/engine/contract';
import { postJson, requestJson } from './http.js';

/**
 * The account calls of spec 001 §7, on http.ts's one `requestJson` (same defaults, same contract
 * parsing). They sit in their own module because http.ts is part of the entry bundle and a
 * first visit signs nobody in: only the lazily loaded accounts code imports this file.
 */

/** Sends the e-mail with a 6-digit code and a link; the same answer for known and unknown addresses. */
export function createVerificationCode(
  request: TCreateVerificationCodeRequest,
): Promise<TCreateVerificationCodeResponse> {
  return postJson(ApiRoute.createVerificationCode.path(), request, (c) => c.ZCreateVerificationCodeResponse);
}

/** Signs in with the e-mailed code; the answer's cookie is a NEW session for the account. */
export function verifyCode(request: TVerifyCodeRequest): Promise<TSignInResponse> {
  return postJson(ApiRoute.verifyCode.path(), request, (c) => c.ZSignInResponse);
}

/** The /auth-complete page's POST: signs in this browser and answers a fresh code for another device. */
export function completeSignIn(request: TCompleteSignInRequest): Promise<TCompleteSignInResponse> {
  return postJson(ApiRoute.completeSignIn.path(), request, (c) => c.ZCompleteSignInResponse);
}

/** Ends this session; the answer (and its cookie) is a fresh, empty anonymous identity. */
export function signOut(): Promise<TSignOutResponse> {
  return postJson(ApiRoute.signOut.path(), {}, (c) => c.ZSignOutResponse);
}

/** Runs the merge again for every identity this account holds whose data is still apart. */
export function recoverUserData(userId: string): Promise<TRecoveryResponse> {
  return postJson(ApiRoute.recoverUserData.path(), { userId }, (c) => c.ZRecoveryResponse);
}

/** Moves the data of one identity this account held (any other source id: 403). */
export function manualDataRecovery(request: {
  targetUserId: string;
  sourceUserId: string;
}): Promise<TRecoveryResponse> {
  return postJson(ApiRoute.manualDataRecovery.path(), request, (c) => c.ZRecoveryResponse);
}

export function getUserPreferences(userId: string, signal?: AbortSignal): Promise<TUserPreferences> {
  return requestJson(ApiRoute.userPreferences.path({ userId }), {
    schema: (c) => c.ZUserPreferences,
    signal,
  });
}

/** Saves only the preferences that changed; answers the whole stored set. */
export function saveUserPreferences(request: {
  userId: string;
  preferences: Partial<TUserPreferences>;
}): Promise<TUserPreferences> {
  return postJson(ApiRoute.saveUserPreferences.path(), request, (c) => c.ZUserPreferences);
}
