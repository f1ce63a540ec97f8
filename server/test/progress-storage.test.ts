import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { communityRatesOf, gameFactsOf, scoreWord, type GameFacts } from '@dozen/engine';
import { createSql, type Sql } from '../src/storage/database.js';
import { readGameFacts } from '../src/storage/games.js';
import { migrate, migrationsDir } from '../src/storage/migrate.js';
import { readCommunityRates } from '../src/storage/progress.js';
import { ensurePool } from '../src/services/pools.js';
import { testDatabaseUrl, testDictionary } from './harness.js';
import { honestWords } from './game-helpers.js';

/** Migration 004's facts of games stored before it, and the community query against the engine. */

async function freshDatabase(): Promise<{ sql: Sql; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `dozen_progress_${randomBytes(6).toString('hex')}`;
  const admin = createSql(adminUrl, { max: 1 });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = createSql(url.toString());
  return {
    sql,
    async drop() {
      await sql.end();
      await admin.unsafe(`drop database ${name}`);
      await admin.end();
    },
  };
}

describe('migration 004 on games stored before it', () => {
  it('writes each game the facts the engine computes from its stored answer and its day', async () => {
    const { sql, drop } = await freshDatabase();
    const older = await mkdtemp(path.join(os.tmpdir(), 'dozen-migrations-'));
    try {
      // The schema as it was before 004.
      for (const file of await readdir(migrationsDir()))
        if (file < '004') await cp(path.join(migrationsDir(), file), path.join(older, file));
      await migrate(sql, undefined, older);
      const dictionary = await testDictionary();
      const { pool } = await ensurePool(sql, dictionary, '2026-11-21');
      await sql`insert into users (id, created_at) values ('u_old', now())`;
      const games = [
        { id: 'game_normal_1', words: pool.optimalWordCombination, continuous: false },
        { id: 'game_normal_2', words: honestWords(pool, dictionary, 3), continuous: false },
        { id: 'game_continuous', words: honestWords(pool, dictionary, 2), continuous: true },
        { id: 'game_empty_01', words: [], continuous: false },
      ];
      for (const game of games) {
        const wordsUsed = game.words.map((word) => ({ word, score: scoreWord(word) }));
        const total = wordsUsed.reduce((sum, w) => sum + w.score, 0);
        const request = {
          gameId: game.id,
          playerId: 'u_old',
          finalScore: game.continuous ? 0 : total,
          wordsUsed,
          modes: game.continuous ? [{ mode: 'continuous', totalPoints: total }] : [],
          gameDate: '2026-11-21',
        };
        const response = { gameId: game.id, finalScore: request.finalScore, wordsUsed };
        await sql`insert into games (game_id, player_id, date, request, response, created_at)
          values (${game.id}, 'u_old', '2026-11-21', ${sql.json(request)}, ${sql.json(response)}, now())`;
      }

      // 004 first (later migrations may follow): the back-fill ran on the games stored before it.
      expect((await migrate(sql))[0]).toBe('004_progress');

      const stored = await readGameFacts(sql, 'u_old', '2026-11-21', '2026-11-21');
      const expected = games.map((game) =>
        gameFactsOf(
          {
            date: '2026-11-21',
            continuous: game.continuous,
            finalScore: game.continuous ? 0 : game.words.reduce((sum, word) => sum + scoreWord(word), 0),
            words: game.words.map((word) => ({ word, score: scoreWord(word) })),
          },
          {
            targetScore: pool.maxPossibleScore,
            targetWordScore: pool.maxWordScore,
            targetWords: pool.optimalWordCombination,
          },
        ),
      );
      const byKey = (facts: GameFacts[]) =>
        [...facts].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      expect(byKey(stored)).toEqual(byKey(expected));
      expect(stored.some((facts) => facts.targetWordsFound === pool.optimalWordCombination.length)).toBe(
        true,
      );
    } finally {
      await rm(older, { recursive: true, force: true });
      await drop();
    }
  });
});

describe('the community query', () => {
  let sql: Sql;
  beforeAll(async () => {
    sql = createSql(await testDatabaseUrl());
    await sql`insert into users (id, created_at) values ('u_community', now()) on conflict do nothing`;
  });
  afterAll(() => sql?.end());

  const facts = fc.record<GameFacts>({
    date: fc.constantFrom('2025-11-21', '2025-11-22', '2026-06-01', '2026-11-21'),
    continuous: fc.boolean(),
    finalScore: fc.integer({ min: 0, max: 48 }),
    points: fc.integer({ min: 0, max: 48 }),
    wordCount: fc.integer({ min: 0, max: 8 }),
    longestWord: fc.integer({ min: 0, max: 12 }),
    bestWordScore: fc.integer({ min: 0, max: 24 }),
    targetWordsFound: fc.integer({ min: 0, max: 3 }),
    // Targets with exact thresholds on either side (16: 12 is 75%; 40: 20 is half).
    dayTargetScore: fc.constantFrom(0, 39, 40, 41),
    dayTargetWordScore: fc.constantFrom(0, 15, 16, 17),
  });

  it('counts exactly what the engine’s areas count, thresholds included', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(facts, { maxLength: 40 }), async (games) => {
        run += 1;
        await sql`delete from games where player_id = 'u_community'`;
        for (const [i, g] of games.entries()) {
          await sql`insert into games (game_id, player_id, date, request, response, created_at, continuous,
              final_score, points, word_count, longest_word, best_word_score, target_words_found,
              day_target_score, day_target_word_score)
            values (${`game_c_${run}_${i}`}, 'u_community', ${g.date}, '{}', '{}', now(), ${g.continuous},
              ${g.finalScore}, ${g.points}, ${g.wordCount}, ${g.longestWord}, ${g.bestWordScore},
              ${g.targetWordsFound}, ${g.dayTargetScore}, ${g.dayTargetWordScore})`;
        }
        // The window starts 2025-11-22: the game of 2025-11-21 is outside it.
        const inWindow = games.filter((g) => g.date >= '2025-11-22');
        expect(await readCommunityRates(sql, '2025-11-22')).toEqual(communityRatesOf(inWindow));
      }),
      { numRuns: 60 },
    );
  });
});
