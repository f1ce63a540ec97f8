import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE, fakeServer, newServer } from '../test-support/fake-game-server.js';
import { runMutation, submitGameMutation } from './mutations.js';
import { createQueryClient, queryKeys } from './query.js';

describe('mutations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('submit-game: the answer’s entry goes into the cache as is; stats and the top-word count go stale', async () => {
    const server = newServer();
    vi.stubGlobal('fetch', fakeServer(server));
    const client = createQueryClient();
    client.setQueryData(queryKeys.stats(), { stale: false });
    client.setQueryData(queryKeys.topWordCount(DATE), { topWordCount: 1 });
    const request = {
      gameId: 'game-0001',
      playerId: 'player1',
      finalScore: 6,
      wordsUsed: [{ word: 'hug', score: 6 }],
      modes: [],
      gameDate: DATE,
    };
    const answer = await runMutation(client, submitGameMutation(), request);
    expect(client.getQueryData(queryKeys.gameEntry('player1', DATE))).toEqual(answer.entry);
    expect(client.getQueryState(queryKeys.stats())?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.topWordCount(DATE))?.isInvalidated).toBe(true);
    expect(server.requests).toEqual(['POST /api/submit-game']);
  });
});
