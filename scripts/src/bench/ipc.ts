import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A forked TypeScript child of the server benchmark and typed messages both ways. Children run
 * the sources through tsx (with the "source" condition), like `npm run bench` itself.
 */
export class BenchChild<ToChild, FromChild extends { type: string }> {
  readonly #child: ChildProcess;
  readonly #inbox: FromChild[] = [];
  #wake: (() => void) | undefined;
  #exited = false;

  constructor(moduleUrl: URL, execArgv: string[] = []) {
    this.#child = fork(fileURLToPath(moduleUrl), [], {
      execArgv: ['--import', 'tsx', '--conditions=source', ...execArgv],
      stdio: 'inherit',
    });
    this.#child.on('message', (message: FromChild) => {
      this.#inbox.push(message);
      this.#wake?.();
    });
    this.#child.on('exit', () => {
      this.#exited = true;
      this.#wake?.();
    });
  }

  send(message: ToChild): void {
    this.#child.send(message as object);
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
      if (this.#exited) throw new Error(`bench child exited while waiting for "${type}"`);
      if (Date.now() > deadline) throw new Error(`bench child sent no "${type}" in ${timeoutMs} ms`);
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
    if (!this.#exited) this.#child.kill();
  }
}

/** An instant comparable across processes of one machine, in milliseconds. */
export const instant = (): number => performance.timeOrigin + performance.now();
