// Only node built-ins and erasable TypeScript here: scripts/start.mjs imports this file directly.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

/** Who wrote a lock: its pid, when that process started (Linux clock ticks after boot) and a random token. */
interface Holder {
  pid: number;
  start?: string;
  token?: string;
}

// The lock file reads "<pid> <start or -> <token>": the pid first, so the previous release's reader (which
// parsed a bare pid) still reads the pid, and a bare pid written by that release is still honoured.
const lockLine = (holder: Holder) => `${holder.pid} ${holder.start ?? '-'} ${holder.token}\n`;

function parseHolder(text: string): Holder | undefined {
  const [pid, start, token] = text.trim().split(/\s+/);
  const number = Number.parseInt(pid ?? '', 10);
  if (!Number.isInteger(number) || number <= 0) return undefined;
  return { pid: number, start: start && start !== '-' ? start : undefined, token };
}

const PF_EXITING = 0x4;
const SIGKILL_BIT = 1n << 8n;

/**
 * What Linux says of a process: when it started, and whether it is dead or dying (a zombie not yet reaped,
 * exiting, or with a SIGKILL pending: the state right after `kill -9`). Undefined without /proc (macOS).
 */
function processFacts(pid: number): { start: string; dying: boolean } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name (which may hold spaces): state is field 3, flags 9, starttime 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const dying = state === 'Z' || state === 'X' || (Number(fields[6]) & PF_EXITING) !== 0 || killPending(pid);
  return { start: fields[19] ?? '', dying };
}

function killPending(pid: number): boolean {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)].some(
      (match) => (BigInt(`0x${match[1]}`) & SIGKILL_BIT) !== 0n,
    );
  } catch {
    return false;
  }
}

/** Whether the process a lock names is still the live process that wrote it (not a dead one, not a reused pid). */
function stillHolds(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const facts = processFacts(holder.pid);
  if (!facts) return true;
  if (facts.dying) return false;
  return holder.start === undefined || holder.start === facts.start;
}

function readHolder(file: string): { text: string; holder?: Holder } | undefined {
  try {
    const text = readFileSync(file, 'utf8');
    return { text, holder: parseHolder(text) };
  } catch {
    return undefined;
  }
}

/**
 * Moves a stale lock out of the way. It is renamed aside first and checked: if another process took the
 * lock over between our read and our rename, its lock is put back (a hard link fails rather than overwrite).
 */
function clearStaleLock(file: string, staleText: string): void {
  const aside = `${file}.${randomBytes(6).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleText) linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

/** Creates the lock whole or not at all: written aside, then hard-linked into place (which fails if it exists). */
function createLock(file: string, holder: Holder): boolean {
  const draft = `${file}.${holder.token}.new`;
  writeFileSync(draft, lockLine(holder));
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Takes the data directory for this process (PGlite allows a single opener), refusing while another
 * live process holds it; a lock left by a dead process, a dying one or an earlier holder of a reused pid
 * is taken over. Returns a release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE_NAME);
  const me: Holder = {
    pid: process.pid,
    start: processFacts(process.pid)?.start,
    token: randomBytes(8).toString('hex'),
  };
  // This process, through another copy of this module (the start script's, then the server bundle's).
  const isMe = (holder?: Holder) =>
    holder?.pid === me.pid && (holder.start === undefined || holder.start === me.start);
  for (let attempt = 0; !createLock(file, me); attempt++) {
    const found = readHolder(file);
    if (isMe(found?.holder)) break;
    if (found?.holder && stillHolds(found.holder)) throw new DataDirLockedError(dataDir, found.holder.pid);
    if (attempt >= 5) throw new Error(`Could not take ${resolve(file)}: other servers keep starting.`);
    // Stale (or unreadable: a lock is only ever created whole) or already gone: clear it and try again.
    if (found) clearStaleLock(file, found.text);
  }
  const release = () => {
    if (isMe(readHolder(file)?.holder)) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}
