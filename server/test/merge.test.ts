import { beforeAll, describe, expect, it } from 'vitest';
import type { DailyPool } from '@dozen/engine';
import { ZGameEntryResponse, ZStatsResponse, ZSyncUserDataResponse } from '@dozen/engine/contract';
import { mergeAnonymousInto } from '../src/auth/merge.js';
import { RECOVERY_MESSAGES } from '../src/auth/recovery.js';
import { countDay } from '../src/storage/live-stats.js';
import { COUNTER_MODES, type TestServer } from './harness.js';
import type { TestClient } from './test-client.js';
import { newEmail, signInWithCode, withMailServer } from './account-helpers.js';
import { gameRequest, honestWords } from './game-helpers.js';
import type { SmtpCatcher } from './smtp-catcher.js';

const TODAY = '2026-11-21';
const YESTERDAY = '2026-11-20';

describe.each(COUNTER_MODES)(
  'merging the anonymous player into the account ($mode presence)',
  ({ redisUrl }) => {
    let server: TestServer;
    let catcher: SmtpCatcher;
    let pool: DailyPool;
    let words: string[];
    let yesterdayWord: string;
    withMailServer({ redisUrl }, (started, mail) => ([server, catcher] = [started, mail]));
    beforeAll(async () => {
      pool = (await server.pools.getOrCreate(TODAY))!;
      words = honestWords(pool, server.dictionary, 3);
      [yesterdayWord] = honestWords((await server.pools.getOrCreate(YESTERDAY))!, server.dictionary, 1) as [
        string,
      ];
    });

    async function play(client: TestClient, date: string, played: string[]): Promise<void> {
      const response = await client.post('/api/submit-game', gameRequest(client.userId!, date, played));
      expect(response.status, response.text).toBe(200);
    }

    /** A signed-in account on one device, and an anonymous player on another. */
    async function twoDevices(): Promise<{ email: string; account: TestClient; anonymous: TestClient }> {
      const email = newEmail();
      const account = server.client();
      await account.session();
      await signInWithCode(account, catcher, email);
      const anonymous = server.client();
      await anonymous.session();
      return { email, account, anonymous };
    }

    /** Everything stored under a player id, to compare before and after. */
    async function rowsOf(id: string) {
      return {
        users: await server.sql`select id, is_anonymous, email from users where id = ${id}`,
        entries: await server.sql`select * from game_entries where player_id = ${id} order by date`,
        games: await server.sql`select game_id, date from games where player_id = ${id} order by game_id`,
        days: await server.sql`select date, first_played_at from day_players where player_id = ${id} order by date`,
        lifetime:
          await server.sql`select first_date, first_played_at from lifetime_players where player_id = ${id}`,
        preferences: await server.sql`select prefs from user_preferences where user_id = ${id}`,
      };
    }

    async function liveAndTruth(date: string) {
      const stats = ZStatsResponse.parse((await server.client().get(`/api/stats?date=${date}`)).body);
      const truth = await countDay(server.sql, date);
      return { stats, truth };
    }

    it('both played today: one entry by the rules, the person counted once in Players Today and lifetime', async () => {
      const { email, account, anonymous } = await twoDevices();
      const [a, b, c] = words as [string, string, string];
      await play(account, TODAY, [a, b]);
      expect(
        (await account.post(`/api/increment-hint/${account.userId}/${TODAY}`, { isBonus: false })).status,
      ).toBe(200);
      // The anonymous player's first word ever was yesterday's: the account's lifetime row takes that date.
      await play(anonymous, YESTERDAY, [yesterdayWord]);
      await play(anonymous, TODAY, [b, c]);
      expect(
        (await anonymous.post('/api/reveal-top-word', { playerId: anonymous.userId, date: TODAY })).status,
      ).toBe(200);
      expect(
        (
          await anonymous.post('/api/user-preferences', {
            userId: anonymous.userId,
            preferences: { theme: 'dark' },
          })
        ).status,
      ).toBe(200);
      const anonymousGames = (await rowsOf(anonymous.userId!)).games.map((row) => row.game_id);

      const before = await liveAndTruth(TODAY);
      expect(before.stats.totalPlayers).toBe(before.truth.totalPlayers);

      const anonymousId = anonymous.userId!;
      const answer = await signInWithCode(anonymous, catcher, email);
      expect(answer).toMatchObject({
        userId: account.userId,
        isExistingAccount: true,
        originalUserId: anonymousId,
      });

      const entry = ZGameEntryResponse.parse(
        (await anonymous.get(`/api/game-entry/${account.userId}/${TODAY}`)).body,
      ).data;
      const score = (list: string[]) => gameRequest('x', TODAY, list).finalScore;
      expect(entry.finalScore).toBe(Math.max(score([a, b]), score([b, c])));
      expect(entry.wordsUsed.map((word) => word.word).sort()).toEqual([a, b, c].sort());
      expect(entry.playCount).toBe(2);
      expect(entry.hintsUsed).toBe(1);
      expect(entry.revealed).toBe(true);
      expect(entry.revealedDetails?.topWordRevealed).toBe(true);
      const yesterday = ZGameEntryResponse.parse(
        (await account.get(`/api/game-entry/${account.userId}/${YESTERDAY}`)).body,
      ).data;
      expect(yesterday.wordsUsed.map((word) => word.word)).toEqual([yesterdayWord]);

      // Everything moved; nothing is left under the anonymous id.
      const left = await rowsOf(anonymousId);
      expect(left).toEqual({ users: [], entries: [], games: [], days: [], lifetime: [], preferences: [] });
      const mine = await rowsOf(account.userId!);
      expect(mine.games.map((row) => row.game_id)).toEqual(expect.arrayContaining(anonymousGames));
      expect(mine.days.map((row) => row.date)).toEqual([YESTERDAY, TODAY]);
      expect(mine.lifetime).toMatchObject([{ first_date: YESTERDAY }]);
      // The account had no preferences of its own: the anonymous ones came along.
      expect(mine.preferences).toEqual([{ prefs: { theme: 'dark' } }]);

      const after = await liveAndTruth(TODAY);
      expect(after.truth.totalPlayers).toBe(before.truth.totalPlayers - 1);
      expect(after.truth.lifetimePlayers).toBe(before.truth.lifetimePlayers - 1);
      expect(after.stats).toMatchObject({
        totalPlayers: after.truth.totalPlayers,
        lifetimePlayers: after.truth.lifetimePlayers,
        highestUniqueWords: after.truth.highestUniqueWords,
        playersReachedScore: after.truth.playersReachedScore,
        playersReachedWord: after.truth.playersReachedWord,
      });
    });

    it("the account's preferences win over the anonymous ones", async () => {
      const { email, account, anonymous } = await twoDevices();
      await account.post('/api/user-preferences', {
        userId: account.userId,
        preferences: { theme: 'light' },
      });
      await anonymous.post('/api/user-preferences', {
        userId: anonymous.userId,
        preferences: { theme: 'dark', contextualSuggestionsDisabled: true },
      });
      await signInWithCode(anonymous, catcher, email);
      const preferences = await anonymous.get(`/api/user-preferences/${account.userId}`);
      expect(preferences.body).toEqual({
        contextualSuggestionsDisabled: false,
        continuousModeModalSeen: false,
        theme: 'light',
      });
    });

    it('run again with the same anonymous id (a retry), the merge changes nothing', async () => {
      const { email, account, anonymous } = await twoDevices();
      await play(anonymous, TODAY, words.slice(0, 2));
      const anonymousId = anonymous.userId!;
      await signInWithCode(anonymous, catcher, email);
      const before = await rowsOf(account.userId!);
      const counts = await countDay(server.sql, TODAY);

      const outcome = await server.sql.begin((tx) =>
        mergeAnonymousInto(tx, anonymousId, account.userId!, server.clock.now()),
      );
      expect(outcome).toEqual({ merged: false, dates: [] });
      const sync = await anonymous.post('/api/sync-user-data', {
        anonymousUserId: anonymousId,
        authenticatedUserId: account.userId,
      });
      expect(ZSyncUserDataResponse.parse(sync.body)).toEqual({ merged: false, userId: account.userId });
      const recovery = await anonymous.post('/api/recover-user-data', { userId: account.userId });
      expect(recovery.body).toEqual({ recovered: false, message: RECOVERY_MESSAGES.nothingLeft });

      expect(await rowsOf(account.userId!)).toEqual(before);
      expect(await countDay(server.sql, TODAY)).toEqual(counts);
    });

    it('a failure injected mid-merge: nothing half-moved, the sign-in holds the identity, recovery finishes it', async () => {
      const { email, account, anonymous } = await twoDevices();
      await play(account, TODAY, words.slice(0, 1));
      await play(anonymous, TODAY, words.slice(1, 3));
      const anonymousId = anonymous.userId!;
      const accountBefore = await rowsOf(account.userId!);
      const anonymousBefore = await rowsOf(anonymousId);
      const countsBefore = await countDay(server.sql, TODAY);

      // The merge fails after the entries, games and day players have moved: at lifetime players.
      await server.sql.unsafe(`
      create function fail_merge_${anonymousId.replace(/\W/g, '_')}() returns trigger language plpgsql as
        $$ begin raise exception 'injected merge failure'; end $$;
      create trigger fail_merge before delete on lifetime_players for each row
        when (old.player_id = '${anonymousId}') execute function fail_merge_${anonymousId.replace(/\W/g, '_')}();`);
      try {
        const answer = await signInWithCode(anonymous, catcher, email);
        expect(answer).toMatchObject({
          userId: account.userId,
          isExistingAccount: true,
          originalUserId: anonymousId,
        });
        expect(answer.message).toMatch(/could not be added to your account yet/);

        // Nothing moved either way; the anonymous player's rows are exactly as they were.
        expect(await rowsOf(anonymousId)).toEqual(anonymousBefore);
        expect((await rowsOf(account.userId!)).entries).toEqual(accountBefore.entries);
        expect((await rowsOf(account.userId!)).games).toEqual(accountBefore.games);
        expect(await countDay(server.sql, TODAY)).toEqual(countsBefore);
        const held =
          await server.sql`select 1 from held_identities where holder_id = ${account.userId} and held_id = ${anonymousId}`;
        expect(held.length).toBe(1);

        const failing = await anonymous.post('/api/recover-user-data', { userId: account.userId });
        expect(failing.body).toEqual({ recovered: false, message: RECOVERY_MESSAGES.failed });
        expect((failing.body as { message: string }).message).toContain('Manual recovery may be possible');
        expect(await rowsOf(anonymousId)).toEqual(anonymousBefore);
      } finally {
        await server.sql`drop trigger if exists fail_merge on lifetime_players`;
      }

      const recovered = await anonymous.post('/api/recover-user-data', { userId: account.userId });
      expect(recovered.body).toEqual({ recovered: true, message: RECOVERY_MESSAGES.recovered });
      expect((await rowsOf(anonymousId)).users).toEqual([]);
      const entry = ZGameEntryResponse.parse(
        (await anonymous.get(`/api/game-entry/${account.userId}/${TODAY}`)).body,
      ).data;
      expect(entry.wordsUsed.map((word) => word.word).sort()).toEqual(words.slice(0, 3).sort());
      const { stats, truth } = await liveAndTruth(TODAY);
      expect(truth.totalPlayers).toBe(countsBefore.totalPlayers - 1);
      expect(stats.totalPlayers).toBe(truth.totalPlayers);

      const again = await anonymous.post('/api/recover-user-data', { userId: account.userId });
      expect(again.body).toEqual({ recovered: false, message: RECOVERY_MESSAGES.nothingLeft });
      expect((again.body as { message: string }).message).not.toContain('Manual recovery may be possible');
      const manual = await anonymous.post('/api/manual-data-recovery', {
        targetUserId: account.userId,
        sourceUserId: anonymousId,
      });
      expect(manual.body).toEqual({ recovered: false, message: RECOVERY_MESSAGES.sourceEmpty });
    });

    it('a new e-mail keeps the anonymous player in place: same id, same rows, counts unchanged', async () => {
      const client = server.client();
      const id = await client.session();
      await play(client, TODAY, words.slice(0, 2));
      const before = await rowsOf(id);
      const counts = await countDay(server.sql, TODAY);
      await signInWithCode(client, catcher, newEmail());
      const after = await rowsOf(id);
      expect(after.users).toEqual([{ id, is_anonymous: false, email: expect.any(String) }]);
      expect({ ...after, users: [] }).toEqual({ ...before, users: [] });
      expect(await countDay(server.sql, TODAY)).toEqual(counts);
    });

    it('recovery and sync move data only from held identities: any other id is 403 and nothing moves', async () => {
      const { account } = await twoDevices();
      const stranger = server.client();
      const strangerId = await stranger.session();
      await play(stranger, TODAY, words.slice(0, 2));
      const strangerBefore = await rowsOf(strangerId);
      for (const [path, body] of [
        ['/api/manual-data-recovery', { targetUserId: account.userId, sourceUserId: strangerId }],
        ['/api/sync-user-data', { anonymousUserId: strangerId, authenticatedUserId: account.userId }],
      ] as const) {
        const response = await account.post(path, body);
        expect(response.status, path).toBe(403);
        expect((response.body as { error: { code: string } }).error.code).toBe('FORBIDDEN');
      }
      expect(await rowsOf(strangerId)).toEqual(strangerBefore);
    });

    it('hints and continuous mode work after a sign-in through the real routes', async () => {
      const client = server.client();
      await client.session();
      expect(
        (await client.post(`/api/increment-hint/${client.userId}/${TODAY}`, { isBonus: false })).status,
      ).toBe(403);
      await signInWithCode(client, catcher, newEmail());
      const hint = await client.post(`/api/increment-hint/${client.userId}/${TODAY}`, { isBonus: false });
      expect(hint.status, hint.text).toBe(200);
      const continuous = gameRequest(client.userId!, TODAY, words.slice(0, 2));
      const total = continuous.finalScore;
      const response = await client.post('/api/submit-game', {
        ...continuous,
        finalScore: 0,
        modes: [{ mode: 'continuous', totalPoints: total }],
      });
      expect(response.status, response.text).toBe(200);
    });
  },
);
