import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A failure the benchmark explains in one sentence (a child gone, a limit reached): `npm run
 * bench` prints its message and exits 1, instead of a stack trace from deep inside the IPC channel.
 */
export class BenchError extends Error {
  override name = 'BenchError';
}

/** Any child may report why it cannot go on; the parent's next wait throws it as a BenchError. */
export interface ChildFailure {
  type: 'failed';
  reason: string;
}

/**
 * A forked TypeScript child of the server benchmark and typed messages both ways. Children run
 * the sources through tsx (with the "source" condition), like `npm run bench` itself.
 *
 * A child that dies (out of open files, out of memory, a bug) must not take the parent down with
 * an unhandled 'error' from a closed IPC channel: every send and wait here checks the channel, and
 * says which child went and how.
 */
export class BenchChild<ToChild, FromChild extends { type: string }> {
  readonly name: string;
  readonly #child: ChildProcess;
  readonly #inbox: Array<FromChild | ChildFailure> = [];
  #wake: (() => void) | undefined;
  #exit: string | undefined;
  #channelError: Error | undefined;

  constructor(moduleUrl: URL, execArgv: string[] = [], name = fileURLToPath(moduleUrl).split('/').at(-1)!) {
    this.name = name;
    this.#child = fork(fileURLToPath(moduleUrl), [], {
      execArgv: ['--import', 'tsx', '--conditions=source', ...execArgv],
      stdio: 'inherit',
    });
    this.#child.on('message', (message: FromChild | ChildFailure) => {
      this.#inbox.push(message);
      this.#wake?.();
    });
    this.#child.on('error', (error) => {
      this.#channelError = error;
      this.#wake?.();
    });
    this.#child.on('exit', (code, signal) => {
      this.#exit = signal ? `killed by ${signal}` : `exit code ${code}`;
      this.#wake?.();
    });
  }

  /** Why the child can no longer answer, or undefined while it can. */
  #gone(): string | undefined {
    const failure = this.#inbox.find((message): message is ChildFailure => message.type === 'failed');
    if (failure) return failure.reason;
    if (this.#exit) return `it exited (${this.#exit})`;
    if (this.#channelError) return `its IPC channel failed (${this.#channelError.message})`;
    return undefined;
  }

  send(message: ToChild): void {
    const gone = this.#gone();
    if (gone || !this.#child.connected)
      throw new BenchError(`cannot talk to ${this.name}: ${gone ?? 'its IPC channel is closed'}`);
    this.#child.send(message as object, (error) => {
      if (error) {
        this.#channelError = error;
        this.#wake?.();
      }
    });
  }

  /** The next message of this type (messages of other types wait their turn). */
  async next<T extends FromChild['type']>(
    type: T,
    timeoutMs = 120_000,
  ): Promise<Extract<FromChild, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.#inbox.findIndex((message) => message.type === type);
      if (index >= 0) return this.#inbox.splice(index, 1)[0] as Extract<FromChild, { type: T }>;
      const gone = this.#gone();
      if (gone) throw new BenchError(`${this.name} stopped while the bench waited for "${type}": ${gone}`);
      if (Date.now() > deadline) throw new BenchError(`${this.name} sent no "${type}" in ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
        setTimeout(resolve, 1_000).unref();
      });
    }
  }

  async request<T extends FromChild['type']>(
    message: ToChild,
    reply: T,
    timeoutMs?: number,
  ): Promise<Extract<FromChild, { type: T }>> {
    this.send(message);
    return this.next(reply, timeoutMs);
  }

  kill(): void {
    if (this.#exit === undefined) this.#child.kill();
  }
}

/**
 * The child's side of the channel: replies that are dropped once the parent is gone (never an
 * unhandled error), and an exit when the parent goes, so that no child is left holding thousands
 * of sockets after the bench stopped.
 */
export function parentChannel<Reply extends { type: string }>(): {
  reply(message: Reply | ChildFailure): void;
} {
  process.on('disconnect', () => process.exit(0));
  return {
    reply(message) {
      if (process.connected) process.send?.(message, () => undefined);
    },
  };
}

/** An instant comparable across processes of one machine, in milliseconds. */
export const instant = (): number => performance.timeOrigin + performance.now();
