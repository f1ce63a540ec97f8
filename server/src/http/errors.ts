import type { ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ERROR_STATUS, ErrorCode, type TErrorResponse } from '@dozen/engine/contract';
import type { Logger } from '../logger.js';

/**
 * An expected failure on its way to the client: a code from the contract's ErrorCode, a message
 * safe to show (never an answer, another player's data or a secret), and optional field issues.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
    /** Seconds to put in a Retry-After header (429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function errorBody(
  code: ErrorCode,
  message: string,
  issues?: { path: string; message: string }[],
): TErrorResponse {
  return { error: issues ? { code, message, issues } : { code, message } };
}

/** body-parser's error types, mapped to our codes (anything else is ours to investigate). */
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
  'parameters.too.many': { code: ErrorCode.VALIDATION_FAILED, message: 'Too many parameters.' },
};

/** The ApiError a thrown value stands for, or null for a bug. */
export function knownError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error && typeof error === 'object') {
    const type = (error as { type?: unknown }).type;
    if (typeof type === 'string' && BODY_PARSER_ERRORS[type]) {
      const { code, message } = BODY_PARSER_ERRORS[type];
      return new ApiError(code, message);
    }
    // A malformed URL (bad percent-encoding) is the client's mistake, not ours.
    if (error instanceof URIError) return new ApiError(ErrorCode.VALIDATION_FAILED, 'Malformed URL.');
    const status =
      (error as { status?: unknown; statusCode?: unknown }).status ??
      (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (status === 413) return new ApiError(ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large.');
      if (status === 415) return new ApiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported media type.');
      if (status === 404) return new ApiError(ErrorCode.NOT_FOUND, 'Not found.');
      return new ApiError(ErrorCode.VALIDATION_FAILED, 'The request is not valid.');
    }
  }
  return null;
}

/** A JSON answer on a plain Node response (Express's res.json does the same on its routes). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}

/**
 * Answers a failure: an ApiError (or a client mistake caught by Express or body-parser) becomes
 * its status and `{error:{code,message}}`; anything else is a bug, logged, and answered with a
 * generic 500 that reveals nothing.
 */
export function sendError(
  res: ServerResponse,
  error: unknown,
  logger: Logger,
  where: { method?: string; path?: string },
): void {
  const known = knownError(error);
  if (known) {
    if (known.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(known.retryAfterSeconds));
    sendJson(res, known.status, errorBody(known.code, known.message, known.issues));
    return;
  }
  logger.error({ err: error, ...where }, 'unhandled error');
  sendJson(res, 500, errorBody(ErrorCode.INTERNAL, 'Something went wrong.'));
}

/** The one error middleware of the Express app. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    sendError(res, error, logger, { method: req.method, path: req.path });
  };
}

/** `/api/*` paths no route answered. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new ApiError(ErrorCode.NOT_FOUND, 'No such API route.'));
};

/** Anything else nobody answered (no client build, or a non-GET outside the API). */
export const notFound: RequestHandler = (_req, _res, next) => {
  next(new ApiError(ErrorCode.NOT_FOUND, 'Not found.'));
};
