import { describe, expect, it, vi } from 'vitest';
import { statsResponse } from '../test-support/fake-game-server.js';

const stats = statsResponse();

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
