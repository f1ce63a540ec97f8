import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  expectNoServerError,
  looseString,
  looseNumber,
  wrongTypes,
  bodies,
  raws,
  postInput,
  segment,
  date,
  userId,
  runFuzz,
  withFuzzServer,
} from './fuzz-inputs.js';

/**
 * The session, sign-in and account routes, the analytics batches, and paths and methods that
 * name no route, fuzzed (fuzz-inputs.ts): whatever comes in, never a 5xx, and every error in the
 * contract's shape.
 */

const email = fc.oneof(
  fc.emailAddress(),
  looseString,
  fc.emailAddress().map((address) => ` ${address.toUpperCase()}\r\n`),
  fc.constant(`${'a'.repeat(300)}@example.test`),
);

describe('fuzzing the session, account and analytics routes: no 5xx', () => {
  const fuzz = withFuzzServer();

  it('POST /api/session', async () => {
    const { client } = fuzz;
    await runFuzz(
      fc.asyncProperty(fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined)), async (json) => {
        expectNoServerError(await client.request('POST', '/api/session', { json }));
      }),
    );
  });

  it('POST /api/create-verification-code, /api/verify-code, /api/complete-sign-in', async () => {
    const { server, playerId } = fuzz;
    const routes = fc.oneof(
      fc.tuple(
        fc.constant('/api/create-verification-code'),
        postInput(bodies({ email, originalUserId: userId(playerId) })),
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
    await runFuzz(
      fc.asyncProperty(routes, async ([path, input]) => {
        // A fresh browser each time: a successful sign-in must not change who the next case is.
        expectNoServerError(await server.client().request('POST', path, input));
      }),
    );
  });

  it('POST /api/sign-out, /api/sync-user-data, /api/recover-user-data, /api/manual-data-recovery', async () => {
    const { server, playerId } = fuzz;
    const routes = fc.oneof(
      fc.tuple(fc.constant('/api/sign-out'), postInput(fc.jsonValue({ maxDepth: 2 }))),
      fc.tuple(
        fc.constant('/api/sync-user-data'),
        postInput(bodies({ anonymousUserId: userId(playerId), authenticatedUserId: userId(playerId) })),
      ),
      fc.tuple(fc.constant('/api/recover-user-data'), postInput(bodies({ userId: userId(playerId) }))),
      fc.tuple(
        fc.constant('/api/manual-data-recovery'),
        postInput(bodies({ targetUserId: userId(playerId), sourceUserId: userId(playerId) })),
      ),
    );
    await runFuzz(
      fc.asyncProperty(routes, async ([path, input]) => {
        // Its own signed-in player: a sign-out ends only that one.
        const caller = server.client();
        await server.signIn(await caller.session());
        expectNoServerError(await caller.request('POST', path, input));
      }),
    );
  });

  it('GET /api/user-preferences/{userId} and POST /api/user-preferences', async () => {
    const { client, playerId } = fuzz;
    const preferences = fc.record(
      {
        theme: fc.oneof(fc.constantFrom('system', 'light', 'dark', 'contrast'), wrongTypes),
        contextualSuggestionsDisabled: fc.oneof(fc.boolean(), wrongTypes),
        continuousModeModalSeen: fc.oneof(fc.boolean(), wrongTypes),
      },
      { requiredKeys: [] },
    );
    await runFuzz(
      fc.asyncProperty(
        segment(playerId),
        postInput(bodies({ userId: userId(playerId), preferences: fc.oneof(preferences, wrongTypes) })),
        async (player, input) => {
          expectNoServerError(await client.get(`/api/user-preferences/${player}`));
          expectNoServerError(await client.request('POST', '/api/user-preferences', input));
        },
      ),
    );
  });

  it('POST /api/events, as JSON and as the text/plain of a beacon', async () => {
    const { client, playerId } = fuzz;
    const props = fc.oneof(
      fc.record(
        {
          screen: fc.oneof(fc.constantFrom('home', 'game', 'other'), looseString),
          how: fc.oneof(fc.constantFrom('new', 'restored', 'again'), looseString),
          score: looseNumber,
          length: looseNumber,
          number: fc.oneof(fc.integer({ min: 0, max: 9 }), looseNumber),
          on: fc.boolean(),
          userId: userId(playerId),
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
    const body = bodies({ events: fc.array(event, { maxLength: 60 }), userId: userId(playerId) });
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
    await runFuzz(
      fc.asyncProperty(input, async (request) => {
        expectNoServerError(await client.request('POST', '/api/events', request));
      }),
    );
  });

  it('arbitrary paths and methods under /api', async () => {
    const { client } = fuzz;
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS');
    await runFuzz(
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
