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

/** Another server process that takes the lock on `dir` (through this very module) and keeps running. */
async function serverHolding(dir: string) {
  const lockModule = new URL('./data-dir-lock.ts', import.meta.url).href;
  const script = `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
acquireDataDirLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script]);
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return child;
}

/** When PID 1 started, in clock ticks after boot (field 22 of /proc/1/stat). */
const pid1Start = () => Number(readFileSync('/proc/1/stat', 'utf8').split(') ')[1]!.split(' ')[19]);

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
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('lets the same process take it twice (start script, then the server)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'palace-lock-'));
    acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).not.toThrow();
  });

  it('is not blocked by a lock naming PID 1 that an earlier server left (its pid now an unrelated process)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'palace-lock-'));
    writeFileSync(join(dir, LOCK_FILE_NAME), `1 ${pid1Start() + 4321} 7d3f0c1a9b2e4d5f\n`);
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    release();
  });

  it('is not blocked by a server killed with SIGKILL a moment ago', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'palace-lock-'));
    const crashed = await serverHolding(dir);
    crashed.kill('SIGKILL');
    // At once: the killed process has not been reaped yet (it is dying, or a zombie).
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    release();
  });

  it('still refuses while another live server holds it, naming that server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'palace-lock-'));
    const server = await serverHolding(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`process ${server.pid}`);
  });
});
