import { describe, expect, it } from 'vitest';
import { freshReads } from './fresh-reads';

/** A read whose answers the test hands out one at a time: read n answers n. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      started++;
      const n = started;
      pending.push(() => resolve(n));
    });
  return {
    read,
    started: () => started,
    finishNext: async () => {
      pending.shift()?.(0);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('freshReads', () => {
  it('answers a caller who asked during a read with the next read, never the one already running', async () => {
    const source = controlledRead();
    const generation = freshReads(source.read);
    const first = generation();
    expect(source.started()).toBe(1);
    // Asked while read 1 runs: read 1 may have begun before a commit this caller saw.
    const second = generation();
    const third = generation();
    expect(source.started()).toBe(1);
    await source.finishNext();
    expect(await first).toBe(1);
    // Read 2 starts once read 1 is over, and serves both callers who waited.
    expect(source.started()).toBe(2);
    await source.finishNext();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('starts a read at once for a caller when none runs', async () => {
    const source = controlledRead();
    const generation = freshReads(source.read);
    const first = generation();
    await source.finishNext();
    await first;
    const later = generation();
    expect(source.started()).toBe(2);
    await source.finishNext();
    expect(await later).toBe(2);
  });

  it('passes a failed read to its callers and reads again for the next', async () => {
    let calls = 0;
    const generation = freshReads(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(generation()).rejects.toThrow('connection lost');
    expect(await generation()).toBe(2);
  });
});
