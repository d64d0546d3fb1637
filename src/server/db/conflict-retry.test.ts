import { describe, expect, it } from 'vitest';
import { retryingConflicts, TRANSACTION_ATTEMPTS } from './conflict-retry';

const failing = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });
const noPause = async () => {};

describe('a transaction aborted by a deadlock or serialization failure', () => {
  it('runs again until it commits', async () => {
    let runs = 0;
    const transaction = async (work: () => Promise<string>) => {
      runs++;
      if (runs < 3) throw failing(runs === 1 ? '40P01' : '40001');
      return work();
    };
    const retried = retryingConflicts(transaction, noPause);
    await expect(retried(async () => 'committed')).resolves.toBe('committed');
    expect(runs).toBe(3);
  });

  it('answers the error after a bounded number of attempts', async () => {
    let runs = 0;
    const retried = retryingConflicts(async (_work: () => Promise<void>) => {
      runs++;
      throw failing('40P01');
    }, noPause);
    await expect(retried(async () => {})).rejects.toThrow('40P01');
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
  });

  it('never runs again after any other error', async () => {
    let runs = 0;
    const retried = retryingConflicts(async (_work: () => Promise<void>) => {
      runs++;
      throw failing('23505');
    }, noPause);
    await expect(retried(async () => {})).rejects.toThrow('23505');
    expect(runs).toBe(1);
  });
});
