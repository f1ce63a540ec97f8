import {
  addDays,
  boardRow,
  dayScore,
  memberStatus,
  positionOf,
  sortBoard,
  weekOf,
  sortStandings,
  weekShare,
  winnersOf,
  type BoardTargets,
  type MemberDay,
} from '@dozen/engine';
import {
  WEEK_STANDINGS_RULE,
  type TBoardDay,
  type TFriendsResponse,
  type TLeagueBoardResponse,
} from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { isDayOver, today } from '../services/day-policy.js';
import { findDisplayName } from '../storage/display-names.js';
import { readLeagueDays, readLeaguesDay } from '../storage/league-boards.js';
import { leaguesOf } from '../storage/leagues.js';
import { member, type FriendsContext } from './context.js';
import { summaryOf } from './leagues.js';

/**
 * Reading boards. The no-spoiler rule lives here and in league-rooms.ts, alike: a member's words
 * go to a caller only when the caller has ended a game of that day, when the day is over, or when
 * the row is the caller's own.
 */

/** The day's targets a row is judged against (a day without a pool has none to reach). */
export async function targetsOf(context: FriendsContext, date: string): Promise<BoardTargets> {
  const pool = await context.pools.getOrCreate(date);
  return { maxPossibleScore: pool?.maxPossibleScore ?? 0, maxWordScore: pool?.maxWordScore ?? 0 };
}

/** Whether a caller who has (or has not) finished sees the words of a day's rows. */
export function wordsVisible(context: FriendsContext, date: string, callerFinished: boolean): boolean {
  return callerFinished || isDayOver(date, context.now);
}

function boardDay(
  context: FriendsContext,
  date: string,
  members: readonly MemberDay[],
  targets: BoardTargets,
  caller: { memberId: number; finished: boolean },
): TBoardDay {
  const shown = wordsVisible(context, date, caller.finished);
  const rows = sortBoard(
    members.map((facts) => boardRow(facts, targets, shown || facts.memberId === caller.memberId)),
  );
  const over = isDayOver(date, context.now);
  return { date, over, wordsShown: shown, rows, winners: over ? winnersOf(rows) : [] };
}

/**
 * A league's boards for its member: today's (live), yesterday's (final once the day is over) and
 * the week's standings, from one statement that reads the members, the caller's membership, their
 * stored days and games in progress: a caller who is not a member gets the 404 and nothing else.
 */
export async function readBoard(
  context: FriendsContext,
  auth: Auth,
  leagueId: string,
): Promise<TLeagueBoardResponse> {
  const date = today(context.now);
  const yesterday = addDays(date, -1);
  const week = weekOf(date);
  const [days, targetsToday, targetsYesterday] = await Promise.all([
    readLeagueDays(context.sql, leagueId, auth.userId, {
      weekFrom: week.start,
      daysFrom: yesterday,
      to: date,
    }),
    targetsOf(context, date),
    targetsOf(context, yesterday),
  ]);
  const membership = member(days.membership);
  const dayOf = (day: string, targets: BoardTargets) => {
    const members = days.day(day);
    const own = members.find((facts) => facts.memberId === membership.memberId);
    const finished = (own?.entry?.playCount ?? 0) > 0;
    return boardDay(context, day, members, targets, { memberId: membership.memberId, finished });
  };
  // The week: the days before yesterday as summed by the read, then yesterday (when it is this
  // week's) and today, as their boards count them.
  const recent = [yesterday, date].filter((day) => day >= week.start).map((day) => days.day(day));
  return {
    league: summaryOf(context, membership),
    readAt: context.now().toISOString(),
    today: dayOf(date, targetsToday),
    yesterday: dayOf(yesterday, targetsYesterday),
    week: {
      start: week.start,
      end: week.end,
      rule: WEEK_STANDINGS_RULE,
      rows: sortStandings(
        days.members.map(({ memberId, name, weekBefore }, index) => {
          const shares = recent.map((members) => {
            const facts = members[index]!;
            return weekShare({ status: memberStatus(facts), score: dayScore(facts) });
          });
          return {
            memberId,
            name,
            points: weekBefore.points + shares.reduce((sum, share) => sum + share.points, 0),
            daysPlayed: weekBefore.days + shares.reduce((sum, share) => sum + share.days, 0),
          };
        }),
      ),
    },
  };
}

/** The caller's display name and leagues, each with the caller's place on today's board. */
export async function overview(context: FriendsContext, auth: Auth): Promise<TFriendsResponse> {
  const date = today(context.now);
  const [displayName, memberships, days, targets] = await Promise.all([
    findDisplayName(context.sql, auth.userId),
    leaguesOf(context.sql, auth.userId),
    readLeaguesDay(context.sql, auth.userId, date),
    targetsOf(context, date),
  ]);
  return {
    date,
    displayName,
    leagues: memberships.map((league) => {
      const rows = (days.get(league.leagueId) ?? []).map((facts) => boardRow(facts, targets, false));
      return {
        id: league.leagueId,
        name: league.name,
        memberCount: league.memberCount,
        isOwner: league.isOwner,
        todayPosition: positionOf(rows, league.memberId),
      };
    }),
  };
}
