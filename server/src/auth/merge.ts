import { moveAnalyticsEvents } from '../storage/analytics-events.js';
import type { TransactionSql } from '../storage/database.js';
import { deleteEntry, lockEntriesOf, moveEntry, saveEntry } from '../storage/game-entries.js';
import {
  moveArchiveGames,
  moveDayPlayers,
  moveGames,
  moveLifetimePlayer,
  movePreferences,
} from '../storage/player-merge.js';
import { deleteUser, lockUser } from '../storage/users.js';
import { combineEntries } from '../services/combine-entries.js';

/** What a merge did: whether anything moved, and the puzzle dates whose counts it changed. */
export interface MergeOutcome {
  merged: boolean;
  dates: string[];
}

/**
 * Moves everything of an anonymous player into an account, then deletes the anonymous player,
 * inside the caller's transaction (so it happens whole or not at all). Keyed by the anonymous id:
 * once it ran, that user is gone, and a retry finds nothing and changes nothing. Never merges two
 * accounts: a source that is not anonymous (or is the account itself) is left alone.
 *
 * Entries of a date only one of them played move as they are; a date both played becomes one
 * entry (combineEntries). Games (archive games too), who-played facts, lifetime players and preferences follow
 * (storage/player-merge.ts), so Players Today and lifetime players count the person once; so do
 * analytics events, so the report's returning players count the person once too.
 */
export async function mergeAnonymousInto(
  tx: TransactionSql,
  anonymousId: string,
  accountId: string,
  now: Date,
): Promise<MergeOutcome> {
  if (anonymousId === accountId) return { merged: false, dates: [] };
  // Both users locked first, in a fixed order: concurrent merges into one account, or a write
  // under the anonymous id (its foreign key waits on this lock), apply one after the other.
  const [first, second] = anonymousId < accountId ? [anonymousId, accountId] : [accountId, anonymousId];
  const locked = [await lockUser(tx, first), await lockUser(tx, second)];
  const source = locked.find((user) => user?.id === anonymousId);
  const target = locked.find((user) => user?.id === accountId);
  if (!source || !source.isAnonymous || !target) return { merged: false, dates: [] };

  const theirs = await lockEntriesOf(tx, anonymousId);
  const ours = new Map(
    (
      await lockEntriesOf(
        tx,
        accountId,
        theirs.map((entry) => entry.date),
      )
    ).map((entry) => [entry.date, entry]),
  );
  for (const entry of theirs) {
    const existing = ours.get(entry.date);
    if (existing) {
      await deleteEntry(tx, anonymousId, entry.date);
      await saveEntry(tx, combineEntries(existing, entry, now));
    } else {
      await moveEntry(tx, anonymousId, accountId, entry.date);
    }
  }
  await moveGames(tx, anonymousId, accountId);
  await moveArchiveGames(tx, anonymousId, accountId);
  const played = await moveDayPlayers(tx, anonymousId, accountId);
  await moveLifetimePlayer(tx, anonymousId, accountId);
  await movePreferences(tx, anonymousId, accountId);
  await moveAnalyticsEvents(tx, anonymousId, accountId);
  await deleteUser(tx, anonymousId);
  const dates = [...new Set([...theirs.map((entry) => entry.date), ...played])].sort();
  return { merged: true, dates };
}
