import { describe, expect, it } from 'vitest';
import type { DailyPool } from '@dozen/engine';
import {
  ApiRoute,
  type TBoardRow,
  type TFriendsResponse,
  ZLeagueBoardResponse,
} from '@dozen/engine/contract';
import { withTestServer, type TestServer } from './harness.js';
import {
  clashingWords,
  continuousRequest,
  foreignWord,
  gameRequest,
  honestWords,
  nonWord,
  perfectGame,
  scored,
} from './game-helpers.js';
import {
  board,
  expectNoIdentities,
  leagueOf,
  RecordingClient,
  reportLive,
  signedInPlayer,
  storeGame,
  type Player,
} from './friends-helpers.js';

/**
 * The board through the API, on known games: what each row says (status, score, words, targets
 * as the competition counts them, hints and reveals), the order, the no-spoiler rule, yesterday's
 * final board and winner, the week's standings, live games checked like submitted ones, and what
 * never counts (archive games).
 */

const TODAY = '2026-11-21'; // a Saturday: its week began on Monday the 16th
const YESTERDAY = '2026-11-20';
const NOON = (date: string) => `${date}T17:00:00.000Z`;

const rowOf = (rows: readonly TBoardRow[], name: string) => rows.find((row) => row.name === name)!;

describe('Friends: the board', () => {
  let server: TestServer;
  let pool: DailyPool;
  withTestServer({ realtime: false }, async (started) => {
    server = started;
    pool = (await server.pools.getOrCreate(TODAY))!;
  });

  const words = (count: number) => honestWords(pool, server.dictionary, count);

  it('no spoilers: counts and scores until the reader ends a game of the day, then the words', async () => {
    const [a, b] = [await signedInPlayer(server, 'Ann'), await signedInPlayer(server, 'Bo')];
    const { league } = await leagueOf(a, [b]);
    const fitting = words(3);
    const [bWords, aWords] = [fitting.slice(0, 2), fitting.slice(2)];
    await reportLive(b, TODAY, bWords);
    await reportLive(a, TODAY, aWords, { gameId: 'a-game-1' });

    const before = await board(a, league.id);
    expect(ZLeagueBoardResponse.parse(before)).toEqual(before);
    expect(before.today).toMatchObject({ date: TODAY, over: false, wordsShown: false, winners: [] });
    expect(rowOf(before.today.rows, 'Bo')).toMatchObject({ status: 'playing', wordCount: 2, words: null });
    // The reader's own words are theirs.
    expect(rowOf(before.today.rows, 'Ann').words).toEqual(scored(aWords));
    const raw = JSON.stringify(before.today).toLowerCase();
    for (const word of bWords) expect(raw).not.toContain(`"${word}"`);

    await storeGame(a, TODAY, scored(aWords));
    const after = await board(a, league.id);
    expect(after.today.wordsShown).toBe(true);
    expect(rowOf(after.today.rows, 'Ann').status).toBe('finished');
    expect(
      rowOf(after.today.rows, 'Bo')
        .words?.map((w) => w.word)
        .sort(),
    ).toEqual([...bWords].sort());
    // B has not finished: B still sees none of A's.
    expect(rowOf((await board(b, league.id)).today.rows, 'Ann').words).toBeNull();
  });

  it('rows: best of stored and live, words of every game, targets as the competition counts them', async () => {
    const [a, b, c, d] = (await Promise.all(
      ['Ann', 'Bo', 'Cy', 'Dee'].map((name) => signedInPlayer(server, name)),
    )) as [Player, Player, Player, Player];
    const { league } = await leagueOf(a, [b, c, d]);
    // Bo reaches the Target Score with no help; Cy the same after a hint (it counts, not in the competition).
    await b.client.post(ApiRoute.submitGame.path(), perfectGame(b.userId, pool));
    const hint = await c.client.post(ApiRoute.incrementHint.path({ userId: c.userId, date: TODAY }), {
      isBonus: false,
    });
    expect(hint.status, hint.text).toBe(200);
    await c.client.post(ApiRoute.submitGame.path(), perfectGame(c.userId, pool));
    // Dee plays a continuous game: its words count, its score does not.
    const [first, second] = clashingWords(pool, server.dictionary);
    const continuous = await d.client.post(
      ApiRoute.submitGame.path(),
      continuousRequest(d.userId, TODAY, [first, second]),
    );
    expect(continuous.status, continuous.text).toBe(200);
    await d.client.post(ApiRoute.revealTopWord.path(), { playerId: d.userId, date: TODAY });

    const read = await board(a, league.id);
    expect(read.today.rows.map((row) => row.name)).toEqual(['Bo', 'Cy', 'Dee', 'Ann']);
    expect(rowOf(read.today.rows, 'Bo')).toMatchObject({
      status: 'finished',
      score: pool.maxPossibleScore,
      targetScore: 'qualified',
      hintsUsed: 0,
      revealed: false,
    });
    expect(rowOf(read.today.rows, 'Cy')).toMatchObject({ targetScore: 'reached', hintsUsed: 1 });
    expect(rowOf(read.today.rows, 'Dee')).toMatchObject({
      status: 'finished',
      score: 0,
      wordCount: 2,
      targetScore: 'none',
      revealed: true,
    });
    expect(rowOf(read.today.rows, 'Ann')).toMatchObject({ status: 'not_started', score: 0, wordCount: 0 });

    // A live continuous game: words, no score.
    const live = await reportLive(a, TODAY, [first, second], { continuous: true });
    expect(live.status, live.text).toBe(200);
    expect(rowOf((await board(a, league.id)).today.rows, 'Ann')).toMatchObject({
      status: 'playing',
      score: 0,
      wordCount: 2,
    });

    // The home list: each league with the reader's place today. Bo and Cy share the first place;
    // Ann (0 points, 2 words) ties with Dee for the third: "3rd of 4".
    const home = await a.client.get<TFriendsResponse>(ApiRoute.friends.path());
    expect(home.body.leagues).toEqual([
      { id: league.id, name: 'Office', memberCount: 4, isOwner: true, todayPosition: 3 },
    ]);
  });

  it('live games are checked like submitted ones; a player in no league keeps nothing', async () => {
    const [a, b] = [await signedInPlayer(server), await signedInPlayer(server)];
    await leagueOf(a, [b]);
    const [first, second] = clashingWords(pool, server.dictionary);
    const refusals: Array<[string[], Record<string, unknown>, string]> = [
      [[nonWord(pool, server.dictionary)], {}, 'NOT_A_WORD'],
      [[foreignWord(pool, server.dictionary)], {}, 'LETTER_NOT_IN_POOL'],
      [[first, second], {}, 'TILE_REUSED'],
      [[first, first], { continuous: true }, 'DUPLICATE_WORD'],
    ];
    for (const [list, options, code] of refusals) {
      const answer = await reportLive(b, TODAY, list, options);
      expect(answer.status, answer.text).toBe(422);
      expect(answer.body).toMatchObject({ error: { code } });
    }
    expect((await reportLive(b, '2026-11-19', words(1))).status).toBe(422);
    expect((await reportLive(b, '2026-11-23', words(1))).status).toBe(422);

    // A late answer of the same game, with fewer words, changes nothing.
    await reportLive(b, TODAY, words(3));
    await reportLive(b, TODAY, words(2));
    const [kept] = await server.sql<{ n: number }[]>`
      select jsonb_array_length(words) as n from live_games where player_id = ${b.userId}`;
    expect(kept!.n).toBe(3);

    const loner = await signedInPlayer(server);
    expect((await reportLive(loner, TODAY, words(1))).body).toEqual({ leagues: 0 });
    expect(await server.sql`select 1 from live_games where player_id = ${loner.userId}`).toHaveLength(0);
    const guest = new RecordingClient(server.baseUrl);
    await guest.session();
    const refused = await guest.post(ApiRoute.liveGame.path(), {
      gameId: 'guest-game',
      date: TODAY,
      words: [],
      continuous: false,
    });
    expect(refused.status).toBe(403);
  });

  it('yesterday’s final board names its winner and shows every word; the week adds each day’s best', async () => {
    const players = await Promise.all(['Ann', 'Bo', 'Cy'].map((name) => signedInPlayer(server, name)));
    const [a, b, c] = players as [Player, Player, Player];
    const { league } = await leagueOf(a, [b, c]);
    const playDay = async (date: string, who: Player, count: number) => {
      server.clock.set(NOON(date));
      const dayPool = (await server.pools.getOrCreate(date))!;
      const played = honestWords(dayPool, server.dictionary, count);
      const stored = await who.client.post(ApiRoute.submitGame.path(), gameRequest(who.userId, date, played));
      expect(stored.status, stored.text).toBe(200);
      return scored(played).reduce((sum, word) => sum + word.score, 0);
    };
    try {
      const tuesday = await playDay('2026-11-17', b, 3);
      const wednesday = await playDay('2026-11-18', c, 1);
      const bYesterday = await playDay(YESTERDAY, b, 1);
      const cYesterday = await playDay(YESTERDAY, c, 3);
      // Before the 16th: another week, never counted.
      await playDay('2026-11-15', a, 3);
      server.clock.set(NOON(TODAY));

      const read = await board(a, league.id);
      expect(read.yesterday).toMatchObject({ date: YESTERDAY, over: true, wordsShown: true });
      expect(rowOf(read.yesterday.rows, 'Cy').words).toHaveLength(3);
      const winner = cYesterday >= bYesterday ? 'Cy' : 'Bo';
      expect(read.yesterday.winners).toEqual([rowOf(read.yesterday.rows, winner).memberId]);
      expect(read.week).toMatchObject({ start: '2026-11-16', end: '2026-11-22' });
      expect(read.week.rule).toMatch(/best score, added up/);
      const standing = (name: string) => read.week.rows.find((row) => row.name === name)!;
      expect(standing('Bo')).toMatchObject({ points: tuesday + bYesterday, daysPlayed: 2 });
      expect(standing('Cy')).toMatchObject({ points: wednesday + cYesterday, daysPlayed: 2 });
      expect(standing('Ann')).toMatchObject({ points: 0, daysPlayed: 0 });
      expect(read.week.rows.at(-1)!.name).toBe('Ann');
    } finally {
      server.clock.set(NOON(TODAY));
    }
  });

  it('archive games never count', async () => {
    const [a, b] = [await signedInPlayer(server), await signedInPlayer(server)];
    const { league } = await leagueOf(a, [b]);
    const yesterdayPool = (await server.pools.getOrCreate(YESTERDAY))!;
    const before = await board(a, league.id);
    const archived = await b.client.post(
      ApiRoute.archiveSubmitGame.path(),
      gameRequest(b.userId, YESTERDAY, honestWords(yesterdayPool, server.dictionary, 3)),
    );
    expect(archived.status, archived.text).toBe(200);
    const after = await board(a, league.id);
    expect({ ...after, readAt: '' }).toEqual({ ...before, readAt: '' });
  });

  it('no answer here held a user id or an e-mail address', () => {
    expectNoIdentities();
  });
});
