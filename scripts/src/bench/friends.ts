/**
 * `npm run bench -- friends`: Friends' two figures, each against its goal.
 *
 * 1. board: reading a league's boards (the server's own readBoard: today's live board, yesterday's
 *    and the week's standings, the membership checked) for a league of `--members` (50) with a
 *    week of stored days and games in progress, against reading those members' stored days of the
 *    same dates in one statement (game_entries by player and date, every column): goal ≤ 1.5×.
 *    Medians over `--rounds` (300) interleaved rounds after a warm-up, on an embedded PostgreSQL
 *    that also holds other leagues' players and days.
 * 2. live: an accepted word reaching the other members' boards (friends-live.ts) with `--leagues`
 *    (1,000) leagues of `--size` (10) members all watching (10,000 sockets) on one instance, over
 *    `--words` (200) words: p99 ≤ 250 ms.
 *
 * Options: --only=board,live --rounds=N --members=N --leagues=N --size=N --words=N
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDays, generatePool, puzzleDate, weekOf, type DailyPool } from '@dozen/engine';
import type { Auth } from '@dozen/server/auth/sessions';
import { loadBlockedWords, loadDictionary } from '@dozen/server/dictionary/load';
import { readBoard } from '@dozen/server/friends/boards';
import type { FriendsContext } from '@dozen/server/friends/context';
import { createInvites } from '@dozen/server/friends/invites';
import { createLogger } from '@dozen/server/logger';
import { createLocalChannel } from '@dozen/server/presence/channel';
import type { LeagueEvent } from '@dozen/server/presence/index';
import { createPoolService } from '@dozen/server/services/pools';
import { createSql, type Sql } from '@dozen/server/storage/database';
import { startEmbeddedPostgres } from '@dozen/server/storage/embedded-postgres';
import { migrate } from '@dozen/server/storage/migrate';
import { insertPoolIfAbsent } from '@dozen/server/storage/pools';
import { summarise } from '../pool/stats.js';
import { onlyParts, positiveOption } from './bench-args.js';
import { printTable, type Row } from './bench-table.js';
import { measureLiveBoard } from './friends-live.js';
import { dayWords, seedDays, seedLeagues } from './friends-seed.js';

type Part = 'board' | 'live';
const PARTS: readonly Part[] = ['board', 'live'];
const WARM_UP_ROUNDS = 30;
/** Other leagues of the board's size, with their days: the tables are not the board's alone. */
const OTHER_BOARD_LEAGUES = 20;

interface Options {
  parts: Set<Part>;
  rounds: number;
  members: number;
  leagues: number;
  size: number;
  words: number;
}

function parseOptions(args: string[]): Options {
  const value = (name: string, fallback: number) => positiveOption(args, name, fallback, true);
  return {
    parts: onlyParts(args, PARTS),
    rounds: value('rounds', 300),
    members: value('members', 50),
    leagues: value('leagues', 1_000),
    size: value('size', 10),
    words: value('words', 200),
  };
}

export async function run(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const logger = createLogger({ logLevel: 'silent' });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dozen-bench-friends-'));
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), logger });
  const sql = createSql(postgres.url, { max: 10 });
  const rows: Row[] = [];
  try {
    await migrate(sql);
    const dictionary = await loadDictionary();
    const today = puzzleDate(new Date());
    const from = [weekOf(today).start, addDays(today, -1)].sort()[0]!;
    const pools = new Map<string, DailyPool>();
    for (let date = from; date <= today; date = addDays(date, 1)) {
      const pool = generatePool(date, dictionary);
      await insertPoolIfAbsent(sql, pool);
      pools.set(date, pool);
    }
    const context: FriendsContext = {
      sql,
      pools: createPoolService({ sql, dictionary, now: () => new Date(), logger, daysAhead: 1 }),
      dictionary,
      blockedWords: await loadBlockedWords(),
      invites: createInvites(new Uint8Array(32), 'http://localhost'),
      events: createLocalChannel<LeagueEvent>(),
      logger,
      now: () => new Date(),
    };

    if (options.parts.has('board')) rows.push(await measureBoard(sql, context, pools, today, from, options));
    if (options.parts.has('live')) {
      console.log(`seeding ${options.leagues} leagues of ${options.size} signed-in members…`);
      const leagues = await seedLeagues(sql, options.leagues, options.size, 'live');
      await sql`analyze`;
      const result = await measureLiveBoard({
        databaseUrl: postgres.url,
        date: today,
        leagues,
        words: options.words,
        word: dayWords(pools.get(today)!, dictionary, 1, 1)[0]!,
      });
      console.log(
        `  ${options.words} words: the last board p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; ` +
          `each board p99 ${result.eachP99.toFixed(1)} ms; rows with words ${result.withWords} of ${result.received} ` +
          `(each player's own board only)`,
      );
      rows.push({
        figure: `a word → every member's board, p99, ${result.sockets.toLocaleString('en-US')} sockets ÷ 250 ms goal`,
        value: result.p99,
        anchor: 250,
        unit: 'ms',
        goal: { kind: 'max', ratio: 1 },
      });
    }
  } finally {
    await sql.end({ timeout: 5 });
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  }
  printTable(rows);
}

/** The board's read against reading its members' stored days of the same dates. */
async function measureBoard(
  sql: Sql,
  context: FriendsContext,
  pools: ReadonlyMap<string, DailyPool>,
  today: string,
  from: string,
  options: Options,
): Promise<Row> {
  const days = [...pools.keys()].length;
  console.log(
    `seeding a league of ${options.members} with ${days} days each, and ${OTHER_BOARD_LEAGUES} other leagues like it…`,
  );
  const [league, ...others] = await seedLeagues(sql, 1 + OTHER_BOARD_LEAGUES, options.members, 'board');
  for (const seeded of [league!, ...others])
    await seedDays(
      sql,
      seeded.members.map((member) => member.userId),
      pools,
      context.dictionary,
      today,
      days,
    );
  await sql`analyze`;
  const memberIds = league!.members.map((member) => member.userId);
  const reader: Auth = {
    sessionId: 'bench',
    userId: memberIds[0]!,
    isAnonymous: false,
    email: null,
    expiresAt: new Date(Date.now() + 3_600_000),
  };
  const boardTimes: number[] = [];
  const readTimes: number[] = [];
  for (let round = 0; round < WARM_UP_ROUNDS + options.rounds; round += 1) {
    const readStarted = performance.now();
    const entries = await sql`
      select * from game_entries where player_id = any(${memberIds}) and date between ${from} and ${today}`;
    const readMs = performance.now() - readStarted;
    const boardStarted = performance.now();
    const board = await readBoard(context, reader, league!.id);
    const boardMs = performance.now() - boardStarted;
    if (entries.length !== options.members * days || board.today.rows.length !== options.members)
      throw new Error('bench: unexpected board');
    if (round < WARM_UP_ROUNDS) continue;
    readTimes.push(readMs);
    boardTimes.push(boardMs);
  }
  const [board, read] = [summarise(boardTimes), summarise(readTimes)];
  console.log(
    `  ${options.rounds} rounds: board median ${board.median.toFixed(3)} ms (p95 ${board.p95.toFixed(3)}), ` +
      `members' days median ${read.median.toFixed(3)} ms (p95 ${read.p95.toFixed(3)}); p95s ÷ ${(board.p95 / read.p95).toFixed(2)}`,
  );
  return {
    figure: `read a league's boards (${options.members} members, today + yesterday + week) ÷ their days`,
    value: board.median,
    anchor: read.median,
    unit: 'ms',
    goal: { kind: 'max', ratio: 1.5 },
  };
}
