import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindNamed } from '../../src/server/services/bookings/registry';
import { queueChangeNotices } from '../../src/server/services/notices/changes';
import { schedule } from '../fixtures/change-notices';
import { heldStay, noticeRows, payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only: the change messages of one booking written by transactions truly at once (decision 110). Each is
// told under its own SEQUENCE, one after another; none is lost to another's equal SEQUENCE.
const now = new Date('2027-03-01T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());

describe('eight changes of one paid stay told at once', () => {
  it('give eight SEQUENCEs; the last change waits to be sent, the seven it replaced are skipped; one reminder waits', async () => {
    expect(t.database.driver).toBe('postgres');
    const stay = await heldStay(t, now);
    await payStay(t, stay.guest.headers, stay.booking.id);
    const kind = kindNamed('room');
    const booking = (await kind.find(t.db, stay.booking.id))!;
    const starts = (await kind.notice(t.db, booking, schedule.timeZone)).starts;
    const counts = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.transaction((tx) => queueChangeNotices(tx, booking, booking, { now, schedule, starts })),
      ),
    );
    expect(counts).toEqual(Array(8).fill(5));
    const changes = (await noticeRows(t, stay.booking.id)).filter((r) => r.event === 'booking_changed');
    expect(new Set(changes.map((r) => r.sequence))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(changes.filter((r) => r.status === 'queued').map((r) => r.sequence)).toEqual([8, 8, 8]);
    const reminders = (await noticeRows(t, stay.booking.id)).filter((r) => r.event === 'stay_reminder');
    expect(reminders.filter((r) => r.status === 'queued').map((r) => r.sequence)).toEqual([8, 8]);
  });
});
