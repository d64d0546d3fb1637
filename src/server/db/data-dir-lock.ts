// Only node built-ins and erasable TypeScript here: scripts/start.mjs imports this file directly.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE_NAME = 'palace.lock';

/** Thrown when another live process already holds the embedded database's data directory. */
export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${resolve(dataDir)} is already in use by another Palace server (process ${pid}). ` +
        'Stop that server first, or give this one its own DATA_DIR, or use PostgreSQL with DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data directory for this process (PGlite allows a single opener), refusing while another
 * live process holds it; a lock left by a dead process is taken over. Returns a release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder === process.pid) break;
      if (holder !== undefined && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      rmSync(file, { force: true });
    }
  }
  const release = () => {
    if (readHolder(file) === process.pid) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}
