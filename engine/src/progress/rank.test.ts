import { describe, expect, it } from 'vitest';
import { standingAmong, standingFromCounts } from './rank.js';

describe('standingAmong (competition ranking, ties shared)', () => {
  const board = [100, 50, 50, 25, 10];
  it.each<[number, number[], number | null, number | null, number]>([
    // points, everyone (own points included), rank, percentile, ranked players
    [100, board, 1, 100, 5],
    [50, board, 2, 80, 5], // two players on 50 share rank 2…
    [25, board, 4, 40, 5], // …and the next rank is 4
    [10, board, 5, 20, 5],
    [7, [100, 7], 2, 50, 2],
    [30, [30], 1, 100, 1], // alone: first, at the 100th percentile
    [40, [40, 40, 40], 1, 100, 3], // all tied: all first
    [0, [100, 50], null, null, 2], // no points: not ranked
    [0, [], null, null, 0],
    [5, [5, 0, 0], 1, 100, 1], // players without points are not ranked
  ])(
    '%d points among %j → rank %s, percentile %s of %d',
    (points, everyone, rank, percentile, rankedPlayers) => {
      expect(standingAmong(points, everyone)).toEqual({ points, rank, percentile, rankedPlayers });
    },
  );

  it('agrees with the counts form', () => {
    expect(standingFromCounts({ points: 50, playersAbove: 1, playersAtOrBelow: 4 })).toEqual(
      standingAmong(50, board),
    );
  });
});
