import { describe, expect, it } from 'vitest';
import { emptyEntry } from './game-entries.js';
import { RememberedDays, type RememberedDay } from './remembered-days.js';

const DATE = '2026-11-27';
const day = (playerId: string, gameId: string): RememberedDay => ({
  entry: emptyEntry(playerId, DATE, new Date('2026-11-27T12:00:00Z')),
  version: '1',
  othersMostWords: 0,
  gameId,
});

describe('RememberedDays', () => {
  it('forgets the least recently written day first', () => {
    const days = new RememberedDays(2);
    days.remember('a', DATE, day('a', 'g1'));
    days.remember('b', DATE, day('b', 'g2'));
    days.remember('a', DATE, day('a', 'g3'));
    days.remember('c', DATE, day('c', 'g4'));
    expect(days.take('b', DATE)).toBeUndefined();
    expect(days.take('a', DATE)?.gameId).toBe('g3');
    expect(days.take('c', DATE)?.gameId).toBe('g4');
  });

  it('gives a day to one taker: the next finds nothing', () => {
    const days = new RememberedDays(2);
    days.remember('a', DATE, day('a', 'g1'));
    expect(days.take('a', DATE)?.gameId).toBe('g1');
    expect(days.take('a', DATE)).toBeUndefined();
  });

  it('keeps one day per player and date: a later write replaces it, forget drops it', () => {
    const days = new RememberedDays(10);
    days.remember('a', DATE, day('a', 'g1'));
    days.remember('a', DATE, day('a', 'g2'));
    days.remember('a', '2026-11-28', day('a', 'g3'));
    days.remember('b', DATE, day('b', 'g4'));
    days.forget('b', DATE);
    expect(days.take('a', DATE)?.gameId).toBe('g2');
    expect(days.take('b', DATE)).toBeUndefined();
    expect(days.take('a', '2026-11-28')?.gameId).toBe('g3');
  });

  it('remembers nothing with no room', () => {
    const days = new RememberedDays(0);
    days.remember('a', DATE, day('a', 'g1'));
    expect(days.take('a', DATE)).toBeUndefined();
  });
});
