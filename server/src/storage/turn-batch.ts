/**
 * Requests to the database made in one event-loop turn, sent together: under load, the HTTP
 * requests whose bodies (or whose previous answers) arrived together share one statement instead
 * of paying one each. It is not a cache and it never waits for time: the batch leaves at the end
 * of the turn it began in (after that turn's I/O callbacks, `setImmediate`), or as soon as it holds
 * `maxBatch` items, and every item is answered by a statement sent after it was asked for.
 *
 * `send` gets the items in the order they were asked for and answers each (same order, same
 * length), with a value or with a promise of one (an item that may fail alone); when `send`
 * fails, every item of its batch fails with its error.
 */
export function createTurnBatch<In, Out>(
  send: (items: readonly In[]) => Promise<ReadonlyArray<Out | PromiseLike<Out>>>,
  maxBatch: number,
): (item: In) => Promise<Out> {
  type Waiter = { item: In; resolve(out: Out | PromiseLike<Out>): void; reject(error: unknown): void };
  let open: Waiter[] | null = null;

  async function flush(batch: Waiter[]): Promise<void> {
    if (open === batch) open = null;
    try {
      const outs = await send(batch.map((waiter) => waiter.item));
      if (outs.length !== batch.length)
        throw new Error(`a batch of ${batch.length} got ${outs.length} answers`);
      batch.forEach((waiter, index) => waiter.resolve(outs[index]!));
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      if (!open) {
        const started: Waiter[] = [];
        open = started;
        setImmediate(() => void flush(started));
      }
      open.push({ item, resolve, reject });
      // Full: this batch still leaves at the end of the turn; the next item starts another.
      if (open.length >= maxBatch) open = null;
    });
}
