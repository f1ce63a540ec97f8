import { beforeEach, expect, it } from 'vitest';
import type { DayTruth, LiveCounters, PlayerDayFacts } from '../src/live/types.js';
import { waitFor } from './live-support.js';

/**
 * The LiveCounters contract, as tables of known answers: every implementation (in-process and
 * Redis, through the presence that owns it) must pass it. `presence.test.ts` runs it over both.
 */

export const D1 = '2026-11-21';
export const D2 = '2026-11-22';

export const facts = (
  playerId: string,
  score: boolean,
  word: boolean,
  uniqueWords: number,
): PlayerDayFacts => ({
  playerId,
  reachedScoreQualified: score,
  reachedWordQualified: word,
  uniqueWords,
});

export const truth = (partial: Partial<DayTruth> = {}): DayTruth => ({
  playing: [],
  facts: [],
  lifetimePlayers: 0,
  ...partial,
});

export const counts = (
  date: string,
  totalPlayers: number,
  lifetimePlayers: number,
  playersReachedScore: number,
  playersReachedWord: number,
  highestUniqueWords: number,
) => ({
  date,
  totalPlayers,
  lifetimePlayers,
  playersReachedScore,
  playersReachedWord,
  highestUniqueWords,
});

/** Defines the contract's tests over the counters `current()` returns (fresh for each test). */
export function liveCountersContract(current: () => LiveCounters): void {
  let counters: LiveCounters;
  beforeEach(() => {
    counters = current();
  });

  it('holds no date until it is rebuilt, even after writes', async () => {
    expect(await counters.read(D1)).toBeNull();
    await counters.markPlaying(D1, 'a', { firstEver: true });
    await counters.setPlayerFacts(D1, facts('a', true, true, 3));
    expect(await counters.read(D1)).toBeNull();
  });

  it('reads back exactly what a rebuild gave it', async () => {
    await counters.rebuild(D1, async () =>
      truth({
        playing: ['a', 'b', 'c'],
        facts: [facts('a', true, false, 4), facts('b', true, true, 9), facts('c', false, false, 1)],
        lifetimePlayers: 40,
      }),
    );
    expect(await counters.read(D1)).toEqual(counts(D1, 3, 40, 2, 1, 9));
  });

  // Each row: writes after a rebuild of D1 with players a, b (b reached both, 5 words) and 10 lifetime.
  const writeTable: Array<{
    name: string;
    writes: (c: LiveCounters) => Promise<unknown>;
    expected: ReturnType<typeof counts>;
  }> = [
    { name: 'nothing', writes: async () => undefined, expected: counts(D1, 2, 10, 1, 1, 5) },
    {
      name: 'a new player, first ever',
      writes: (c) => c.markPlaying(D1, 'c', { firstEver: true }),
      expected: counts(D1, 3, 11, 1, 1, 5),
    },
    {
      name: 'a new player, played before',
      writes: (c) => c.markPlaying(D1, 'c'),
      expected: counts(D1, 3, 10, 1, 1, 5),
    },
    {
      name: 'the same first-ever player three times (retries)',
      writes: async (c) => {
        for (let i = 0; i < 3; i += 1) await c.markPlaying(D1, 'c', { firstEver: true });
      },
      expected: counts(D1, 3, 11, 1, 1, 5),
    },
    {
      name: 'a player already counted, marked first ever again',
      writes: (c) => c.markPlaying(D1, 'a', { firstEver: true }),
      expected: counts(D1, 2, 10, 1, 1, 5),
    },
    {
      name: 'twenty parallel marks of one player',
      writes: (c) =>
        Promise.all(Array.from({ length: 20 }, () => c.markPlaying(D1, 'c', { firstEver: true }))),
      expected: counts(D1, 3, 11, 1, 1, 5),
    },
    {
      name: 'a reaches the target score',
      writes: (c) => c.setPlayerFacts(D1, facts('a', true, false, 2)),
      expected: counts(D1, 2, 10, 2, 1, 5),
    },
    {
      name: 'the same facts twice',
      writes: async (c) => {
        await c.setPlayerFacts(D1, facts('a', true, true, 7));
        await c.setPlayerFacts(D1, facts('a', true, true, 7));
      },
      expected: counts(D1, 2, 10, 2, 2, 7),
    },
    {
      name: 'b reveals the targets (leaves both competitive counts)',
      writes: (c) => c.setPlayerFacts(D1, facts('b', false, false, 5)),
      expected: counts(D1, 2, 10, 0, 0, 5),
    },
    {
      name: 'fewer unique words never lower the most',
      writes: (c) => c.setPlayerFacts(D1, facts('b', true, true, 2)),
      expected: counts(D1, 2, 10, 1, 1, 5),
    },
    {
      name: 'more unique words raise the most',
      writes: (c) => c.setPlayerFacts(D1, facts('a', false, false, 12)),
      expected: counts(D1, 2, 10, 1, 1, 12),
    },
    {
      name: 'writes to another date',
      writes: async (c) => {
        await c.markPlaying(D2, 'z');
        await c.setPlayerFacts(D2, facts('z', true, true, 30));
      },
      expected: counts(D1, 2, 10, 1, 1, 5),
    },
    {
      name: 'a first-ever player on another date (lifetime is global)',
      writes: (c) => c.markPlaying(D2, 'z', { firstEver: true }),
      expected: counts(D1, 2, 11, 1, 1, 5),
    },
  ];

  it.each(writeTable)('after $name', async ({ writes, expected }) => {
    await counters.rebuild(D1, async () =>
      truth({ playing: ['a', 'b'], facts: [facts('b', true, true, 5)], lifetimePlayers: 10 }),
    );
    await writes(counters);
    expect(await counters.read(D1)).toEqual(expected);
  });

  it('counts a first-ever player on another date in the lifetime of every date', async () => {
    await counters.rebuild(D1, async () => truth({ playing: ['a'], lifetimePlayers: 10 }));
    await counters.rebuild(D2, async () => truth({ playing: [], lifetimePlayers: 10 }));
    await counters.markPlaying(D2, 'z', { firstEver: true });
    expect((await counters.read(D1))?.lifetimePlayers).toBe(11);
    expect(await counters.read(D2)).toEqual(counts(D2, 1, 11, 0, 0, 0));
  });

  it('replaces what it held: members absent from Postgres disappear', async () => {
    await counters.rebuild(D1, async () =>
      truth({ playing: ['a', 'b'], facts: [facts('a', true, true, 8)], lifetimePlayers: 5 }),
    );
    await counters.markPlaying(D1, 'ghost');
    await counters.rebuild(D1, async () =>
      truth({ playing: ['a'], facts: [facts('a', false, true, 3)], lifetimePlayers: 2 }),
    );
    expect(await counters.read(D1)).toEqual(counts(D1, 1, 2, 0, 1, 3));
  });

  it('reads Postgres again when a write lands while it is being read', async () => {
    let loads = 0;
    const outcome = await counters.rebuild(D1, async () => {
      loads += 1;
      if (loads === 1) {
        // Another request commits "late" to Postgres and then to the counters, after this
        // rebuild's snapshot was taken: the first snapshot lacks it.
        await counters.markPlaying(D1, 'late', { firstEver: true });
        return truth({ playing: ['a'], lifetimePlayers: 1 });
      }
      return truth({ playing: ['a', 'late'], lifetimePlayers: 2 });
    });
    expect(loads).toBe(2);
    expect(outcome).toBe('exact');
    expect(await counters.read(D1)).toEqual(counts(D1, 2, 2, 0, 0, 0));
  });

  it('still applies a rebuild when writes never stop landing, and says a write may be missing', async () => {
    let loads = 0;
    const outcome = await counters.rebuild(D1, async () => {
      loads += 1;
      await counters.markPlaying(D1, `p${loads}`);
      return truth({ playing: ['a'], lifetimePlayers: 1 });
    });
    expect(loads).toBeGreaterThan(1);
    expect(outcome).toBe('writes-may-be-missing');
    expect(await counters.read(D1)).not.toBeNull();
  });

  it('rebuilds thousands of players', async () => {
    const playing = Array.from({ length: 2_500 }, (_, i) => `player-${i}`);
    const dayFacts = playing.map((id, i) => facts(id, i % 2 === 0, i % 5 === 0, i % 37));
    await counters.rebuild(D1, async () => truth({ playing, facts: dayFacts, lifetimePlayers: 9_000 }));
    expect(await counters.read(D1)).toEqual(counts(D1, 2_500, 9_000, 1_250, 500, 36));
  });

  it('tells subscribers which date changed, and stops when unsubscribed', async () => {
    await counters.rebuild(D1, async () => truth({ playing: ['a'], lifetimePlayers: 1 }));
    const heard: string[] = [];
    const unsubscribe = counters.subscribe((date) => heard.push(date));
    await counters.markPlaying(D2, 'b');
    await waitFor('a change of D2', () => (heard.includes(D2) ? true : undefined));
    unsubscribe();
    heard.length = 0;
    await counters.markPlaying(D1, 'c');
    await counters.setPlayerFacts(D1, facts('c', true, true, 4));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
  });

  it('a rebuild whose Postgres read fails changes nothing', async () => {
    await counters.rebuild(D1, async () => truth({ playing: ['a'], lifetimePlayers: 1 }));
    await expect(
      counters.rebuild(D1, async () => {
        throw new Error('postgres unavailable');
      }),
    ).rejects.toThrow('postgres unavailable');
    expect(await counters.read(D1)).toEqual(counts(D1, 1, 1, 0, 0, 0));
  });
}
