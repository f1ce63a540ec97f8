import { describe, expect, it } from 'vitest';
import { scoreWord, type DailyPool } from '@dozen/engine';
import {
  MISSED_WORDS_SHOWN,
  ZArchiveGame,
  ZArchiveMonthResponse,
  ZArchivePuzzleResponse,
  ZErrorResponse,
  ZGenerateChallengesResponse,
  ZPlayerHistoryResponse,
  ZShareTokenResponse,
  ZValidateWordResponse,
  type TArchiveGame,
  type TSubmitGameRequest,
} from '@dozen/engine/contract';
import { mergeAnonymousInto } from '../src/auth/merge.js';
import { createShareImageService } from '../src/services/share-image.js';
import { createShareTokens } from '../src/share-image/share-token.js';
import { shareCardSvg } from '../src/share-image/template.js';
import { countArchiveGamesByDay } from '../src/storage/archive-games.js';
import { isDatePlayed } from '../src/storage/pools.js';
import { scorePreview } from '../src/http/link-preview.js';
import {
  clashingWords,
  continuousRequest,
  foreignWord,
  gameRequest,
  honestWords,
  perfectGame,
} from './game-helpers.js';
import { createTestClock, withTestServer, type TestServer } from './harness.js';
import type { TestClient, TestResponse } from './test-client.js';
import { completingWords, goTo, play, playGames, poolOf } from './progress-helpers.js';
import { cardTexts, isAllowedCardText } from './share-card-text.js';

/**
 * Past puzzles through real HTTP: which days are past (the day policy, New York
 * midnight), the archive's reads and writes, and that nothing of the day's race moves.
 *
 * The story: pools from 2026-11-12 (the first stored pool); players play on the day from the 12th
 * to the 16th; the clock then stands on Tuesday 2026-11-17, so the 12th to the 16th are past.
 */
const FIRST = '2026-11-12';
const PLAYED = '2026-11-16';
const TODAY = '2026-11-17';

const errorCode = (response: TestResponse) => ZErrorResponse.parse(response.body).error.code;

function archiveGame(client: TestClient, request: TSubmitGameRequest) {
  return client.post('/api/archive/games', request);
}

async function playArchive(client: TestClient, request: TSubmitGameRequest): Promise<TArchiveGame> {
  const response = await archiveGame(client, request);
  expect(response.status, response.text).toBe(200);
  return ZArchiveGame.parse(response.body);
}

describe('past puzzles', () => {
  let server: TestServer;
  /** Anonymous; played PLAYED on the day. */
  let a: TestClient;
  /** Signed in; a game a day from FIRST to PLAYED (eligible), challenges of PLAYED and TODAY, one completed. */
  let b: TestClient;
  /** Signed in; two games on the day (not eligible for challenges: 5 are needed). */
  let c: TestClient;
  let pools: Map<string, DailyPool>;

  withTestServer({ realtime: false, clock: createTestClock(`${FIRST}T17:00:00.000Z`) }, async (started) => {
    server = started;
    [a, b, c] = [server.client(), server.client(), server.client()];
    for (const client of [a, b, c]) await client.session();
    await server.signIn(b.userId!);
    await server.signIn(c.userId!);
    pools = new Map();
    for (const date of ['2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15', PLAYED]) {
      goTo(server, date);
      pools.set(date, await poolOf(server, date));
      await playGames(server, b, date, 1);
      if (date >= '2026-11-15') await playGames(server, c, date, 1);
    }
    await play(a, PLAYED, honestWords(pools.get(PLAYED)!, server.dictionary, 2));

    // Today: B's challenges of yesterday and today, and one of today's completed (points, a rank).
    goTo(server, TODAY);
    const generate = async (date: string) => {
      const response = await b.post('/api/generate-challenges', { playerId: b.userId, date });
      expect(response.status, response.text).toBe(200);
      return ZGenerateChallengesResponse.parse(response.body).challenges;
    };
    await generate(PLAYED);
    const easy = (await generate(TODAY)).find((challenge) => challenge.difficulty === 'easy')!;
    const todayPool = await poolOf(server, TODAY);
    server.clock.advance(60_000); // a game stored after the challenge was offered
    const done = await play(b, TODAY, completingWords(easy, todayPool, server.dictionary));
    expect(done.challengesCompleted?.map((challenge) => challenge.id)).toContain(easy.id);
  });

  /** Everything of the day's race, as players and the database see it. */
  async function race(): Promise<unknown> {
    const get = async (client: TestClient, path: string) => {
      const response = await client.get(path);
      return { path, status: response.status, body: response.body as unknown };
    };
    const history = async (client: TestClient) => {
      const { status, body } = await get(client, `/api/player-history/${client.userId}`);
      const { entries, stats } = ZPlayerHistoryResponse.parse(body);
      return { status, entries, stats };
    };
    const reads = await Promise.all([
      get(a, `/api/stats?date=${PLAYED}`),
      get(a, '/api/stats'),
      get(a, `/api/top-word-count/${PLAYED}`),
      get(a, `/api/top-word-count/${TODAY}`),
      history(a),
      history(b),
      history(c),
      ...[b, c].flatMap((client) => [
        get(client, `/api/personalized-challenges/${client.userId}/${TODAY}`),
        get(client, `/api/personalized-challenges/${client.userId}/${PLAYED}`),
        get(client, `/api/challenge-preview/${TODAY}`),
        get(client, `/api/challenge-preview/${PLAYED}`),
        get(client, `/api/challenge-stats/${client.userId}`),
        get(client, `/api/extra-points-rank/${client.userId}`),
        get(client, `/api/user-profile/${client.userId}`),
      ]),
    ]);
    const live = await Promise.all([PLAYED, TODAY].map((date) => server.liveStats.snapshot(date)));
    const tables = await Promise.all(
      [
        server.sql`select * from game_entries order by player_id, date`,
        server.sql`select * from games order by game_id`,
        server.sql`select * from day_players order by date, player_id`,
        server.sql`select * from lifetime_players order by player_id`,
        server.sql`select * from challenges order by id`,
      ].map(async (query) => JSON.parse(JSON.stringify(await query)) as unknown),
    );
    return { reads, live, tables };
  }

  it('archive games move nothing of the race: counts, live stats, streaks, history, challenges and eligibility, ranks, profile', async () => {
    const before = await race();
    // Sanity: the snapshot holds what it must compare.
    expect(JSON.stringify(before)).toContain('"eligible":true');
    expect(JSON.stringify(before)).toContain('"eligible":false');

    const played = pools.get(PLAYED)!;
    // A perfect game of yesterday: would complete B's challenges of that day and reach every
    // target if it were a day game; C's three would make C eligible.
    await playArchive(a, perfectGame(a.userId!, played));
    await playArchive(b, perfectGame(b.userId!, played));
    await playArchive(b, gameRequest(b.userId!, FIRST, honestWords(pools.get(FIRST)!, server.dictionary, 3)));
    await playArchive(b, continuousRequest(b.userId!, PLAYED, [played.topWord]));
    for (const date of ['2026-11-13', '2026-11-14', '2026-11-15'])
      await playArchive(c, perfectGame(c.userId!, pools.get(date)!));
    // Words of a player who never played: the archive's validate-word marks nobody as playing.
    const d = server.client();
    await d.session();
    for (const word of played.optimalWordCombination) {
      const judged = await d.post('/api/archive/validate-word', { word, date: PLAYED });
      expect(ZValidateWordResponse.parse(judged.body)).toMatchObject({ valid: true, word });
    }

    expect(await race()).toEqual(before);
    const stored = await server.sql`select count(*)::int as n from archive_games`;
    expect(stored[0]!.n).toBe(7);
  });

  it('refuses today and the future on every route (422 DAY_NOT_OVER), and days before the first pool (404)', async () => {
    const player = a;
    const pool = pools.get(PLAYED)!;
    const words = honestWords(pool, server.dictionary, 2);
    for (const date of [TODAY, '2026-11-18', '2026-11-20', '2027-06-01']) {
      const refused = [
        await player.get(`/api/archive/days/${date}`),
        await player.post('/api/archive/validate-word', { word: words[0], date }),
        await archiveGame(player, gameRequest(player.userId!, date, words)),
        await player.post('/api/archive/games', { ...perfectGame(player.userId!, pool), gameDate: date }),
      ];
      for (const response of refused) {
        expect(response.status, `${date}: ${response.text}`).toBe(422);
        expect(errorCode(response)).toBe('DAY_NOT_OVER');
        // Never an answer of a day that is not over.
        expect(response.text).not.toContain('optimalWordCombination');
      }
    }
    for (const month of ['2026-12', '2027-01']) {
      const response = await player.get(`/api/archive/months/${month}`);
      expect(response.status).toBe(422);
      expect(errorCode(response)).toBe('DAY_NOT_OVER');
    }
    for (const date of ['2026-11-11', '2026-01-01']) {
      const refused = [
        await player.get(`/api/archive/days/${date}`),
        await player.post('/api/archive/validate-word', { word: words[0], date }),
        await archiveGame(player, gameRequest(player.userId!, date, words)),
      ];
      for (const response of refused) {
        expect(response.status, `${date}: ${response.text}`).toBe(404);
        expect(errorCode(response)).toBe('NOT_FOUND');
      }
    }
    expect((await player.get('/api/archive/months/2026-10')).status).toBe(404);
    // Nothing was generated for the days asked about.
    const made = await server.sql`select date from pools where date < ${FIRST}::date`;
    expect(made).toEqual([]);
  });

  it('serves a past day whole: every answer, the day’s Most Words record, the caller’s results', async () => {
    const response = await c.get(`/api/archive/days/${PLAYED}`);
    expect(response.status, response.text).toBe(200);
    const day = ZArchivePuzzleResponse.parse(response.body);
    const pool = pools.get(PLAYED)!;
    expect(day.label).toBe('Monday, November 16');
    expect(day.pool).toMatchObject({
      date: PLAYED,
      letters: pool.letters,
      topWord: pool.topWord,
      optimalWordCombination: pool.optimalWordCombination,
      maxPossibleScore: pool.maxPossibleScore,
    });
    expect(Object.values(day.pool.hints).every((hint) => hint !== null)).toBe(true);
    const [record] =
      await server.sql`select max(unique_words)::int as most from game_entries where date = ${PLAYED}`;
    expect(day.mostWordsRecord).toBe(record!.most);
    expect(day.onTheDay).toMatchObject({ games: 1 });
  });

  it('keeps the result of the day beside the archive games: month view and history show both', async () => {
    const entry = await a.get(`/api/game-entry/${a.userId}/${PLAYED}`);
    const month = await a.get('/api/archive/months/2026-11');
    expect(month.status, month.text).toBe(200);
    const view = ZArchiveMonthResponse.parse(month.body);
    expect(view).toMatchObject({ month: '2026-11', firstDate: FIRST, lastDate: PLAYED });
    expect(view.days.map((day) => day.date)).toEqual([
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      PLAYED,
    ]);
    const day = view.days.find((d) => d.date === PLAYED)!;
    expect(day.label).toBe('Monday, November 16');
    expect(day.targetScore).toBe(pools.get(PLAYED)!.maxPossibleScore);
    // On the day: two short words, not the Target Score; later: the perfect game.
    expect(day.onTheDay).toMatchObject({ games: 1, targetScore: false });
    expect(day.later).toMatchObject({
      games: 1,
      targetScore: true,
      bestScore: pools.get(PLAYED)!.maxPossibleScore,
    });
    expect(view.days.filter((d) => d.date !== PLAYED).every((d) => !d.onTheDay && !d.later)).toBe(true);

    // The entry of the day is what it was; the history lists the day in both places.
    expect((await a.get(`/api/game-entry/${a.userId}/${PLAYED}`)).body).toEqual(entry.body);
    const history = ZPlayerHistoryResponse.parse((await a.get(`/api/player-history/${a.userId}`)).body);
    expect(history.entries.map((e) => e.date)).toEqual([PLAYED]);
    expect(history.later).toEqual([
      expect.objectContaining({
        date: PLAYED,
        dateLabel: 'Mon, Nov 16',
        dayTargetScore: pools.get(PLAYED)!.maxPossibleScore,
        result: day.later,
      }),
    ]);

    // B: several days later, newest play first; continuous games count as games, not scores.
    const bHistory = ZPlayerHistoryResponse.parse((await b.get(`/api/player-history/${b.userId}`)).body);
    expect(bHistory.later.map((l) => l.date)).toEqual([PLAYED, FIRST]);
    expect(bHistory.later[0]!.result).toMatchObject({ games: 2, targetScore: true });
  });

  it('judges a game like submit-game: targets, answers, and forgeries refused with nothing stored', async () => {
    const pool = pools.get('2026-11-15')!;
    const words = honestWords(pool, server.dictionary, 2);
    const game = await playArchive(a, gameRequest(a.userId!, pool.date, words));
    expect(game).toMatchObject({
      date: pool.date,
      label: 'Sunday, November 15',
      continuous: false,
      targetScore: false,
      dayTargetScore: pool.maxPossibleScore,
      onTheDay: null,
    });
    expect(game.wordsUsed).toEqual(words.map((word) => ({ word, score: scoreWord(word) })));
    expect(game.answers.topWord).toEqual({ word: pool.topWord, score: scoreWord(pool.topWord) });
    expect(game.answers.targetWords).toEqual(
      pool.optimalWordCombination.map((word) => ({ word, score: scoreWord(word) })),
    );
    const missed = game.answers.missedWords;
    expect(missed.length).toBe(Math.min(MISSED_WORDS_SHOWN, game.answers.totalValidWords - words.length));
    expect(missed.some((w) => words.includes(w.word))).toBe(false);
    expect(missed.map((w) => w.score)).toEqual([...missed.map((w) => w.score)].sort((x, y) => y - x));
    expect(game.answers.totalValidWords).toBe(
      server.dictionary.wordsFormableFrom(pool.letters).filter((w) => w.length >= 2).length,
    );

    const [first, second] = clashingWords(pool, server.dictionary);
    const forged: Array<[TSubmitGameRequest, string]> = [
      [gameRequest(a.userId!, pool.date, words, { finalScore: 999 }), 'FINAL_SCORE_MISMATCH'],
      [
        {
          ...gameRequest(a.userId!, pool.date, words),
          wordsUsed: [{ word: words[0]!, score: 99 }],
          finalScore: 99,
        },
        'WORD_SCORE_MISMATCH',
      ],
      [gameRequest(a.userId!, pool.date, [foreignWord(pool, server.dictionary)]), 'LETTER_NOT_IN_POOL'],
      [gameRequest(a.userId!, pool.date, [first, second]), 'TILE_REUSED'],
      [gameRequest(a.userId!, pool.date, [words[0]!, words[0]!]), 'DUPLICATE_WORD'],
    ];
    for (const [request, code] of forged) {
      const response = await archiveGame(a, request);
      expect(response.status, response.text).toBe(422);
      expect(errorCode(response)).toBe(code);
      const rows = await server.sql`select 1 from archive_games where game_id = ${request.gameId}`;
      expect(rows.length).toBe(0);
    }
    // Another player's id in the body is 403; continuous mode needs an account, as on the day.
    expect((await archiveGame(a, gameRequest(b.userId!, pool.date, words))).status).toBe(403);
    const continuous = await archiveGame(a, continuousRequest(a.userId!, pool.date, words));
    expect(continuous.status).toBe(403);
    expect(errorCode(continuous)).toBe('SIGN_IN_REQUIRED');
  });

  it('stores a game once: a retry gets the stored answer, 20 at once store one, a taken id is 409', async () => {
    const pool = pools.get('2026-11-14')!;
    const request = gameRequest(b.userId!, pool.date, honestWords(pool, server.dictionary, 3));
    const first = await playArchive(b, request);
    expect(await playArchive(b, request)).toEqual(first);

    const twin = gameRequest(b.userId!, pool.date, honestWords(pool, server.dictionary, 2));
    const answers = await Promise.all(Array.from({ length: 20 }, () => archiveGame(b, twin)));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    const rows =
      await server.sql`select count(*)::int as n from archive_games where game_id = ${twin.gameId}`;
    expect(rows[0]!.n).toBe(1);

    // The same id for another game, or by another player, or an id a day game holds: 409.
    const other = { ...request, finalScore: 0, wordsUsed: [] };
    const conflicts = [
      await archiveGame(b, other),
      await archiveGame(c, { ...request, playerId: c.userId! }),
    ];
    const [dayGameId] = await server.sql<
      { id: string }[]
    >`select game_id as id from games where player_id = ${b.userId} limit 1`;
    conflicts.push(await archiveGame(b, { ...request, gameId: dayGameId!.id }));
    for (const response of conflicts) {
      expect(response.status, response.text).toBe(409);
      expect(errorCode(response)).toBe('GAME_ID_CONFLICT');
    }
    const held = await server.sql`select 1 from archive_games where game_id = ${dayGameId!.id}`;
    expect(held.length).toBe(0);
  });

  it('reads a game to its owner only: anyone else and unknown ids are 404, no session 401', async () => {
    const pool = pools.get('2026-11-13')!;
    const game = await playArchive(
      c,
      gameRequest(c.userId!, pool.date, honestWords(pool, server.dictionary, 2)),
    );
    const own = await c.get(`/api/archive/games/${game.gameId}`);
    expect(own.status, own.text).toBe(200);
    expect(ZArchiveGame.parse(own.body)).toEqual(game);
    for (const response of [
      await a.get(`/api/archive/games/${game.gameId}`),
      await b.get(`/api/archive/games/${game.gameId}`),
      await c.get('/api/archive/games/game_unknown_0000'),
    ]) {
      expect(response.status).toBe(404);
      expect(errorCode(response)).toBe('NOT_FOUND');
    }
    const stranger = server.client();
    const noSession = [
      await stranger.get('/api/archive/months/2026-11'),
      await stranger.get(`/api/archive/days/${PLAYED}`),
      await stranger.post('/api/archive/validate-word', { word: 'tea', date: PLAYED }),
      await stranger.post('/api/archive/games', gameRequest('u_nobody', PLAYED, [])),
      await stranger.get(`/api/archive/games/${game.gameId}`),
    ];
    for (const response of noSession) {
      expect(response.status, response.text).toBe(401);
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
    }
  });

  it('shares an archive game: a signed `.a` token, a card and a preview that say so; forgeries fail the MAC', async () => {
    const pool = pools.get(PLAYED)!;
    const game = await playArchive(
      c,
      gameRequest(c.userId!, PLAYED, honestWords(pool, server.dictionary, 3)),
    );
    const link = await c.post('/api/share-token', { date: PLAYED, gameId: game.gameId, archive: true });
    expect(link.status, link.text).toBe(200);
    const { token } = ZShareTokenResponse.parse(link.body);
    expect(token).toMatch(new RegExp(`^20261116\\.${game.finalScore}\\.3\\.a\\.`));

    // Only the caller's own archive game of that date; an archive share names its game.
    expect(
      (await b.post('/api/share-token', { date: PLAYED, gameId: game.gameId, archive: true })).status,
    ).toBe(404);
    expect(
      (await c.post('/api/share-token', { date: '2026-11-15', gameId: game.gameId, archive: true })).status,
    ).toBe(404);
    expect((await c.post('/api/share-token', { date: PLAYED, gameId: game.gameId })).status).toBe(404);
    expect((await c.post('/api/share-token', { date: PLAYED, archive: true })).status).toBe(400);

    const image = await fetch(
      `${server.baseUrl}/api/social-share-image?type=score&format=png&share=${token}`,
    );
    expect(image.status).toBe(200);
    const service = createShareImageService(
      server.deps,
      server.baseUrl,
      createShareTokens(server.deps.authSecret),
    );
    const { card } = await service.scoreCard(token);
    expect(card).toMatchObject({ kind: 'score', score: game.finalScore, wordCount: 3, archive: true });
    const texts = cardTexts(shareCardSvg(card));
    expect(texts).toContain('PLAYED FROM THE ARCHIVE');
    for (const text of texts) expect(isAllowedCardText(text, card.dateText, card.site), text).toBe(true);
    if (card.kind !== 'score') throw new Error('not a score card');
    expect(scorePreview('page', 'image', card).description).toContain(
      'on the puzzle of Monday, November 16, 2026, played from the archive',
    );

    // A day's token with `.a` added, and an archive token without it: the MAC no longer fits.
    const day = await a.post('/api/share-token', { date: PLAYED });
    const dayToken = ZShareTokenResponse.parse(day.body).token;
    const [date, score, words, mac] = dayToken.split('.') as [string, string, string, string];
    const stripped = token.replace('.a.', '.');
    for (const forged of [`${date}.${score}.${words}.a.${mac}`, stripped]) {
      const refused = await fetch(
        `${server.baseUrl}/api/social-share-image?type=score&format=png&share=${forged}`,
      );
      expect(refused.status, forged).toBe(403);
    }
  });

  it('moves an anonymous player’s archive games to the account they sign in to', async () => {
    const guest = server.client();
    await guest.session();
    const pool = pools.get('2026-11-13')!;
    const game = await playArchive(
      guest,
      gameRequest(guest.userId!, pool.date, honestWords(pool, server.dictionary, 2)),
    );
    const outcome = await server.sql.begin((tx) =>
      mergeAnonymousInto(tx, guest.userId!, b.userId!, server.clock.now()),
    );
    expect(outcome.merged).toBe(true);
    const moved = await b.get(`/api/archive/games/${game.gameId}`);
    expect(moved.status, moved.text).toBe(200);
    const month = ZArchiveMonthResponse.parse((await b.get('/api/archive/months/2026-11')).body);
    expect(month.days.find((day) => day.date === pool.date)!.later).toMatchObject({ games: 1 });
  });
});

describe('the archive at New York midnight', () => {
  let server: TestServer;
  // 23:59 in New York on Friday 2026-11-20 (EST, UTC−5).
  withTestServer(
    { realtime: false, clock: createTestClock('2026-11-21T04:59:00.000Z') },
    (started) => (server = started),
  );

  it('opens a day at 00:00 New York, not at 23:59', async () => {
    const client = server.client();
    const id = await client.session();
    const pool = (await server.pools.getStored('2026-11-20'))!;
    const words = honestWords(pool, server.dictionary, 2);
    const asks = () =>
      Promise.all([
        client.get('/api/archive/days/2026-11-20'),
        client.post('/api/archive/validate-word', { word: words[0], date: '2026-11-20' }),
        archiveGame(client, gameRequest(id, '2026-11-20', words, { gameId: 'game_midnight_1' })),
      ]);
    for (const response of await asks()) {
      expect(response.status, response.text).toBe(422);
      expect(errorCode(response)).toBe('DAY_NOT_OVER');
    }
    // The 20th is not in the month view yet (this file's other suite stored earlier pools).
    const before = ZArchiveMonthResponse.parse((await client.get('/api/archive/months/2026-11')).body);
    expect(before.lastDate).toBe('2026-11-19');
    expect(before.days.map((day) => day.date)).not.toContain('2026-11-20');

    expect(await isDatePlayed(server.sql, '2026-11-20')).toBe(false);
    server.clock.advance(60_000); // 00:00 on Saturday 2026-11-21
    for (const response of await asks()) expect(response.status, response.text).toBe(200);
    const month = ZArchiveMonthResponse.parse((await client.get('/api/archive/months/2026-11')).body);
    expect(month.lastDate).toBe('2026-11-20');
    expect(month.days.at(-1)).toMatchObject({ date: '2026-11-20', later: { games: 1 } });
    expect((await client.get('/api/archive/days/2026-11-21')).status).toBe(422);
    // An operator's `pools set` now refuses the day (without --force): its answers are stored.
    expect(await isDatePlayed(server.sql, '2026-11-20')).toBe(true);
    // The operator report counts it on the New York day it was played (the 21st), not the puzzle's.
    expect(await countArchiveGamesByDay(server.sql, '2026-11-20', '2026-11-21')).toEqual(
      new Map([['2026-11-21', 1]]),
    );
  });
});
