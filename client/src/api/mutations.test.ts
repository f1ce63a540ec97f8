import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE, fakeServer, newServer } from '../test-support/fake-game-server.js';
import { runMutation, submitGameMutation } from './mutations.js';
import { createQueryClient, gameEntryQuery, queryKeys } from './query.js';

/** player1's game of one word, HUG, on DATE. */
const hugGame = (gameId: string) => ({
  gameId,
  playerId: 'player1',
  finalScore: 6,
  wordsUsed: [{ word: 'hug', score: 6 }],
  modes: [],
  gameDate: DATE,
});

describe('mutations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('submit-game: the answer’s entry goes into the cache as is; stats and the top-word count go stale', async () => {
    const server = newServer();
    vi.stubGlobal('fetch', fakeServer(server));
    const client = createQueryClient();
    client.setQueryData(queryKeys.stats(), { stale: false });
    client.setQueryData(queryKeys.topWordCount(DATE), { topWordCount: 1 });
    const answer = await runMutation(client, submitGameMutation(), hugGame('game-0001'));
    expect(client.getQueryData(queryKeys.gameEntry('player1', DATE))).toEqual(answer.entry);
    expect(client.getQueryState(queryKeys.stats())?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.topWordCount(DATE))?.isInvalidated).toBe(true);
    expect(server.requests).toEqual(['POST /api/submit-game']);
  });

  it('submit-game: an entry fetch asked before the game was stored and answered after it does not take the game back', async () => {
    const server = newServer();
    const answerFetch = fakeServer(server);
    let lateEntry!: () => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        // The entry's GET is answered (404: no entry yet, as it was when asked) only after the game is stored.
        if (String(input).startsWith('/api/game-entry/'))
          await new Promise<void>((resolve) => (lateEntry = resolve));
        return answerFetch(input, init);
      }),
    );
    const client = createQueryClient();
    const entryFetch = client.fetchQuery(gameEntryQuery('player1', DATE)).catch(() => undefined);
    await vi.waitFor(() => expect(lateEntry).toBeTypeOf('function'));
    const answer = await runMutation(client, submitGameMutation(), hugGame('game-0002'));
    lateEntry();
    await entryFetch;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(queryKeys.gameEntry('player1', DATE))).toEqual(answer.entry);
    expect(client.getQueryState(queryKeys.gameEntry('player1', DATE))?.fetchStatus).toBe('idle');
  });
});
