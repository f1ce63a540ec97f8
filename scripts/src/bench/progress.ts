/**
 * `npm run bench -- progress [--rounds=N]`: the A.I. Profile and the day's personalised challenges
 * for a player with a 365-game history, computed by the engine, against reading that history from
 * PostgreSQL in the same run (goal: computing costs at most 1.5× the reading). Both sides are what
 * the server does per request: the read is the profile's query (readGameFacts over the 365-day
 * window, a real embedded PostgreSQL on loopback, other players' games in the table too); the
 * computation is the challenges' baseline, the day's words from the dictionary, generation with
 * its proofs, and the profile model. The community figures are cached by the server, so they are
 * computed once here, outside both sides.
 *
 * A second figure: the archive's month view (GET /api/archive/months/:month, the
 * server's own archiveMonth) for that player, who played every day of the year on the day and
 * again from the archive, against the same anchor, reading the year's games (goal ≤ 1.5×).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  addDays,
  challengeBaselineOf,
  challengeDayOf,
  communityRatesOf,
  computeProfile,
  gameFactsOf,
  generateChallenges,
  generatePool,
  scoreWord,
  streakWindowStart,
  wordsFitTogether,
  type DailyPool,
  type Dictionary,
  type GameFacts,
} from '@dozen/engine';
import { loadDictionary } from '@dozen/server/dictionary/load';
import { createLogger } from '@dozen/server/logger';
import { createSql, type Sql } from '@dozen/server/storage/database';
import { startEmbeddedPostgres } from '@dozen/server/storage/embedded-postgres';
import { archiveMonth } from '@dozen/server/services/archive-days';
import { factColumns, readGameFacts } from '@dozen/server/storage/games';
import { migrate } from '@dozen/server/storage/migrate';
import { insertPoolIfAbsent } from '@dozen/server/storage/pools';
import { summarise } from '../pool/stats.js';

const HISTORY_GAMES = 365;
/** Days the rounds cycle through; the history is longer by as much, so every window holds 365 games. */
const CYCLE_DAYS = 30;
const LAST_DATE = '2027-12-31';
const OTHER_PLAYERS = 20;
const WARM_UP_ROUNDS = 30;
const GOAL_RATIO = 1.5;

/** A game of a few words that fit together, drawn from the day's words by a seed. */
function gameWords(pool: DailyPool, dictionary: Dictionary, seed: number): string[] {
  const words = dictionary.wordsFormableFrom(pool.letters).filter((w) => w.length >= 2);
  const chosen: string[] = [];
  const wanted = 2 + (seed % 4);
  for (let i = 0; i < words.length && chosen.length < wanted; i++) {
    const word = words[(i * 7919 + seed * 104_729) % words.length]!;
    if (!chosen.includes(word) && wordsFitTogether([...chosen, word], pool.letters)) chosen.push(word);
  }
  return chosen;
}

async function seed(sql: Sql, dictionary: Dictionary, dates: string[]): Promise<Map<string, DailyPool>> {
  const pools = new Map<string, DailyPool>();
  for (const date of dates) {
    const pool = generatePool(date, dictionary);
    await insertPoolIfAbsent(sql, pool);
    pools.set(date, pool);
  }
  const players = ['bench_player', ...Array.from({ length: OTHER_PLAYERS }, (_, i) => `bench_other_${i}`)];
  await sql`insert into users ${sql(players.map((id) => ({ id, is_anonymous: false, created_at: new Date() })))}`;
  let n = 0;
  const wordsOf = new Map<string, Array<{ word: string; score: number }>>();
  for (const player of players) {
    const rows = dates.map((date) => {
      const pool = pools.get(date)!;
      const words = gameWords(pool, dictionary, n++).map((word) => ({ word, score: scoreWord(word) }));
      const finalScore = words.reduce((sum, w) => sum + w.score, 0);
      const f = gameFactsOf(
        { date, finalScore, continuous: false, words },
        {
          targetScore: pool.maxPossibleScore,
          targetWordScore: pool.maxWordScore,
          targetWords: pool.optimalWordCombination,
        },
      );
      const gameId = `bench_${randomBytes(8).toString('hex')}`;
      wordsOf.set(gameId, words);
      return {
        game_id: gameId,
        player_id: player,
        date,
        request: sql.json({
          gameId,
          playerId: player,
          finalScore,
          wordsUsed: words,
          modes: [],
          gameDate: date,
        }),
        response: sql.json({ gameId, finalScore, wordsUsed: words }),
        created_at: new Date(`${date}T17:00:00Z`),
        continuous: false,
        final_score: f.finalScore,
        ...factColumns(f),
      };
    });
    for (let i = 0; i < rows.length; i += 200) await sql`insert into games ${sql(rows.slice(i, i + 200))}`;
    // Each game is its player's day (a game entry), and the bench player played every day again
    // from the archive: the month view reads both.
    const entries = rows.map((game) => ({
      player_id: player,
      date: game.date,
      final_score: game.final_score,
      words: wordsOf.get(game.game_id)!,
      play_count: 1,
      unique_words: game.word_count,
      created_at: game.created_at,
      updated_at: game.created_at,
    }));
    for (let i = 0; i < entries.length; i += 200) {
      const batch = entries.slice(i, i + 200).map((entry) => ({ ...entry, words: sql.json(entry.words) }));
      await sql`insert into game_entries ${sql(batch)}`;
    }
    if (player !== 'bench_player') continue;
    const archive = rows.map((game) => ({
      game_id: `archive_${game.game_id}`,
      player_id: player,
      date: game.date,
      request: game.request,
      response: game.response,
      created_at: new Date(`${LAST_DATE}T17:00:00Z`),
      continuous: false,
      final_score: game.final_score,
      word_count: game.word_count,
      target_score: game.final_score >= game.day_target_score,
      target_word: game.best_word_score >= game.day_target_word_score,
      most_words: false,
    }));
    for (let i = 0; i < archive.length; i += 200)
      await sql`insert into archive_games ${sql(archive.slice(i, i + 200))}`;
  }
  await sql`analyze`;
  return pools;
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { rounds: { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  const rounds = typeof values.rounds === 'string' ? Number(values.rounds) : 300;
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new RangeError('--rounds must be a positive whole number');

  const logger = createLogger({ logLevel: 'silent' });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dozen-bench-progress-'));
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), logger });
  const sql = createSql(postgres.url, { max: 4 });
  try {
    await migrate(sql);
    const dictionary = await loadDictionary();
    const historyDays = HISTORY_GAMES + CYCLE_DAYS - 1;
    const dates = Array.from({ length: historyDays }, (_, i) => addDays(LAST_DATE, i - (historyDays - 1)));
    console.log(
      `seeding ${historyDays} pools and ${historyDays * (OTHER_PLAYERS + 1)} games (one player and ${OTHER_PLAYERS} others)…`,
    );
    const pools = await seed(sql, dictionary, dates);
    // Cached by the server (services/community.ts): computed once, outside both sides.
    const community = communityRatesOf(
      await sql<
        GameFacts[]
      >`select date, continuous, final_score as "finalScore", points, word_count as "wordCount",
        longest_word as "longestWord", best_word_score as "bestWordScore", target_words_found as "targetWordsFound",
        day_target_score as "dayTargetScore", day_target_word_score as "dayTargetWordScore" from games`,
    );
    const challengeStats = { totalChallengesCompleted: 12, totalRewardPoints: 300, rank: 4 };

    const cycle = dates.slice(-CYCLE_DAYS);
    /** The day after the history: its whole year is past, so every month of it is in the archive. */
    const archiveClock = () => new Date(`${addDays(LAST_DATE, 1)}T17:00:00Z`);
    const months = Array.from(
      { length: 12 },
      (_, i) => `${LAST_DATE.slice(0, 4)}-${String(i + 1).padStart(2, '0')}`,
    );
    const monthTimes: number[] = [];
    const readTimes: number[] = [];
    const computeTimes: number[] = [];
    const profileTimes: number[] = [];
    const challengeTimes: number[] = [];
    let gamesRead = 0;
    for (let round = 0; round < WARM_UP_ROUNDS + rounds; round++) {
      const day = cycle[round % cycle.length]!;
      const readStarted = performance.now();
      const games = await readGameFacts(sql, 'bench_player', streakWindowStart(day), day);
      const readMs = performance.now() - readStarted;

      const computeStarted = performance.now();
      const generated = generateChallenges({
        playerId: 'bench_player',
        day: challengeDayOf(pools.get(day)!, dictionary),
        baseline: challengeBaselineOf(games.filter((game) => game.date < day)),
      });
      const challengesDone = performance.now();
      const profile = computeProfile({ today: day, games, community, challengeStats });
      const computeEnd = performance.now();
      if (generated.length !== 3 || profile.gamesPlayed !== HISTORY_GAMES)
        throw new Error('bench: unexpected result');
      const monthStarted = performance.now();
      const month = await archiveMonth(
        { sql, now: archiveClock },
        'bench_player',
        months[round % months.length]!,
      );
      const monthMs = performance.now() - monthStarted;
      if (!month.days.every((d) => d.onTheDay && d.later)) throw new Error('bench: unexpected month view');
      if (round < WARM_UP_ROUNDS) continue;
      monthTimes.push(monthMs);
      gamesRead = games.length;
      readTimes.push(readMs);
      computeTimes.push(computeEnd - computeStarted);
      challengeTimes.push(challengesDone - computeStarted);
      profileTimes.push(computeEnd - challengesDone);
    }

    const read = summarise(readTimes);
    const compute = summarise(computeTimes);
    const ratio = compute.median / read.median;
    const rows: Array<[string, string, string]> = [
      ['measure', 'median', 'p95'],
      [`read the ${gamesRead}-game history (PostgreSQL, readGameFacts)`, ms(read.median), ms(read.p95)],
      [
        'challenges: baseline + day words + generate with proofs',
        ms(summarise(challengeTimes).median),
        ms(summarise(challengeTimes).p95),
      ],
      ['profile model', ms(summarise(profileTimes).median), ms(summarise(profileTimes).p95)],
      ['profile + challenges computed', ms(compute.median), ms(compute.p95)],
      [
        'archive month view (archiveMonth: pools, days on the day, archive games)',
        ms(summarise(monthTimes).median),
        ms(summarise(monthTimes).p95),
      ],
    ];
    const widths = [0, 1, 2].map((c) => Math.max(...rows.map((row) => row[c]!.length)));
    console.log(`${rounds} rounds over ${CYCLE_DAYS} days' pools (after ${WARM_UP_ROUNDS} warm-up rounds)`);
    console.log(
      rows
        .map((row) =>
          row
            .map((cell, c) => cell.padEnd(widths[c]!))
            .join('   ')
            .trimEnd(),
        )
        .join('\n'),
    );
    console.log(
      `\ncompute ÷ read, medians: ${ratio.toFixed(2)} (goal ≤ ${GOAL_RATIO}: ${ratio <= GOAL_RATIO ? 'met' : 'MISSED'})` +
        `; p95s: ${(compute.p95 / read.p95).toFixed(2)}`,
    );
    const month = summarise(monthTimes);
    const monthRatio = month.median / read.median;
    console.log(
      `archive month view ÷ read, medians: ${monthRatio.toFixed(2)} (goal ≤ ${GOAL_RATIO}: ${monthRatio <= GOAL_RATIO ? 'met' : 'MISSED'})` +
        `; p95s: ${(month.p95 / read.p95).toFixed(2)}`,
    );
  } finally {
    await sql.end({ timeout: 5 });
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
