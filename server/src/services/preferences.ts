import { DEFAULT_USER_PREFERENCES, ZUserPreferences, type TUserPreferences } from '@dozen/engine/contract';
import type { Logger } from '../logger.js';
import type { Sql } from '../storage/database.js';
import { findPreferences, mergePreferences } from '../storage/preferences.js';

/**
 * A player's preferences (contextual suggestions, the explainer-seen flags, theme), stored per
 * user so they follow a signed-in player to every device. What is stored is checked with the
 * contract on the way out too: a key that no longer parses falls back to its default.
 */
export async function readPreferences(sql: Sql, userId: string, logger: Logger): Promise<TUserPreferences> {
  return withDefaults(await findPreferences(sql, userId), logger);
}

export async function savePreferences(
  sql: Sql,
  userId: string,
  changes: Partial<TUserPreferences>,
  now: Date,
  logger: Logger,
): Promise<TUserPreferences> {
  return withDefaults(await mergePreferences(sql, userId, changes, now), logger);
}

function withDefaults(stored: unknown, logger: Logger): TUserPreferences {
  if (stored === null || typeof stored !== 'object') return { ...DEFAULT_USER_PREFERENCES };
  const preferences: Record<string, unknown> = { ...DEFAULT_USER_PREFERENCES };
  const shape = ZUserPreferences.shape;
  for (const key of Object.keys(shape) as (keyof TUserPreferences)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (shape[key].safeParse(value).success) preferences[key] = value;
    else logger.warn({ key }, 'stored preference does not parse; its default is used');
  }
  return ZUserPreferences.parse(preferences);
}
