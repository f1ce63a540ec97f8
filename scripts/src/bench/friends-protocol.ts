/** What the friends benchmark and its client processes (friends-clients.ts) say to each other. */

/** A member's socket: its session cookie and the league whose board it follows. */
export interface Watcher {
  cookie: string;
  leagueId: string;
}

export type FriendsParentMessage =
  | { type: 'connect'; url: string; watchers: Watcher[]; localAddress: string }
  /** The receipts of one row (`rowKey`), once `expected` of them arrived or the time is up. */
  | { type: 'collect'; key: string; expected: number; timeoutMs: number }
  | { type: 'close' };

export type FriendsChildMessage =
  | { type: 'connected'; count: number; failed: number }
  | { type: 'receipts'; key: string; times: number[]; withWords: number }
  | { type: 'closed' };

/** A row of a run: a league's member with so many words (each word of the run adds one). */
export const rowKey = (leagueId: string, memberId: number, wordCount: number) =>
  `${leagueId}|${memberId}|${wordCount}`;
