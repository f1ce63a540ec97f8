import { isDatabaseUnavailable, type Sql } from './database.js';
import {
  readSubmissionBases,
  writeSubmissions,
  type SubmissionBasis,
  type SubmissionKey,
  type SubmissionWrites,
  type SubmissionWritten,
} from './submission.js';
import { createTurnBatch } from './turn-batch.js';

/** The most games one statement reads or writes (its JSON stays well under a megabyte). */
const MAX_BATCH = 64;

export interface SubmissionStore {
  readBasis(key: SubmissionKey): Promise<SubmissionBasis>;
  write(writes: SubmissionWrites): Promise<SubmissionWritten>;
}

/**
 * submit-game's reads and writes, each batched per event-loop turn (storage/turn-batch.ts): under
 * load, the games whose requests arrived together are read by one statement, and the games whose
 * reads came back together are written by one (group commit), each answered as if it had been
 * sent alone. Fewer statements is fewer socket writes, wake-ups and commits, which is most of what
 * a game cost: measured in README, Benchmarks.
 */
export function createSubmissionStore(sql: Sql): SubmissionStore {
  return {
    readBasis: createTurnBatch((keys: readonly SubmissionKey[]) => readSubmissionBases(sql, keys), MAX_BATCH),
    write: createSubmissionWriter(sql),
  };
}

/**
 * Group commit: the writes asked for together go to PostgreSQL as few statements as their rules
 * allow. Under load a read's answer lets all its games ask for their write at once, so the batch
 * leaves as soon as they have (`end-of-callback`), not after the turn's other I/O: with the write
 * sent ~a callback sooner, games stored ÷ inserts went from 0.41–0.49 (mean 0.47) to 0.47–0.51
 * (mean 0.49) in seven alternated pairs of `npm run bench -- server --only=submit`.
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

  return createTurnBatch(
    (batch: readonly SubmissionWrites[]) => {
      // Each game follows its own group's statement: one refused does not fail the others.
      const answers: Array<Promise<SubmissionWritten>> = [];
      for (const group of distinctGroups(batch)) {
        const sent = sendGroup(group.map((at) => batch[at]!));
        group.forEach((at, k) => (answers[at] = sent.then((outcomes) => outcomes[k]!)));
      }
      return Promise.resolve(answers);
    },
    MAX_BATCH,
    'end-of-callback',
  );
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
