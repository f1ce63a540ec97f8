import {
  ErrorCode,
  RESEND_AFTER_SECONDS,
  SIGN_IN_LINK_TTL_SECONDS,
  VERIFICATION_CODE_TTL_SECONDS,
  type TCompleteSignInResponse,
  type TCreateVerificationCodeResponse,
  type TSignInResponse,
} from '@dozen/engine/contract';
import { DomainError } from '../domain-error.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/types.js';
import { signInLink, signInMessage } from '../mail/sign-in-message.js';
import type { Sql } from '../storage/database.js';
import {
  consumeCode,
  countWrongCode,
  lockRequestByLink,
  replaceSignInRequest,
  useLinkForCode,
} from '../storage/sign-in-requests.js';
import { completeSignIn, type CompletedSignIn } from './complete-sign-in.js';
import type { MergeRunner } from './merge-runner.js';
import type { Auth, IssuedSession, SessionService } from './sessions.js';
import {
  emailKey,
  generateCode,
  generateLinkToken,
  generateRequestId,
  hashCode,
  hashLinkToken,
} from './sign-in-secrets.js';

export interface SignInDeps {
  sql: Sql;
  sessions: SessionService;
  mailer: Mailer;
  merges: MergeRunner;
  logger: Logger;
  now: () => Date;
  /** The key of the codes' HMAC (auth/auth-secret.ts). */
  authSecret: Uint8Array;
  publicUrl: string;
}

/** A completed sign-in: the answer, and the new session whose cookie the route sets. */
export interface SignedIn<R extends TSignInResponse = TSignInResponse> {
  response: R;
  session: IssuedSession;
}

export interface SignInService {
  /** The e-mail's rate-limit key: a keyed hash, so limit buckets never hold addresses. */
  addressKey(email: string): string;
  /**
   * Sends the e-mail (a code and a link), replacing the address's previous request. Never looks
   * up whether an account exists: every address takes the same path and gets the same answer.
   */
  requestCode(email: string, caller: Auth | null): Promise<TCreateVerificationCodeResponse>;
  /** Signs in with the e-mail's code, or 401 INVALID_CODE (wrong, used, expired or locked: all alike). */
  verifyCode(email: string, code: string, caller: Auth | null, device?: string): Promise<SignedIn>;
  /**
   * Signs in THIS browser with the link's token and answers a fresh code for the device that
   * asked; 401 INVALID_LINK (unknown or used) or LINK_EXPIRED.
   */
  completeWithLink(
    token: string,
    caller: Auth | null,
    device?: string,
  ): Promise<SignedIn<TCompleteSignInResponse>>;
}

const SIGNED_IN = 'Signed in.';
const SIGNED_IN_MERGE_PENDING =
  'Signed in, but the progress of this device could not be added to your account yet: data recovery can try again.';

export function createSignInService(deps: SignInDeps): SignInService {
  const { sql, logger } = deps;
  const inSeconds = (seconds: number) => new Date(deps.now().getTime() + seconds * 1000);

  function answer(done: CompletedSignIn): TSignInResponse {
    return {
      success: true,
      message: done.mergeFailed ? SIGNED_IN_MERGE_PENDING : SIGNED_IN,
      userId: done.session.auth.userId,
      isAnonymous: false,
      email: done.email,
      isExistingAccount: done.isExistingAccount,
      originalUserId: done.originalUserId,
    };
  }

  /**
   * After the commit: the caller's old session is gone and its anonymous identity is now the
   * account or merged away, so every instance drops what it cached of them; the live counts of
   * the dates a merge touched are rebuilt from Postgres.
   */
  async function afterCommit(done: CompletedSignIn, caller: Auth | null): Promise<void> {
    if (caller) await deps.sessions.revoked({ sessionId: caller.sessionId });
    if (done.originalUserId) await deps.sessions.revoked({ userId: done.originalUserId });
    if (done.merge?.merged) await deps.merges.afterMerge(done.merge);
  }

  /** `device`: the browser's device id, recorded on the new session (sessions.ts). */
  const signInDeps = (device: string | undefined) => ({ sessions: deps.sessions, now: deps.now(), device });

  return {
    addressKey: (email) => emailKey(deps.authSecret, email),

    async requestCode(email, caller) {
      const code = generateCode();
      const token = generateLinkToken();
      const requestId = generateRequestId();
      await replaceSignInRequest(sql, {
        email,
        requestId,
        codeHash: hashCode(deps.authSecret, email, code),
        codeExpiresAt: inSeconds(VERIFICATION_CODE_TTL_SECONDS),
        linkTokenHash: hashLinkToken(token),
        linkExpiresAt: inSeconds(SIGN_IN_LINK_TTL_SECONDS),
        requestedBy: caller?.userId ?? null,
        now: deps.now(),
      });
      const link = signInLink(deps.publicUrl, token);
      try {
        await deps.mailer.send({
          to: email,
          ...signInMessage({ code, link }),
          outboxNote: { signInCode: code, signInLink: link },
        });
      } catch (error) {
        // Only what says why: never the message (it holds the code).
        logger.warn({ mailError: describeMailError(error) }, 'sign-in e-mail not sent');
        throw new DomainError(
          ErrorCode.SERVICE_UNAVAILABLE,
          'Failed to send sign-in email. Please try again.',
        );
      }
      return {
        codeId: requestId,
        expiresInSeconds: VERIFICATION_CODE_TTL_SECONDS,
        resendAfterSeconds: RESEND_AFTER_SECONDS,
      };
    },

    async verifyCode(email, code, caller, device) {
      const codeHash = hashCode(deps.authSecret, email, code);
      const done = await sql.begin(async (tx) => {
        if (!(await consumeCode(tx, email, codeHash, deps.now()))) return null;
        return completeSignIn(tx, email, caller, signInDeps(device), logger);
      });
      if (!done) {
        // Outside the (empty) transaction: the wrong try counts even though this call fails.
        await countWrongCode(sql, email);
        throw new DomainError(ErrorCode.INVALID_CODE, 'Invalid or expired code');
      }
      await afterCommit(done, caller);
      return { response: answer(done), session: done.session };
    },

    async completeWithLink(token, caller, device) {
      const code = generateCode();
      const codeExpiresAt = inSeconds(VERIFICATION_CODE_TTL_SECONDS);
      const done = await sql.begin(async (tx) => {
        const request = await lockRequestByLink(tx, hashLinkToken(token), deps.now());
        if (request.kind === 'unknown')
          throw new DomainError(ErrorCode.INVALID_LINK, 'This sign-in link is invalid or was already used.');
        if (request.kind === 'expired')
          throw new DomainError(ErrorCode.LINK_EXPIRED, 'Your link has expired.');
        await useLinkForCode(tx, request.email, {
          requestId: generateRequestId(),
          codeHash: hashCode(deps.authSecret, request.email, code),
          codeExpiresAt,
        });
        return completeSignIn(tx, request.email, caller, signInDeps(device), logger);
      });
      await afterCommit(done, caller);
      return {
        response: { ...answer(done), code, codeExpiresAt: codeExpiresAt.toISOString() },
        session: done.session,
      };
    },
  };
}

/** The parts of a mail error that say why (nodemailer's code, SMTP status and command). */
function describeMailError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, responseCode, command } = error as Error & {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  return { message: error.message, code, responseCode, command };
}
