import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger';
import { signedInGuest } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Every line the app logs, captured as pino writes it.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await createTestApp({}, { logger: createLogger({ LOG_LEVEL: 'info' }, sink) });
  guest = await signedInGuest(t.db, { phone: '+919812300001', email: 'asha.secret@example.in' });
  // From here the database refuses these writes, quoting the values as PostgreSQL's own messages do.
  await t.db.execute(
    sql.raw(`create function refuse_for_test() returns trigger language plpgsql as $$
      begin
        raise exception using errcode = 'P0001', constraint = 'test_refusal',
          message = format('refused a row for %s', new.phone),
          detail = format('Key (phone, email)=(%s, %s)', new.phone, to_jsonb(new)->>'email');
      end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger refuse_for_test before insert on otp_codes
      for each row execute function refuse_for_test()`),
  );
  await t.db.execute(
    sql.raw(`create trigger refuse_for_test before update on users
      for each row execute function refuse_for_test()`),
  );
});
afterAll(() => t.close());

const PHONE_DIGITS = '9876543210';

describe('the log of a failed query', () => {
  it('keeps the SQLSTATE, the constraint and the SQL, but not the phone, the name or the code hash', async () => {
    lines.length = 0;
    const res = await t.call('POST', '/api/auth/signup', {
      json: { name: 'Mallory Secretname', phone: `+91${PHONE_DIGITS}` },
    });
    expect(res.status).toBe(500);
    const { requestId } = await res.json();
    const log = lines.join('');
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(failure.requestId).toBe(requestId);
    expect(failure.err).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query' });
    expect(failure.err.query).toContain('insert into "otp_codes"');
    expect(log).toContain('"sqlState":"P0001"');
    expect(log).toContain('"constraint":"test_refusal"');
    expect(log).not.toContain(PHONE_DIGITS);
    expect(log).not.toContain('Secretname');
    expect(log).not.toMatch(/[a-f0-9]{64}/);
  });

  it('carries no phone, email or address of a profile edit the database refused', async () => {
    lines.length = 0;
    const res = await t.call('PUT', '/api/auth/profile', {
      json: { email: 'new.secret@example.in', address: '12 Secretgarden Lane' },
      headers: guest.headers,
    });
    expect(res.status).toBe(500);
    const log = lines.join('');
    expect(log).toContain('"sqlState":"P0001"');
    expect(log).toContain('update \\"users\\" set');
    for (const secret of ['9812300001', 'asha.secret', 'new.secret', 'Secretgarden']) {
      expect(log).not.toContain(secret);
    }
  });
});
