import { describe, expect, it } from 'vitest';
import { canSpell } from '@dozen/engine';
import {
  ZDailyPoolResponse,
  ZStatsResponse,
  ZSubmitGameResponse,
  ZValidateWordResponse,
} from '@dozen/engine/contract';
import {
  COUNTER_MODES,
  createTestClock,
  startTestServer,
  withTestServer,
  type TestServer,
} from './harness.js';
import { gameRequest, honestWords } from './game-helpers.js';

describe.each(COUNTER_MODES)(
  'an injected clock crossing New York midnight ($mode counters)',
  ({ redisUrl }) => {
    let server: TestServer;
    // 23:59:00 in New York on Friday 2026-11-20 (EST, UTC−5).
    withTestServer(
      {
        redisUrl,
        realtime: false,
        clock: createTestClock('2026-11-21T04:59:00.000Z'),
      },
      (started) => (server = started),
    );

    it('rolls the day, the stats and the pool over at midnight, and keeps yesterday playable', async () => {
      const client = server.client();
      const id = await client.session();

      const before = ZDailyPoolResponse.parse((await client.get('/api/daily-pool')).body);
      const statsBefore = ZStatsResponse.parse((await client.get('/api/stats')).body);
      expect(before.date).toBe('2026-11-20');
      expect(before.topWord).toBeNull();
      expect(statsBefore).toMatchObject({
        date: '2026-11-20',
        hoursLeft: 0,
        minutesLeft: 1,
        dateFormatted: 'Friday, November 20, 2026',
        nextRolloverAt: '2026-11-21T05:00:00.000Z',
      });

      // A game begun before midnight…
      const pool20 = (await server.pools.getOrCreate('2026-11-20'))!;
      const words = honestWords(pool20, server.dictionary, 2);
      server.clock.advance(2 * 60_000); // 00:01 on Saturday 2026-11-21

      const after = ZDailyPoolResponse.parse((await client.get('/api/daily-pool')).body);
      const statsAfter = ZStatsResponse.parse((await client.get('/api/stats')).body);
      expect(after.date).toBe('2026-11-21');
      expect(after.letters).not.toBe(before.letters);
      expect(after.topWord).toBeNull();
      expect(statsAfter).toMatchObject({
        date: '2026-11-21',
        hoursLeft: 23,
        minutesLeft: 59,
        dateFormatted: 'Saturday, November 21, 2026',
        nextRolloverAt: '2026-11-22T05:00:00.000Z',
      });

      // …is still submitted on its own date, and yesterday's answers are now public.
      const submitted = await client.post('/api/submit-game', gameRequest(id, '2026-11-20', words));
      expect(submitted.status).toBe(200);
      expect(ZSubmitGameResponse.parse(submitted.body).entry.date).toBe('2026-11-20');
      const yesterday = ZDailyPoolResponse.parse((await client.get('/api/daily-pool?date=2026-11-20')).body);
      expect(yesterday.topWord).toBe(pool20.topWord);
      expect(yesterday.optimalWordCombination).toEqual(pool20.optimalWordCombination);

      // validate-word follows the new day unless the game says otherwise.
      const word = words[0]!;
      const onOldDay = ZValidateWordResponse.parse(
        (await client.post('/api/validate-word', { word, gameDate: '2026-11-20' })).body,
      );
      expect(onOldDay.valid).toBe(true);
      const pool21 = (await server.pools.getOrCreate('2026-11-21'))!;
      const onNewDay = ZValidateWordResponse.parse((await client.post('/api/validate-word', { word })).body);
      expect(onNewDay.valid).toBe(canSpell(word, pool21.letters));

      // Two days later the old date is closed for writes.
      server.clock.advance(24 * 60 * 60_000);
      const late = await client.post('/api/submit-game', gameRequest(id, '2026-11-20', words));
      expect(late.status).toBe(422);
    });
  },
);

describe('daylight-saving days have 25 and 23 hours', () => {
  it.each([
    // 00:30 EDT on Sunday 2026-11-01: the day has 25 hours, 24h30m are left.
    ['2026-11-01T04:30:00.000Z', '2026-11-01', 24, 30, '2026-11-02T05:00:00.000Z'],
    // 00:30 EST on Sunday 2027-03-14: the day has 23 hours, 22h30m are left.
    ['2027-03-14T05:30:00.000Z', '2027-03-14', 22, 30, '2027-03-15T04:00:00.000Z'],
  ])(
    'at %s the stats say %s with %ih %im left until %s',
    async (instant, date, hoursLeft, minutesLeft, nextRolloverAt) => {
      const server = await startTestServer({ realtime: false, clock: createTestClock(instant) });
      try {
        const stats = ZStatsResponse.parse((await server.client().get('/api/stats')).body);
        expect(stats).toMatchObject({ date, hoursLeft, minutesLeft, nextRolloverAt });
        const pool = ZDailyPoolResponse.parse((await server.client().get('/api/daily-pool')).body);
        expect(pool.nextRolloverAt).toBe(nextRolloverAt);
      } finally {
        await server.close();
      }
    },
  );
});
