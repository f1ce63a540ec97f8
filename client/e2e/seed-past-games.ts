/**
 * Seeds a player's past games for the browser tests, exactly as the server would have stored them
 * had the player played on those days: `submit-game`'s own service (server/src/services/
 * submit-game.ts: the entry, the game with its answer, its profile facts, the player of the day)
 * run with a clock set to noon (New York) of each past day, against the test server's database.
 *
 * The running server only accepts games for today and yesterday (its day policy, as it must), so
 * there is no HTTP path to yesterday's yesterday; this is the operator path of the pools CLI:
 * it reads the server's environment and connects to its database (the embedded PostgreSQL under
 * DATA_DIR is shared with the running server).
 *
 *   node --import tsx --conditions=source client/e2e/seed-past-games.ts --player <userId> --days 5
 *
 * Each day gets one honest game of three words that fit together on that day's tiles (its pool
 * generated and stored as on that day). `--unplayed <k>` leaves the latest k of those days
 * without a game, their pools stored all the same: past puzzles to play from the archive.
 * Prints one JSON line: the dates seeded with a game, and those left unplayed.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { addDays, puzzleDate } from '@dozen/engine';
import { loadConfig } from '@dozen/server/config';
import { loadDictionary } from '@dozen/server/dictionary/load';
import { createLogger } from '@dozen/server/logger';
import { createPresence } from '@dozen/server/presence/index';
import { createLiveStats } from '@dozen/server/services/live-stats';
import { createPoolService } from '@dozen/server/services/pools';
import { createSubmitGameService } from '@dozen/server/services/submit-game';
import { openDatabase } from '@dozen/server/storage/database';
// The server tests' own known-answer helpers: the same honest game they submit.
import { honestWords, scored } from '../../server/test/game-helpers.js';

const { values } = parseArgs({
  options: {
    player: { type: 'string' },
    days: { type: 'string', default: '5' },
    unplayed: { type: 'string', default: '0' },
  },
});
const unplayedDays = Number(values.unplayed);
const player = values.player;
const days = Number(values.days);
if (!player || !Number.isInteger(days) || days < 1) {
  process.stderr.write('usage: seed-past-games --player <userId> --days <n ≥ 1>\n');
  process.exit(2);
}

const config = loadConfig();
const logger = createLogger({ logLevel: 'warn' }, process.stderr);
const database = await openDatabase(config, logger);
const presence = createPresence({ logger });
let clock = new Date();
const now = () => clock;
const dictionary = await loadDictionary();
const pools = createPoolService({ sql: database.sql, dictionary, now, logger, daysAhead: 0 });
const liveStats = createLiveStats({ sql: database.sql, counters: presence.counters, logger, now });
const submitGame = createSubmitGameService({ sql: database.sql, pools, dictionary, liveStats, logger, now });

const today = puzzleDate(new Date());
const seeded: string[] = [];
const unplayed: string[] = [];
try {
  for (let back = days; back >= 1; back--) {
    const date = addDays(today, -back);
    clock = new Date(`${date}T17:00:00.000Z`); // noon in New York, winter or summer
    const pool = await pools.getOrCreate(date);
    if (!pool) throw new Error(`no pool for ${date}`);
    if (back <= unplayedDays) {
      unplayed.push(date);
      continue;
    }
    const words = scored(honestWords(pool, dictionary, 3));
    await submitGame.submit(
      {
        playerId: player,
        gameId: `seed_${randomBytes(8).toString('hex')}`,
        gameDate: date,
        finalScore: words.reduce((sum, w) => sum + w.score, 0),
        wordsUsed: words,
        modes: [],
      },
      // The account itself (the script acts for it, as the operator): only its id and kind are read.
      { sessionId: 'seed', userId: player, isAnonymous: false, email: null, expiresAt: clock },
    );
    seeded.push(date);
  }
  process.stdout.write(`${JSON.stringify({ player, seeded, unplayed })}\n`);
} finally {
  await liveStats.close();
  await presence.close();
  await database.close();
}
