/**
 * A player's standing by reward points (the leaderboard rank): competition ranking, so players
 * with equal points share a rank and the next rank skips ("1, 2, 2, 4"). Only players with points
 * are ranked. The percentile is the share of ranked players with as many points or fewer, so the
 * leaders are at 100 and a tie shares its percentile too.
 */

export interface Standing {
  points: number;
  /** 1 for the most points; null without points. */
  rank: number | null;
  /** 0–100, whole; null without points. */
  percentile: number | null;
  /** Players with points in the period. */
  rankedPlayers: number;
}

/** The standing from counts a database can give cheaply: players above, and at or below. */
export function standingFromCounts(counts: {
  points: number;
  playersAbove: number;
  playersAtOrBelow: number;
}): Standing {
  const rankedPlayers = counts.playersAbove + counts.playersAtOrBelow;
  if (counts.points <= 0 || rankedPlayers === 0) {
    return { points: Math.max(0, counts.points), rank: null, percentile: null, rankedPlayers };
  }
  return {
    points: counts.points,
    rank: counts.playersAbove + 1,
    percentile: Math.floor((100 * counts.playersAtOrBelow) / rankedPlayers),
    rankedPlayers,
  };
}

/** The standing of `points` among every ranked player's points (the player's own included). */
export function standingAmong(points: number, everyone: readonly number[]): Standing {
  const ranked = everyone.filter((p) => p > 0);
  return standingFromCounts({
    points,
    playersAbove: ranked.filter((p) => p > points).length,
    playersAtOrBelow: ranked.filter((p) => p <= points).length,
  });
}
