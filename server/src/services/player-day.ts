import { formatPuzzleDate, splitDuration } from '@dozen/engine';
import {
  ErrorCode,
  type TDailyPoolResponse,
  type TGameEntryResponse,
  type TStatsResponse,
  type TTopWordCountResponse,
} from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { DomainError } from '../domain-error.js';
import { findEntry } from '../storage/game-entries.js';
import { startedPool, type GameContext } from './context.js';
import { dayEndsAt, isDayOver, today } from './day-policy.js';
import { dailyPoolView, unlockedFor } from './daily-pool.js';
import { toGameEntry } from './entries.js';

export async function dailyPool(
  context: GameContext,
  auth: Auth | null,
  date: string | undefined,
): Promise<TDailyPoolResponse> {
  const day = date ?? today(context.now);
  const pool = await startedPool(context, day);
  const dayOver = isDayOver(day, context.now);
  const entry = auth && !dayOver ? await findEntry(context.sql, auth.userId, day) : null;
  return dailyPoolView(pool, unlockedFor(entry, dayOver));
}

export async function stats(context: GameContext, date: string | undefined): Promise<TStatsResponse> {
  const day = date ?? today(context.now);
  const pool = await startedPool(context, day);
  const live = await context.liveStats.snapshot(day);
  const endsAt = dayEndsAt(day);
  const left = splitDuration(endsAt.getTime() - context.now().getTime());
  return {
    date: day,
    totalPlayers: live.totalPlayers,
    lifetimePlayers: live.lifetimePlayers,
    maxPossibleScore: pool.maxPossibleScore,
    maxWordScore: pool.maxWordScore,
    playersReachedScore: live.playersReachedScore,
    playersReachedWord: live.playersReachedWord,
    highestUniqueWords: live.highestUniqueWords,
    hoursLeft: left.hoursLeft,
    minutesLeft: left.minutesLeft,
    dateFormatted: formatPuzzleDate(day),
    nextRolloverAt: endsAt.toISOString(),
  };
}

export async function topWordCount(context: GameContext, date: string): Promise<TTopWordCountResponse> {
  await startedPool(context, date);
  const live = await context.liveStats.snapshot(date);
  return { topWordCount: live.highestUniqueWords };
}

export async function gameEntry(context: GameContext, auth: Auth, date: string): Promise<TGameEntryResponse> {
  const entry = await findEntry(context.sql, auth.userId, date);
  if (!entry) throw new DomainError(ErrorCode.NOT_FOUND, 'No game entry for that date.');
  return { exists: true, data: toGameEntry(entry) };
}
