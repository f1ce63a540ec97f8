/**
 * CPU time spent by a side's process (this one, or an anchor's own) and by PostgreSQL's processes,
 * for the benchmarks that say where an operation's cost goes (server-submit.ts). PostgreSQL's is
 * read from /proc (Linux), summed over every process named `postgres`: on these machines the
 * bench's own embedded server is the only one running; elsewhere the figure is printed as unknown.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface CpuSpent {
  /** The side's process (user + system), ms. */
  process: number;
  /** Every `postgres` process (user + system), ms; NaN where /proc cannot be read. */
  postgres: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function postgresCpuMs(): number {
  let ticks = 0;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return Number.NaN;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // The process ended meanwhile.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** This process's CPU (user + system) so far, ms: what a bench child reports when asked. */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The same, for a side measured in this process. */
export const ownCpuMs = (): Promise<number> => Promise.resolve(processCpuMs());

/**
 * CPU spent by a side's process (`processCpuMs`: this one, or an anchor's own) and by PostgreSQL,
 * so far.
 */
export async function cpuSpent(processCpuMs: () => Promise<number>): Promise<CpuSpent> {
  return { process: await processCpuMs(), postgres: postgresCpuMs() };
}

/** CPU spent since `start`. */
export async function cpuSince(start: CpuSpent, processCpuMs: () => Promise<number>): Promise<CpuSpent> {
  const now = await cpuSpent(processCpuMs);
  return { process: now.process - start.process, postgres: now.postgres - start.postgres };
}
