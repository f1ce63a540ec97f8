import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed } from './random.js';

describe('random', () => {
  it('matches the published mulberry32 stream for seed 42', () => {
    const random = createRandom(42);
    expect([random.next(), random.next()]).toEqual([0.6011037519201636, 0.44829055899754167]);
  });

  it('pins the first outputs for a date seed', () => {
    expect(hashSeed('2026-11-21')).toBe(85523018);
    const random = createRandom('2026-11-21');
    expect([random.next(), random.next(), random.next(), random.int(100), random.int(100)]).toEqual([
      0.9543932792730629, 0.04289270145818591, 0.7652578500565141, 62, 43,
    ]);
  });

  it('gives the same stream for the same seed and another for another seed', () => {
    const a = createRandom('x');
    const b = createRandom('x');
    const c = createRandom('y');
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = ['a', 'b', 'c', 'd', 'e'];
    const shuffled = createRandom(7).shuffle(input);
    expect(input).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([...shuffled].sort()).toEqual(input);
  });
});
