/**
 * "An accepted word reaches the other members' boards": from a member's live-game request (the
 * HTTP request sent, as the client sends it after each accepted word) to its row arriving on the
 * sockets of every member of the league, while every member of every league watches its board:
 * the real server process (server-process.ts), `leagues × size` sockets in client processes of
 * their own (friends-clients.ts), each with its member's session cookie. Each word is a new row
 * (a member's first word), so every word is one key the clients can wait for.
 */
import { ApiRoute } from '@dozen/engine/contract';
import { ClientFleet } from './client-fleet.js';
import {
  rowKey,
  type FriendsChildMessage,
  type FriendsParentMessage,
  type Watcher,
} from './friends-protocol.js';
import type { SeededLeague } from './friends-seed.js';
import { BenchError, instant } from './ipc.js';
import { percentile } from './server-live.js';
import { SAME_ORIGIN_JSON as HEADERS, sleep, startServerProcess } from './server-process.js';

export interface LiveBoardOptions {
  databaseUrl: string;
  date: string;
  leagues: SeededLeague[];
  /** Words timed, one after another, each by a member of another league. */
  words: number;
  /** A valid word of the day (each timed member's game: this one word). */
  word: string;
}

export interface LiveBoardResult {
  sockets: number;
  /** Request sent → the row on the last of the league's boards, per word. */
  p50: number;
  p99: number;
  /** Request sent → the row on one board, over every board of every word. */
  eachP99: number;
  /** Rows that carried words, of those received: only each player's own board (no spoilers). */
  withWords: number;
  received: number;
}

const ROW_DEADLINE_MS = 10_000;

export async function measureLiveBoard(options: LiveBoardOptions): Promise<LiveBoardResult> {
  const server = await startServerProcess(options.databaseUrl);
  const watchers: Watcher[] = options.leagues.flatMap((league) =>
    league.members.map((member) => ({ cookie: member.cookie, leagueId: league.id })),
  );
  const fleet = new ClientFleet<FriendsParentMessage, FriendsChildMessage>(
    new URL('./friends-clients.ts', import.meta.url),
    watchers.length,
    'league',
  );
  try {
    // Each process holds a slice of the members; it is asked only for the rows of its own leagues.
    let offset = 0;
    const slices = fleet.members.map((member) => {
      const slice = watchers.slice(offset, offset + member.count);
      offset += member.count;
      const perLeague = new Map<string, number>();
      for (const watcher of slice)
        perLeague.set(watcher.leagueId, (perLeague.get(watcher.leagueId) ?? 0) + 1);
      return { slice, perLeague };
    });
    const started = instant();
    const connected = await fleet.ask(
      (member) => ({
        type: 'connect',
        url: server.url,
        watchers: slices[fleet.members.indexOf(member)]!.slice,
        localAddress: member.localAddress,
      }),
      'connected',
      900_000,
    );
    const sockets = connected.reduce((sum, answer) => sum + answer.count, 0);
    if (sockets !== watchers.length)
      throw new BenchError(
        `only ${sockets} of ${watchers.length} members' sockets are watching their boards`,
      );
    console.log(
      `  ${sockets.toLocaleString('en-US')} members' sockets watching ${options.leagues.length.toLocaleString('en-US')} boards ` +
        `(${fleet.processes} client processes, ${((instant() - started) / 1000).toFixed(1)} s to connect)`,
    );

    const lastBoard: number[] = [];
    const everyBoard: number[] = [];
    let withWords = 0;
    for (let i = 0; i < options.words; i += 1) {
      const league = options.leagues[i % options.leagues.length]!;
      const player = league.members[Math.floor(i / options.leagues.length) % league.members.length]!;
      // Apart: words come at random moments, not in step with anything.
      await sleep(Math.random() * 300);
      const sentAt = instant();
      const response = await fetch(server.url + ApiRoute.liveGame.path(), {
        method: 'POST',
        headers: { ...HEADERS, cookie: player.cookie },
        body: JSON.stringify({
          gameId: `bench-game-${i}`,
          date: options.date,
          words: [options.word],
          continuous: false,
        }),
      });
      if (!response.ok)
        throw new BenchError(`live-game answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      const key = rowKey(league.id, player.memberId, 1);
      const answers = await fleet.ask(
        (member) => ({
          type: 'collect',
          key,
          expected: slices[fleet.members.indexOf(member)]!.perLeague.get(league.id) ?? 0,
          timeoutMs: ROW_DEADLINE_MS,
        }),
        'receipts',
      );
      const times = answers.flatMap((answer) => answer.times);
      if (times.length < league.members.length)
        throw new BenchError(`word ${i + 1}: ${times.length} of ${league.members.length} boards within 10 s`);
      withWords += answers.reduce((sum, answer) => sum + answer.withWords, 0);
      lastBoard.push(Math.max(...times) - sentAt);
      everyBoard.push(...times.map((at) => at - sentAt));
    }
    return {
      sockets,
      p50: percentile(lastBoard, 0.5),
      p99: percentile(lastBoard, 0.99),
      eachP99: percentile(everyBoard, 0.99),
      withWords,
      received: everyBoard.length,
    };
  } finally {
    await fleet.close({ type: 'close' }, 'closed');
    await server.stop();
  }
}
