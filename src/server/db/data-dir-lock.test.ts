import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

describe('the data directory lock', () => {
  it('refuses a second process while the first is alive, naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'palace-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    children.push(other);
    writeFileSync(join(dir, LOCK_FILE_NAME), String(other.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`process ${other.pid}`);
  });

  it('takes over a lock left by a process that has died, and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'palace-lock-'));
    writeFileSync(join(dir, LOCK_FILE_NAME), '999999999');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('lets the same process take it twice (start script, then the server)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'palace-lock-'));
    acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).not.toThrow();
  });
});
