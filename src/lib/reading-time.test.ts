import { describe, expect, it } from 'vitest';
import { formatPostDate, readingMinutes } from './reading-time';

describe('a post reading time', () => {
  it('is at least a minute', () => {
    expect(readingMinutes('# Hello\n\nA short note.')).toBe(1);
  });
  it('counts about 220 words a minute, ignoring markup', () => {
    const body = `## Heading\n\n${'**word** '.repeat(660)}`;
    expect(readingMinutes(body)).toBe(3);
  });
});

describe('a post date', () => {
  it('reads as a calendar date, whatever the zone', () => {
    expect(formatPostDate('2026-07-14')).toBe('14 July 2026');
    expect(formatPostDate('2026-01-01')).toBe('1 January 2026');
  });
});
