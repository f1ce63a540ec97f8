import type { EntryRow } from './game-entries.js';

/**
 * The most players' days an instance remembers, the least recently written forgotten first. A day
 * is an entry of a few kilobytes (its words), so a few tens of megabytes at most; a day forgotten
 * only costs its player's next game a read.
 */
export const REMEMBERED_DAYS = 10_000;

export interface RememberedDay {
  entry: EntryRow;
  version: string;
  othersMostWords: number;
  /** The game whose write left the day so. */
  gameId: string;
}

/**
 * Players' days as this instance last wrote them (submission-batches.ts), the least recently
 * written forgotten first. A day is taken, not copied: the next game of the day is judged on it and
 * its write remembers the day it leaves, so a twin of that game finds nothing and reads.
 */
export class RememberedDays {
  // A Map iterates in insertion order: the least recently written first.
  private readonly days = new Map<string, RememberedDay>();

  constructor(private readonly capacity: number) {}

  /** The day as last written, forgotten here: whoever takes it owns it. */
  take(playerId: string, date: string): RememberedDay | undefined {
    const key = `${playerId} ${date}`;
    const day = this.days.get(key);
    if (day) this.days.delete(key);
    return day;
  }

  remember(playerId: string, date: string, day: RememberedDay): void {
    if (this.capacity === 0) return;
    const key = `${playerId} ${date}`;
    this.days.delete(key);
    this.days.set(key, day);
    if (this.days.size > this.capacity) this.days.delete(this.days.keys().next().value!);
  }

  forget(playerId: string, date: string): void {
    this.days.delete(`${playerId} ${date}`);
  }
}
