import { describe, expect, it } from 'vitest';
import {
  ZErrorResponse,
  ZPlayerHistoryDayResponse,
  ZPlayerHistoryResponse,
  ZUserProfile,
} from '@dozen/engine/contract';
import { createTestClock, type TestServer } from './harness.js';
import { signedInClient, withMailServer } from './account-helpers.js';
import { honestWords } from './game-helpers.js';
import { goTo, play, playGames, poolOf } from './progress-helpers.js';
import type { SmtpCatcher } from './smtp-catcher.js';
import type { TestClient } from './test-client.js';

/**
 * History, streaks, a day's detail and the A.I. Profile, with games played through submit-game by
 * a player signed in with a mailed code, the clock moved across the autumn clock change and New
 * York midnight.
 */

/**
 * For one describe: a server whose mail goes to a catcher and whose clock starts at `instant`,
 * handed to `use`; what it returns signs a new player in on it by a mailed code.
 */
function withProgressServer(
  instant: string,
  use: (server: TestServer) => void,
): () => Promise<{ client: TestClient; id: string }> {
  let server: TestServer;
  let catcher: SmtpCatcher;
  withMailServer({ clock: createTestClock(instant) }, (s, c) => {
    [server, catcher] = [s, c];
    use(s);
  });
  return async () => {
    const client = await signedInClient(server, catcher, 'progress');
    return { client, id: client.userId! };
  };
}

describe('history and streaks across the 2026 autumn clock change', () => {
  let server: TestServer;
  const signIn = withProgressServer('2026-10-29T17:00:00Z', (started) => (server = started));

  it('counts New York days, from yesterday until today has a game, and flags each day', async () => {
    const { client, id } = await signIn();
    // Oct 29 played; Oct 30 skipped; Oct 31, Nov 1 (25 hours long) and Nov 2 played.
    await playGames(server, client, '2026-10-29', 1);
    for (const date of ['2026-10-31', '2026-11-01', '2026-11-02']) {
      goTo(server, date);
      const pool = await poolOf(server, date);
      // Nov 1: the Target Score (the whole optimal combination), then a second, smaller game.
      if (date === '2026-11-01') await play(client, date, pool.optimalWordCombination);
      await play(client, date, honestWords(pool, server.dictionary, 2));
    }

    const read = async (instant: string) => {
      server.clock.set(instant);
      const response = await client.get(`/api/player-history/${id}`);
      expect(response.status, response.text).toBe(200);
      return ZPlayerHistoryResponse.parse(response.body);
    };

    // 23:59:59 EST on Nov 2: today is played, three days in a row.
    const late = await read('2026-11-03T04:59:59Z');
    expect(late.today).toBe('2026-11-02');
    expect(late.stats.streaks.played).toEqual({ current: 3, best: 3, extendedToday: true });
    // Reached on Nov 1, not (yet) today: that streak still runs to yesterday.
    expect(late.stats.streaks.targetReached).toEqual({ current: 1, best: 1, extendedToday: false });
    expect(late.entries.map((e) => [e.date, e.playCount, e.targetScore])).toEqual([
      ['2026-11-02', 1, false],
      ['2026-11-01', 2, true],
      ['2026-10-31', 1, false],
      ['2026-10-29', 1, false],
    ]);
    const nov1 = late.entries[1]!;
    expect(nov1).toMatchObject({
      dateLabel: 'Sun, Nov 1',
      scorePercent: 100,
      targetScore: true,
      mostWords: true,
    });
    expect(nov1.finalScore).toBe(nov1.dayTargetScore);
    expect(late.stats).toMatchObject({
      gamesPlayed: 5,
      daysPlayed: 4,
      training: { active: false, message: 'Your stats are ready', remainingGames: 0 },
      last30DaysSummary: 'Played 4 of the last 30 days',
    });
    expect(late.stats.last30Days.at(-1)).toMatchObject({ date: '2026-11-02', played: true, games: 1 });
    expect(late.stats.last30Days.at(-2)!.text).toMatch(
      /^Sun, Nov 1: 2 games, best \d+ of \d+ \(100%\), \d+ words, Target Score reached$/,
    );
    expect(late.stats.last30Days.at(-4)).toMatchObject({
      date: '2026-10-30',
      played: false,
      text: 'Fri, Oct 30: not played',
    });

    // 00:00:00 on Nov 3: no game yet today, the streak still counts to yesterday.
    const midnight = await read('2026-11-03T05:00:00Z');
    expect(midnight.today).toBe('2026-11-03');
    expect(midnight.stats.streaks.played).toEqual({ current: 3, best: 3, extendedToday: false });
    expect(midnight.stats.streaks.targetReached).toEqual({ current: 0, best: 1, extendedToday: false });
    // A whole day without a game: broken.
    const after = await read('2026-11-04T05:00:00Z');
    expect(after.stats.streaks.played).toEqual({ current: 0, best: 3, extendedToday: false });
  });
});

describe('a day in detail, and answer hiding', () => {
  let server: TestServer;
  const signIn = withProgressServer('2026-11-20T17:00:00Z', (started) => (server = started));

  it('shows a past day’s answers, hides today’s until revealed, and is 404 without a game', async () => {
    const { client, id } = await signIn();
    const yesterday = await poolOf(server, '2026-11-20');
    const yesterdayWords = honestWords(yesterday, server.dictionary, 3);
    await play(client, '2026-11-20', yesterdayWords);
    goTo(server, '2026-11-21');
    const today = await poolOf(server, '2026-11-21');
    await play(client, '2026-11-21', [today.optimalWordCombination[0]!]);

    const past = ZPlayerHistoryDayResponse.parse(
      (await client.get(`/api/player-history/${id}/2026-11-20`)).body,
    );
    expect(past).toMatchObject({
      letters: yesterday.letters,
      topWord: yesterday.topWord,
      targetWords: yesterday.optimalWordCombination,
      answersHidden: false,
      maxPossibleScore: yesterday.maxPossibleScore,
    });
    expect(past.words.map((w) => w.word).sort()).toEqual([...yesterdayWords].sort());

    const hidden = await client.get(`/api/player-history/${id}/2026-11-21`);
    const todayView = ZPlayerHistoryDayResponse.parse(hidden.body);
    expect(todayView).toMatchObject({ topWord: null, targetWords: null, answersHidden: true });
    // Its own word is flagged (validate-word told the player as much); no other answer is sent.
    expect(todayView.words).toEqual([
      expect.objectContaining({ word: today.optimalWordCombination[0], isTargetWord: true }),
    ]);
    for (const word of today.optimalWordCombination.slice(1)) expect(hidden.text).not.toContain(`"${word}"`);
    if (today.topWord !== today.optimalWordCombination[0])
      expect(hidden.text).not.toContain(`"${today.topWord}"`);

    expect((await client.post('/api/reveal-targets', { playerId: id, date: '2026-11-21' })).status).toBe(200);
    const revealed = ZPlayerHistoryDayResponse.parse(
      (await client.get(`/api/player-history/${id}/2026-11-21`)).body,
    );
    expect(revealed).toMatchObject({
      topWord: today.topWord,
      targetWords: today.optimalWordCombination,
      answersHidden: false,
    });

    for (const date of ['2026-11-19', '2026-11-22']) {
      const missing = await client.get(`/api/player-history/${id}/${date}`);
      expect(missing.status).toBe(404);
      expect(ZErrorResponse.parse(missing.body).error.code).toBe('NOT_FOUND');
    }
  });

  it('answers an anonymous player its own history too (history is not behind sign-in)', async () => {
    const client = server.client();
    const id = await client.session();
    client.userId = id;
    const history = ZPlayerHistoryResponse.parse((await client.get(`/api/player-history/${id}`)).body);
    expect(history.entries).toEqual([]);
    expect(history.stats.training).toMatchObject({
      active: true,
      message: 'Training Our AI Model',
      remainingGames: 5,
    });
  });
});

describe('the A.I. Profile', () => {
  let server: TestServer;
  const signIn = withProgressServer('2026-11-10T17:00:00Z', (started) => (server = started));

  it('is for signed-in players only', async () => {
    const anonymous = server.client();
    const id = await anonymous.session();
    const refused = await anonymous.get(`/api/user-profile/${id}`);
    expect(refused.status).toBe(403);
    expect(ZErrorResponse.parse(refused.body).error.code).toBe('SIGN_IN_REQUIRED');
  });

  it('answers the defaults and says why below 5 games, then a model of the games with evidence', async () => {
    const { client, id } = await signIn();
    const fresh = ZUserProfile.parse((await client.get(`/api/user-profile/${id}`)).body);
    expect(fresh).toMatchObject({
      playPattern: 'casual',
      skillLevel: 'beginner',
      strongAreas: [],
      improvementAreas: [],
      challengeStats: { totalChallengesCompleted: 0, totalRewardPoints: 0, rank: null },
      message: 'Training Our AI Model: play 5 more games to train your profile',
    });
    expect(fresh.areas.map((a) => a.label)).toEqual([
      'Long Words',
      'High Scoring',
      'Word Count',
      'Efficiency',
      'Target Word',
      'Consistency',
    ]);

    // Ten days, each with the day's Target Score reached.
    for (let day = 10; day <= 19; day++) {
      const date = `2026-11-${day}`;
      goTo(server, date);
      await play(client, date, (await poolOf(server, date)).optimalWordCombination);
    }
    const profile = ZUserProfile.parse((await client.get(`/api/user-profile/${id}`)).body);
    expect(profile).toMatchObject({
      averageScorePercent: 100,
      skillLevel: 'expert',
      playPattern: 'regular', // 10 of the last 14 days
      gamesPlayed: 10,
      gamesAnalysed: 10,
      gamesPerDay: 1,
      message: 'Based on your last 10 games',
    });
    const consistency = profile.areas.find((a) => a.area === 'consistency')!;
    expect(consistency).toMatchObject({ games: 10, hits: 10, ratePercent: 100 });
    // Only this player's games exist: the community (under 50 games) is too small to compare with.
    expect(consistency.status).toBe('not_enough_games');
    expect(consistency.evidence).toBe(
      '50%+ of the Target Score in 10 of your last 10 games; not enough community games yet to compare',
    );
  });
});
