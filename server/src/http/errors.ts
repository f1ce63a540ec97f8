import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ERROR_STATUS, ErrorCode, type TErrorResponse } from '@dozen/engine/contract';
import { DomainError, type FieldIssue } from '../domain-error.js';
import type { Logger } from '../logger.js';
import { isDatabaseUnavailable, isPlayerGone } from '../storage/database.js';

export function errorBody(code: ErrorCode, message: string, issues?: FieldIssue[]): TErrorResponse {
  return { error: issues ? { code, message, issues } : { code, message } };
}

/**
 * The error types of body-parser (express.json(), http/json-body.ts), mapped to our codes
 * (anything else is ours to investigate).
 */
const BODY_PARSER_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  'entity.too.large': { code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'The request body is too large.' },
  'entity.parse.failed': { code: ErrorCode.MALFORMED_JSON, message: 'The request body is not valid JSON.' },
  'encoding.unsupported': {
    code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    message: 'Unsupported content encoding.',
  },
  'charset.unsupported': { code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, message: 'Unsupported charset.' },
  'request.size.invalid': { code: ErrorCode.MALFORMED_JSON, message: 'The request body is incomplete.' },
  'request.aborted': { code: ErrorCode.MALFORMED_JSON, message: 'The request was aborted.' },
};

/** The DomainError a thrown value stands for, or null for a bug. */
function knownError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  // PostgreSQL restarting or out of reach: not ours to fix in code, and the client may retry.
  if (isDatabaseUnavailable(error))
    return new DomainError(ErrorCode.SERVICE_UNAVAILABLE, 'The database is unavailable: please try again.');
  // The player was deleted under a session still in use (merged into an account meanwhile): for
  // this browser the session has ended, as after a sign-out elsewhere, and nothing was written.
  if (isPlayerGone(error))
    return new DomainError(
      ErrorCode.UNAUTHENTICATED,
      'This session has ended: this player is no longer here.',
    );
  if (error && typeof error === 'object') {
    const type = (error as { type?: unknown }).type;
    if (typeof type === 'string' && BODY_PARSER_ERRORS[type]) {
      const { code, message } = BODY_PARSER_ERRORS[type];
      return new DomainError(code, message);
    }
    // A malformed URL (bad percent-encoding) is the client's mistake, not ours.
    if (error instanceof URIError) return new DomainError(ErrorCode.VALIDATION_FAILED, 'Malformed URL.');
    const status =
      (error as { status?: unknown; statusCode?: unknown }).status ??
      (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (status === 413)
        return new DomainError(ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large.');
      if (status === 415) return new DomainError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported media type.');
      if (status === 404) return new DomainError(ErrorCode.NOT_FOUND, 'Not found.');
      return new DomainError(ErrorCode.VALIDATION_FAILED, 'The request is not valid.');
    }
  }
  return null;
}

/**
 * The one error middleware: a DomainError (or a client mistake caught by Express or body-parser)
 * becomes its code's status and `{error:{code,message}}`; anything else is a bug, logged, and
 * answered with a generic 500 that reveals nothing.
 */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = knownError(error);
    if (known?.code === ErrorCode.SERVICE_UNAVAILABLE && !(error instanceof DomainError))
      logger.warn({ err: { message: (error as Error).message }, path: req.path }, 'database unavailable');
    if (known) {
      if (known.retryAfterSeconds !== undefined)
        res.setHeader('Retry-After', String(known.retryAfterSeconds));
      res.status(ERROR_STATUS[known.code]).json(errorBody(known.code, known.message, known.issues));
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
    res.status(500).json(errorBody(ErrorCode.INTERNAL, 'Something went wrong.'));
  };
}

/** `/api/*` paths no route answered. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new DomainError(ErrorCode.NOT_FOUND, 'No such API route.'));
};

/** Anything else nobody answered (no client build, or a non-GET outside the API). */
export const notFound: RequestHandler = (_req, _res, next) => {
  next(new DomainError(ErrorCode.NOT_FOUND, 'Not found.'));
};
