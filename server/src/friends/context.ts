import type { Dictionary } from '@dozen/engine';
import { ErrorCode } from '@dozen/engine/contract';
import { DomainError } from '../domain-error.js';
import type { Logger } from '../logger.js';
import type { LeagueEvent, LeagueEvents } from '../presence/index.js';
import type { PoolService } from '../services/pools.js';
import type { Sql } from '../storage/database.js';
import type { Membership } from '../storage/leagues.js';
import type { Invites } from './invites.js';

/** What Friends' services use (never Express: routes/friends.ts parses and answers). */
export interface FriendsContext {
  sql: Sql;
  pools: PoolService;
  dictionary: Dictionary;
  /** engine/data/blocked.txt: words no display name or league name may hold. */
  blockedWords: ReadonlySet<string>;
  invites: Invites;
  /** The presence's league channel: every instance sends what it carries to its own sockets. */
  events: LeagueEvents;
  logger: Logger;
  now: () => Date;
}

/**
 * A league the caller is not in answers exactly like one that does not exist: its id tells a
 * stranger, or a member removed from it, nothing.
 */
export function leagueNotFound(): DomainError {
  return new DomainError(ErrorCode.NOT_FOUND, 'No such league, or you are not a member of it.');
}

/** Unknown, rotated and deleted links alike. */
export function inviteNotFound(): DomainError {
  return new DomainError(
    ErrorCode.NOT_FOUND,
    'This invite link doesn’t work: it may have been replaced by a new one, or the league deleted.',
  );
}

export function member(membership: Membership | null): Membership {
  if (!membership) throw leagueNotFound();
  return membership;
}

export function owner(membership: Membership | null): Membership {
  const found = member(membership);
  if (!found.isOwner) throw new DomainError(ErrorCode.FORBIDDEN, 'Only the league’s owner can do that.');
  return found;
}

/**
 * Tells every instance, after the change is committed. A presence that cannot carry it logs and
 * drops it (the boards are right again at their next read); the request that made the change has
 * succeeded and is not failed for it.
 */
export function publish(context: FriendsContext, event: LeagueEvent): void {
  context.events.publish(event).catch((error: unknown) => {
    context.logger.warn({ err: error, kind: event.kind }, 'league event not published');
  });
}
