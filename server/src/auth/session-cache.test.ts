import { describe, expect, it } from 'vitest';
import type { Revocation } from '../presence/index.js';
import { createLocalRevocations } from '../presence/revocations-local.js';
import type { SessionWithUser } from '../storage/sessions.js';
import { createSessionCache } from './session-cache.js';

const row = (id: string, userId = `u_${id}`): SessionWithUser => ({
  id,
  secretHash: new Uint8Array(32),
  userId,
  expiresAt: new Date('2026-12-21T00:00:00Z'),
  isAnonymous: false,
  email: null,
});

/** A session table the lookup reads, counting its reads. */
function table(rows: SessionWithUser[]) {
  const stored = new Map(rows.map((r) => [r.id, r]));
  const reads: string[] = [];
  return {
    stored,
    reads,
    lookup: async (id: string) => {
      reads.push(id);
      return stored.get(id) ?? null;
    },
  };
}

/** Revocations whose subscription the test can drop and restore (the Redis one's two states). */
function droppableRevocations() {
  const listeners = new Set<(event: Revocation | 'lost') => void>();
  let listening = true;
  return {
    subscribe(listener: (event: Revocation | 'lost') => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listening: () => listening,
    drop() {
      listening = false;
      for (const listener of listeners) listener('lost');
    },
    restore() {
      listening = true;
    },
  };
}

describe('session cache', () => {
  it('answers a found session from memory while it is fresh, and reads an unknown id every time', async () => {
    const sessions = table([row('a')]);
    const cache = createSessionCache(sessions.lookup, createLocalRevocations());
    expect((await cache.find('a'))?.row).toMatchObject({ id: 'a' });
    expect((await cache.find('a'))?.row).toMatchObject({ id: 'a' });
    expect(await cache.find('nobody')).toBeNull();
    expect(await cache.find('nobody')).toBeNull();
    expect(sessions.reads).toEqual(['a', 'nobody', 'nobody']);
  });

  it('reads again once the cached copy is older than its lifetime', async () => {
    const sessions = table([row('a')]);
    const cache = createSessionCache(sessions.lookup, createLocalRevocations(), { ttlMs: 0 });
    await cache.find('a');
    await cache.find('a');
    expect(sessions.reads).toEqual(['a', 'a']);
  });

  it.each<[string, Revocation, string[]]>([
    ['one session', { sessionId: 'a1' }, ['a1']],
    ['every session of a user', { userId: 'u_a' }, ['a1', 'a2']],
  ])('a revocation of %s drops exactly those', async (_name, revocation, reread) => {
    const sessions = table([row('a1', 'u_a'), row('a2', 'u_a'), row('b', 'u_b')]);
    const revocations = createLocalRevocations();
    const cache = createSessionCache(sessions.lookup, revocations);
    for (const id of ['a1', 'a2', 'b']) await cache.find(id);
    sessions.reads.length = 0;
    for (const id of reread) sessions.stored.delete(id);
    await revocations.publish(revocation);
    for (const id of ['a1', 'a2', 'b']) await cache.find(id);
    expect(sessions.reads).toEqual(reread);
    for (const id of reread) expect(await cache.find(id)).toBeNull();
  });

  it('a lookup in flight when a revocation arrives is answered but not kept', async () => {
    const revocations = createLocalRevocations();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const reads: string[] = [];
    const cache = createSessionCache(async (id) => {
      reads.push(id);
      if (reads.length === 1) await gate;
      return row(id);
    }, revocations);
    const first = cache.find('a');
    await revocations.publish({ sessionId: 'a' });
    release();
    expect((await first)?.row).toMatchObject({ id: 'a' });
    await cache.find('a');
    expect(reads).toEqual(['a', 'a']);
  });

  it('forgets everything when revocations may have been missed, and keeps nothing until it hears them again', async () => {
    const sessions = table([row('a')]);
    const revocations = droppableRevocations();
    const cache = createSessionCache(sessions.lookup, revocations);
    await cache.find('a');
    revocations.drop();
    await cache.find('a');
    await cache.find('a');
    expect(sessions.reads).toEqual(['a', 'a', 'a']);
    revocations.restore();
    await cache.find('a');
    await cache.find('a');
    expect(sessions.reads).toEqual(['a', 'a', 'a', 'a']);
  });

  it('keeps at most maxEntries sessions, dropping the oldest', async () => {
    const sessions = table([row('a'), row('b'), row('c')]);
    const cache = createSessionCache(sessions.lookup, createLocalRevocations(), { maxEntries: 2 });
    for (const id of ['a', 'b', 'c', 'c', 'b', 'a']) await cache.find(id);
    expect(sessions.reads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('follows a sliding expiry', async () => {
    const sessions = table([row('a')]);
    const cache = createSessionCache(sessions.lookup, createLocalRevocations());
    await cache.find('a');
    const later = new Date('2027-01-20T00:00:00Z');
    cache.extended('a', later);
    expect((await cache.find('a'))?.row.expiresAt).toEqual(later);
    expect(sessions.reads).toEqual(['a']);
  });
});
