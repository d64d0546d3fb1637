import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from './locks';

const server = new URL('..', import.meta.url).pathname;
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });

describe('the advisory-lock registry', () => {
  it('gives every lock its own number', () => {
    const numbers = Object.values(ADVISORY_LOCKS);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('is the only place a lock is taken by number: no other file asks PostgreSQL for an advisory lock', () => {
    const takers = sourceFiles(server)
      .filter((file) => /pg_(try_)?advisory/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(server, file))
      .sort();
    // The registry's transaction locks, and the session locks of Database.exclusively / ifFree.
    expect(takers).toEqual(['db/client.ts', 'db/locks.ts']);
  });
});
