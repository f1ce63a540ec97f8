/**
 * Friends' limits and the week's rule, without zod (like account-constants.ts): the client's
 * friends screens use them without loading the schemas. Re-exported by friends.ts.
 */

/** Members a league holds; a join past it is 409 LEAGUE_FULL. */
export const LEAGUE_MEMBER_LIMIT = 50;
/** Leagues a player belongs to (owned ones included); creating or joining past it is 409 LEAGUE_LIMIT. */
export const LEAGUES_PER_PLAYER_LIMIT = 20;

/** The week's standings, as the board states them (engine/src/friends/board.ts computes them). */
export const WEEK_STANDINGS_RULE =
  'Monday to Sunday (New York days): each day’s best score, added up. Ties go to more days played.';
