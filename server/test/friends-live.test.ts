import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPool } from '@dozen/engine';
import { ApiRoute, type TLeagueRowEvent } from '@dozen/engine/contract';
import { connectLive, followLeague } from '../../client/src/api/socket.js';
import { COUNTER_MODES, startTestServer, type TestServer } from './harness.js';
import { scored } from './game-helpers.js';
import {
  expectNoIdentities,
  leagueOf,
  leagueSocket,
  RecordingClient,
  reportLive,
  roomSize,
  signedInPlayer,
  storeGame,
  type LeagueSocket,
  type Player,
} from './friends-helpers.js';
import { redisOfMode, waitFor } from './live-support.js';
import { honestWords } from './game-helpers.js';

/**
 * A league's board on real sockets (socket.io-client with each player's session cookie) against
 * real servers, in both presence modes: a word reaches every member watching, with no words for
 * a member who has not finished (in the frames themselves); the room's door is checked on every
 * join; a removed member hears nothing more; two instances share a league's events through Redis;
 * after a restart, the browser's own follow code is back in its room. Deadlines are polling
 * deadlines, never measured times.
 */

const TODAY = '2026-11-21';

describe.each(COUNTER_MODES)('league rooms over $mode presence', ({ mode }) => {
  const redis = redisOfMode(mode);
  let server: TestServer;
  let pool: DailyPool;
  const sockets: Array<{ close(): void }> = [];
  const open = (player: Player | null, on: TestServer = server) => {
    const socket = leagueSocket(on.baseUrl, player ? player.client.cookie : null);
    sockets.push(socket);
    return socket;
  };
  const rowsOf = (socket: LeagueSocket, memberId: number) =>
    socket.rows.filter((event) => event.row.memberId === memberId);
  const lastRow = (socket: LeagueSocket, memberId: number) => rowsOf(socket, memberId).at(-1);

  beforeAll(async () => {
    server = await startTestServer({ redisUrl: redis.url });
    pool = (await server.pools.getOrCreate(TODAY))!;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await server.close();
  });

  /** Three members (A owns), with their member ids. */
  async function threeMembers() {
    const [a, b, c] = [
      await signedInPlayer(server),
      await signedInPlayer(server),
      await signedInPlayer(server),
    ];
    const { league, token } = await leagueOf(a, [b, c]);
    return { a, b, c, league, token, ids: { a: 1, b: 2, c: 3 } };
  }

  it('a word reaches every member watching; words only to those who may see them, in the frames too', async () => {
    const { a, b, c, league, ids } = await threeMembers();
    const [words, ownWords] = [
      honestWords(pool, server.dictionary, 3),
      honestWords(pool, server.dictionary, 1),
    ];
    const [toA, toB, toC] = [open(a), open(b), open(c)];
    for (const socket of [toA, toB, toC]) expect(await socket.watch(league.id)).toEqual({ ok: true });

    expect((await reportLive(b, TODAY, words.slice(0, 2))).body).toEqual({ leagues: 1 });
    const seenByA = await waitFor('B’s row on A’s socket', () => lastRow(toA, ids.b));
    expect(seenByA).toMatchObject({
      leagueId: league.id,
      date: TODAY,
      row: { name: b.name, status: 'playing', wordCount: 2, words: null },
    });
    expect(seenByA.row.score).toBe(scored(words.slice(0, 2)).reduce((sum, w) => sum + w.score, 0));
    // B sees their own words; C, not finished either, sees none.
    expect((await waitFor('B’s own row', () => lastRow(toB, ids.b))).row.words).toHaveLength(2);
    expect((await waitFor('B’s row on C’s socket', () => lastRow(toC, ids.b))).row.words).toBeNull();
    for (const frame of [...toA.frames, ...toC.frames])
      for (const word of words) expect(frame.toLowerCase()).not.toContain(`"${word}"`);

    // A ends a game: A's own row says so, and from then on B's words reach A.
    await storeGame(a, TODAY, scored(ownWords));
    expect((await waitFor('A finished', () => lastRow(toA, ids.a)))?.row.status).toBe('finished');
    await reportLive(b, TODAY, words);
    const afterFinishing = await waitFor('B’s third word on A’s socket', () =>
      rowsOf(toA, ids.b).find((event) => event.row.wordCount === 3),
    );
    expect(afterFinishing.row.words?.map((w) => w.word).sort()).toEqual([...words].sort());
    // C still has not finished: still no words.
    const toCNow = await waitFor('B’s third word on C’s socket', () =>
      rowsOf(toC, ids.b).find((event) => event.row.wordCount === 3),
    );
    expect(toCNow.row.words).toBeNull();
    for (const frame of toC.frames) for (const word of words) expect(frame).not.toContain(`"${word}"`);
  });

  it('checks the door on every join: member, removed member, stranger, guest, no session, bad payload', async () => {
    const { a, c, league } = await threeMembers();
    const stranger = await signedInPlayer(server);
    const guest = new RecordingClient(server.baseUrl);
    await guest.session();
    expect(
      (await a.client.post(ApiRoute.removeMember.path({ leagueId: league.id }), { memberId: 3 })).status,
    ).toBe(200);
    const cases: Array<[string, string | null, number | 'ok']> = [
      ['member', a.client.cookie, 'ok'],
      ['removed member', c.client.cookie, 404],
      ['stranger', stranger.client.cookie, 404],
      ['guest', guest.cookie, 403],
      ['no session', null, 401],
    ];
    for (const [who, cookie, expected] of cases) {
      const socket = leagueSocket(server.baseUrl, cookie);
      sockets.push(socket);
      const ack = await socket.watch(league.id);
      if (expected === 'ok') expect(ack, who).toEqual({ ok: true });
      else expect(ack, who).toMatchObject({ ok: false, status: expected });
    }
    const malformed = open(a);
    const ack = await malformed.socket
      .timeout(5_000)
      .emitWithAck('league:watch', { leagueId: '../x' } as never);
    expect(ack).toMatchObject({ ok: false, status: 400 });
    // A league that never existed answers like one the caller is not in.
    expect(await open(a).watch('aaaaaaaaaaaaaaaa')).toMatchObject({ ok: false, status: 404 });
    expect(roomSize(server, league.id)).toBe(1);
  });

  it('a removed member’s sockets leave at once and get nothing more; a deleted league is gone for all', async () => {
    const { a, b, c, league, ids } = await threeMembers();
    const [toA, toC] = [open(a), open(c)];
    for (const socket of [toA, toC]) expect(await socket.watch(league.id)).toEqual({ ok: true });
    const removed = await a.client.post(ApiRoute.removeMember.path({ leagueId: league.id }), {
      memberId: ids.c,
    });
    expect(removed.status, removed.text).toBe(200);
    await waitFor('C told the league is gone', () => (toC.gone.includes(league.id) ? true : undefined));
    const before = toC.frames.length;
    // The others read the board again (a member left).
    await waitFor('A told the league changed', () => (toA.changed.includes(league.id) ? true : undefined));

    await reportLive(b, TODAY, honestWords(pool, server.dictionary, 1));
    await waitFor('B’s word on A’s socket', () => lastRow(toA, ids.b));
    expect(toC.frames.length).toBe(before);
    expect(rowsOf(toC, ids.b)).toEqual([]);
    // And C cannot come back into the room.
    expect(await toC.watch(league.id)).toMatchObject({ ok: false, status: 404 });

    expect((await a.client.post(ApiRoute.deleteLeague.path({ leagueId: league.id }))).status).toBe(200);
    await waitFor('A told the league is gone', () => (toA.gone.includes(league.id) ? true : undefined));
    expect(roomSize(server, league.id)).toBe(0);
  });

  it('a revoked session’s sockets leave every league room', async () => {
    const { a, b, league, ids } = await threeMembers();
    const [toA, toB] = [open(a), open(b)];
    for (const socket of [toA, toB]) expect(await socket.watch(league.id)).toEqual({ ok: true });
    const signedOut = await a.client.post(ApiRoute.signOut.path(), {});
    expect(signedOut.status, signedOut.text).toBeLessThan(300);
    await waitFor('A out of the room', () => (roomSize(server, league.id) === 1 ? true : undefined));
    await reportLive(b, TODAY, honestWords(pool, server.dictionary, 1));
    await waitFor('B’s own row', () => lastRow(toB, ids.b));
    expect(toA.rows).toEqual([]);
  });

  it('renaming tells the room to read the board again', async () => {
    const { a, b, league } = await threeMembers();
    const toB = open(b);
    expect(await toB.watch(league.id)).toEqual({ ok: true });
    const renamed = await a.client.post(ApiRoute.renameLeague.path({ leagueId: league.id }), {
      name: 'Lunch',
    });
    expect(renamed.status, renamed.text).toBe(200);
    await waitFor('B told the league changed', () => (toB.changed.includes(league.id) ? true : undefined));
  });

  it.runIf(mode === 'redis')(
    'two instances: a word played on one reaches a board watched on the other',
    async () => {
      const other = await startTestServer({ redisUrl: redis.url });
      try {
        const { a, b, league, ids } = await threeMembers();
        const onOther = open(a, other);
        expect(await onOther.watch(league.id)).toEqual({ ok: true });
        await reportLive(b, TODAY, honestWords(pool, server.dictionary, 2));
        expect(
          (await waitFor('B’s row on the other instance', () => lastRow(onOther, ids.b))).row,
        ).toMatchObject({
          status: 'playing',
          wordCount: 2,
          words: null,
        });
        // A removal on the first instance empties the other's room of that member at once too.
        const toB = open(b, other);
        expect(await toB.watch(league.id)).toEqual({ ok: true });
        await a.client.post(ApiRoute.removeMember.path({ leagueId: league.id }), { memberId: ids.b });
        await waitFor('B told on the other instance', () =>
          toB.gone.includes(league.id) ? true : undefined,
        );
        expect(roomSize(other, league.id)).toBe(1);
      } finally {
        await other.close();
      }
    },
  );

  it('after a restart, the browser’s follow code is back in its room and hears the next word', async () => {
    const { a, b, league, ids } = await threeMembers();
    const port = server.port;
    const live = connectLive(server.baseUrl, {
      socketOptions: { forceNew: true, extraHeaders: { cookie: a.client.cookie! } },
    });
    const rows: TLeagueRowEvent[] = [];
    let watching = 0;
    const stop = followLeague(live.socket, league.id, {
      onRow: (event) => rows.push(event),
      onChanged: () => undefined,
      onGone: () => undefined,
      onWatching: (connection) => (watching = connection),
    });
    try {
      await waitFor('watching', () => (watching === 1 ? true : undefined));
      await server.close();
      server = await startTestServer({ redisUrl: redis.url, port });
      await waitFor('watching again after the restart', () => (watching === 2 ? true : undefined), 10_000);
      await reportLive(b, TODAY, honestWords(pool, server.dictionary, 1));
      const row = await waitFor('B’s word after the restart', () =>
        rows.find((event) => event.row.memberId === ids.b),
      );
      expect(row.row).toMatchObject({ status: 'playing', wordCount: 1, words: null });
    } finally {
      stop();
      live.close();
    }
  });

  it('no payload of these tests held a user id or an e-mail address', () => {
    expectNoIdentities();
  });
});
