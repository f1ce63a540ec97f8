/**
 * The server benchmark's rounds and how they add up (server-words.ts, server-submit.ts): each
 * measurement runs in interleaved rounds, and a figure sums its rounds so a burst of load from
 * elsewhere on a shared machine falls on every side, not on one.
 */

export interface LoadResult {
  requestsPerSecond: number;
  /** The median of the rounds' p99 latencies, in ms. */
  p99: number;
}

/** One round of load: how many requests were answered in how many seconds, and their p99 in ms. */
export interface LoadRound {
  requests: number;
  seconds: number;
  p99: number;
}

export function summariseRounds(rounds: LoadRound[]): LoadResult {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  const p99s = rounds.map((round) => round.p99).sort((a, b) => a - b);
  return { requestsPerSecond: requests / seconds, p99: p99s[Math.floor(p99s.length / 2)]! };
}
