import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NoticeDetail } from '~/lib/notices';
import { notifications } from '../../db/schema';
import { composeEmail, composeSms } from './compose';
import { durbarWedding, newYearTable, winterStay } from './fixtures/winter-stay';
import { fill, TEMPLATES_DIR } from './templates';

const events = notifications.event.enumValues;
const sent = { sequence: 0, createdAt: new Date('2026-11-23T06:30:00Z') };
/** Asha's stay as it was before she added a night: one night fewer, ₹24,780. */
const oneNightFewer: NoticeDetail = {
  changedFrom: {
    startDate: '2026-12-30',
    endDate: '2026-12-31',
    startTime: null,
    description: 'Royal Lake Suite, 1 night',
    totalPaise: 2_478_000,
  },
};

describe('the message templates a content editor changes (src/content/notices)', () => {
  it('has a guest template with an SMS line for every event, and every file renders without braces left', () => {
    const files = readdirSync(TEMPLATES_DIR).filter((f) => f.endsWith('.md') && f !== 'README.md');
    for (const event of events) expect(files).toContain(`guest-${event.replace(/_/g, '-')}.md`);
    for (const file of files) {
      const [audience, ...rest] = file.replace(/\.md$/, '').split('-');
      const notice = {
        ...sent,
        detail: { ...oneNightFewer, roomMove: { from: '102', to: '204' } },
        audience: audience as 'guest' | 'hotel',
        event: rest.join('_') as (typeof events)[number],
      };
      const email = composeEmail(notice, durbarWedding, 'someone@example.in');
      const html = email.html!.replace(/<script[\s\S]*?<\/script>/, '');
      expect(`${email.subject}${email.text}${html}`).not.toMatch(/\{\{|\}\}/);
      if (audience === 'guest') expect(composeSms(notice, durbarWedding)).not.toMatch(/\{\{|\n/);
    }
  });

  it('refuses a template naming a placeholder that does not exist', () => {
    expect(() => fill('Dear {{guestNmae}}', { guestName: 'Asha' })).toThrow(
      'Unknown placeholder {{guestNmae}}',
    );
  });
});

describe('a hall request received', () => {
  const asked = (audience: 'guest' | 'hotel') => ({
    ...sent,
    audience,
    event: 'hall_request_received' as const,
  });

  it('tells the guest and the hotel the hold the server keeps (48 hours), from the one hold rule', () => {
    expect(composeSms(asked('guest'), durbarWedding)).toContain('our team will answer within 48 hours');
    expect(composeEmail(asked('guest'), durbarWedding, 'asha@example.in').text).toContain(
      'will contact you within 48 hours to confirm it',
    );
    expect(composeEmail(asked('hotel'), durbarWedding, 'stay@suparpalace.in').text).toContain(
      'The request holds the hall for 48 hours.',
    );
  });
});

describe('a stay confirmation', () => {
  const notice = { ...sent, audience: 'guest' as const, event: 'booking_confirmed' as const };

  it('is one SMS line with the reference, the date and the details link', () => {
    expect(composeSms(notice, winterStay)).toBe(
      `Supar Palace: booking RMB-7QK2LM is confirmed for 30 Dec 2026. Details: ${winterStay.detailsUrl}`,
    );
  });

  it('is an email with the stay, the amount paid and its GST, check-in time, policy and link, in HTML and plain text', () => {
    const email = composeEmail(notice, winterStay, 'asha@example.in');
    expect(email.subject).toBe('Confirmed: Royal Lake Suite at The Supar Palace (RMB-7QK2LM)');
    for (const part of [email.text, email.html!]) {
      expect(part).toContain('RMB-7QK2LM');
      expect(part).toContain('30 Dec 2026, 3:00 PM to 1 Jan 2027, 12:00 PM');
      expect(part).toContain('₹49,560');
      expect(part).toContain('Taxable value ₹42,000 + CGST ₹3,780 + SGST ₹3,780 = ₹49,560 including GST');
      expect(part).toContain('Lake Pichola Road');
      expect(part).toContain('Free cancellation until the day before check-in.');
      expect(part).toContain(winterStay.detailsUrl);
    }
    expect(email.text).not.toMatch(/\*\*|<\w/);
    expect(email.html).toContain('<script type="application/ld+json">');
    expect(email.html).toContain('#5b1a2b');
    expect(email.attachments).toEqual([
      expect.objectContaining({
        filename: 'RMB-7QK2LM.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      }),
    ]);
    expect(email.attachments![0]!.content).toContain('METHOD:REQUEST');
  });

  it('escapes a guest name that holds HTML', () => {
    const email = composeEmail(
      notice,
      { ...winterStay, guest: { ...winterStay.guest, name: '<img src=x onerror=alert(1)>' } },
      'a@b.in',
    );
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it("is told to the hotel without the guest's calendar or markup", () => {
    const email = composeEmail({ ...notice, audience: 'hotel' }, winterStay, 'stay@suparpalace.in');
    expect(email.subject).toBe('New booking RMB-7QK2LM: Royal Lake Suite, 30 Dec 2026');
    expect(email.text).toContain('+919812345678');
    expect(email.attachments).toBeUndefined();
    expect(email.html).not.toContain('application/ld+json');
  });
});

describe('a cancellation', () => {
  it('withdraws the calendar entry and tells the refund', () => {
    const refund = {
      status: 'refund_pending' as const,
      amountPaise: 4_956_000,
      gstPaise: 756_000,
      message: 'Your payment of ₹49,560 (₹7,560 of it GST) is being refunded.',
    };
    const email = composeEmail(
      { ...sent, sequence: 1, audience: 'guest', event: 'booking_cancelled' },
      { ...winterStay, status: 'cancelled', refund },
      'asha@example.in',
    );
    expect(email.text).toContain('Your payment of ₹49,560 (₹7,560 of it GST) is being refunded.');
    expect(email.attachments![0]!.content).toContain('METHOD:CANCEL');
    expect(email.attachments![0]!.content).toContain('SEQUENCE:1');
  });
});

describe('the policy pages in a guest email', () => {
  const confirmed = { ...sent, audience: 'guest' as const, event: 'booking_confirmed' as const };
  const origin = new URL(winterStay.detailsUrl).origin;

  it('links every policy page at the foot of a guest email, on the site the booking links to', () => {
    const email = composeEmail(confirmed, winterStay, 'asha@example.in');
    for (const path of [
      '/policies/privacy-notice',
      '/policies/terms-of-booking',
      '/policies/cancellation-and-refunds',
      '/policies/house-policies',
    ]) {
      expect(email.html).toContain(`href="${origin}${path}"`);
      expect(email.text).toContain(`${origin}${path}`);
    }
  });

  it("links the cancellation policy beside the confirmation's cancellation line", () => {
    expect(composeEmail(confirmed, winterStay, 'asha@example.in').text).toContain(
      `${winterStay.cancellationPolicy} Our cancellation and refund policy: ${origin}/policies/cancellation-and-refunds`,
    );
  });

  it("keeps the hotel's own messages free of the guest's policy links", () => {
    const hotel = composeEmail({ ...confirmed, audience: 'hotel' }, winterStay, 'stay@suparpalace.in');
    expect(hotel.text).not.toContain('/policies/');
  });
});

describe('a change of a confirmed booking', () => {
  const changed = (audience: 'guest' | 'hotel', detail: NoticeDetail = oneNightFewer) => ({
    ...sent,
    sequence: 2,
    audience,
    event: 'booking_changed' as const,
    detail,
  });

  it('says in the SMS only what changed: the new days with the old, and the new total with the old', () => {
    expect(composeSms(changed('guest'), winterStay)).toBe(
      'Supar Palace: booking RMB-7QK2LM is changed: now 30 Dec 2026 to 1 Jan 2027 (was 30 Dec 2026 to 31 Dec 2026); ' +
        'Royal Lake Suite, 2 nights (was Royal Lake Suite, 1 night); new total ₹49,560 (was ₹24,780). ' +
        `Details: ${winterStay.detailsUrl}`,
    );
    const sameDays = { changedFrom: { ...oneNightFewer.changedFrom!, endDate: '2027-01-01' } };
    expect(composeSms(changed('guest', sameDays), winterStay)).toContain(
      'still 30 Dec 2026 to 1 Jan 2027; Royal Lake Suite, 2 nights (was Royal Lake Suite, 1 night)',
    );
  });

  it("tells a table's new sitting beside the old one", () => {
    const earlier = {
      changedFrom: {
        startDate: '2026-12-30',
        endDate: null,
        startTime: '20:00',
        description: 'Table for 2',
        totalPaise: 100_000,
      },
    };
    expect(composeSms(changed('guest', earlier), newYearTable)).toContain(
      'now 31 Dec 2026, 10:30 PM (was 30 Dec 2026, 8:00 PM); Table for 4 (was Table for 2)',
    );
  });

  it("is an email with each part now and before, and the invitation's update: the same UID, a higher SEQUENCE", () => {
    const email = composeEmail(changed('guest'), winterStay, 'asha@example.in');
    expect(email.subject).toBe('Changed: Royal Lake Suite at The Supar Palace (RMB-7QK2LM)');
    expect(email.text).toContain('When: 30 Dec 2026 to 1 Jan 2027 (was 30 Dec 2026 to 31 Dec 2026)');
    expect(email.text).toContain('Total: ₹49,560 (was ₹24,780, ₹24,780 more)');
    const ics = email.attachments![0]!;
    expect(ics.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(ics.content).toContain(`UID:booking-${winterStay.bookingId}@suparpalace.in`);
    expect(ics.content).toContain('SEQUENCE:2');
    expect(ics.content).toContain('DTEND;TZID=Asia/Kolkata:20270101T120000');
  });

  it('is told to the hotel with the old and new, without a calendar', () => {
    const email = composeEmail(changed('hotel'), winterStay, 'stay@suparpalace.in');
    expect(email.subject).toBe('Changed booking RMB-7QK2LM: Royal Lake Suite, 30 Dec 2026');
    expect(email.text).toContain('Booked: Royal Lake Suite, 2 nights (was Royal Lake Suite, 1 night) (stay)');
    expect(email.attachments).toBeUndefined();
  });

  it('fails (visibly, as its error) when the message lost what the booking was', () => {
    expect(() => composeSms({ ...changed('guest'), detail: null }, winterStay)).toThrow(
      'Unknown placeholder {{changeSummary}}',
    );
  });
});
