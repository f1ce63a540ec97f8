import {
  ApiRoute,
  SocketEvent,
  type LeagueWatchAck,
  type TLeagueBoardResponse,
  type TLeagueRowEvent,
  type TLeagueSummary,
} from '@dozen/engine/contract';
import { io } from 'socket.io-client';
import { expect } from 'vitest';
import type { TestServer } from './harness.js';
import { TestClient, type RequestOptions, type TestResponse } from './test-client.js';
import type { ClientSocket } from './live-support.js';
import { newGameId } from './game-helpers.js';

/**
 * Friends' test support: signed-in players with display names, leagues made and joined through
 * the API, live games reported as the client reports them, and socket.io-client sockets that carry
 * a player's session cookie and record every league event (and every frame, to read for words).
 */

/**
 * Every answer of a Friends route and every socket frame the tests received, and every user id and
 * e-mail they made: a file's last test scans the first for the second (`expectNoIdentities`).
 */
export const seen = { payloads: [] as string[], userIds: new Set<string>(), emails: new Set<string>() };

/** A TestClient that records the answers of Friends' routes. */
export class RecordingClient extends TestClient {
  override async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const response = await super.request<T>(method, path, options);
    if (path.startsWith('/api/friends')) seen.payloads.push(response.text);
    return response;
  }

  override async session(): Promise<string> {
    const id = await super.session();
    seen.userIds.add(id);
    seen.emails.add(`${id}@example.test`);
    return id;
  }
}

/** A user id as the server makes them (auth/token.ts). */
const USER_ID = /u_[a-z2-7]{24}/;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

/** No payload holds a user id (anyone's, not only the tests' own) or anything shaped like an e-mail. */
export function expectNoIdentities(): void {
  expect(seen.payloads.length).toBeGreaterThan(0);
  for (const id of seen.userIds) expect(id).toMatch(USER_ID);
  for (const email of seen.emails) expect(email).toMatch(EMAIL);
  for (const payload of seen.payloads) {
    expect(payload).not.toMatch(EMAIL);
    expect(payload).not.toMatch(USER_ID);
  }
}

export interface Player {
  client: TestClient;
  userId: string;
  name: string;
}

let players = 0;

/** A new signed-in player with a display name (`name` or a fresh one). */
export async function signedInPlayer(server: TestServer, name?: string): Promise<Player> {
  const client = new RecordingClient(server.baseUrl);
  const userId = await client.session();
  await server.signIn(userId);
  players += 1;
  const displayName = name ?? `Player ${players}`;
  const set = await client.post(ApiRoute.displayName.path(), { displayName });
  expect(set.status, set.text).toBe(200);
  return { client, userId, name: displayName };
}

/** `owner` makes a league; the others join through its link. Answers the owner's summary and the token. */
export async function leagueOf(
  owner: Player,
  others: readonly Player[] = [],
  name = 'Office',
): Promise<{ league: TLeagueSummary; token: string }> {
  const created = await owner.client.post<TLeagueSummary>(ApiRoute.createLeague.path(), { name });
  expect(created.status, created.text).toBe(201);
  const token = tokenOf(created.body.inviteUrl);
  for (const other of others) {
    const joined = await other.client.post(ApiRoute.joinLeague.path({ token }));
    expect(joined.status, joined.text).toBe(200);
  }
  return { league: created.body, token };
}

export function tokenOf(inviteUrl: string): string {
  return new URL(inviteUrl).pathname.split('/').at(-1)!;
}

export async function board(player: Player, leagueId: string): Promise<TLeagueBoardResponse> {
  const read = await player.client.get<TLeagueBoardResponse>(ApiRoute.league.path({ leagueId }));
  expect(read.status, read.text).toBe(200);
  return read.body;
}

/** Reports the player's game in progress (its words so far), as the client does after each word. */
export async function reportLive(
  player: Player,
  date: string,
  words: readonly string[],
  options: { gameId?: string; continuous?: boolean } = {},
) {
  return player.client.post<{ leagues: number }>(ApiRoute.liveGame.path(), {
    gameId: options.gameId ?? 'live-game-1',
    date,
    words,
    continuous: options.continuous ?? false,
  });
}

/** Stores a game of the player's (its words, honestly scored). */
export async function storeGame(
  player: Player,
  date: string,
  words: ReadonlyArray<{ word: string; score: number }>,
) {
  const stored = await player.client.post(ApiRoute.submitGame.path(), {
    gameId: newGameId(),
    playerId: player.userId,
    finalScore: words.reduce((sum, word) => sum + word.score, 0),
    wordsUsed: words,
    modes: [],
    gameDate: date,
  });
  expect(stored.status, stored.text).toBe(200);
}

export interface LeagueSocket {
  socket: ClientSocket;
  rows: TLeagueRowEvent[];
  changed: string[];
  gone: string[];
  /** Every frame received, as text: what a network tab shows. */
  frames: string[];
  watch(leagueId: string): Promise<Parameters<LeagueWatchAck>[0]>;
  close(): void;
}

/** A socket opened with the player's cookie (or none), recording what the leagues send it. */
export function leagueSocket(
  baseUrl: string,
  cookie: string | null,
  options: { reconnection?: boolean } = {},
): LeagueSocket {
  const socket: ClientSocket = io(baseUrl, {
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 300,
    forceNew: true,
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  const recorded: Omit<LeagueSocket, 'socket' | 'watch' | 'close'> = {
    rows: [],
    changed: [],
    gone: [],
    frames: [],
  };
  socket.on(SocketEvent.LeagueRow, (event) => recorded.rows.push(event));
  socket.on(SocketEvent.LeagueChanged, (event) => recorded.changed.push(event.leagueId));
  socket.on(SocketEvent.LeagueGone, (event) => recorded.gone.push(event.leagueId));
  socket.io.on('open', () => {
    socket.io.engine.on('packet', (packet: { type: string; data?: unknown }) => {
      if (packet.type !== 'message') return;
      recorded.frames.push(String(packet.data));
      seen.payloads.push(String(packet.data));
    });
  });
  return {
    socket,
    ...recorded,
    watch: (leagueId) => socket.timeout(5_000).emitWithAck(SocketEvent.LeagueWatch, { leagueId }),
    close: () => socket.close(),
  };
}

/** Waits (polling) until the server has a league room with `count` sockets on this instance. */
export function roomSize(server: TestServer, leagueId: string): number {
  return server.realtime?.io.of('/').adapter.rooms.get(`league:${leagueId}`)?.size ?? 0;
}
