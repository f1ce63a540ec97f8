import { describe, expect, it } from 'vitest';
import { loopbackAddresses, planClientProcesses, socketsPerProcess } from './client-fleet-plan.js';

describe('client fleet plan', () => {
  it.each([
    { limit: 20_000, perProcess: 4_000 },
    { limit: 8_000, perProcess: 2_000 },
    { limit: 1_024, perProcess: 256 },
    { limit: Number.POSITIVE_INFINITY, perProcess: 4_000 },
  ])(
    'holds at most a quarter of an open-file limit of $limit per process: $perProcess',
    ({ limit, perProcess }) => {
      expect(socketsPerProcess(limit)).toBe(perProcess);
    },
  );

  it.each([
    { total: 15_000, counts: [3_750, 3_750, 3_750, 3_750] },
    { total: 2_000, counts: [2_000] },
    { total: 4_001, counts: [2_001, 2_000] },
    { total: 0, counts: [] },
  ])('spreads $total sockets evenly over the fewest processes', ({ total, counts }) => {
    const plan = planClientProcesses(total, 4_000, loopbackAddresses());
    expect(plan.map((process) => process.count)).toEqual(counts);
  });

  it('gives every process a loopback source address of its own', () => {
    const next = loopbackAddresses();
    const addresses = Array.from({ length: 600 }, next);
    expect(new Set(addresses).size).toBe(600);
    expect(addresses.slice(0, 2)).toEqual(['127.77.0.1', '127.77.0.2']);
    expect(addresses[253]).toBe('127.77.0.254');
    expect(addresses[254]).toBe('127.77.1.1');
    for (const address of addresses)
      expect(address).toMatch(/^127\.77\.\d{1,3}\.([1-9]\d?|1\d\d|2[0-4]\d|25[0-4])$/);
  });
});
