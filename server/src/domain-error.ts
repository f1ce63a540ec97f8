import type { ErrorCode } from '@dozen/engine/contract';

/** A field that failed validation: where (e.g. `body.word`) and why. Never echoes the input. */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * An expected failure, for the player's reason: a code from the contract's ErrorCode, a message
 * safe to show (never an answer, another player's data or a secret), and optionally the fields
 * that failed or how long to wait. Services, auth and the input checks throw it; they know nothing
 * of HTTP. The one error middleware (http/errors.ts) maps the code to its status through the
 * contract's ERROR_STATUS, so a code answers with the same status wherever it is raised.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    /** How long to wait before trying again (RATE_LIMITED). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
