import type { OrderEntry } from '~/contracts/orders';
import { eventAgainHref, stayAgainHref, tableAgainHref } from '~/lib/book-again';
import { formatHotelDate } from '~/lib/dates';
import { slotLabel } from '~/lib/dining';
import { eventDays, hallSlotNamed } from '~/lib/hall-slots';
import { guestsWords } from '~/lib/words';

/** What the guest calls an entry: the room, the dish (or the table) or the hall. */
export function orderTitle(entry: OrderEntry): string {
  if (entry.kind === 'room') return entry.roomBooking.name;
  if (entry.kind === 'table') return entry.diningReservation.menuname;
  return entry.hallBooking.Hall.name;
}

/** The picture of an entry's card. */
export function orderImage(entry: OrderEntry): string {
  if (entry.kind === 'room') return entry.roomBooking.image;
  if (entry.kind === 'table') return entry.diningReservation.image;
  return entry.hallBooking.Hall.image;
}

/** Dates from first to last and how long: "27 Nov 2026 – 30 Nov 2026 · 3 nights". */
function span(from: string, to: string, length: string): string {
  return `${formatHotelDate(from)} – ${formatHotelDate(to)} · ${length}`;
}

/**
 * When, in one line, as the booking's own page says it: "27 Nov 2026 – 30 Nov 2026 · 3 nights", "22 Nov 2026 at
 * 7:30 PM", "12 Dec 2026, Evening (4 PM - 8 PM)", "19 Dec 2026 – 20 Dec 2026 · 2 days, Evening (4 PM - 8 PM)".
 */
export function orderWhen(entry: OrderEntry): string {
  if (entry.kind === 'room') {
    const b = entry.roomBooking;
    return span(b.checkInDate, b.checkOutDate, `${b.nights} ${b.nights === 1 ? 'night' : 'nights'}`);
  }
  if (entry.kind === 'table') {
    const b = entry.diningReservation;
    return `${formatHotelDate(b.date)} at ${slotLabel(b.time)}`;
  }
  const { date, endDate, timeSlot } = entry.hallBooking;
  const slot = hallSlotNamed(timeSlot)?.label ?? timeSlot;
  if (endDate === date) return `${formatHotelDate(date)}, ${slot}`;
  return `${span(date, endDate, `${eventDays({ date, endDate })} days`)}, ${slot}`;
}

/** Who: "2 guests", "Party of 4", "150 guests, Wedding Reception". */
export function orderParty(entry: OrderEntry): string {
  if (entry.kind === 'room')
    return `${guestsWords(entry.roomBooking.numGuests)}, room ${entry.roomBooking.roomNumbers.join(', ')}`;
  if (entry.kind === 'table') return `Party of ${entry.diningReservation.numberOfGuests}`;
  return `${guestsWords(entry.hallBooking.guests)}, ${entry.hallBooking.eventType}`;
}

/** The package a stay was booked on, with what it includes: "Lakeside Weekend package: Breakfast · …"; else null. */
export function orderPackage(entry: OrderEntry): string | null {
  const booked = entry.kind === 'room' ? entry.roomBooking.stayPackage : null;
  return booked ? `${booked.title} package: ${booked.inclusions.join(' · ')}` : null;
}

/** The booked total in paise. */
export function orderTotalPaise(entry: OrderEntry): number {
  if (entry.kind === 'room') return entry.roomBooking.totalPaise;
  if (entry.kind === 'table') return entry.diningReservation.totalPaise;
  return entry.hallBooking.totalPaise;
}

/** Whether an entry matches the search box: its reference, or its room, dish or hall name. */
export function matchesSearch(entry: OrderEntry, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [entry.bookingCode, orderTitle(entry), orderPackage(entry) ?? ''].some((text) =>
    text.toLowerCase().includes(q),
  );
}

/** Where "Book again" takes a lapsed or cancelled entry: its page, with the same choices where the page reads them. */
export function bookAgainHref(entry: OrderEntry): string {
  if (entry.kind === 'room') return stayAgainHref(entry.roomBooking);
  if (entry.kind === 'table') return tableAgainHref();
  return eventAgainHref(entry.hallBooking);
}
