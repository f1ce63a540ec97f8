import * as accounts from '../accounts.js';
import * as progress from '../progress.js';
import {
  NO_BODY,
  OWNER_ERRORS,
  SIGNED_IN_ERRORS,
  SIGNED_IN_OWNER_ERRORS,
  type AreaRoutes,
} from '../route-schemas.js';
import { ErrorCode as E } from '../errors.js';

/** Moving an identity’s data into the caller’s account: the signed-in owner, at a limited rate. */
const DATA_MOVE_ERRORS = [...SIGNED_IN_OWNER_ERRORS, E.RATE_LIMITED] as const;

/** Accounts: sign-in by e-mail, sign-out, an anonymous identity’s data moved in, preferences. Part of `ApiRouteSchemas` (api-routes.ts). */
export const accountsRoutes = {
  createVerificationCode: {
    summary: 'E-mails a sign-in code and link (the same answer whether or not the account exists).',
    body: accounts.ZCreateVerificationCodeRequest,
    answers: { 200: accounts.ZCreateVerificationCodeResponse },
    errors: [E.FORBIDDEN, E.RATE_LIMITED],
  },
  verifyCode: {
    summary: 'Signs in with an e-mailed code: a new session cookie for the account.',
    body: accounts.ZVerifyCodeRequest,
    answers: { 200: accounts.ZSignInResponse },
    errors: [E.INVALID_CODE, E.RATE_LIMITED],
  },
  completeSignIn: {
    summary: 'Signs this browser in with a link’s token, and answers a code for the device that asked.',
    body: accounts.ZCompleteSignInRequest,
    answers: { 200: accounts.ZCompleteSignInResponse },
    errors: [E.INVALID_LINK, E.LINK_EXPIRED, E.RATE_LIMITED],
  },
  signOut: {
    summary: 'Ends the session and sets a fresh anonymous identity (201).',
    ...NO_BODY,
    answers: { 201: accounts.ZSignOutResponse },
    errors: [...SIGNED_IN_ERRORS, E.RATE_LIMITED],
  },
  syncUserData: {
    summary: 'Merges an anonymous identity this browser held into the caller’s account.',
    body: accounts.ZSyncUserDataRequest,
    answers: { 200: accounts.ZSyncUserDataResponse },
    errors: [...DATA_MOVE_ERRORS],
  },
  recoverUserData: {
    summary: 'Moves the data of every identity the caller proved to hold into the account.',
    body: accounts.ZRecoverUserDataRequest,
    answers: { 200: accounts.ZRecoveryResponse },
    errors: [...DATA_MOVE_ERRORS],
  },
  manualDataRecovery: {
    summary: 'Moves one held identity’s data into the caller’s account.',
    body: accounts.ZManualDataRecoveryRequest,
    answers: { 200: accounts.ZRecoveryResponse },
    errors: [...DATA_MOVE_ERRORS],
  },
  userPreferences: {
    summary: 'The caller’s stored preferences (owner only).',
    params: progress.ZUserParams,
    answers: { 200: accounts.ZUserPreferences },
    errors: [...OWNER_ERRORS],
  },
  saveUserPreferences: {
    summary: 'Saves the preferences that changed; answers the whole stored set.',
    body: accounts.ZSaveUserPreferencesRequest,
    answers: { 200: accounts.ZUserPreferences },
    errors: [...OWNER_ERRORS, E.RATE_LIMITED],
  },
} as const satisfies AreaRoutes;
