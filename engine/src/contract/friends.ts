import { z } from 'zod';
import { ZGameId } from './game.js';
import { ZInstant, ZPuzzleDate, ZWordInput, ZWordScore } from './common.js';

/**
 * Friends: private leagues with a board of the day that moves while their members play. Every call
 * needs an account (an anonymous caller is 403 SIGN_IN_REQUIRED, no session 401), except the look
 * at an invite link, which a guest may take before signing in; every call is the session's own: no user id travels in a path, a body or an answer. Other members are known by
 * their display name and their member id, a number local to one league.
 *
 * No spoilers: a row carries its member's words only when the caller has ended a game of that day
 * (or the day is over); until then `words` is null. Socket messages follow the same rule.
 */

const count = () => z.number().int().min(0);

// The limits are plain values, kept apart from the schemas so the client can use them without
// loading zod (friends-constants.ts).
export { LEAGUE_MEMBER_LIMIT, LEAGUES_PER_PLAYER_LIMIT, WEEK_STANDINGS_RULE } from './friends-constants.js';

/** A league's id: 80 random bits, base32. Not a secret (the invite token is): only members can read it. */
export const ZLeagueId = z.string().regex(/^[a-z2-7]{16}$/, 'Expected a league id');
/** An invite link's token as it may arrive (cut short by a chat app, say): any that is not live is 404. */
export const ZInviteToken = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Expected an invite token');
/** A member's number in one league: 1, 2, 3… in the order they joined; never a user id. */
export const ZMemberId = z.number().int().min(1).max(1_000_000_000);
/** A name as typed; the rules (engine/src/friends/names.ts) decide, with the reason (422 NAME_REFUSED). */
export const ZNameInput = z.string().max(200);

export const ZLeagueParams = z.strictObject({ leagueId: ZLeagueId });
export const ZInviteParams = z.strictObject({ token: ZInviteToken });

// ---- GET /api/friends — the caller's display name and leagues, each with today's place

export const ZLeagueListItem = z.strictObject({
  id: ZLeagueId,
  name: z.string(),
  memberCount: count(),
  isOwner: z.boolean(),
  /** The caller's place on today's board: "2nd of 7". */
  todayPosition: z.number().int().min(1),
});
export type TLeagueListItem = z.infer<typeof ZLeagueListItem>;

export const ZFriendsResponse = z.strictObject({
  date: ZPuzzleDate,
  /** Null until the player chooses one (asked when they first create or join a league). */
  displayName: z.string().nullable(),
  leagues: z.array(ZLeagueListItem),
});
export type TFriendsResponse = z.infer<typeof ZFriendsResponse>;

// ---- POST /api/friends/display-name

export const ZDisplayNameRequest = z.strictObject({ displayName: ZNameInput });
export type TDisplayNameRequest = z.infer<typeof ZDisplayNameRequest>;
export const ZDisplayNameResponse = z.strictObject({ displayName: z.string() });
export type TDisplayNameResponse = z.infer<typeof ZDisplayNameResponse>;

// ---- A league as its member sees it (create, join, rename, rotate answer it too)

export const ZLeagueSummary = z.strictObject({
  id: ZLeagueId,
  name: z.string(),
  memberCount: count(),
  /** The caller in this league. */
  you: z.strictObject({ memberId: ZMemberId, isOwner: z.boolean() }),
  /** The link to share: whoever opens it (signed in) can join. Rotating it ends the old one. */
  inviteUrl: z.string(),
});
export type TLeagueSummary = z.infer<typeof ZLeagueSummary>;

// ---- POST /api/friends/leagues — a new league, owned by the caller

export const ZCreateLeagueRequest = z.strictObject({ name: ZNameInput });
export type TCreateLeagueRequest = z.infer<typeof ZCreateLeagueRequest>;

// ---- GET /api/friends/invites/:token — what a link's page shows; POST /api/friends/join/:token joins

export const ZInvitePreview = z.strictObject({
  name: z.string(),
  memberCount: count(),
  /** The league holds LEAGUE_MEMBER_LIMIT members: joining would be 409 LEAGUE_FULL. */
  full: z.boolean(),
  /** The caller is a member already: the page opens the board instead. */
  memberOf: ZLeagueId.nullable(),
});
export type TInvitePreview = z.infer<typeof ZInvitePreview>;

// ---- POST /api/friends/leagues/rename/:leagueId, …/remove-member/:leagueId (owner only)

export const ZRenameLeagueRequest = z.strictObject({ name: ZNameInput });
export type TRenameLeagueRequest = z.infer<typeof ZRenameLeagueRequest>;
export const ZRemoveMemberRequest = z.strictObject({ memberId: ZMemberId });
export type TRemoveMemberRequest = z.infer<typeof ZRemoveMemberRequest>;

/** Leave and delete answer what happened; the caller is no longer a member either way. */
export const ZLeagueGoneResponse = z.strictObject({ left: z.literal(true) });
export type TLeagueGoneResponse = z.infer<typeof ZLeagueGoneResponse>;

// ---- The board

/**
 * A daily target on a member's row: not reached; reached, but not counted in the competition
 * (hints, a reveal, continuous mode: spec 000 §4); or reached and counted.
 */
export const ZBoardTarget = z.enum(['none', 'reached', 'qualified']);
export type TBoardTarget = z.infer<typeof ZBoardTarget>;

export const ZMemberStatus = z.enum(['not_started', 'playing', 'finished']);
export type TMemberStatus = z.infer<typeof ZMemberStatus>;

export const ZBoardRow = z.strictObject({
  memberId: ZMemberId,
  name: z.string(),
  /** Not started (no word yet), playing (words, no game ended), finished (a game of the day ended). */
  status: ZMemberStatus,
  /** The day's best score of a normal game (a continuous game's score is 0: spec 000 §4). */
  score: count(),
  /** Distinct words of the day, every game together (continuous games included). */
  wordCount: count(),
  targetScore: ZBoardTarget,
  targetWord: ZBoardTarget,
  hintsUsed: count(),
  targetWordHintsUsed: count(),
  revealed: z.boolean(),
  /** The member's words of the day; null while the caller may not see them (no spoilers). */
  words: z.array(ZWordScore).nullable(),
});
export type TBoardRow = z.infer<typeof ZBoardRow>;

export const ZBoardDay = z.strictObject({
  date: ZPuzzleDate,
  /** The New York day is over: its board is final and its words are everyone's. */
  over: z.boolean(),
  /** Whether the rows carry words (the caller finished a game of the day, or the day is over). */
  wordsShown: z.boolean(),
  /** Sorted: by score, then words, then name. */
  rows: z.array(ZBoardRow),
  /** The day's winners once it is over (ties share it); empty while it is not, or nobody played. */
  winners: z.array(ZMemberId),
});
export type TBoardDay = z.infer<typeof ZBoardDay>;

export const ZWeekStanding = z.strictObject({
  memberId: ZMemberId,
  name: z.string(),
  points: count(),
  daysPlayed: count(),
});
export type TWeekStanding = z.infer<typeof ZWeekStanding>;

export const ZWeekStandings = z.strictObject({
  /** The Monday and the Sunday (New York dates). */
  start: ZPuzzleDate,
  end: ZPuzzleDate,
  /** The rule, as the board states it (WEEK_STANDINGS_RULE). */
  rule: z.string(),
  /** Sorted: by points, then days played, then name. */
  rows: z.array(ZWeekStanding),
});
export type TWeekStandings = z.infer<typeof ZWeekStandings>;

// ---- GET /api/friends/leagues/:leagueId — the league with today's, yesterday's and the week's boards

export const ZLeagueBoardResponse = z.strictObject({
  league: ZLeagueSummary,
  /** When the server read it: an offline copy says how old it is. */
  readAt: ZInstant,
  today: ZBoardDay,
  yesterday: ZBoardDay,
  week: ZWeekStandings,
});
export type TLeagueBoardResponse = z.infer<typeof ZLeagueBoardResponse>;

// ---- POST /api/friends/live-game — the game being played, after each accepted word

/**
 * The words of the caller's game in progress, in the order they were accepted. The server checks
 * them as it checks a submitted game (each word, the tiles, no repeats) and scores them itself.
 */
export const ZLiveGameRequest = z.strictObject({
  gameId: ZGameId,
  date: ZPuzzleDate,
  words: z.array(ZWordInput).max(400),
  continuous: z.boolean(),
});
export type TLiveGameRequest = z.infer<typeof ZLiveGameRequest>;
/** How many of the caller's leagues were told (0: in none, nothing was kept). */
export const ZLiveGameResponse = z.strictObject({ leagues: count() });
export type TLiveGameResponse = z.infer<typeof ZLiveGameResponse>;

// ---- Socket events of a league's room (socket.ts names them)

export const ZLeagueWatchPayload = z.strictObject({ leagueId: ZLeagueId });
export type TLeagueWatchPayload = z.infer<typeof ZLeagueWatchPayload>;

/** One member's row changed (a word, a stored game, a hint, a reveal). Words only to those who may see them. */
export const ZLeagueRowEvent = z.strictObject({ leagueId: ZLeagueId, date: ZPuzzleDate, row: ZBoardRow });
export type TLeagueRowEvent = z.infer<typeof ZLeagueRowEvent>;

/** The league changed (renamed, a member joined, left or was removed): read the board again. */
export const ZLeagueChangedEvent = z.strictObject({ leagueId: ZLeagueId });
export type TLeagueChangedEvent = z.infer<typeof ZLeagueChangedEvent>;
