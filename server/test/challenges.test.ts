import { describe, expect, it } from 'vitest';
import {
  addDays,
  challengeBaselineOf,
  challengeDayOf,
  evaluateChallenge,
  generateChallenges,
  streakWindowStart,
} from '@dozen/engine';
import {
  ZChallengeCompletionResponse,
  ZChallengePreviewResponse,
  ZChallengeStatsResponse,
  ZChallengesResponse,
  ZErrorResponse,
  ZExtraPointsRankResponse,
  ZGenerateChallengesResponse,
  ZPersonalizedChallengesResponse,
  type TPersonalizedChallenge,
} from '@dozen/engine/contract';
import { readGameFacts } from '../src/storage/games.js';
import { createTestClock, type TestServer } from './harness.js';
import type { TestClient } from './test-client.js';
import { signedInClient, withMailServer } from './account-helpers.js';
import { continuousRequest } from './game-helpers.js';
import { completingWords, goTo, play, playGames, poolOf } from './progress-helpers.js';
import type { SmtpCatcher } from './smtp-catcher.js';

const TODAY = '2026-11-21';

describe('personalised challenges', () => {
  let server: TestServer;
  let catcher: SmtpCatcher;
  withMailServer({ clock: createTestClock('2026-11-16T17:00:00Z') }, (s, c) => ([server, catcher] = [s, c]));

  const signedIn = () => signedInClient(server, catcher, 'challenges');

  /** A signed-in player with one game on each of the 5 days before TODAY; the clock on TODAY. */
  async function eligiblePlayer(): Promise<TestClient> {
    server.clock.set('2026-11-16T17:00:00Z');
    const client = await signedIn();
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']) {
      goTo(server, date);
      await playGames(server, client, date, 1);
    }
    goTo(server, TODAY);
    return client;
  }

  async function generate(client: TestClient, date = TODAY) {
    const response = await client.post('/api/generate-challenges', { playerId: client.userId, date });
    expect(response.status, response.text).toBe(200);
    return ZGenerateChallengesResponse.parse(response.body);
  }

  async function personalized(client: TestClient, date = TODAY) {
    const response = await client.get(`/api/personalized-challenges/${client.userId}/${date}`);
    expect(response.status, response.text).toBe(200);
    return ZPersonalizedChallengesResponse.parse(response.body);
  }

  const withoutProgress = (challenges: TPersonalizedChallenge[]) =>
    challenges.map(({ progress: _progress, ...challenge }) => challenge);

  it('are for signed-in players: anonymous callers get SIGN_IN_REQUIRED', async () => {
    goTo(server, '2026-11-16');
    const anonymous = server.client();
    const id = await anonymous.session();
    for (const response of [
      await anonymous.get(`/api/personalized-challenges/${id}/2026-11-16`),
      await anonymous.get('/api/challenges/2026-11-16'),
      await anonymous.get('/api/challenge-preview/2026-11-16'),
      await anonymous.post('/api/generate-challenges', { playerId: id, date: '2026-11-16' }),
      await anonymous.get(`/api/challenge-stats/${id}`),
      await anonymous.get(`/api/extra-points-rank/${id}`),
    ]) {
      expect(response.status, response.text).toBe(403);
      expect(ZErrorResponse.parse(response.body).error.code).toBe('SIGN_IN_REQUIRED');
    }
  });

  it('need 5 games: the eligibility and the refusal say how many are left', async () => {
    goTo(server, '2026-11-16');
    const client = await signedIn();
    await playGames(server, client, '2026-11-16', 2);
    expect(await personalized(client, '2026-11-16')).toEqual({
      challenges: [],
      eligibilityInfo: {
        eligible: false,
        gamesPlayed: 2,
        gamesRequired: 5,
        remainingGames: 3,
        message: 'Play 3 more games so AI can personalize your challenges',
      },
    });
    const refused = await client.post('/api/generate-challenges', {
      playerId: client.userId,
      date: '2026-11-16',
    });
    expect(refused.status).toBe(409);
    expect(ZErrorResponse.parse(refused.body).error).toEqual({
      code: 'NOT_ELIGIBLE',
      message: 'Play 3 more games so AI can personalize your challenges',
    });
    const preview = ZChallengePreviewResponse.parse(
      (await client.get('/api/challenge-preview/2026-11-16')).body,
    );
    expect(preview).toEqual({
      date: '2026-11-16',
      todayChallenges: [],
      completedCount: 0,
      totalCount: 0,
      eligibility: { eligible: false, message: 'Play 3 more games so AI can personalize your challenges' },
    });
  });

  it('generate deterministically and idempotently: the engine’s three, stored once', async () => {
    const client = await eligiblePlayer();
    const id = client.userId!;
    const first = await generate(client);
    expect(first.generated).toBe(true);
    expect(first.eligibilityInfo).toMatchObject({ eligible: true, gamesPlayed: 5, remainingGames: 0 });
    expect(first.userProfile.gamesPlayed).toBe(5);
    expect(
      first.challenges.map((c) => [c.id, c.difficulty, c.rewards.points, c.isCompleted, c.progress]),
    ).toEqual([
      [`c-20261121-easy-${id}`, 'easy', 10, false, 0],
      [`c-20261121-medium-${id}`, 'medium', 25, false, 0],
      [`c-20261121-hard-${id}`, 'hard', 50, false, 0],
    ]);

    // Exactly what the engine makes from the games before the date and the day's pool.
    const pool = await poolOf(server, TODAY);
    const before = await readGameFacts(
      server.sql,
      id,
      streakWindowStart(addDays(TODAY, -1)),
      addDays(TODAY, -1),
    );
    const expected = generateChallenges({
      playerId: id,
      day: challengeDayOf(pool, server.dictionary),
      baseline: challengeBaselineOf(before),
    }).map(({ challenge }) => {
      // Today's target words are not sent before the player reveals them.
      const { targetWords: _hidden, ...shown } = challenge.targetMetrics;
      return { ...challenge, targetMetrics: shown };
    });
    expect(withoutProgress(first.challenges)).toEqual(expected);
    const text = JSON.stringify(first.challenges);
    for (const word of pool.optimalWordCombination) expect(text).not.toContain(`"${word}"`);

    // Again: the same challenges, nothing new stored; and in parallel for yesterday, one set.
    const again = await generate(client);
    expect(again.generated).toBe(false);
    expect(again.challenges).toEqual(first.challenges);
    const racing = await Promise.all(Array.from({ length: 5 }, () => generate(client, '2026-11-20')));
    expect(racing.filter((r) => r.generated).length).toBeLessThanOrEqual(1);
    for (const r of racing) expect(r.challenges).toEqual(racing[0]!.challenges);
    const rows =
      await server.sql`select date::text, count(*)::int as n from challenges where player_id = ${id} group by date order by date`;
    expect(rows).toEqual([
      { date: '2026-11-20', n: 3 },
      { date: TODAY, n: 3 },
    ]);

    // Generated anew from scratch (rows deleted), the same three: deterministic per (player, date).
    await server.sql`delete from challenges where player_id = ${id} and date = ${TODAY}`;
    expect(withoutProgress((await generate(client)).challenges)).toEqual(withoutProgress(first.challenges));

    // The bare list and the preview show the same challenges.
    const list = ZChallengesResponse.parse((await client.get(`/api/challenges/${TODAY}`)).body);
    expect(list).toEqual(first.challenges);
    const preview = ZChallengePreviewResponse.parse(
      (await client.get(`/api/challenge-preview/${TODAY}`)).body,
    );
    expect(preview.todayChallenges.map((c) => c.id)).toEqual(first.challenges.map((c) => c.id));
    expect(preview).toMatchObject({ completedCount: 0, totalCount: 3, eligibility: { eligible: true } });
  });

  it('refuse other dates: generation is for today or yesterday; a future date is 404', async () => {
    const client = await eligiblePlayer();
    for (const date of ['2026-11-19', '2026-11-22']) {
      const response = await client.post('/api/generate-challenges', { playerId: client.userId, date });
      expect(response.status).toBe(422);
      expect(ZErrorResponse.parse(response.body).error.code).toBe('BAD_GAME_DATE');
    }
    expect((await client.get(`/api/personalized-challenges/${client.userId}/2026-11-22`)).status).toBe(404);
    expect((await client.get('/api/challenges/2026-11-22')).status).toBe(404);
    expect((await client.get('/api/challenge-preview/2026-11-22')).status).toBe(404);
  });

  it('complete by playing: submit-game detects it, the completion call is idempotent, points count', async () => {
    const client = await eligiblePlayer();
    const id = client.userId!;
    const { challenges } = await generate(client);
    server.clock.advance(60_000); // a game played a minute after the challenges were offered
    const easy = challenges[0]!;
    const pool = await poolOf(server, TODAY);
    // A continuous game never completes one (tiles are reused; the score does not count).
    const words = completingWords(easy, pool, server.dictionary);
    const continuous = await client.post('/api/submit-game', continuousRequest(id, TODAY, words));
    expect(continuous.status, continuous.text).toBe(200);
    expect((continuous.body as { challengesCompleted: unknown[] }).challengesCompleted).toEqual([]);

    const game = await play(client, TODAY, words);
    const done = game.challengesCompleted!.find((c) => c.id === easy.id);
    expect(done).toEqual({
      id: easy.id,
      title: easy.title,
      difficulty: 'easy',
      rewards: { points: 10 },
      performance: expect.stringMatching(/^(excellent|good|fair)$/),
    });
    const completedIds = game.challengesCompleted!.map((c) => c.id);
    const points = game.challengesCompleted!.reduce((sum, c) => sum + c.rewards.points, 0);

    const after = await personalized(client);
    for (const challenge of after.challenges) {
      const completed = completedIds.includes(challenge.id);
      expect(challenge.isCompleted).toBe(completed);
      if (completed)
        expect(challenge).toMatchObject({ progress: 100, completedAt: '2026-11-21T17:01:00.000Z' });
      else expect(challenge.progress).toBeLessThan(100);
    }

    // The completion call: the recorded completion, however often it is made.
    for (let i = 0; i < 2; i++) {
      const response = await client.post(`/api/complete-challenge/${easy.id}`, {
        actualScore: 0,
        actualWords: 1,
        rating: 'poor',
      });
      expect(response.status, response.text).toBe(200);
      expect(ZChallengeCompletionResponse.parse(response.body)).toMatchObject({
        success: true,
        alreadyCompleted: true,
        rewardPoints: 10,
        performance: done!.performance, // the claimed 'poor' is ignored
        completedByGameId: game.gameId,
        challenge: { id: easy.id, isCompleted: true },
      });
    }

    // The call verifies from stored games itself: with the record undone, it finds the game again.
    await server.sql`update challenges set completed_at = null, performance = null, completed_by_game = null where id = ${easy.id}`;
    const verified = ZChallengeCompletionResponse.parse(
      (
        await client.post('/api/challenge-completion', {
          playerId: id,
          date: TODAY,
          challengeId: easy.id,
          bonusPoints: 500,
        })
      ).body,
    );
    expect(verified).toMatchObject({
      alreadyCompleted: false,
      rewardPoints: 10,
      completedByGameId: game.gameId,
    });

    const stats = ZChallengeStatsResponse.parse((await client.get(`/api/challenge-stats/${id}`)).body);
    expect(stats).toMatchObject({
      totalChallengesOffered: 3,
      totalChallengesCompleted: completedIds.length,
      totalRewardPoints: points,
      thisWeek: { start: '2026-11-16', end: '2026-11-22', completed: completedIds.length, points },
      rewardPointsPerDifficulty: { easy: 10, medium: 25, hard: 50 },
    });
    expect(stats.byDifficulty.easy).toEqual({ offered: 1, completed: 1, points: 10 });
    const rank = ZExtraPointsRankResponse.parse((await client.get(`/api/extra-points-rank/${id}`)).body);
    expect(rank.week).toMatchObject({ start: '2026-11-16', end: '2026-11-22', points });
    expect(rank.allTime.points).toBe(points);
    expect(rank.allTime.rank).not.toBeNull();
    const preview = ZChallengePreviewResponse.parse(
      (await client.get(`/api/challenge-preview/${TODAY}`)).body,
    );
    expect(preview.completedCount).toBe(completedIds.length);
  });

  it('refuse a forged completion: claims are ignored, and a game from before the challenge does not count', async () => {
    const client = await eligiblePlayer();
    const id = client.userId!;
    const pool = await poolOf(server, TODAY);
    // The best game of the day, played before the challenges exist.
    await play(client, TODAY, pool.optimalWordCombination);
    const { challenges } = await generate(client);
    const met = challenges.filter(
      (c) =>
        evaluateChallenge(
          {
            challengeType: c.challengeType,
            targetMetrics: { ...c.targetMetrics, targetWords: pool.optimalWordCombination },
          },
          {
            finalScore: pool.maxPossibleScore,
            words: pool.optimalWordCombination.map((word) => ({ word, score: 0 })),
          },
        ).complete,
    );
    expect(met.length).toBeGreaterThan(0);
    const before = await server.sql`select * from challenges where player_id = ${id} order by id`;

    for (const challenge of challenges) {
      const claimed = await client.post(`/api/complete-challenge/${challenge.id}`, {
        actualScore: 999,
        actualWords: 40,
        rating: 'excellent',
      });
      expect(claimed.status).toBe(409);
      expect(ZErrorResponse.parse(claimed.body).error.code).toBe('CHALLENGE_NOT_COMPLETE');
      const byBody = await client.post('/api/challenge-completion', {
        playerId: id,
        date: TODAY,
        challengeId: challenge.id,
        challengeType: challenge.challengeType,
        description: challenge.description,
        bonusPoints: 10_000,
      });
      expect(byBody.status).toBe(409);
    }
    // A body with unknown keys (say, isCompleted) is refused before anything is looked at.
    const forged = await client.post(`/api/complete-challenge/${challenges[0]!.id}`, { isCompleted: true });
    expect(forged.status).toBe(400);
    // So is a game time: the rating takes none (engine/src/progress/completion.ts), and the answer
    // names the key it refused.
    const timed = await client.post(`/api/complete-challenge/${challenges[0]!.id}`, {
      actualScore: 10,
      actualTime: 12,
    });
    expect(timed.status).toBe(400);
    expect(ZErrorResponse.parse(timed.body).error.code).toBe('VALIDATION_FAILED');
    expect(timed.text).toContain('actualTime');

    expect(await server.sql`select * from challenges where player_id = ${id} order by id`).toEqual(before);
    const stats = ZChallengeStatsResponse.parse((await client.get(`/api/challenge-stats/${id}`)).body);
    expect(stats).toMatchObject({ totalChallengesCompleted: 0, totalRewardPoints: 0 });
    const rank = ZExtraPointsRankResponse.parse((await client.get(`/api/extra-points-rank/${id}`)).body);
    expect(rank.allTime).toMatchObject({ points: 0, rank: null, percentile: null });

    // Another player's challenge: 403 by its id, 404 when named in a body.
    const stranger = await signedIn();
    const theirs = await stranger.post(`/api/complete-challenge/${challenges[0]!.id}`, {});
    expect(theirs.status).toBe(403);
    const inBody = await stranger.post('/api/challenge-completion', {
      playerId: stranger.userId,
      date: TODAY,
      challengeId: challenges[0]!.id,
    });
    expect(inBody.status).toBe(404);
    // A well-formed id of one's own that does not exist.
    const unknown = await client.post(`/api/complete-challenge/c-20261101-easy-${id}`, {});
    expect(unknown.status).toBe(404);
  });

  it('show target words once revealed, and always for a past day', async () => {
    const client = await eligiblePlayer();
    const id = client.userId!;
    await generate(client);
    // Whatever types this player drew, a word_discovery challenge stored for today shows the rule.
    await server.sql`update challenges set challenge_type = 'word_discovery',
      target_metrics = ${server.sql.json({ targetWords: ['alpha', 'beta'], targetWordCount: 1 })}
      where id = ${`c-20261121-easy-${id}`}`;
    const hidden = (await personalized(client)).challenges[0]!;
    expect(hidden.targetMetrics).toEqual({ targetWordCount: 1 });
    expect((await client.post('/api/reveal-target-words', { playerId: id, date: TODAY })).status).toBe(200);
    expect((await personalized(client)).challenges[0]!.targetMetrics).toEqual({
      targetWords: ['alpha', 'beta'],
      targetWordCount: 1,
    });
    server.clock.set('2026-11-22T17:00:00Z');
    expect((await personalized(client, TODAY)).challenges[0]!.targetMetrics.targetWords).toEqual([
      'alpha',
      'beta',
    ]);
  });
});
