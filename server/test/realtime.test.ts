import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZLiveStats, type TLiveStats } from '@dozen/engine/contract';
import { connectLive, followDate } from '../../client/src/api/socket.js';
import { countDay } from '../src/storage/live-stats.js';
import { COUNTER_MODES, startTestServer, type TestServer } from './harness.js';
import {
  connected,
  connectSocket,
  redisOfMode,
  playOneWord,
  waitFor,
  waitForCounts,
  watch,
  type WatchingSocket,
} from './live-support.js';

/**
 * Real socket.io-client sockets against a real server on port 0 (no mocks for Socket.IO), in both
 * counter modes. "Within 1 s" is a polling deadline, never a measured time. The Redis mode runs on
 * a redis-server of this file's own, so counts left by other files in a shared Redis never mix in.
 */

const TODAY = '2026-11-21'; // DEFAULT_TEST_INSTANT in New York
const WITHIN_ONE_SECOND = 1_000;

describe.each(COUNTER_MODES)('realtime over $mode counters', ({ mode }) => {
  const redis = redisOfMode(mode);
  let server: TestServer;
  const sockets: WatchingSocket[] = [];
  const open = (options?: { origin?: string }) => {
    const socket = connectSocket(server.baseUrl, options);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer({ redisUrl: redis.url });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await server.close();
  });

  it("sends today's counts on connect, as Postgres has them", async () => {
    const watcher = open();
    await connected(watcher.socket);
    const first = await waitFor("today's snapshot", () => watcher.latest(TODAY));
    expect(ZLiveStats.parse(first)).toEqual(await countDay(server.sql, TODAY));
  });

  it('sends the snapshot of a watched date at once, acknowledged', async () => {
    const watcher = open();
    await connected(watcher.socket);
    expect(await watch(watcher.socket, { date: '2026-11-20' })).toEqual({ ok: true });
    const snapshot = await waitFor('the watched date', () => watcher.latest('2026-11-20'));
    expect(snapshot).toEqual(await countDay(server.sql, '2026-11-20'));
  });

  it.each([
    { name: 'an impossible date', payload: { date: '2026-02-30' } },
    { name: 'not a date', payload: { date: 'today' } },
    { name: 'no date', payload: {} },
    { name: 'an unknown key', payload: { date: TODAY, room: 'admin' } },
    { name: 'a string', payload: TODAY },
    { name: 'null', payload: null },
    { name: 'a day long over', payload: { date: '2026-11-01' } },
    { name: 'a day far ahead', payload: { date: '2026-11-23' } },
  ])('acks a bad watch ($name) with an error and keeps the socket', async ({ payload }) => {
    const watcher = open();
    await connected(watcher.socket);
    const ack = await watch(watcher.socket, payload);
    expect(ack.ok).toBe(false);
    expect(ack).toHaveProperty('error', expect.any(String));
    expect(watcher.socket.connected).toBe(true);
    expect(await watch(watcher.socket, { date: TODAY })).toEqual({ ok: true });
  });

  it('refuses watch requests beyond ten in a few seconds, with an error ack', async () => {
    const watcher = open();
    await connected(watcher.socket);
    const acks = [];
    for (let i = 0; i < 11; i += 1)
      acks.push(await watch(watcher.socket, { date: i % 2 ? TODAY : '2026-11-20' }));
    expect(acks.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => ({ ok: true })));
    expect(acks[10]).toMatchObject({ ok: false, error: expect.stringContaining('Too many') });
    expect(watcher.socket.connected).toBe(true);
  });

  it('refuses a socket from a foreign origin, accepts its own origin and non-browser clients', async () => {
    const foreign = open({ origin: 'https://evil.example' });
    await expect(connected(foreign.socket)).rejects.toThrow();
    expect(foreign.received).toEqual([]);
    const own = open({ origin: server.baseUrl });
    await connected(own.socket);
    const none = open();
    await connected(none.socket);
  });

  it('pushes the new counts within 1 s of a submission, to watchers of that date only', async () => {
    const watcher = open();
    const other = open();
    await connected(watcher.socket);
    await connected(other.socket);
    expect(await watch(other.socket, { date: '2026-11-20' })).toEqual({ ok: true });
    const before = await waitFor('the first snapshot', () => watcher.latest(TODAY));
    await waitFor('the other snapshot', () => other.latest('2026-11-20'));
    const otherReceived = other.received.length;

    await playOneWord(server.client(), server.dictionary);
    const truth = await countDay(server.sql, TODAY);
    expect(truth.totalPlayers).toBe(before.totalPlayers + 1);
    await waitForCounts(watcher, truth, WITHIN_ONE_SECOND);
    expect(other.received.slice(otherReceived).filter((stats) => stats.date === TODAY)).toEqual([]);
  });

  it("sends another day's watchers its new lifetime count when a first-ever player plays today", async () => {
    // The day is built in the counters first: a rebuild would announce it and hide the bug.
    await server.liveStats.snapshot('2026-11-20');
    await waitFor(
      '2026-11-20 in the counters',
      async () => (await server.presence.counters.read('2026-11-20')) ?? undefined,
    );
    const watcher = open();
    await connected(watcher.socket);
    expect(await watch(watcher.socket, { date: '2026-11-20' })).toEqual({ ok: true });
    const before = await waitFor('the watched date', () => watcher.latest('2026-11-20'));

    await playOneWord(server.client(), server.dictionary);
    const truth = await countDay(server.sql, '2026-11-20');
    expect(truth.lifetimePlayers).toBe(before.lifetimePlayers + 1);
    await waitForCounts(watcher, truth, WITHIN_ONE_SECOND);
  });

  it('sends nothing when a change leaves the counts as they were', async () => {
    const client = server.client();
    await playOneWord(client, server.dictionary);
    const watcher = open();
    await connected(watcher.socket);
    const snapshot = await waitFor('the snapshot', () => watcher.latest(TODAY));
    expect(snapshot).toEqual(await countDay(server.sql, TODAY));
    const received = watcher.received.length;
    // "This player's entry changed", but nothing that counts did: heard, re-read, not sent.
    await server.liveStats.entryChanged(TODAY, client.userId!);
    await server.liveStats.playerPlayed(TODAY, client.userId!);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // three ticks
    expect(watcher.received.slice(received)).toEqual([]);
  });

  it('sends a burst of submissions as few broadcasts, ending on the truth', async () => {
    const watcher = open();
    await connected(watcher.socket);
    await waitFor('the first snapshot', () => watcher.latest(TODAY));
    const start = watcher.received.length;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => playOneWord(server.client(), server.dictionary, { pick: i })),
    );
    const truth = await countDay(server.sql, TODAY);
    await waitFor(
      'the final counts',
      () => (JSON.stringify(watcher.latest(TODAY)) === JSON.stringify(truth) ? true : undefined),
      3_000,
    );
    const broadcasts = watcher.received.slice(start);
    // Twelve players, each a word and a game: 24 changes, far fewer messages.
    expect(broadcasts.length).toBeLessThan(12);
    // Never the same counts twice in a row.
    for (let i = 1; i < broadcasts.length; i += 1) expect(broadcasts[i]).not.toEqual(broadcasts[i - 1]);
  });
});

describe('realtime across New York midnight', () => {
  let server: TestServer;
  const sockets: WatchingSocket[] = [];

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
  });

  it("moves followers to the new day and sends the new day's counts to its watchers", async () => {
    // 23:59:59.5 in New York on 2026-11-21 (EST, UTC-5).
    server.clock.set('2026-11-22T04:59:59.500Z');
    const follower = connectSocket(server.baseUrl);
    const newDayWatcher = connectSocket(server.baseUrl);
    const oldDayWatcher = connectSocket(server.baseUrl);
    sockets.push(follower, newDayWatcher, oldDayWatcher);
    await Promise.all([follower, newDayWatcher, oldDayWatcher].map((s) => connected(s.socket)));
    await waitFor("the old day's snapshot", () => follower.latest(TODAY));
    expect(await watch(newDayWatcher.socket, { date: '2026-11-22' })).toEqual({ ok: true });
    expect(await watch(oldDayWatcher.socket, { date: TODAY })).toEqual({ ok: true });
    await waitFor("the new day's snapshot", () => newDayWatcher.latest('2026-11-22'));

    server.clock.set('2026-11-22T05:00:00.500Z');
    // The follower is moved to the new day on the next tick and sent its counts.
    const followed = await waitFor('the follower on the new day', () => follower.latest('2026-11-22'));
    expect(followed).toEqual(await countDay(server.sql, '2026-11-22'));

    const before = newDayWatcher.latest('2026-11-22')!;
    const oldDayReceived = oldDayWatcher.received.length;
    await playOneWord(server.client(), server.dictionary);
    const truth = await countDay(server.sql, '2026-11-22');
    expect(truth.totalPlayers).toBe(before.totalPlayers + 1);
    await waitForCounts(newDayWatcher, truth, WITHIN_ONE_SECOND);
    await waitForCounts(follower, truth, WITHIN_ONE_SECOND);
    // Watchers of the day that ended hear nothing about the new one.
    expect(oldDayWatcher.received.slice(oldDayReceived).filter((s) => s.date !== TODAY)).toEqual([]);
  });
});

describe('disconnections: a server of its own per test', () => {
  let server: TestServer;
  const closers: Array<() => void> = [];

  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    for (const close of closers.splice(0)) close();
    await server.close();
  });

  it('the browser\'s policy (client/src/api/socket.ts) reconnects even after a Socket.IO "server disconnect", and watches its date again', async () => {
    const { socket, close } = connectLive(server.baseUrl, { socketOptions: { forceNew: true } });
    closers.push(close);
    const received: TLiveStats[] = [];
    let reconnections = 0;
    followDate(socket, '2026-11-20', {
      onStats: (stats) => received.push(stats),
      onReconnect: () => (reconnections += 1),
    });
    await waitFor('the watched date', () => received.at(-1));
    const reasons: string[] = [];
    socket.on('disconnect', (reason) => reasons.push(reason));

    server.realtime!.io.local.disconnectSockets(true);
    await waitFor('the disconnection', () => reasons[0]);
    expect(reasons).toEqual(['io server disconnect']);
    const before = received.length;
    await waitFor(
      'the watched date again, on a new connection',
      () => (socket.connected && reconnections === 1 && received.length > before ? true : undefined),
      3_000,
    );
    expect(received.at(-1)).toEqual(await countDay(server.sql, '2026-11-20'));
  });

  it('closing realtime, as a stopping instance does, closes every transport (from which clients reconnect) and refuses new sockets', async () => {
    const watcher = connectSocket(server.baseUrl);
    closers.push(() => watcher.close());
    await connected(watcher.socket);
    const reasons: string[] = [];
    watcher.socket.on('disconnect', (reason) => reasons.push(reason));

    await server.realtime!.close();
    // Not "io server disconnect": socket.io-client reconnects after a closed transport.
    await waitFor('the disconnection', () => reasons[0]);
    expect(reasons).toEqual(['transport close']);
    const late = connectSocket(server.baseUrl);
    closers.push(() => late.close());
    await expect(connected(late.socket)).rejects.toThrow();
  });
});
