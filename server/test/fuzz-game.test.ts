import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectNoServerError,
  looseString,
  wrongTypes,
  bodies,
  postInput,
  looseQuery,
  date,
  playerAndDay,
  gameBodies,
  runFuzz,
  fuzzRoutes,
  withFuzzServer,
} from './fuzz-inputs.js';

/**
 * The day's game, its share card and the archive, fuzzed (fuzz-inputs.ts): whatever comes in,
 * never a 5xx, and every error in the contract's shape.
 */

describe('fuzzing the game, share and archive routes: no 5xx', () => {
  const fuzz = withFuzzServer();

  it('GET /api/daily-pool and /api/stats with arbitrary queries', async () => {
    const { client } = fuzz;
    const query = fc.dictionary(fc.oneof(fc.constant('date'), looseString), fc.oneof(looseString, date), {
      maxKeys: 3,
    });
    await runFuzz(
      fc.asyncProperty(fc.constantFrom('/api/daily-pool', '/api/stats'), query, async (path, params) => {
        const search = new URLSearchParams(params as Record<string, string>).toString();
        expectNoServerError(await client.get(`${path}${search ? `?${search}` : ''}`));
      }),
    );
  });

  it('GET /api/social-share-image with arbitrary queries', async () => {
    const { client } = fuzz;
    const query = fc.dictionary(
      fc.oneof(fc.constantFrom('type', 'format', 'date', 'v'), looseString),
      fc.oneof(fc.constantFrom('daily', 'score', 'png', 'jpeg', '0123456789abcdef'), date, looseString),
      { maxKeys: 5 },
    );
    await runFuzz(
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
    const { client, playerId } = fuzz;
    await runFuzz(
      fc.asyncProperty(playerAndDay(playerId), looseString, async ([player, day], query) => {
        expectNoServerError(await client.get(`/api/top-word-count/${day}`));
        expectNoServerError(
          await client.get(`/api/game-entry/${player}/${day}?t=${encodeURIComponent(query)}`),
        );
      }),
    );
  });

  it('POST /api/validate-word', async () => {
    const { client } = fuzz;
    const body = bodies({ word: looseString, availableLetters: looseString, gameDate: date });
    await runFuzz(
      fc.asyncProperty(postInput(body), async (input) => {
        expectNoServerError(await client.request('POST', '/api/validate-word', input));
      }),
    );
  });

  it('POST /api/submit-game', async () => {
    const { client, playerId } = fuzz;
    const body = gameBodies(playerId, fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/), looseString));
    await runFuzz(
      fc.asyncProperty(postInput(body), async (input) => {
        expectNoServerError(await client.request('POST', '/api/submit-game', input));
      }),
    );
  });

  it('the archive: GET months, days and games; POST validate-word, games and an archive share-token', async () => {
    const { server, client, playerId } = fuzz;
    const month = fc.oneof(
      fc.constantFrom('2026-11', '2026-10', '2026-12', '1999-01', '2026-13'),
      looseString,
    );
    const gameId = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/), looseString);
    const game = gameBodies(playerId, gameId);
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
    await fuzzRoutes(client, routes, looseQuery);
  });

  it('POST /api/increment-hint/{userId}/{date}', async () => {
    const { client, playerId } = fuzz;
    await runFuzz(
      fc.asyncProperty(
        playerAndDay(playerId),
        bodies({ isBonus: fc.boolean() }),
        async ([player, day], json) => {
          expectNoServerError(await client.request('POST', `/api/increment-hint/${player}/${day}`, { json }));
        },
      ),
    );
  });

  it('POST /api/reveal-targets, /api/reveal-top-word, /api/reveal-target-words', async () => {
    const { client, playerId } = fuzz;
    const body = bodies({ playerId: fc.oneof(fc.constant(playerId), looseString), date });
    await runFuzz(
      fc.asyncProperty(
        fc.constantFrom('/api/reveal-targets', '/api/reveal-top-word', '/api/reveal-target-words'),
        body,
        async (path, json) => {
          expectNoServerError(await client.request('POST', path, { json }));
        },
      ),
    );
  });
});
