import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionLookup } from '../src/auth/session-lookup.js';
import { createSessionService } from '../src/auth/sessions.js';
import { createLocalRevocations } from '../src/presence/revocations-local.js';
import { parseSessionToken } from '../src/auth/token.js';
import { createSql, type Sql } from '../src/storage/database.js';
import { testDatabaseUrl } from './harness.js';

/**
 * The session lookup batches the lookups of one event-loop turn into one query, against the real
 * database. `queries` counts the statements it sends (the real client, observed, not replaced).
 */
describe('session lookup', () => {
  let sql: Sql;
  let queries = 0;
  let counted: Sql;
  const ids: string[] = [];
  beforeAll(async () => {
    sql = createSql(await testDatabaseUrl());
    counted = new Proxy(sql, {
      apply(target, self, args) {
        queries += 1;
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    const sessions = createSessionService({
      sql,
      now: () => new Date(),
      ttlDays: 30,
      revocations: createLocalRevocations(),
    });
    for (let i = 0; i < 3; i++) {
      const { token } = await sessions.createAnonymous();
      ids.push(parseSessionToken(token)!.id);
    }
  });
  afterAll(() => sql?.end());

  it('answers each lookup of one turn from one query: known, unknown and repeated ids alike', async () => {
    const lookup = createSessionLookup(counted);
    queries = 0;
    const asked = [ids[0]!, ids[1]!, 'unknownunknownunknown123', ids[0]!, ids[2]!];
    const rows = await Promise.all(asked.map((id) => lookup(id)));
    expect(rows.map((row) => row?.id ?? null)).toEqual([ids[0], ids[1], null, ids[0], ids[2]]);
    expect(queries).toBe(1);
  });

  it('keeps nothing between turns: a session deleted after one lookup is not found by the next', async () => {
    const lookup = createSessionLookup(counted);
    const [, , id] = ids;
    expect((await lookup(id!))?.id).toBe(id);
    await sql`delete from sessions where id = ${id!}`;
    expect(await lookup(id!)).toBeNull();
  });

  it('splits a turn with more lookups than one query takes', async () => {
    const lookup = createSessionLookup(counted);
    queries = 0;
    const rows = await Promise.all(
      Array.from({ length: 300 }, (_, i) => lookup(i === 299 ? ids[0]! : `id${i}`)),
    );
    expect(rows.filter((row) => row !== null).map((row) => row!.id)).toEqual([ids[0]]);
    expect(queries).toBe(2);
  });

  it('rejects every lookup of a turn whose query fails', async () => {
    const closed = createSql(await testDatabaseUrl());
    await closed.end();
    const lookup = createSessionLookup(closed);
    const results = await Promise.allSettled([lookup(ids[0]!), lookup(ids[1]!)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
