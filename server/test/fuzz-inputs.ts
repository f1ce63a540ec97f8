import fc from 'fast-check';
import { expect } from 'vitest';
import { ZErrorResponse } from '@dozen/engine/contract';
import { FUZZ_RUNS, withTestServer, type TestServer } from './harness.js';
import type { TestClient, TestResponse } from './test-client.js';

/**
 * What the fuzz suites (fuzz-*.test.ts) send and what they require of every answer: fast-check's
 * arbitrary JSON, strings, numbers, bodies shaped like a route's and raw bytes; whatever comes
 * in, the answer is never a 5xx, and every error has the contract's shape.
 */

export const TODAY = '2026-11-21';

export function expectNoServerError(response: TestResponse): void {
  expect(response.status, response.text).toBeLessThan(500);
  if (response.status >= 400)
    expect(ZErrorResponse.safeParse(response.body).success, response.text).toBe(true);
}

/** Strings that look like our inputs, and strings that do not. */
export const looseString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    'tea',
    'TEA',
    '2026-11-21',
    '2026-11-20',
    '2026-02-30',
    '../..',
    '%00',
    'null',
    '{}',
    '__proto__',
    'constructor',
  ),
  fc.stringMatching(/^[A-Za-z]{0,14}$/),
);
export const looseNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2),
);
export const wrongTypes = fc.oneof(
  looseString,
  looseNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);

/** A body: arbitrary JSON, or an object with the route's keys holding anything. */
export function bodies(keys: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const shaped = fc.record(
    Object.fromEntries(
      Object.entries(keys).map(([key, arbitrary]) => [key, fc.oneof(arbitrary, wrongTypes)]),
    ),
    { requiredKeys: [] },
  );
  const withExtra = fc
    .tuple(shaped, fc.dictionary(looseString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }))
    .map(([a, b]) => ({ ...b, ...a }));
  return fc.oneof(shaped, withExtra, fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));
}

export const raws = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{', '{"word":', 'null', '[]', '""', '{"a":1}}', '\u0000', 'x'.repeat(20_000)),
);

/** A POST's input: a shaped or arbitrary JSON body, or raw bytes that may not parse at all. */
export const postInput = (body: fc.Arbitrary<unknown>) =>
  fc.oneof(
    body.map((json) => ({ json })),
    raws.map((raw) => ({ raw })),
  ) as fc.Arbitrary<{ json?: unknown; raw?: string }>;

/** A query string of one arbitrary parameter, or none. */
export const looseQuery = fc.oneof(
  fc.constant(''),
  looseString.map((q) => `?${encodeURIComponent(q)}=1`),
);

/** A path segment: the caller's own value, or a loose string (URI-encoded). */
export const segment = (own: string) =>
  fc.oneof(fc.constant(own), looseString).map((value) => encodeURIComponent(value));
export const date = fc.oneof(fc.constantFrom(TODAY, '2026-11-20', '2026-11-22', '1999-01-01'), looseString);
/** The segments of a `{playerId}/{date}` path: a player segment and a date (URI-encoded). */
export const playerAndDay = (own: string) => fc.tuple(segment(own), date.map(encodeURIComponent));

/** The fuzz player's own id, another well-formed one, or junk. */
export const userId = (own: string) =>
  fc.oneof(fc.constant(own), fc.stringMatching(/^u_[a-z2-7]{24}$/), looseString);

/** submit-game's body, fuzzed (the day's route and the archive's take the same one). */
export function gameBodies(playerId: string, gameId: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const word = fc.record({
    word: looseString,
    score: fc.oneof(fc.integer({ min: 0, max: 40 }), looseNumber),
  });
  return bodies({
    gameId,
    playerId: fc.oneof(fc.constant(playerId), looseString),
    finalScore: fc.oneof(fc.integer({ min: 0, max: 200 }), looseNumber),
    wordsUsed: fc.array(fc.oneof(word, wrongTypes), { maxLength: 6 }),
    modes: fc.array(
      fc.oneof(
        fc.record({ mode: fc.constant('continuous'), totalPoints: fc.integer({ min: 0, max: 200 }) }),
        wrongTypes,
      ),
      { maxLength: 2 },
    ),
    gameDate: date,
  });
}

export const runFuzz = (
  property: fc.IAsyncProperty<[unknown, ...unknown[]]> | fc.IAsyncPropertyWithHooks<never>,
) => fc.assert(property as fc.IAsyncProperty<[unknown]>, { numRuns: FUZZ_RUNS });

/**
 * Routes as [path, input] (input null: a GET), each with a query and with or without the
 * session: never a 5xx.
 */
export const fuzzRoutes = (
  client: TestClient,
  routes: fc.Arbitrary<[string, { json?: unknown; raw?: string } | null]>,
  query: fc.Arbitrary<string>,
) =>
  runFuzz(
    fc.asyncProperty(routes, query, fc.boolean(), async ([path, input], search, withSession) => {
      const session = withSession ? {} : { cookie: null };
      expectNoServerError(
        input === null
          ? await client.get(`${path}${search}`, session)
          : await client.request('POST', `${path}${search}`, { ...input, ...session }),
      );
    }),
  );

export interface FuzzContext {
  server: TestServer;
  client: TestClient;
  /** A signed-in player, the client's. */
  playerId: string;
}

/** A server for the suite (no Socket.IO) and a signed-in player's client, set before its tests. */
export function withFuzzServer(): FuzzContext {
  const fuzz = {} as FuzzContext;
  withTestServer({ realtime: false }, async (server) => {
    fuzz.server = server;
    fuzz.client = server.client();
    fuzz.playerId = await fuzz.client.session();
    await server.signIn(fuzz.playerId);
  });
  return fuzz;
}
