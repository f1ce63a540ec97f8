import { gameFactsOf } from '@dozen/engine';
import { describe, expect, it } from 'vitest';
import { emptyEntry, saveEntry } from '../src/storage/game-entries.js';
import { isGameIdTaken, requestFingerprint } from '../src/storage/games.js';
import type { Sql } from '../src/storage/database.js';
import {
  isChallengeRaced,
  readSubmissionBases,
  writeSubmissions,
  type SubmissionBasis,
  type SubmissionKey,
  type SubmissionWrites,
  type SubmissionWritten,
} from '../src/storage/submission.js';
import { createSubmissionStore, distinctGroups } from '../src/storage/submission-batches.js';
import { gameRequest, honestWords, newGameId, scored } from './game-helpers.js';
import { withTestServer, type TestServer } from './harness.js';

/**
 * A submission's write applies to the day it read, or not at all. Each race below happens for
 * real between the read and the write (storage/submission.ts), against the real database, and
 * the write must leave nothing behind: no entry change, no game, no challenge, no player counted.
 */

/** One submission's read, and its write, each a statement of its own (a batch of one). */
async function readSubmissionBasis(sql: Sql, key: SubmissionKey): Promise<SubmissionBasis> {
  const [basis] = await readSubmissionBases(sql, [key]);
  return basis!;
}

async function writeSubmission(sql: Sql, writes: SubmissionWrites): Promise<SubmissionWritten> {
  const [written] = await writeSubmissions(sql, [writes]);
  return written!;
}

/** The real client, with a count of the statements sent through it. */
function counting(real: Sql): { sql: Sql; statements: () => number } {
  let statements = 0;
  const sql = new Proxy(real, {
    apply(target, self, args) {
      statements += 1;
      return Reflect.apply(target, self, args) as unknown;
    },
  });
  return { sql, statements: () => statements };
}

const TODAY = '2026-11-21';
const NOW = new Date('2026-11-21T17:00:00.000Z');

describe('a submission racing other writes', () => {
  let server: TestServer;
  withTestServer({ realtime: false }, (started) => (server = started));

  async function player(): Promise<string> {
    return server.client().session();
  }

  /** The writes a submission of `words` would make on the basis read, for `playerId`. */
  function writesFor(
    playerId: string,
    basis: Awaited<ReturnType<typeof readSubmissionBasis>>,
    words: string[],
    overrides: Partial<SubmissionWrites> = {},
  ): SubmissionWrites {
    const request = gameRequest(playerId, TODAY, words);
    const entry = basis.entry ?? emptyEntry(playerId, TODAY, NOW);
    entry.playCount += 1;
    entry.updatedAt = NOW;
    const wordsUsed = scored(words);
    return {
      entry,
      version: basis.version,
      othersMostWords: basis.othersMostWords,
      game: {
        gameId: request.gameId,
        playerId,
        date: TODAY,
        requestHash: requestFingerprint(request),
        response: { gameId: request.gameId },
        createdAt: NOW,
        facts: gameFactsOf(
          { date: TODAY, finalScore: request.finalScore, continuous: false, words: wordsUsed },
          { targetScore: 100, targetWordScore: 20, targetWords: [] },
        ),
      },
      completions: [],
      recordPlayer: true,
      ...overrides,
    };
  }

  async function basisOf(playerId: string, gameId = newGameId()) {
    return readSubmissionBasis(server.sql, { playerId, date: TODAY, gameId, challengesOfferedBefore: NOW });
  }

  /** What a player's day holds: its play count, its games, whether it counts as played. */
  async function dayOf(playerId: string) {
    const [entry] = await server.sql<{ playCount: number }[]>`
      select play_count as "playCount" from game_entries where player_id = ${playerId} and date = ${TODAY}`;
    const games = await server.sql`select 1 from games where player_id = ${playerId}`;
    const played = await server.sql`select 1 from day_players where player_id = ${playerId}`;
    return { playCount: entry?.playCount ?? null, games: games.length, played: played.length > 0 };
  }

  /** An open challenge of the player's day, offered a minute before the games below. */
  async function challengeFor(playerId: string): Promise<string> {
    const challengeId = `ch_${newGameId()}`;
    await server.sql`
      insert into challenges (id, player_id, date, difficulty, challenge_type, title, description,
                              reward_points, estimated_duration, target_metrics, created_at)
      values (${challengeId}, ${playerId}, ${TODAY}, 'easy', 'exploration', 'Explore', 'Find words', 10, 5,
              ${server.sql.json({ wordCount: 1 })}, ${new Date(NOW.getTime() - 60_000)})`;
    return challengeId;
  }

  async function words(count: number): Promise<string[]> {
    return honestWords((await server.pools.getOrCreate(TODAY))!, server.dictionary, count);
  }

  it('writes everything when nothing raced it: the entry, the game, the player counted', async () => {
    const id = await player();
    const written = await writeSubmission(server.sql, writesFor(id, await basisOf(id), await words(2)));
    expect(written).toEqual({
      written: true,
      version: (await basisOf(id)).version,
      playing: { newForDay: true, firstEver: true },
    });
    expect(await dayOf(id)).toEqual({ playCount: 1, games: 1, played: true });
  });

  it('writes nothing when the day changed after it was read (a twin, a hint)', async () => {
    const id = await player();
    await writeSubmission(server.sql, writesFor(id, await basisOf(id), await words(2)));
    const basis = await basisOf(id);
    // Another write to the day lands first: a new version of the row.
    await saveEntry(server.sql, { ...basis.entry!, hintsUsed: 1 });
    const written = await writeSubmission(server.sql, writesFor(id, basis, await words(3)));
    expect(written).toEqual({ written: false });
    expect(await dayOf(id)).toEqual({ playCount: 1, games: 1, played: true });
  });

  it('writes nothing when another player found more words after it was read', async () => {
    const [id, other] = [await player(), await player()];
    const basis = await basisOf(id);
    // The Most Words this game would be judged against is no longer the day's.
    const more = basis.othersMostWords + 2;
    await writeSubmission(server.sql, {
      ...writesFor(other, await basisOf(other), await words(2)),
      entry: { ...emptyEntry(other, TODAY, NOW), playCount: 1, uniqueWords: more },
    });
    expect(await writeSubmission(server.sql, writesFor(id, basis, await words(3)))).toEqual({
      written: false,
    });
    expect(await dayOf(id)).toEqual({ playCount: null, games: 0, played: false });
    expect((await basisOf(id)).othersMostWords).toBe(more);
  });

  it('writes nothing when another first game of the day came first', async () => {
    const id = await player();
    const [first, second] = [await basisOf(id), await basisOf(id)];
    expect(first.version).toBeNull();
    await writeSubmission(server.sql, writesFor(id, first, await words(2)));
    expect(await writeSubmission(server.sql, writesFor(id, second, await words(3)))).toEqual({
      written: false,
    });
    expect(await dayOf(id)).toEqual({ playCount: 1, games: 1, played: true });
  });

  it('fails whole when a challenge it completes was completed meanwhile', async () => {
    const id = await player();
    const challengeId = await challengeFor(id);
    const basis = await basisOf(id);
    expect(basis.openChallenges.map((challenge) => challenge.id)).toEqual([challengeId]);
    await server.sql`
      update challenges set completed_at = ${NOW}, performance = 'fair', completed_by_game = 'another'
      where id = ${challengeId}`;
    const writes = writesFor(id, basis, await words(2), {
      completions: [{ id: challengeId, performance: 'good' }],
    });
    const failure = await writeSubmission(server.sql, writes).catch((error: unknown) => error);
    expect(isChallengeRaced(failure)).toBe(true);
    expect(await dayOf(id)).toEqual({ playCount: null, games: 0, played: false });
    const [challenge] = await server.sql`select completed_by_game from challenges where id = ${challengeId}`;
    expect(challenge).toEqual({ completed_by_game: 'another' });
  });

  it('fails whole when another player stored a game under its id meanwhile', async () => {
    const [id, other] = [await player(), await player()];
    const basis = await basisOf(id);
    const writes = writesFor(id, basis, await words(2));
    await writeSubmission(server.sql, {
      ...writesFor(other, await basisOf(other), await words(2)),
      game: { ...writes.game, playerId: other },
    });
    const failure = await writeSubmission(server.sql, writes).catch((error: unknown) => error);
    expect(isGameIdTaken(failure)).toBe(true);
    expect(await dayOf(id)).toEqual({ playCount: null, games: 0, played: false });
  });

  /**
   * Games read and written together (storage/submission-batches.ts): one statement for many, each
   * game with the outcome it would have had alone.
   */
  describe('with other games in one statement', () => {
    it('writes each game on its own version: a stale one writes nothing, the others everything', async () => {
      const [fresh, stale, first] = [await player(), await player(), await player()];
      await writeSubmission(server.sql, writesFor(stale, await basisOf(stale), await words(2)));
      const staleBasis = await basisOf(stale);
      await saveEntry(server.sql, { ...staleBasis.entry!, hintsUsed: 1 });
      await writeSubmission(server.sql, writesFor(fresh, await basisOf(fresh), await words(2)));
      const challengeId = await challengeFor(first);

      const written = await writeSubmissions(server.sql, [
        writesFor(fresh, await basisOf(fresh), await words(3)),
        writesFor(stale, staleBasis, await words(3)),
        writesFor(first, await basisOf(first), await words(2), {
          completions: [{ id: challengeId, performance: 'good' }],
        }),
      ]);

      expect(written).toEqual([
        { written: true, version: expect.any(String), playing: { newForDay: false, firstEver: false } },
        { written: false },
        { written: true, version: expect.any(String), playing: { newForDay: true, firstEver: true } },
      ]);
      expect(await dayOf(fresh)).toEqual({ playCount: 2, games: 2, played: true });
      expect(await dayOf(stale)).toEqual({ playCount: 1, games: 1, played: true });
      expect(await dayOf(first)).toEqual({ playCount: 1, games: 1, played: true });
      const [challenge] = await server.sql`
        select completed_by_game, performance from challenges where id = ${challengeId}`;
      expect(challenge).toEqual({ completed_by_game: written[2] && expect.any(String), performance: 'good' });
    });

    it('reads the games of one turn with one statement, and their open challenges with one more', async () => {
      const [a, b] = [await player(), await player()];
      await writeSubmission(server.sql, writesFor(a, await basisOf(a), await words(2)));
      const challengeId = await challengeFor(b);
      const { sql, statements } = counting(server.sql);
      const store = createSubmissionStore(sql);
      const key = (playerId: string, challenges: boolean) => ({
        playerId,
        date: TODAY,
        gameId: newGameId(),
        challengesOfferedBefore: challenges ? NOW : null,
      });

      const [ofA, ofB, ofAAgain] = await Promise.all([
        store.readBasis(key(a, false)),
        store.readBasis(key(b, true)),
        store.readBasis(key(a, true)),
      ]);

      expect(statements()).toBe(2);
      expect(ofA.entry?.playCount).toBe(1);
      expect(ofA.openChallenges).toEqual([]);
      expect(ofB.entry).toBeNull();
      expect(ofB.version).toBeNull();
      expect(ofB.openChallenges.map((challenge) => challenge.id)).toEqual([challengeId]);
      expect(ofAAgain.version).toBe(ofA.version);
    });

    it('writes the games of one turn with one statement when nothing stands in the way', async () => {
      const players = [await player(), await player(), await player()];
      const batch = await Promise.all(
        players.map(async (id) => writesFor(id, await basisOf(id), await words(2))),
      );
      const { sql, statements } = counting(server.sql);
      const store = createSubmissionStore(sql);

      const written = await Promise.all(batch.map((writes) => store.write(writes)));

      expect(written.every((outcome) => outcome.written)).toBe(true);
      expect(statements()).toBe(1);
      for (const id of players) expect(await dayOf(id)).toEqual({ playCount: 1, games: 1, played: true });
    });

    it('sends one player’s two games, or two games under one id, in separate statements', async () => {
      const [id, other] = [await player(), await player()];
      const basis = await basisOf(id);
      const twin = writesFor(id, basis, await words(2));
      const rival = writesFor(other, await basisOf(other), await words(2));
      const sameId = { ...rival, game: { ...rival.game, gameId: twin.game.gameId } };
      expect(distinctGroups([twin, writesFor(id, basis, await words(3)), sameId, rival])).toEqual([
        [0, 3],
        [1, 2],
      ]);

      const store = createSubmissionStore(server.sql);
      const [first, second] = await Promise.all([
        store.write(twin),
        store.write(writesFor(id, basis, await words(3))),
      ]);

      // Both on the same version, as two requests alone: one applies, the other finds the day changed.
      expect([first.written, second.written].sort()).toEqual([false, true]);
      expect(await dayOf(id)).toEqual({ playCount: 1, games: 1, played: true });
    });

    it('sends each game alone again when the statement is refused: a taken id fails, only that one', async () => {
      const [id, other, bystander] = [await player(), await player(), await player()];
      const taker = writesFor(other, await basisOf(other), await words(2));
      await writeSubmission(server.sql, taker);
      const taken = writesFor(id, await basisOf(id), await words(2));
      const thief = { ...taken, game: { ...taken.game, gameId: taker.game.gameId } };
      const innocent = writesFor(bystander, await basisOf(bystander), await words(2));
      const { sql, statements } = counting(server.sql);
      const store = createSubmissionStore(sql);

      const [refused, stored] = await Promise.allSettled([store.write(thief), store.write(innocent)]);

      expect(refused.status === 'rejected' && isGameIdTaken(refused.reason)).toBe(true);
      expect(stored).toEqual({
        status: 'fulfilled',
        value: { written: true, version: expect.any(String), playing: expect.anything() },
      });
      expect(statements()).toBe(3);
      expect(await dayOf(id)).toEqual({ playCount: null, games: 0, played: false });
      expect(await dayOf(bystander)).toEqual({ playCount: 1, games: 1, played: true });
    });
  });
  /** A day the store wrote is remembered (storage/submission-batches.ts): the next game skips the read. */
  describe('on a day the instance remembers', () => {
    const key = (playerId: string, options: { gameId?: string; challenges?: boolean } = {}) => ({
      playerId,
      date: TODAY,
      gameId: options.gameId ?? newGameId(),
      challengesOfferedBefore: options.challenges ? NOW : null,
    });

    /** A store that has written one game of `playerId`'s day (read, then written: two statements). */
    async function rememberingStore(playerId: string) {
      const counted = counting(server.sql);
      const store = createSubmissionStore(counted.sql);
      const writes = writesFor(playerId, await store.readBasis(key(playerId)), await words(2));
      expect(await store.write(writes)).toMatchObject({ written: true });
      expect(counted.statements()).toBe(2);
      return { store, statements: counted.statements, gameId: writes.game.gameId };
    }

    it('judges the next game on the day as written, without a read', async () => {
      const id = await player();
      const { store, statements } = await rememberingStore(id);

      const basis = await store.readBasis(key(id));

      expect(statements()).toBe(2);
      const read = await basisOf(id);
      expect(basis).toEqual({ ...read, stored: null, openChallenges: [] });
      expect(await store.write(writesFor(id, basis, await words(3)))).toMatchObject({ written: true });
      expect(statements()).toBe(3);
      expect(await dayOf(id)).toEqual({ playCount: 2, games: 2, played: true });
    });

    it('when the day changed elsewhere: one write that writes nothing, then a read', async () => {
      const id = await player();
      const { store, statements } = await rememberingStore(id);
      // A hint, or a game on another instance: a new version this store has not seen.
      await saveEntry(server.sql, { ...(await basisOf(id)).entry!, hintsUsed: 1 });

      const stale = await store.readBasis(key(id));
      expect(await store.write(writesFor(id, stale, await words(3)))).toEqual({ written: false });
      const fresh = await store.readBasis(key(id));

      expect(statements()).toBe(4);
      expect(fresh.version).toBe((await basisOf(id)).version);
      expect(fresh.entry?.hintsUsed).toBe(1);
      expect(await dayOf(id)).toEqual({ playCount: 1, games: 1, played: true });
    });

    it('when another player found more words since: the write writes nothing', async () => {
      const [id, other] = [await player(), await player()];
      const { store } = await rememberingStore(id);
      const remembered = await store.readBasis(key(id));
      const more = remembered.othersMostWords + 3;
      await writeSubmission(server.sql, {
        ...writesFor(other, await basisOf(other), await words(2)),
        entry: { ...emptyEntry(other, TODAY, NOW), playCount: 1, uniqueWords: more },
      });

      expect(await store.write(writesFor(id, remembered, await words(3)))).toEqual({ written: false });
      expect((await store.readBasis(key(id))).othersMostWords).toBe(more);
    });

    it('reads for a game that may complete challenges, and for a retry of the game that left the day', async () => {
      const id = await player();
      const { store, statements, gameId } = await rememberingStore(id);

      const withChallenges = await store.readBasis(key(id, { challenges: true }));
      expect(statements()).toBe(4); // the day, and its open challenges
      expect(withChallenges.openChallenges).toEqual([]);

      const retry = await store.readBasis(key(id, { gameId }));
      expect(statements()).toBe(5);
      expect(retry.stored).not.toBeNull();
    });
  });
});
