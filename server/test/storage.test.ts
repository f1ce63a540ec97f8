import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generatePool } from '@dozen/engine';
import { REPO_ROOT } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { createPoolService, ensurePool } from '../src/services/pools.js';
import { createSql, type Sql } from '../src/storage/database.js';
import { migrate, readMigrations } from '../src/storage/migrate.js';
import { findPool, isDatePlayed } from '../src/storage/pools.js';
import { deleteExpiredSessions } from '../src/storage/sessions.js';
import { nodeArgs } from './entry-points.js';
import { createTestClock, testDatabaseUrl, testDictionary } from './harness.js';

const run = promisify(execFile);
const logger = createLogger({ logLevel: 'silent' });

/** An empty database (no migrations), for the migration runner itself. */
async function emptyDatabase(): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `dozen_empty_${randomBytes(6).toString('hex')}`;
  const admin = createSql(adminUrl, { max: 1 });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('migrations', () => {
  it('two instances migrating at once apply each file exactly once', async () => {
    const url = await emptyDatabase();
    const a = createSql(url);
    const b = createSql(url);
    try {
      const [first, second] = await Promise.all([migrate(a), migrate(b)]);
      const names = (await readMigrations()).map((migration) => migration.name);
      expect([...first, ...second].sort()).toEqual([...names].sort());
      const rows = await a<{ name: string }[]>`select name from schema_migrations order by name`;
      expect(rows.map((row) => row.name)).toEqual(names);
      expect(await migrate(a)).toEqual([]);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });
});

describe('pools', () => {
  let sql: Sql;
  beforeAll(async () => {
    sql = createSql(await testDatabaseUrl());
  });
  afterAll(() => sql?.end());

  it('instances racing to create a day agree on one stored pool', async () => {
    const dictionary = await testDictionary();
    const date = '2027-06-15';
    const results = await Promise.all(Array.from({ length: 4 }, () => ensurePool(sql, dictionary, date)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    for (const result of results) expect(result.pool).toEqual(results[0]!.pool);
    expect(await findPool(sql, date)).toEqual(generatePool(date, dictionary));
  });

  it('are never regenerated: a stored pool is served as stored', async () => {
    const dictionary = await testDictionary();
    const date = '2027-06-16';
    const stored = { ...generatePool(date, dictionary), totalValidWords: 1 };
    await sql`insert into pools (date, letters, analysis) values (${date}, ${stored.letters}, ${sql.json(JSON.parse(JSON.stringify(stored)))})`;
    expect((await ensurePool(sql, dictionary, date)).pool.totalValidWords).toBe(1);
  });

  it('the service makes today and the next 7 days, and yesterday on demand, but never other missing dates', async () => {
    const dictionary = await testDictionary();
    const clock = createTestClock('2028-01-10T17:00:00.000Z');
    const pools = createPoolService({ sql, dictionary, now: clock.now, logger, daysAhead: 7 });
    expect(await pools.ensureUpcoming()).toEqual([
      '2028-01-10',
      '2028-01-11',
      '2028-01-12',
      '2028-01-13',
      '2028-01-14',
      '2028-01-15',
      '2028-01-16',
      '2028-01-17',
    ]);
    expect(await pools.ensureUpcoming()).toEqual([]);
    expect((await pools.getOrCreate('2028-01-09'))?.date).toBe('2028-01-09');
    expect(await pools.getOrCreate('2028-01-08')).toBeNull();
    expect(await pools.getOrCreate('2028-01-18')).toBeNull();
  });

  it.each([
    ['nobody did anything', '2027-07-10', [], false],
    ['a player spelled a valid word (no game submitted yet)', '2027-07-11', ['day_players'], true],
    ['a player has a game entry (a hint, a reveal…)', '2027-07-12', ['game_entries'], true],
    ['a game was stored', '2027-07-13', ['games'], true],
  ] as const)('a date counts as played for `pools set` when %s', async (_name, date, tables, played) => {
    const player = `u_played_${randomBytes(4).toString('hex')}`;
    await ensurePool(sql, await testDictionary(), date);
    await sql`insert into users (id, created_at) values (${player}, now())`;
    for (const table of tables) {
      if (table === 'day_players')
        await sql`insert into day_players (date, player_id) values (${date}, ${player})`;
      if (table === 'game_entries')
        await sql`insert into game_entries (player_id, date, created_at, updated_at) values (${player}, ${date}, now(), now())`;
      if (table === 'games')
        await sql`insert into games (game_id, player_id, date, request, response, created_at) values (${player}, ${player}, ${date}, '{}', '{}', now())`;
    }
    expect(await isDatePlayed(sql, date)).toBe(played);
  });
});

describe('sessions housekeeping', () => {
  it('removes expired sessions only', async () => {
    const sql = createSql(await testDatabaseUrl());
    try {
      await sql`insert into users (id, created_at) values ('u_sweep', now())`;
      const rows: Array<[string, string]> = [
        ['sweep_old', '2026-01-01T00:00:00Z'],
        ['sweep_new', '2027-01-01T00:00:00Z'],
      ];
      for (const [id, expires] of rows) {
        await sql`insert into sessions (id, secret_hash, user_id, expires_at, created_at) values (${id}, ${Buffer.alloc(32)}, 'u_sweep', ${expires}, now())`;
      }
      expect(await deleteExpiredSessions(sql, new Date('2026-11-21T12:00:00Z'))).toBe(1);
      const left = await sql<{ id: string }[]>`select id from sessions where user_id = 'u_sweep'`;
      expect(left.map((row) => row.id)).toEqual(['sweep_new']);
    } finally {
      await sql.end();
    }
  });
});

describe('npm run pools (operator CLI)', () => {
  let sql: Sql;
  let env: NodeJS.ProcessEnv;
  const cli = (...args: string[]) =>
    run(process.execPath, [...nodeArgs('scripts/src/pools-cli.ts'), ...args], { env, cwd: REPO_ROOT }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );

  beforeAll(async () => {
    const url = await testDatabaseUrl();
    sql = createSql(url);
    env = { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' };
  });
  afterAll(() => sql?.end());

  it('seeds a range, shows a day, and sets letters only for an unplayed date unless forced', async () => {
    const seeded = await cli('seed', '--from', '2029-03-01', '--to', '2029-03-03');
    expect(seeded).toMatchObject({ code: 0 });
    expect(seeded.stdout).toContain('3 pool(s) created, 0 already stored, 2029-03-01 to 2029-03-03');

    const shown = await cli('show', '--date', '2029-03-02', '--json');
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout)).toEqual(await findPool(sql, '2029-03-02'));

    const dictionary = await testDictionary();
    const letters = generatePool('2030-01-01', dictionary).letters;
    const set = await cli('set', '--date', '2029-03-02', '--letters', letters.toLowerCase());
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('quality: ok');
    expect((await findPool(sql, '2029-03-02'))?.letters).toBe(letters);

    await sql`insert into users (id, created_at) values ('u_cli_test', now())`;
    await sql`insert into game_entries (player_id, date, created_at, updated_at) values ('u_cli_test', '2029-03-03', now(), now())`;
    const before = await findPool(sql, '2029-03-03');
    const refused = await cli('set', '--date', '2029-03-03', '--letters', letters);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already been played');
    expect(await findPool(sql, '2029-03-03')).toEqual(before);
    const forced = await cli('set', '--date', '2029-03-03', '--letters', letters, '--force');
    expect(forced.code).toBe(0);
    expect((await findPool(sql, '2029-03-03'))?.letters).toBe(letters);
  });

  it('stores forced letters with a Target Word a player can reach, and refuses letters that spell no word', async () => {
    // The best word of these letters (agrology, 16) is uncommon: the Target Word is laggard, 15.
    const unforced = await cli('set', '--date', '2029-03-05', '--letters', 'GYLYROADGTOA');
    expect(unforced.code).toBe(1);
    expect(unforced.stderr).toContain('fail the quality rules');
    const forced = await cli('set', '--date', '2029-03-05', '--letters', 'GYLYROADGTOA', '--force');
    expect(forced.code).toBe(0);
    expect(await findPool(sql, '2029-03-05')).toMatchObject({ topWord: 'laggard', maxWordScore: 15 });

    const before = await findPool(sql, '2029-03-06');
    const wordless = await cli('set', '--date', '2029-03-06', '--letters', 'QQXXJJZZVVKK', '--force');
    expect(wordless.code).toBe(1);
    expect(wordless.stderr).toContain('spell no word at all');
    expect(await findPool(sql, '2029-03-06')).toEqual(before);
  });

  it.each([
    [['show', '--date', '2029-02-30']],
    [['seed', '--from', '2029-03-02', '--to', '2029-03-01']],
    [['set', '--date', '2029-03-01', '--letters', 'ABC']],
    [['frobnicate']],
  ])('a bad argument %j is one line on stderr and exit code 2', async (args) => {
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toBe('');
  });
});
