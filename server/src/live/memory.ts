import type { TLiveStats } from '@dozen/engine/contract';
import { ChangeListeners } from './listeners.js';
import type { DayTruth, LiveCounters, MarkPlayingOptions, PlayerDayFacts } from './types.js';

/**
 * In-process live counters: the default with no REDIS_URL (one instance). Per-day sets make every
 * write idempotent; only the most recently used days are kept (like the Redis keys' expiry), and a
 * day that was dropped is rebuilt from Postgres on its next read.
 */
export interface MemoryLiveCountersOptions {
  /** Days kept in memory; older ones are rebuilt on demand. */
  maxDays?: number;
  /** Rebuild attempts while writes keep landing during the Postgres read, before applying anyway. */
  rebuildAttempts?: number;
}

interface DayCounts {
  /** Set by a rebuild: until then the day holds only the writes seen since it was (re)created. */
  ready: boolean;
  playing: Set<string>;
  reachedScore: Set<string>;
  reachedWord: Set<string>;
  highestUniqueWords: number;
  /** Bumped by every write that changes the day, so a rebuild can tell it raced one. */
  version: number;
}

export function createMemoryLiveCounters(options: MemoryLiveCountersOptions = {}): LiveCounters {
  const maxDays = options.maxDays ?? 8;
  const rebuildAttempts = options.rebuildAttempts ?? 5;
  const days = new Map<string, DayCounts>();
  const listeners = new ChangeListeners();
  let lifetimePlayers: number | undefined;
  let lifetimeVersion = 0;

  function emptyDay(): DayCounts {
    return {
      ready: false,
      playing: new Set(),
      reachedScore: new Set(),
      reachedWord: new Set(),
      highestUniqueWords: 0,
      version: 0,
    };
  }

  /** The day's counts, marked most recently used; the least recently used day beyond `maxDays` is dropped. */
  function touch(date: string): DayCounts {
    const day = days.get(date) ?? emptyDay();
    days.delete(date);
    days.set(date, day);
    if (days.size > maxDays) {
      const oldest = days.keys().next().value;
      if (oldest !== undefined) days.delete(oldest);
    }
    return day;
  }

  function setMembership(set: Set<string>, playerId: string, member: boolean): boolean {
    if (member === set.has(playerId)) return false;
    if (member) set.add(playerId);
    else set.delete(playerId);
    return true;
  }

  return {
    async markPlaying(date: string, playerId: string, markOptions: MarkPlayingOptions = {}) {
      const day = touch(date);
      if (day.playing.has(playerId)) return;
      day.playing.add(playerId);
      day.version += 1;
      if (markOptions.firstEver) {
        lifetimeVersion += 1;
        if (lifetimePlayers !== undefined) lifetimePlayers += 1;
      }
      listeners.emit(date);
    },

    async setPlayerFacts(date: string, facts: PlayerDayFacts) {
      const day = touch(date);
      let changed = setMembership(day.reachedScore, facts.playerId, facts.reachedScoreQualified);
      changed = setMembership(day.reachedWord, facts.playerId, facts.reachedWordQualified) || changed;
      if (facts.uniqueWords > day.highestUniqueWords) {
        day.highestUniqueWords = facts.uniqueWords;
        changed = true;
      }
      if (!changed) return;
      day.version += 1;
      listeners.emit(date);
    },

    async read(date: string): Promise<TLiveStats | null> {
      const day = days.get(date);
      if (!day?.ready || lifetimePlayers === undefined) return null;
      touch(date);
      return {
        date,
        totalPlayers: day.playing.size,
        lifetimePlayers,
        playersReachedScore: day.reachedScore.size,
        playersReachedWord: day.reachedWord.size,
        highestUniqueWords: day.highestUniqueWords,
      };
    },

    async rebuild(date: string, load: () => Promise<DayTruth>) {
      for (let attempt = 1; ; attempt += 1) {
        const versionBefore = days.get(date)?.version ?? 0;
        const lifetimeBefore = lifetimeVersion;
        const truth = await load();
        const raced = (days.get(date)?.version ?? 0) !== versionBefore || lifetimeVersion !== lifetimeBefore;
        // A write that landed while Postgres was read may be missing from `truth`: read again.
        if (raced && attempt < rebuildAttempts) continue;
        const day = touch(date);
        day.playing = new Set(truth.playing);
        day.reachedScore = new Set(truth.facts.filter((f) => f.reachedScoreQualified).map((f) => f.playerId));
        day.reachedWord = new Set(truth.facts.filter((f) => f.reachedWordQualified).map((f) => f.playerId));
        day.highestUniqueWords = truth.facts.reduce((max, f) => Math.max(max, f.uniqueWords), 0);
        day.ready = true;
        day.version += 1;
        lifetimePlayers = truth.lifetimePlayers;
        lifetimeVersion += 1;
        listeners.emit(date);
        return raced ? 'writes-may-be-missing' : 'exact';
      }
    },

    subscribe(listener: (date: string) => void) {
      return listeners.add(listener);
    },

    async close() {
      listeners.clear();
      days.clear();
    },
  };
}
