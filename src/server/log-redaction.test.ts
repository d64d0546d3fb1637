import { describe, expect, it } from 'vitest';
import { redactedError, scrubText } from './log-redaction';

describe('text fit for a log line', () => {
  it('masks emails, hashes, phone numbers and six-digit codes, and leaves the rest', () => {
    const hash = 'ab'.repeat(32);
    expect(scrubText(`asha@example.in +91 98765 43210 ${hash} code 482913 in room 201`)).toBe(
      '[email] [number] [hash] code [code] in room 201',
    );
  });
});

describe('an error as a log line shows it', () => {
  it("drops Drizzle's parameters and PostgreSQL's detail, keeping the SQLSTATE, constraint and SQL", () => {
    const driver = Object.assign(
      new Error('duplicate key value violates unique constraint "users_phone_unique"'),
      {
        code: '23505',
        constraint: 'users_phone_unique',
        table: 'users',
        detail: 'Key (phone)=(+919876543210) already exists.',
        params: ['+919876543210'],
      },
    );
    const sqlText = 'insert into "users" ("phone") values ($1)';
    const drizzle = Object.assign(new Error(`Failed query: ${sqlText}\nparams: +919876543210`), {
      query: sqlText,
      params: ['+919876543210'],
      cause: driver,
    });
    const line = redactedError(drizzle);
    expect(line).toMatchObject({
      message: 'Failed query',
      query: sqlText,
      cause: {
        type: 'DatabaseError',
        sqlState: '23505',
        constraint: 'users_phone_unique',
        table: 'users',
        message: 'duplicate key value violates unique constraint "users_phone_unique"',
      },
    });
    expect(JSON.stringify(line)).not.toContain('9876543210');
  });

  it('masks a value PostgreSQL quotes in its message, and copes with what is not an Error', () => {
    const invalid = Object.assign(new Error('invalid input syntax for type uuid: "not-a-uuid\'s"'), {
      code: '22P02',
    });
    expect(redactedError(invalid).message).toBe('invalid input syntax for type uuid: "[value]"');
    expect(redactedError('lost guest@example.in')).toEqual({ message: 'lost [email]' });
  });
});
