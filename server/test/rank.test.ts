import { describe, expect, it } from 'vitest';
import { ZExtraPointsRankResponse } from '@dozen/engine/contract';
import { extraPointsRank } from '../src/services/rank.js';
import { createTestClock, type TestServer } from './harness.js';
import { signedInClient, withMailServer } from './account-helpers.js';
import { completingWords, goTo, play, playGames, poolOf } from './progress-helpers.js';
import type { SmtpCatcher } from './smtp-catcher.js';

const TODAY = '2026-11-21'; // a Saturday: the week is Mon 2026-11-16 – Sun 2026-11-22

/**
 * The leaderboard rank: reward points of server-recorded completions, this New York week and all
 * time, ties sharing a rank. One player earns points by playing; the others' completions are
 * stored as the server stores them (a completed challenge row), to build a board with ties.
 */
describe('GET /api/extra-points-rank/{userId}', () => {
  let server: TestServer;
  let catcher: SmtpCatcher;
  withMailServer({ clock: createTestClock('2026-11-16T17:00:00Z') }, (s, c) => ([server, catcher] = [s, c]));

  /** A completed challenge of `points` for `playerId` on `date`, as submit-game records one. */
  async function completion(
    playerId: string,
    date: string,
    difficulty: string,
    points: number,
  ): Promise<void> {
    await server.sql`insert into users (id, is_anonymous, email, created_at)
      values (${playerId}, false, ${`${playerId}@example.test`}, now()) on conflict do nothing`;
    await server.sql`insert into challenges (id, player_id, date, difficulty, challenge_type, title, description,
        reward_points, estimated_duration, target_metrics, created_at, completed_at, performance, completed_by_game)
      values (${`c-${date.replaceAll('-', '')}-${difficulty}-${playerId}`}, ${playerId}, ${date}, ${difficulty},
        'exploration', 'Find 3 Words', 'Find 3 words in one game.', ${points}, 3, '{"targetWordCount":3}',
        now(), now(), 'fair', 'game_seeded')`;
  }

  it('ranks by points this week and all time; ties share a rank; open challenges count nothing', async () => {
    // A real player: 5 games, challenges, one completed by playing.
    const client = await signedInClient(server, catcher, 'rank');
    const id = client.userId!;
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']) {
      goTo(server, date);
      await playGames(server, client, date, 1);
    }
    goTo(server, TODAY);
    const generated = await client.post('/api/generate-challenges', { playerId: id, date: TODAY });
    expect(generated.status, generated.text).toBe(200);
    const easy = (
      generated.body as { challenges: { id: string; challengeType: 'exploration'; targetMetrics: object }[] }
    ).challenges[0]!;
    server.clock.advance(60_000);
    const game = await play(
      client,
      TODAY,
      completingWords(easy, await poolOf(server, TODAY), server.dictionary),
    );
    const mine = game.challengesCompleted!.reduce((sum, c) => sum + c.rewards.points, 0);
    expect(mine).toBeGreaterThanOrEqual(10);

    // The board: this week one player ties with the real one, one is ahead, two behind; last
    // week's Sunday and an open (uncompleted) challenge count only where they belong.
    await completion('rank_ahead', '2026-11-16', 'hard', mine + 50);
    await completion('rank_tied', '2026-11-17', 'easy', mine);
    await completion('rank_behind', '2026-11-18', 'easy', 5);
    await completion('rank_behind2', '2026-11-19', 'easy', 5);
    await completion('rank_last_week', '2026-11-15', 'hard', 1000); // Sunday of the week before
    await server.sql`update challenges set completed_at = null, performance = null
      where id = 'c-20261119-easy-rank_behind2'`; // not completed: no points at all

    const response = await client.get(`/api/extra-points-rank/${id}`);
    expect(response.status, response.text).toBe(200);
    const rank = ZExtraPointsRankResponse.parse(response.body);
    // This week: ahead, (me, tied), behind → rank 2 shared, 3 of 4 ranked players at or below me.
    expect(rank.week).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
      points: mine,
      rank: 2,
      percentile: 75,
      rankedPlayers: 4,
    });
    // All time the player from last week is ahead too.
    expect(rank.allTime).toEqual({ points: mine, rank: 3, percentile: 60, rankedPlayers: 5 });

    // The tied player, read the way the route reads it, shares the rank.
    const tied = await extraPointsRank(server.sql, server.clock.now, 'rank_tied');
    expect(tied.week).toMatchObject({ points: mine, rank: 2, percentile: 75 });

    // Next Monday a new week begins: nobody has points in it yet.
    server.clock.set('2026-11-23T17:00:00Z');
    const nextWeek = ZExtraPointsRankResponse.parse((await client.get(`/api/extra-points-rank/${id}`)).body);
    expect(nextWeek.week).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
      points: 0,
      rank: null,
      percentile: null,
      rankedPlayers: 0,
    });
    expect(nextWeek.allTime.rank).toBe(3);
  });
});
