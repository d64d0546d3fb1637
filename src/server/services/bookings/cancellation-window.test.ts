import { describe, expect, it } from 'vitest';
import { type CancellationWindow, minutesInWords, windowInWords } from '~/lib/cancellation-words';
import { addDays, type IsoDate } from '~/lib/dates';
import type { AnyBookingKind, BookingRef, Clock } from './kind';
import { bookingKinds } from './registry';
import { hotelRules } from './rules';

const startsOn: IsoDate = '2027-01-20';
const startsAt = new Date('2027-01-20T14:30:00Z');
const clockAt = (now: Date, today: IsoDate): Clock => ({
  now,
  today,
  timeZone: 'Asia/Kolkata',
  imageUrl: (k) => k,
});

function paidBooking(kind: AnyBookingKind): BookingRef {
  return {
    kind: kind.name,
    id: 'b-1',
    userId: 'u-1',
    code: 'X-1',
    status: 'confirmed',
    holdExpiresAt: null,
    totalPaise: 118_000,
    cgstPaise: 9_000,
    sgstPaise: 9_000,
    rowIds: ['b-1'],
    description: kind.label,
    startsOn,
    startsAt,
  };
}

/**
 * The window the server enforces, found by asking the kind's own refusal (not by reading its constant): the fewest
 * days before the first day, or minutes before the start, at which a paid booking may still be cancelled.
 */
function enforcedWindow(kind: AnyBookingKind): CancellationWindow {
  const booking = paidBooking(kind);
  if ('daysBefore' in kind.cancellationWindow) {
    for (let days = 0; days <= 30; days += 1) {
      const today = addDays(startsOn, -days);
      if (kind.cancellationRefusal(booking, clockAt(new Date(`${today}T06:00:00Z`), today)) === null) {
        return { daysBefore: days };
      }
    }
  } else {
    for (let minutes = 0; minutes <= 48 * 60; minutes += 1) {
      const now = new Date(startsAt.getTime() - minutes * 60_000);
      if (kind.cancellationRefusal(booking, clockAt(now, startsOn)) === null)
        return { minutesBefore: minutes };
    }
  }
  throw new Error(`${kind.name}: never cancellable in the probe's range`);
}

describe('the cancellation window the policy page prints (GET /api/hotel/rules, /policies/cancellation-and-refunds)', () => {
  it.each(bookingKinds.map((k) => [k.name, k] as const))(
    '%s: the rules served are the window its refusal applies, in words',
    (_name, kind) => {
      const served = hotelRules('Asia/Kolkata').kinds.find((k) => k.kind === kind.name)!;
      const enforced = enforcedWindow(kind);
      expect(served.cancellationWindow).toEqual(enforced);
      expect(served.cancellationDeadline).toBe(windowInWords(enforced));
    },
  );

  it('words the figures as a guest reads them', () => {
    expect(windowInWords({ daysBefore: 1 })).toBe('1 day before the day it begins');
    expect(windowInWords({ daysBefore: 3 })).toBe('3 days before the day it begins');
    expect(windowInWords({ minutesBefore: 120 })).toBe('2 hours before it begins');
    expect(minutesInWords(15)).toBe('15 minutes');
    expect(minutesInWords(48 * 60)).toBe('48 hours');
  });
});
