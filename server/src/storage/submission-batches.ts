import { isDatabaseUnavailable, type Sql } from './database.js';
import {
  readSubmissionBases,
  writeSubmissions,
  type SubmissionBasis,
  type SubmissionKey,
  type SubmissionWrites,
  type SubmissionWritten,
} from './submission.js';
import { REMEMBERED_DAYS, RememberedDays } from './remembered-days.js';
import { createTurnBatch } from './turn-batch.js';

/** The most games one statement reads or writes (its JSON stays well under a megabyte). */
const MAX_BATCH = 64;

export interface SubmissionStore {
  /** The basis a game is judged against: remembered from this instance's last write, or read. */
  readBasis(key: SubmissionKey): Promise<SubmissionBasis>;
  /** Once written, `writes.entry` is the store's: the caller must not read or change it again. */
  write(writes: SubmissionWrites): Promise<SubmissionWritten>;
}

/**
 * submit-game's reads and writes. The write checks the basis it was judged on (submission.ts),
 * so a basis need not be read when this instance knows it: each day this instance wrote is
 * remembered as the write left it (entry, version, others' best), and the player's next game is
 * judged on it without a read, one statement a game. When it no longer holds (a game on another
 * instance or device, a hint, a new best of the others) its write writes nothing and reports so,
 * the day is forgotten and the game is judged again on a read: a stale memory costs a statement,
 * never a wrong answer. Always read: games that may complete challenges (their open challenges
 * are not remembered: one may have been offered since), and a retry of the game that left the day
 * (its read finds it stored; the write would find its id taken and fail its whole statement).
 *
 * Reads and writes are each batched per event-loop turn (storage/turn-batch.ts): under load, the
 * games whose requests arrived together are read by one statement and written by one (group
 * commit), each answered as if it had been sent alone. Fewer statements is fewer socket writes,
 * wake-ups and commits, which is most of what a game cost: measured in docs/benchmarks.md, submit-game.
 */
export function createSubmissionStore(sql: Sql, remembered = REMEMBERED_DAYS): SubmissionStore {
  const days = new RememberedDays(remembered);
  const read = createTurnBatch((keys: readonly SubmissionKey[]) => readSubmissionBases(sql, keys), MAX_BATCH);
  const write = createSubmissionWriter(sql);
  return {
    readBasis(key) {
      const day = key.challengesOfferedBefore === null ? days.take(key.playerId, key.date) : undefined;
      if (!day || day.gameId === key.gameId) return read(key);
      return Promise.resolve({
        // Taken, not copied: the caller merges its game into the entry, and its write remembers it.
        entry: day.entry,
        version: day.version,
        othersMostWords: day.othersMostWords,
        stored: null,
        openChallenges: [],
      });
    },
    async write(writes) {
      const { playerId, date } = writes.entry;
      try {
        const outcome = await write(writes);
        if (outcome.written) {
          days.remember(playerId, date, {
            entry: writes.entry,
            version: outcome.version,
            othersMostWords: writes.othersMostWords,
            gameId: writes.game.gameId,
          });
        } else days.forget(playerId, date);
        return outcome;
      } catch (error) {
        days.forget(playerId, date);
        throw error;
      }
    },
  };
}

/**
 * Group commit: the writes asked for together go to PostgreSQL as few statements as their rules
 * allow. The batch leaves at the end of the turn: games judged on a remembered day ask for their
 * write each from its own request's callback.
 *
 * - One statement holds each player and each game id at most once (a player's two games, or two
 *   players' games under one id, go in separate statements, side by side as they would alone):
 *   a row of the statement is one player's day and one game, never two writes racing inside it.
 * - A statement that PostgreSQL refuses wrote nothing for anyone, so when it held several games
 *   each is sent again alone and gets the answer it would have had (a taken id, a raced
 *   challenge: the caller's error; the others: stored).
 * - A lost connection is not retried here: the statement may have committed, and each caller
 *   must learn that its game's fate is unknown (submit-game tells the live counters).
 */
function createSubmissionWriter(sql: Sql): (writes: SubmissionWrites) => Promise<SubmissionWritten> {
  /** A group's answers: each game's outcome, or (sent alone again) the promise of it. */
  async function sendGroup(
    group: readonly SubmissionWrites[],
  ): Promise<Array<SubmissionWritten | Promise<SubmissionWritten>>> {
    try {
      return await writeSubmissions(sql, group);
    } catch (error) {
      if (group.length === 1 || isDatabaseUnavailable(error)) throw error;
      return group.map((writes) => writeSubmissions(sql, [writes]).then(([one]) => one!));
    }
  }

  return createTurnBatch((batch: readonly SubmissionWrites[]) => {
    // Each game follows its own group's statement: one refused does not fail the others.
    const answers: Array<Promise<SubmissionWritten>> = [];
    for (const group of distinctGroups(batch)) {
      const sent = sendGroup(group.map((at) => batch[at]!));
      group.forEach((at, k) => (answers[at] = sent.then((outcomes) => outcomes[k]!)));
    }
    return Promise.resolve(answers);
  }, MAX_BATCH);
}

/** The batch's positions split into groups with each player and each game id at most once. */
export function distinctGroups(batch: readonly SubmissionWrites[]): number[][] {
  const groups: Array<{ at: number[]; players: Set<string>; games: Set<string> }> = [];
  batch.forEach((writes, at) => {
    const players = [writes.entry.playerId, writes.game.playerId];
    const game = writes.game.gameId;
    let group = groups.find((g) => !g.games.has(game) && !players.some((player) => g.players.has(player)));
    if (!group) groups.push((group = { at: [], players: new Set(), games: new Set() }));
    group.at.push(at);
    for (const player of players) group.players.add(player);
    group.games.add(game);
  });
  return groups.map((group) => group.at);
}
