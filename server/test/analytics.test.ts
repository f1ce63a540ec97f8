import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MAX_BODY_BYTES,
  MAX_EVENTS_PER_BATCH,
  ZErrorResponse,
  ZEventBatchResponse,
  type TAnalyticsEvent,
} from '@dozen/engine/contract';
import { mergeAnonymousInto } from '../src/auth/merge.js';
import { loadPlayerDayActivity } from '../src/storage/analytics-events.js';
import { COUNTER_MODES, DEFAULT_TEST_INSTANT, withTestServer, type TestServer } from './harness.js';
import { describeSessionAndIpLimits } from './rate-limits.js';

/**
 * POST /api/events against a real server and PostgreSQL: stored as the session's user, once per
 * event id, JSON or a beacon's text/plain, never across sites, strict about everything else.
 */

const TODAY = '2026-11-21';
const PATH = '/api/events';

const newId = () => randomBytes(12).toString('base64url');
const event = (overrides: Partial<TAnalyticsEvent> = {}): TAnalyticsEvent =>
  ({
    id: newId(),
    name: 'how_to_play',
    at: DEFAULT_TEST_INSTANT,
    date: TODAY,
    ...overrides,
  }) as TAnalyticsEvent;
const gameEvents = (): TAnalyticsEvent[] => [
  event({ name: 'page_visit', props: { screen: 'game' } }),
  event({ name: 'start_game', props: { how: 'new' } }),
  event({ name: 'word_valid', props: { score: 11, length: 5 } }),
  event({ name: 'game_end', props: { score: 11, words: 1, continuous: false } }),
];

const code = (body: unknown) => ZErrorResponse.parse(body).error.code;

describe.each(COUNTER_MODES)('POST /api/events ($mode presence)', ({ redisUrl }) => {
  let server: TestServer;
  withTestServer({ redisUrl, realtime: false }, (started) => (server = started));

  const rowsOf = (userId: string) =>
    server.sql<{ event_id: string; name: string; date: string; props: unknown }[]>`
      select event_id, name, date, props from analytics_events where user_id = ${userId} order by name`;

  async function player() {
    const client = server.client();
    const userId = await client.session();
    return { client, userId };
  }

  it("stores an accepted batch as the session's user, with its props and nothing about the person", async () => {
    const { client, userId } = await player();
    const events = gameEvents();
    const response = await client.post(PATH, { events });
    expect(response.status, response.text).toBe(200);
    expect(ZEventBatchResponse.parse(response.body)).toEqual({ stored: 4 });

    const rows = await rowsOf(userId);
    expect(rows.map((row) => [row.name, row.date, row.props])).toEqual([
      ['game_end', TODAY, { score: 11, words: 1, continuous: false }],
      ['page_visit', TODAY, { screen: 'game' }],
      ['start_game', TODAY, { how: 'new' }],
      ['word_valid', TODAY, { score: 11, length: 5 }],
    ]);
    const [stored] = await server.sql<{ client_at: Date; received_at: Date }[]>`
      select client_at, received_at from analytics_events where event_id = ${events[0]!.id}`;
    expect(stored!.client_at.toISOString()).toBe(DEFAULT_TEST_INSTANT);
    expect(stored!.received_at.toISOString()).toBe(server.clock.now().toISOString());
    // What is kept about a player: the user id, and nothing else (no address, no browser).
    const columns = await server.sql<{ column_name: string }[]>`
      select column_name from information_schema.columns where table_name = 'analytics_events'
      order by ordinal_position`;
    expect(columns.map((column) => column.column_name)).toEqual([
      'user_id',
      'event_id',
      'name',
      'date',
      'client_at',
      'received_at',
      'props',
    ]);
  });

  it('a re-sent batch stores nothing twice; a batch with old and new events stores the new', async () => {
    const { client, userId } = await player();
    const events = gameEvents();
    expect((await client.post(PATH, { events })).body).toEqual({ stored: 4 });
    expect((await client.post(PATH, { events })).body).toEqual({ stored: 0 });
    const again = await Promise.all([1, 2, 3].map(() => client.post(PATH, { events })));
    expect(again.map((response) => response.body)).toEqual([{ stored: 0 }, { stored: 0 }, { stored: 0 }]);
    const mixed = [...events.slice(0, 2), event(), events[0]!];
    expect((await client.post(PATH, { events: mixed })).body).toEqual({ stored: 1 });
    expect(await rowsOf(userId)).toHaveLength(5);
  });

  it('the same batch three times at once (a beacon racing fetches) stores each event once', async () => {
    const { client, userId } = await player();
    const events = gameEvents();
    const answers = await Promise.all([1, 2, 3].map(() => client.post(PATH, { events })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const stored = answers.map((answer) => ZEventBatchResponse.parse(answer.body).stored);
    expect(stored.reduce((sum, n) => sum + n, 0)).toBe(4);
    expect(await rowsOf(userId)).toHaveLength(4);
  });

  it("one player's event ids never touch another's", async () => {
    const a = await player();
    const b = await player();
    const events = gameEvents();
    expect((await a.client.post(PATH, { events })).body).toEqual({ stored: 4 });
    expect((await b.client.post(PATH, { events })).body).toEqual({ stored: 4 });
    expect(await rowsOf(a.userId)).toHaveLength(4);
    expect(await rowsOf(b.userId)).toHaveLength(4);
  });

  it('takes the text/plain JSON of navigator.sendBeacon from our own pages', async () => {
    const { client, userId } = await player();
    const raw = JSON.stringify({ events: [event({ name: 'view_targets' })] });
    const response = await client.request('POST', PATH, { raw, contentType: 'text/plain;charset=UTF-8' });
    expect(response.status, response.text).toBe(200);
    expect((await rowsOf(userId)).map((row) => row.name)).toEqual(['view_targets']);

    // Older browsers send Origin instead of Sec-Fetch-Site: our own origin still passes.
    const viaOrigin = await client.request('POST', PATH, {
      raw: JSON.stringify({ events: [event({ name: 'how_to_play' })] }),
      contentType: 'text/plain;charset=UTF-8',
      sameOrigin: false,
      headers: { origin: server.baseUrl },
    });
    expect(viaOrigin.status, viaOrigin.text).toBe(200);
  });

  it.each([
    ['a cross-site beacon', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (other subdomain) beacon', { 'sec-fetch-site': 'same-site' }],
    ['a beacon from a foreign Origin', { origin: 'https://evil.example' }],
    ['a beacon with neither header', {}],
  ])("refuses %s with the player's cookie (403) and stores nothing", async (_name, headers) => {
    const { client, userId } = await player();
    const response = await client.request('POST', PATH, {
      raw: JSON.stringify({ events: [event()] }),
      contentType: 'text/plain;charset=UTF-8',
      sameOrigin: false,
      headers,
    });
    expect(response.status).toBe(403);
    expect(code(response.body)).toBe('CROSS_SITE_REQUEST');
    expect(await rowsOf(userId)).toEqual([]);
  });

  it('text/plain stays refused on every other route (415)', async () => {
    const { client } = await player();
    const response = await client.request('POST', '/api/validate-word', {
      raw: JSON.stringify({ word: 'tea' }),
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(response.status).toBe(415);
    expect(code(response.body)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  const tooMany = Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => event());
  it.each([
    ['malformed JSON', { raw: '{"events": [' }, 400, 'MALFORMED_JSON'],
    ['malformed beacon text', { raw: 'events=1', contentType: 'text/plain' }, 400, 'MALFORMED_JSON'],
    ['no events', { json: { events: [] } }, 400, 'VALIDATION_FAILED'],
    ['not an object', { json: [event()] }, 400, 'VALIDATION_FAILED'],
    [`${MAX_EVENTS_PER_BATCH + 1} events`, { json: { events: tooMany } }, 400, 'VALIDATION_FAILED'],
    [
      'an unknown event',
      { json: { events: [event({ name: 'page_view' as 'page_visit' })] } },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a free-text prop',
      { json: { events: [event({ name: 'page_visit', props: { screen: 'me@example.org' as 'home' } })] } },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a body over 16 KB',
      { raw: JSON.stringify({ events: [event()], pad: 'x'.repeat(MAX_BODY_BYTES) }) },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a beacon over 16 KB',
      { raw: JSON.stringify({ pad: 'x'.repeat(MAX_BODY_BYTES) }), contentType: 'text/plain' },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a form body',
      { raw: 'events=1', contentType: 'application/x-www-form-urlencoded' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a date outside yesterday–tomorrow',
      { json: { events: [event({ date: '2026-11-19' })] } },
      422,
      'BAD_GAME_DATE',
    ],
  ] as const)('answers %s with %i %s and stores nothing', async (_name, input, status, expected) => {
    const { client, userId } = await player();
    const response = await client.request('POST', PATH, input);
    expect(response.status, response.text).toBe(status);
    expect(code(response.body)).toBe(expected);
    expect(await rowsOf(userId)).toEqual([]);
  });

  it.each([
    ['beside the events', (victim: string) => ({ userId: victim, events: [event()] })],
    ['inside an event', (victim: string) => ({ events: [{ ...event(), userId: victim }] })],
    [
      'as a prop',
      (victim: string) => ({
        events: [event({ name: 'start_game', props: { how: 'new', userId: victim } as { how: 'new' } })],
      }),
    ],
  ])('refuses a forged user id %s (400) and stores nothing for anyone', async (_where, body) => {
    const victim = await player();
    const forger = await player();
    const response = await forger.client.post(PATH, body(victim.userId));
    expect(response.status).toBe(400);
    expect(code(response.body)).toBe('VALIDATION_FAILED');
    expect(await rowsOf(victim.userId)).toEqual([]);
    expect(await rowsOf(forger.userId)).toEqual([]);
  });

  it('needs a session (401)', async () => {
    const response = await server.client().post(PATH, { events: [event()] });
    expect(response.status).toBe(401);
    expect(code(response.body)).toBe('UNAUTHENTICATED');
  });

  it('takes yesterday and tomorrow (a game begun before midnight, a clock a little ahead)', async () => {
    const { client, userId } = await player();
    const events = [event({ date: '2026-11-20' }), event({ date: '2026-11-22' })];
    expect((await client.post(PATH, { events })).body).toEqual({ stored: 2 });
    expect((await rowsOf(userId)).map((row) => row.date).sort()).toEqual(['2026-11-20', '2026-11-22']);
  });

  it('stores client times of any precision and offset as instants', async () => {
    const { client } = await player();
    const times = [
      '2026-11-21T17:00:00.123456789+14:00',
      '2026-11-21T03:00:00-05:00',
      '2099-12-31T23:59:59.999Z',
    ];
    const events = times.map((at) => event({ at }));
    const response = await client.post(PATH, { events });
    expect(response.status, response.text).toBe(200);
    const stored = await server.sql<{ client_at: Date }[]>`
      select client_at from analytics_events where event_id in ${server.sql(events.map((e) => e.id))}
      order by client_at`;
    expect(stored.map((row) => row.client_at.toISOString())).toEqual([
      '2026-11-21T03:00:00.123Z',
      '2026-11-21T08:00:00.000Z',
      '2099-12-31T23:59:59.999Z',
    ]);
  });

  it("an anonymous player's events move to the account it merges into", async () => {
    const anonymous = await player();
    const account = await player();
    await server.signIn(account.userId);
    await anonymous.client.post(PATH, { events: gameEvents() });
    await account.client.post(PATH, { events: [event()] });
    await server.sql.begin((tx) =>
      mergeAnonymousInto(tx, anonymous.userId, account.userId, server.clock.now()),
    );
    expect(await rowsOf(anonymous.userId)).toEqual([]);
    expect(await rowsOf(account.userId)).toHaveLength(5);
  });
});

describe("the report's reading of stored events", () => {
  let server: TestServer;
  withTestServer({ realtime: false }, (started) => (server = started));

  it('one row per player and date with the count of each event, only inside the range', async () => {
    const a = server.client();
    const b = server.client();
    const [idA, idB] = [await a.session(), await b.session()];
    const hint = (date: string) => event({ name: 'hint_used', props: { number: 1 }, date });
    await a.post(PATH, {
      events: [...gameEvents(), hint(TODAY), hint(TODAY), event({ date: '2026-11-20' })],
    });
    await b.post(PATH, { events: [event({ name: 'page_visit', props: { screen: 'home' } })] });
    await b.post(PATH, { events: [event({ date: '2026-11-22' })] });

    // The file's database holds the other suites' players too: look at these two.
    const all = await loadPlayerDayActivity(server.sql, '2026-11-20', TODAY);
    const rows = all.filter((row) => row.userId === idA || row.userId === idB);
    const byKey = Object.fromEntries(rows.map((row) => [`${row.date} ${row.userId}`, row.counts]));
    expect(byKey).toEqual({
      [`2026-11-20 ${idA}`]: { how_to_play: 1 },
      [`${TODAY} ${idA}`]: { page_visit: 1, start_game: 1, word_valid: 1, game_end: 1, hint_used: 2 },
      [`${TODAY} ${idB}`]: { page_visit: 1 },
    });
    expect(all.map((row) => row.date)).toEqual([...all.map((row) => row.date)].sort());
  });
});

describeSessionAndIpLimits(
  'POST /api/events',
  {
    session: ['RATE_EVENT_BATCHES_PER_SESSION_PER_MINUTE', 2],
    ip: ['RATE_EVENT_BATCHES_PER_IP_PER_MINUTE', 3],
  },
  (client) => client.post(PATH, { events: [event()] }),
);
