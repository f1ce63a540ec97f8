import type { Socket } from 'node:net';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.js';

/** A request whose `ip` counts how often Express would have computed it. */
function request(socket: object, forwardedFor: string | undefined, ip: string, reads: { count: number }) {
  return {
    socket: socket as Socket,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    get ip() {
      reads.count += 1;
      return ip;
    },
  } as unknown as Request;
}

describe('clientIp', () => {
  it('is req.ip, computed once per connection while X-Forwarded-For stays the same', () => {
    const socket = {};
    const reads = { count: 0 };
    expect(clientIp(request(socket, '203.0.113.7', '203.0.113.7', reads))).toBe('203.0.113.7');
    expect(clientIp(request(socket, '203.0.113.7', '203.0.113.7', reads))).toBe('203.0.113.7');
    expect(reads.count).toBe(1);
  });

  it('asks again when the header changes on the connection (a proxy forwarding another client)', () => {
    const socket = {};
    const reads = { count: 0 };
    expect(clientIp(request(socket, '203.0.113.7', '203.0.113.7', reads))).toBe('203.0.113.7');
    expect(clientIp(request(socket, '198.51.100.2', '198.51.100.2', reads))).toBe('198.51.100.2');
    expect(clientIp(request(socket, undefined, '127.0.0.1', reads))).toBe('127.0.0.1');
    expect(reads.count).toBe(3);
  });

  it('keeps connections apart, and names an unknown address as before', () => {
    const reads = { count: 0 };
    expect(clientIp(request({}, undefined, '127.0.0.1', reads))).toBe('127.0.0.1');
    expect(clientIp(request({}, undefined, '::1', reads))).toBe('::1');
    const noAddress = { socket: {}, headers: {}, ip: undefined } as unknown as Request;
    expect(clientIp(noAddress)).toBe('unknown');
  });
});
