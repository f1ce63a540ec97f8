import { describe, expect, it, vi } from 'vitest';

const stats = {
  date: '2026-11-21',
  totalPlayers: 3,
  lifetimePlayers: 10,
  maxPossibleScore: 26,
  maxWordScore: 18,
  playersReachedScore: 0,
  playersReachedWord: 1,
  highestUniqueWords: 9,
  hoursLeft: 4,
  minutesLeft: 5,
  dateFormatted: 'Saturday, November 21, 2026',
  nextRolloverAt: '2026-11-22T05:00:00.000Z',
};

describe('the contract in the browser', () => {
  it('builds and parses without ever calling the Function constructor (the CSP forbids eval)', async () => {
    const constructed = vi.fn();
    vi.stubGlobal(
      'Function',
      new Proxy(Function, {
        construct(target, args: unknown[]) {
          constructed(args);
          return Reflect.construct(target, args) as object;
        },
      }),
    );
    try {
      await import('./zod-jitless.js'); // as main.tsx does, before any chunk with zod
      const { ZStatsResponse } = await import('./schemas.js');
      expect(ZStatsResponse.safeParse(stats).success).toBe(true);
      expect(constructed).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
