import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZErrorResponse } from '@dozen/engine/contract';
import { FUZZ_RUNS, withTestServer, type TestServer } from './harness.js';
import type { TestClient, TestResponse } from './test-client.js';
import { gameRequest, honestWords } from './game-helpers.js';

/**
 * Every route's inputs, fuzzed with fast-check: arbitrary JSON, strings, huge and wrongly typed
 * bodies, arbitrary path parameters and query strings. Whatever comes in, the answer is never a
 * 5xx, and every error has the contract's shape.
 */

const TODAY = '2026-11-21';

function expectNoServerError(response: TestResponse): void {
  expect(response.status, response.text).toBeLessThan(500);
  if (response.status >= 400)
    expect(ZErrorResponse.safeParse(response.body).success, response.text).toBe(true);
}

/** Strings that look like our inputs, and strings that do not. */
const looseString = fc.oneof(
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
const looseNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2),
);
const wrongTypes = fc.oneof(
  looseString,
  looseNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);

/** A body: arbitrary JSON, or an object with the route's keys holding anything. */
function bodies(keys: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
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

const raws = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{', '{"word":', 'null', '[]', '""', '{"a":1}}', '\u0000', 'x'.repeat(20_000)),
);

/** A POST's input: a shaped or arbitrary JSON body, or raw bytes that may not parse at all. */
const postInput = (body: fc.Arbitrary<unknown>) =>
  fc.oneof(
    body.map((json) => ({ json })),
    raws.map((raw) => ({ raw })),
  ) as fc.Arbitrary<{ json?: unknown; raw?: string }>;

describe('fuzzing every route: no 5xx', () => {
  let server: TestServer;
  let client: TestClient;
  let playerId: string;
  const segment = (own: string) =>
    fc.oneof(fc.constant(own), looseString).map((value) => encodeURIComponent(value));
  const date = fc.oneof(fc.constantFrom(TODAY, '2026-11-20', '2026-11-22', '1999-01-01'), looseString);

  withTestServer({ realtime: false }, async (started) => {
    server = started;
    client = server.client();
    playerId = await client.session();
    await server.signIn(playerId);
  });

  const run = (property: fc.IAsyncProperty<[unknown, ...unknown[]]> | fc.IAsyncPropertyWithHooks<never>) =>
    fc.assert(property as fc.IAsyncProperty<[unknown]>, { numRuns: FUZZ_RUNS });

  /**
   * Routes as [path, input] (input null: a GET), each with a query and with or without the
   * session: never a 5xx.
   */
  const fuzzRoutes = (
    routes: fc.Arbitrary<[string, { json?: unknown; raw?: string } | null]>,
    query: fc.Arbitrary<string>,
  ) =>
    run(
      fc.asyncProperty(routes, query, fc.boolean(), async ([path, input], search, withSession) => {
        const session = withSession ? {} : { cookie: null };
        expectNoServerError(
          input === null
            ? await client.get(`${path}${search}`, session)
            : await client.request('POST', `${path}${search}`, { ...input, ...session }),
        );
      }),
    );

  it('GET /api/daily-pool and /api/stats with arbitrary queries', async () => {
    const query = fc.dictionary(fc.oneof(fc.constant('date'), looseString), fc.oneof(looseString, date), {
      maxKeys: 3,
    });
    await run(
      fc.asyncProperty(fc.constantFrom('/api/daily-pool', '/api/stats'), query, async (path, params) => {
        const search = new URLSearchParams(params as Record<string, string>).toString();
        expectNoServerError(await client.get(`${path}${search ? `?${search}` : ''}`));
      }),
    );
  });

  it('GET /api/social-share-image with arbitrary queries', async () => {
    const query = fc.dictionary(
      fc.oneof(fc.constantFrom('type', 'format', 'date', 'v'), looseString),
      fc.oneof(fc.constantFrom('daily', 'score', 'png', 'jpeg', '0123456789abcdef'), date, looseString),
      { maxKeys: 5 },
    );
    await run(
      fc.asyncProperty(query, fc.boolean(), async (params, withSession) => {
        const search = new URLSearchParams(params as Record<string, string>).toString();
        const response = await client.get(`/api/social-share-image${search ? `?${search}` : ''}`, {
          ...(withSession ? {} : { cookie: null }),
        });
        expect(response.status, response.text).toBeLessThan(500);
        if (response.status >= 400) expectNoServerError(response);
        else expect(response.headers.get('content-type')).toBe('image/png');
      }),
    );
  });

  it('GET /api/top-word-count/{date} and /api/game-entry/{playerId}/{date}', async () => {
    await run(
      fc.asyncProperty(
        segment(playerId),
        date.map(encodeURIComponent),
        looseString,
        async (player, day, query) => {
          expectNoServerError(await client.get(`/api/top-word-count/${day}`));
          expectNoServerError(
            await client.get(`/api/game-entry/${player}/${day}?t=${encodeURIComponent(query)}`),
          );
        },
      ),
    );
  });

  it('POST /api/validate-word', async () => {
    const body = bodies({ word: looseString, availableLetters: looseString, gameDate: date });
    await run(
      fc.asyncProperty(postInput(body), async (input) => {
        expectNoServerError(await client.request('POST', '/api/validate-word', input));
      }),
    );
  });

  /** submit-game's body, fuzzed (the day's route and the archive's take the same one). */
  const gameBodies = (gameId: fc.Arbitrary<unknown>) => {
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
  };

  it('POST /api/submit-game', async () => {
    const body = gameBodies(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/), looseString));
    await run(
      fc.asyncProperty(postInput(body), async (input) => {
        expectNoServerError(await client.request('POST', '/api/submit-game', input));
      }),
    );
  });

  it('the archive: GET months, days and games; POST validate-word, games and an archive share-token', async () => {
    const month = fc.oneof(
      fc.constantFrom('2026-11', '2026-10', '2026-12', '1999-01', '2026-13'),
      looseString,
    );
    const gameId = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/), looseString);
    const game = gameBodies(gameId);
    const query = fc.oneof(
      fc.constant(''),
      looseString.map((q) => `?${encodeURIComponent(q)}=1`),
    );
    const routes = fc.oneof(
      fc.tuple(
        month.map((m) => `/api/archive/months/${encodeURIComponent(m)}`),
        fc.constant(null),
      ),
      fc.tuple(
        date.map((d) => `/api/archive/days/${encodeURIComponent(d)}`),
        fc.constant(null),
      ),
      fc.tuple(
        gameId.map((id) => `/api/archive/games/${encodeURIComponent(id)}`),
        fc.constant(null),
      ),
      fc.tuple(fc.constant('/api/archive/validate-word'), postInput(bodies({ word: looseString, date }))),
      fc.tuple(fc.constant('/api/archive/games'), postInput(game)),
      fc.tuple(
        fc.constant('/api/share-token'),
        postInput(bodies({ date, gameId, archive: fc.oneof(fc.boolean(), wrongTypes) })),
      ),
    );
    // Yesterday's pool stored, so that past days reach the archive's reads and writes, not only refusals.
    await server.pools.getOrCreate('2026-11-20');
    await fuzzRoutes(routes, query);
  });

  it('POST /api/increment-hint/{userId}/{date}', async () => {
    await run(
      fc.asyncProperty(
        segment(playerId),
        date.map(encodeURIComponent),
        bodies({ isBonus: fc.boolean() }),
        async (player, day, json) => {
          expectNoServerError(await client.request('POST', `/api/increment-hint/${player}/${day}`, { json }));
        },
      ),
    );
  });

  it('POST /api/reveal-targets, /api/reveal-top-word, /api/reveal-target-words', async () => {
    const body = bodies({ playerId: fc.oneof(fc.constant(playerId), looseString), date });
    await run(
      fc.asyncProperty(
        fc.constantFrom('/api/reveal-targets', '/api/reveal-top-word', '/api/reveal-target-words'),
        body,
        async (path, json) => {
          expectNoServerError(await client.request('POST', path, { json }));
        },
      ),
    );
  });

  it('POST /api/session', async () => {
    await run(
      fc.asyncProperty(fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined)), async (json) => {
        expectNoServerError(await client.request('POST', '/api/session', { json }));
      }),
    );
  });

  const email = fc.oneof(
    fc.emailAddress(),
    looseString,
    fc.emailAddress().map((address) => ` ${address.toUpperCase()}\r\n`),
    fc.constant(`${'a'.repeat(300)}@example.test`),
  );
  /** The fuzz player's own id (known once beforeAll ran), another well-formed one, or junk. */
  const userId = () => fc.oneof(fc.constant(playerId), fc.stringMatching(/^u_[a-z2-7]{24}$/), looseString);

  it('POST /api/create-verification-code, /api/verify-code, /api/complete-sign-in', async () => {
    const routes = fc.oneof(
      fc.tuple(
        fc.constant('/api/create-verification-code'),
        postInput(bodies({ email, originalUserId: userId() })),
      ),
      fc.tuple(
        fc.constant('/api/verify-code'),
        postInput(bodies({ email, code: fc.oneof(fc.stringMatching(/^\d{6}$/), looseString) })),
      ),
      fc.tuple(
        fc.constant('/api/complete-sign-in'),
        postInput(bodies({ token: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{22,64}$/), looseString) })),
      ),
    );
    await run(
      fc.asyncProperty(routes, async ([path, input]) => {
        // A fresh browser each time: a successful sign-in must not change who the next case is.
        expectNoServerError(await server.client().request('POST', path, input));
      }),
    );
  });

  it('POST /api/sign-out, /api/sync-user-data, /api/recover-user-data, /api/manual-data-recovery', async () => {
    const routes = fc.oneof(
      fc.tuple(fc.constant('/api/sign-out'), postInput(fc.jsonValue({ maxDepth: 2 }))),
      fc.tuple(
        fc.constant('/api/sync-user-data'),
        postInput(bodies({ anonymousUserId: userId(), authenticatedUserId: userId() })),
      ),
      fc.tuple(fc.constant('/api/recover-user-data'), postInput(bodies({ userId: userId() }))),
      fc.tuple(
        fc.constant('/api/manual-data-recovery'),
        postInput(bodies({ targetUserId: userId(), sourceUserId: userId() })),
      ),
    );
    await run(
      fc.asyncProperty(routes, async ([path, input]) => {
        // Its own signed-in player: a sign-out ends only that one.
        const caller = server.client();
        await server.signIn(await caller.session());
        expectNoServerError(await caller.request('POST', path, input));
      }),
    );
  });

  it('GET /api/user-preferences/{userId} and POST /api/user-preferences', async () => {
    const preferences = fc.record(
      {
        theme: fc.oneof(fc.constantFrom('system', 'light', 'dark', 'contrast'), wrongTypes),
        contextualSuggestionsDisabled: fc.oneof(fc.boolean(), wrongTypes),
        continuousModeModalSeen: fc.oneof(fc.boolean(), wrongTypes),
      },
      { requiredKeys: [] },
    );
    await run(
      fc.asyncProperty(
        segment(playerId),
        postInput(bodies({ userId: userId(), preferences: fc.oneof(preferences, wrongTypes) })),
        async (player, input) => {
          expectNoServerError(await client.get(`/api/user-preferences/${player}`));
          expectNoServerError(await client.request('POST', '/api/user-preferences', input));
        },
      ),
    );
  });

  it('GET progress routes: history, a day, profile, challenges, preview, stats, rank', async () => {
    const paths = fc.oneof(
      segment(playerId).map((player) => `/api/player-history/${player}`),
      fc
        .tuple(segment(playerId), date.map(encodeURIComponent))
        .map(([p, d]) => `/api/player-history/${p}/${d}`),
      segment(playerId).map((player) => `/api/user-profile/${player}`),
      fc
        .tuple(segment(playerId), date.map(encodeURIComponent))
        .map(([p, d]) => `/api/personalized-challenges/${p}/${d}`),
      date.map((d) => `/api/challenges/${encodeURIComponent(d)}`),
      date.map((d) => `/api/challenge-preview/${encodeURIComponent(d)}`),
      segment(playerId).map((player) => `/api/challenge-stats/${player}`),
      segment(playerId).map((player) => `/api/extra-points-rank/${player}`),
    );
    const query = fc.oneof(
      fc.constant(''),
      looseString.map((q) => `?${encodeURIComponent(q)}=1`),
    );
    await run(
      fc.asyncProperty(paths, query, async (path, search) => {
        expectNoServerError(await client.get(`${path}${search}`));
      }),
    );
  });

  it('POST generate-challenges, complete-challenge/{challengeId}, challenge-completion', async () => {
    // Five games and today's challenges first, so completion calls reach real rows too.
    const pool = (await server.pools.getOrCreate(TODAY))!;
    for (let game = 0; game < 5; game++) {
      const words = honestWords(pool, server.dictionary, 2);
      expect((await client.post('/api/submit-game', gameRequest(playerId, TODAY, words))).status).toBe(200);
    }
    expect((await client.post('/api/generate-challenges', { playerId, date: TODAY })).status).toBe(200);
    const challengeId = fc.oneof(
      fc.constantFrom('easy', 'medium', 'hard').map((d) => `c-20261121-${d}-${playerId}`),
      fc.stringMatching(/^c-\d{8}-(easy|medium|hard)-[A-Za-z0-9_-]{1,12}$/),
      looseString,
    );
    const routes = fc.oneof(
      fc.tuple(
        fc.constant('/api/generate-challenges'),
        postInput(bodies({ playerId: fc.oneof(fc.constant(playerId), looseString), date })),
      ),
      fc.tuple(
        challengeId.map((id) => `/api/complete-challenge/${encodeURIComponent(id)}`),
        postInput(
          bodies({
            actualScore: fc.oneof(fc.integer({ min: 0, max: 200 }), looseNumber),
            actualWords: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.array(looseString, { maxLength: 4 })),
            rating: fc.oneof(fc.constantFrom('excellent', 'good', 'fair', 'poor'), looseString),
          }),
        ),
      ),
      fc.tuple(
        fc.constant('/api/challenge-completion'),
        postInput(
          bodies({
            playerId: fc.oneof(fc.constant(playerId), looseString),
            date,
            challengeId,
            challengeType: fc.oneof(
              fc.constantFrom('score_target', 'word_discovery', 'exploration', 'efficiency'),
              looseString,
            ),
            description: looseString,
            bonusPoints: fc.oneof(fc.integer({ min: 0, max: 1000 }), looseNumber),
          }),
        ),
      ),
    );
    await run(
      fc.asyncProperty(routes, async ([path, input]) => {
        expectNoServerError(await client.request('POST', path, input));
      }),
    );
  });

  it('Friends: the leagues, their boards, invite links, display names and live games', async () => {
    expect((await client.post('/api/friends/display-name', { displayName: 'Fuzzer' })).status).toBe(200);
    const created = await client.post<{ id: string; inviteUrl: string }>('/api/friends/leagues', {
      name: 'Fuzz',
    });
    expect(created.status).toBe(201);
    const leagueId = fc.oneof(fc.constant(created.body.id), fc.stringMatching(/^[a-z2-7]{16}$/), looseString);
    const token = fc.oneof(
      fc.constant(new URL(created.body.inviteUrl).pathname.split('/').at(-1)!),
      fc.stringMatching(/^[a-z2-7]{32}$/),
      looseString,
    );
    const name = fc.oneof(
      looseString,
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constant('x'.repeat(300)),
    );
    const league = leagueId.map((id) => `/api/friends/leagues/${encodeURIComponent(id)}`);
    const invite = token.map((value) => `/api/friends/invites/${encodeURIComponent(value)}`);
    const leagueCall = (verb: string) =>
      leagueId.map((id) => `/api/friends/leagues/${verb}/${encodeURIComponent(id)}`);
    const words = fc.array(looseString, { maxLength: 14 });
    const routes = fc.oneof(
      fc.tuple(fc.constant('/api/friends'), fc.constant(null)),
      fc.tuple(league, fc.constant(null)),
      fc.tuple(invite, fc.constant(null)),
      fc.tuple(fc.constant('/api/friends/display-name'), postInput(bodies({ displayName: name }))),
      fc.tuple(fc.constant('/api/friends/leagues'), postInput(bodies({ name }))),
      fc.tuple(leagueCall('rename'), postInput(bodies({ name }))),
      fc.tuple(
        leagueCall('remove-member'),
        postInput(bodies({ memberId: fc.oneof(fc.integer({ min: -2, max: 5 }), looseNumber) })),
      ),
      fc.tuple(fc.constantFrom('rotate-invite', 'leave', 'delete').chain(leagueCall), postInput(bodies({}))),
      fc.tuple(
        token.map((value) => `/api/friends/join/${encodeURIComponent(value)}`),
        postInput(bodies({})),
      ),
      fc.tuple(
        fc.constant('/api/friends/live-game'),
        postInput(
          bodies({
            gameId: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/), looseString),
            date,
            words,
            continuous: fc.oneof(fc.boolean(), wrongTypes),
          }),
        ),
      ),
    );
    const query = fc.oneof(
      fc.constant(''),
      looseString.map((q) => `?${encodeURIComponent(q)}=1`),
    );
    await fuzzRoutes(routes, query);
  });

  it('POST /api/events, as JSON and as the text/plain of a beacon', async () => {
    const props = fc.oneof(
      fc.record(
        {
          screen: fc.oneof(fc.constantFrom('home', 'game', 'other'), looseString),
          how: fc.oneof(fc.constantFrom('new', 'restored', 'again'), looseString),
          score: looseNumber,
          length: looseNumber,
          number: fc.oneof(fc.integer({ min: 0, max: 9 }), looseNumber),
          on: fc.boolean(),
          userId: userId(),
        },
        { requiredKeys: [] },
      ),
      wrongTypes,
    );
    const event = bodies({
      id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/), looseString),
      name: fc.oneof(fc.constantFrom('page_visit', 'how_to_play', 'start_game', 'hint_used'), looseString),
      at: fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.constantFrom(
          '2026-11-21T17:00:00Z',
          '0000-01-01T00:00:00Z',
          '2026-11-21T17:00:00.123456789+14:00',
        ),
        looseString,
      ),
      date,
      props,
    });
    const body = bodies({ events: fc.array(event, { maxLength: 60 }), userId: userId() });
    const input = fc.oneof(
      postInput(body),
      fc
        .tuple(body, raws)
        .chain(([json, raw]) =>
          fc.constantFrom(
            { raw: json === undefined ? '' : JSON.stringify(json), contentType: 'text/plain;charset=UTF-8' },
            { raw, contentType: 'text/plain' },
          ),
        ),
    );
    await run(
      fc.asyncProperty(input, async (request) => {
        expectNoServerError(await client.request('POST', '/api/events', request));
      }),
    );
  });

  it('arbitrary paths and methods under /api', async () => {
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS');
    await run(
      fc.asyncProperty(
        method,
        fc.array(looseString.map(encodeURIComponent), { maxLength: 4 }),
        async (verb, parts) => {
          expectNoServerError(await client.request(verb, `/api/${parts.join('/')}`));
        },
      ),
    );
  });
});
