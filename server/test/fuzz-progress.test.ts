import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameRequest, honestWords } from './game-helpers.js';
import {
  TODAY,
  expectNoServerError,
  looseString,
  looseNumber,
  wrongTypes,
  bodies,
  postInput,
  looseQuery,
  segment,
  date,
  playerAndDay,
  runFuzz,
  fuzzRoutes,
  withFuzzServer,
} from './fuzz-inputs.js';

/**
 * A player's progress (history, profile, challenges) and the friends' leagues, fuzzed
 * (fuzz-inputs.ts): whatever comes in, never a 5xx, and every error in the contract's shape.
 */

describe('fuzzing the progress and friends routes: no 5xx', () => {
  const fuzz = withFuzzServer();

  it('GET progress routes: history, a day, profile, challenges, preview, stats, rank', async () => {
    const { client, playerId } = fuzz;
    const paths = fc.oneof(
      segment(playerId).map((player) => `/api/player-history/${player}`),
      playerAndDay(playerId).map(([p, d]) => `/api/player-history/${p}/${d}`),
      segment(playerId).map((player) => `/api/user-profile/${player}`),
      playerAndDay(playerId).map(([p, d]) => `/api/personalized-challenges/${p}/${d}`),
      date.map((d) => `/api/challenges/${encodeURIComponent(d)}`),
      date.map((d) => `/api/challenge-preview/${encodeURIComponent(d)}`),
      segment(playerId).map((player) => `/api/challenge-stats/${player}`),
      segment(playerId).map((player) => `/api/extra-points-rank/${player}`),
    );
    await runFuzz(
      fc.asyncProperty(paths, looseQuery, async (path, search) => {
        expectNoServerError(await client.get(`${path}${search}`));
      }),
    );
  });

  it('POST generate-challenges, complete-challenge/{challengeId}, challenge-completion', async () => {
    const { server, client, playerId } = fuzz;
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
    await runFuzz(
      fc.asyncProperty(routes, async ([path, input]) => {
        expectNoServerError(await client.request('POST', path, input));
      }),
    );
  });

  it('Friends: the leagues, their boards, invite links, display names and live games', async () => {
    const { client } = fuzz;
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
    await fuzzRoutes(client, routes, looseQuery);
  });
});
