/**
 * Client sockets for the server benchmark, spread over several child processes (client-fleet-plan.ts
 * says why and how): one request goes to every process at once, and the answers come back together.
 */
import { BenchChild, BenchError } from './ipc.js';
import {
  loopbackAddresses,
  planClientProcesses,
  socketsPerProcess,
  type ClientProcessPlan,
} from './client-fleet-plan.js';
import { openFileLimit } from './open-files.js';

/** One run of the bench never reuses a source address, so a fleet never meets ports in TIME_WAIT. */
const nextAddress = loopbackAddresses();

export interface FleetMember<Req, Rep extends { type: string }> extends ClientProcessPlan {
  child: BenchChild<Req, Rep>;
}

export class ClientFleet<Req, Rep extends { type: string }> {
  readonly members: Array<FleetMember<Req, Rep>>;

  constructor(moduleUrl: URL, total: number, label: string) {
    const plan = planClientProcesses(total, socketsPerProcess(openFileLimit()), nextAddress);
    this.members = plan.map((member, index) => ({
      ...member,
      child: new BenchChild<Req, Rep>(
        moduleUrl,
        [],
        `${label} clients #${index + 1} (${member.localAddress})`,
      ),
    }));
  }

  get processes(): number {
    return this.members.length;
  }

  /** Sends each process its request and waits for every answer; a process that failed fails the whole. */
  async ask<T extends Rep['type']>(
    request: (member: FleetMember<Req, Rep>) => Req,
    reply: T,
    timeoutMs?: number,
  ): Promise<Array<Extract<Rep, { type: T }>>> {
    const answers = await Promise.allSettled(
      this.members.map((member) => member.child.request(request(member), reply, timeoutMs)),
    );
    const failures = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason] : []));
    if (failures.length > 0) {
      throw new BenchError(
        failures.map((failure) => (failure instanceof Error ? failure.message : String(failure))).join('; '),
      );
    }
    return answers.map((answer) => (answer as PromiseFulfilledResult<Extract<Rep, { type: T }>>).value);
  }

  /** Asks every process to close (best effort), then kills what is left. */
  async close<T extends Rep['type']>(request: Req, reply: T): Promise<void> {
    await Promise.allSettled(this.members.map((member) => member.child.request(request, reply, 20_000)));
    for (const member of this.members) member.child.kill();
  }
}
