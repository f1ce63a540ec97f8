import { readdirSync, readFileSync } from 'node:fs';

/**
 * Open files of this process: every socket is one, and the limit (`ulimit -n`, 20,000 soft and
 * hard on our machines, not raisable) is what first caps the sockets one process can hold.
 */

/** This process's soft limit on open files (Infinity when unlimited or unknown). */
export function openFileLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    const limit = Number(soft);
    return Number.isFinite(limit) && limit > 0 ? limit : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Files this process has open now (sockets, pipes, the IPC channel, epoll, …). */
export function openFileCount(): number {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch {
    return Number.NaN;
  }
}
