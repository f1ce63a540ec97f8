import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSubmitGameRequest } from '@dozen/engine/contract';
import { SubmitOutcome, retryToastText, sendWithRetry } from './submit-retry.js';
import { keepForLaterSync, pendingGames, syncPendingGames } from './submission.js';
import { createMemoryStore } from '../test-support/memory-store.js';

class HttpFailure extends Error {
  constructor(readonly status: number) {
    super(`${status}: failure`);
  }
}
const isRetryable = (error: unknown) =>
  !(error instanceof HttpFailure) || error.status >= 500 || error.status === 429;

const request = (overrides: Partial<TSubmitGameRequest> = {}): TSubmitGameRequest => ({
  gameId: 'game-0001',
  playerId: 'player1',
  finalScore: 5,
  wordsUsed: [{ word: 'tea', score: 3 }],
  modes: [],
  gameDate: '2026-11-21',
  ...overrides,
});

describe('sendWithRetry (3, 6, 12 s)', () => {
  afterEach(() => vi.useRealTimers());

  it('retries after 3, 6 and 12 seconds, then keeps the game locally', async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const scheduled: Array<[number, number]> = [];
    const result = sendWithRetry(send, { isRetryable, onRetryScheduled: (a, d) => scheduled.push([a, d]) });

    // [ms to wait, sends by then]: each retry comes at its delay to the millisecond, not before.
    const timeline: Array<[number, number]> = [
      [0, 1],
      [2999, 1],
      [1, 2],
      [5999, 2],
      [1, 3],
      [11_999, 3],
      [1, 4],
    ];
    for (const [ms, sends] of timeline) {
      await vi.advanceTimersByTimeAsync(ms);
      expect(send).toHaveBeenCalledTimes(sends);
    }

    await expect(result).resolves.toMatchObject({ outcome: SubmitOutcome.KEPT_LOCALLY });
    expect(scheduled).toEqual([
      [1, 3000],
      [2, 6000],
      [3, 12000],
    ]);
  });

  it('stops at the first success', async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockRejectedValueOnce(new HttpFailure(503)).mockResolvedValueOnce('ok');
    const result = sendWithRetry(send, { isRetryable });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toEqual({ outcome: SubmitOutcome.SAVED, response: 'ok' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not retry a game the server refuses', async () => {
    const send = vi.fn().mockRejectedValue(new HttpFailure(422));
    await expect(sendWithRetry(send, { isRetryable })).resolves.toMatchObject({
      outcome: SubmitOutcome.REJECTED,
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    [1, 3000, 'Retrying in 3 seconds... (Attempt 1/3)'],
    [2, 6000, 'Retrying in 6 seconds... (Attempt 2/3)'],
    [3, 12000, 'Retrying in 12 seconds... (Attempt 3/3)'],
  ])('toast for attempt %i', (attempt, delay, text) => {
    expect(retryToastText(attempt, delay)).toEqual({ title: 'Game Save Failed', description: text });
  });
});

describe('later sync', () => {
  it('flags a kept game under dozen_game_sync_failed_{player}_{date}, once per gameId', () => {
    const store = createMemoryStore();
    keepForLaterSync(request(), store);
    keepForLaterSync(request(), store);
    keepForLaterSync(request({ gameId: 'game-0002' }), store);
    expect(JSON.parse(store.getItem('dozen_game_sync_failed_player1_2026-11-21')!)).toHaveLength(2);
    expect(pendingGames('player1', store).map((r) => r.gameId)).toEqual(['game-0001', 'game-0002']);
    expect(pendingGames('player2', store)).toEqual([]);
  });

  it('sends pending games, clears the flag of saved or refused ones, keeps unreachable ones', async () => {
    const store = createMemoryStore();
    keepForLaterSync(request({ gameId: 'saved-001' }), store);
    keepForLaterSync(request({ gameId: 'refused-1', gameDate: '2026-11-19' }), store);
    keepForLaterSync(request({ gameId: 'offline-1', gameDate: '2026-11-20' }), store);
    const send = vi.fn(async (r: TSubmitGameRequest) => {
      if (r.gameId === 'refused-1') throw new HttpFailure(422);
      if (r.gameId === 'offline-1') throw new TypeError('Failed to fetch');
      return 'ok';
    });
    await expect(syncPendingGames('player1', send, isRetryable, store)).resolves.toBe(1);
    expect(store.getItem('dozen_game_sync_failed_player1_2026-11-21')).toBeNull();
    expect(store.getItem('dozen_game_sync_failed_player1_2026-11-19')).toBeNull();
    expect(pendingGames('player1', store).map((r) => r.gameId)).toEqual(['offline-1']);
  });
});
