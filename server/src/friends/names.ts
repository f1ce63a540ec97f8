import { checkName, DISPLAY_NAME_RULE, type NameRule } from '@dozen/engine';
import { ErrorCode, type TDisplayNameResponse } from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { DomainError } from '../domain-error.js';
import { findDisplayName, saveDisplayName } from '../storage/display-names.js';
import type { Queryable } from '../storage/database.js';
import { leaguesOf } from '../storage/leagues.js';
import { publish, type FriendsContext } from './context.js';

/** A name that passes the rule (with the blocked list), or 422 NAME_REFUSED saying why. */
export function acceptName(context: FriendsContext, input: string, rule: NameRule): string {
  const check = checkName(input, rule, context.blockedWords);
  if (!check.ok) throw new DomainError(ErrorCode.NAME_REFUSED, check.message);
  return check.name;
}

export async function setDisplayName(
  context: FriendsContext,
  auth: Auth,
  input: string,
): Promise<TDisplayNameResponse> {
  const displayName = acceptName(context, input, DISPLAY_NAME_RULE);
  await saveDisplayName(context.sql, auth.userId, displayName, context.now());
  // Boards show names: every league of the player reads its board again.
  for (const league of await leaguesOf(context.sql, auth.userId))
    publish(context, { kind: 'changed', leagueId: league.leagueId });
  return { displayName };
}

/** Creating or joining a league needs a display name first (409 DISPLAY_NAME_REQUIRED). */
export async function requireDisplayName(sql: Queryable, userId: string): Promise<string> {
  const name = await findDisplayName(sql, userId);
  if (name === null)
    throw new DomainError(
      ErrorCode.DISPLAY_NAME_REQUIRED,
      'Choose a display name first: it is all other members will see of you.',
    );
  return name;
}
