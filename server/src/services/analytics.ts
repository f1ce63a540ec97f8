import { ErrorCode, type TEventBatchRequest, type TEventBatchResponse } from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { DomainError } from '../domain-error.js';
import { insertEventsIfAbsent } from '../storage/analytics-events.js';
import type { Queryable } from '../storage/database.js';
import { isEventDate } from './day-policy.js';

/**
 * Stores a batch of analytics events as the caller's (the session's user, never anyone named in
 * the body: the contract has no place for one). Each event once: a re-sent batch stores nothing
 * twice. A date outside the event window (day-policy.ts) refuses the whole batch with 422: one
 * event from a wrong clock makes the batch's dates untrustworthy, and the client drops a refused
 * batch instead of retrying it.
 */
export async function recordEvents(
  context: { sql: Queryable; now: () => Date },
  auth: Auth,
  batch: TEventBatchRequest,
): Promise<TEventBatchResponse> {
  const now = context.now();
  if (batch.events.some((event) => !isEventDate(event.date, () => now))) {
    throw new DomainError(
      ErrorCode.BAD_GAME_DATE,
      'Events can only be recorded for yesterday’s, today’s or tomorrow’s puzzle.',
    );
  }
  const stored = await insertEventsIfAbsent(context.sql, auth.userId, batch.events, now);
  return { stored };
}
