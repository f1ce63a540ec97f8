import { describe, expect, it } from 'vitest';
import { RECONNECT, serverDisconnectDelay } from './socket.js';

// The live connection's policy itself runs against real servers in server/test/realtime.test.ts
// and, behind nginx through a deployment and a restart, in server/test/restart.test.ts.

describe('the delay before reconnecting after a server disconnect', () => {
  it.each([
    { random: 0, ms: 500 },
    { random: 0.25, ms: 750 },
    { random: 0.5, ms: 1_000 },
    { random: 0.999, ms: 1_499 },
  ])('is $ms ms for a draw of $random', ({ random, ms }) => {
    expect(serverDisconnectDelay(() => random)).toBe(ms);
  });

  it('stays within socket.io-client’s own first reconnection delay', () => {
    const spread = RECONNECT.delayMs * RECONNECT.randomization;
    for (let i = 0; i < 100; i += 1) {
      const ms = serverDisconnectDelay();
      expect(ms).toBeGreaterThanOrEqual(RECONNECT.delayMs - spread);
      expect(ms).toBeLessThanOrEqual(RECONNECT.delayMs + spread);
    }
  });
});
