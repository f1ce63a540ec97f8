import { describe, expect, it } from 'vitest';
import { createTurnBatch } from './turn-batch.js';

/** A batch's `send` that records what it was given and answers each item doubled. */
function recorder() {
  const sent: number[][] = [];
  const send = (items: readonly number[]) => {
    sent.push([...items]);
    return Promise.resolve(items.map((item) => item * 2));
  };
  return { sent, send };
}

describe('a turn batch', () => {
  it('sends the items of one turn together and answers each its own, in order', async () => {
    const { sent, send } = recorder();
    const ask = createTurnBatch(send, 10);
    expect(await Promise.all([ask(1), ask(2), ask(3)])).toEqual([2, 4, 6]);
    expect(sent).toEqual([[1, 2, 3]]);
  });

  it('starts a new batch in the next turn', async () => {
    const { sent, send } = recorder();
    const ask = createTurnBatch(send, 10);
    const first = ask(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await Promise.all([first, ask(2)])).toEqual([2, 4]);
    expect(sent).toEqual([[1], [2]]);
  });

  it('splits a turn with more items than one batch takes', async () => {
    const { sent, send } = recorder();
    const ask = createTurnBatch(send, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((item) => ask(item)))).toEqual([2, 4, 6, 8, 10]);
    expect(sent).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every item of a batch whose send fails, and only those', async () => {
    const ask = createTurnBatch(
      (items: readonly number[]) =>
        items.includes(0) ? Promise.reject(new Error('refused')) : Promise.resolve([...items]),
      2,
    );
    const answers = await Promise.allSettled([ask(0), ask(1), ask(2)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
  });

  it('lets an item fail alone when its answer is a rejected promise', async () => {
    const ask = createTurnBatch(
      (items: readonly number[]) =>
        Promise.resolve(items.map((item) => (item === 0 ? Promise.reject(new Error('zero')) : item))),
      10,
    );
    const answers = await Promise.allSettled([ask(0), ask(1)]);
    expect(answers).toEqual([
      { status: 'rejected', reason: new Error('zero') },
      { status: 'fulfilled', value: 1 },
    ]);
  });

  it('fails the batch when send throws at once or answers the wrong number of items', async () => {
    const throws = createTurnBatch((): Promise<number[]> => {
      throw new Error('bad input');
    }, 10);
    await expect(throws(1)).rejects.toThrow('bad input');
    const short = createTurnBatch(() => Promise.resolve([1]), 10);
    await expect(Promise.all([short(1), short(2)])).rejects.toThrow('a batch of 2 got 1 answers');
  });
});
