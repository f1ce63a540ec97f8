import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFETTI_PARTICLES, launchConfetti } from './confetti.js';

const fired = vi.hoisted(() => ({ options: [] as unknown[] }));
vi.mock('canvas-confetti', () => ({
  default: (options: unknown) => {
    fired.options.push(options);
    return null;
  },
}));

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  fired.options = [];
});

describe('confetti for a completed challenge (spec 001 §4)', () => {
  it('launches 100 particles', async () => {
    preferReducedMotion(false);
    expect(await launchConfetti()).toBe(true);
    expect(fired.options).toEqual([expect.objectContaining({ particleCount: 100 })]);
    expect(CONFETTI_PARTICLES).toBe(100);
  });

  it('draws nothing under prefers-reduced-motion', async () => {
    preferReducedMotion(true);
    expect(await launchConfetti()).toBe(false);
    expect(fired.options).toEqual([]);
  });
});
