/**
 * How the benchmark spreads thousands of client sockets over processes and source addresses.
 *
 * A process may open only so many files (`ulimit -n`: 20,000 here, and a socket is a file), so
 * each client process holds at most a quarter of that: well under the limit, with room for its own
 * files. Every client process also connects from a loopback address of its own (127.77.x.y; Linux
 * answers on all of 127.0.0.0/8): an address has only 28,232 ephemeral ports (32768–60999), and a
 * port stays in TIME_WAIT for a minute after its socket closed, so several thousand sockets a
 * run, several runs in a row, would otherwise run short.
 */

/** The most sockets one client process holds, whatever the limit. */
export const MAX_SOCKETS_PER_PROCESS = 4_000;

export interface ClientProcessPlan {
  count: number;
  localAddress: string;
}

/** The sockets per process for this open-file limit: a quarter of it, at most MAX_SOCKETS_PER_PROCESS. */
export function socketsPerProcess(openFileLimit: number): number {
  return Math.max(1, Math.min(MAX_SOCKETS_PER_PROCESS, Math.floor(openFileLimit / 4)));
}

/** `total` sockets in as few processes as `perProcess` allows, shared as evenly as possible. */
export function planClientProcesses(
  total: number,
  perProcess: number,
  nextAddress: () => string,
): ClientProcessPlan[] {
  if (!Number.isInteger(total) || total < 0) throw new Error(`cannot plan ${total} sockets`);
  const processes = Math.ceil(total / perProcess);
  return Array.from({ length: processes }, (_, index) => ({
    count: Math.floor(total / processes) + (index < total % processes ? 1 : 0),
    localAddress: nextAddress(),
  }));
}

/** Loopback source addresses 127.77.0.1, 127.77.0.2, …: a fresh one for each client process. */
export function loopbackAddresses(): () => string {
  let next = 0;
  return () => {
    const n = next++;
    if (n >= 254 * 256) throw new Error('out of loopback source addresses');
    // Last byte 1–254: never a network (0) or broadcast (255) address.
    return `127.77.${Math.floor(n / 254)}.${(n % 254) + 1}`;
  };
}
