// What a booking details page says of the booking (spec §3 booking details), by kind: the heading, its picture's
// words and the facts' lines, and where "Book again" goes. The server sends them with the checkout's summary
// (`CheckoutSummary.display`), so the page carries no date, slot or event-search code (issue 42).
import type { HallDetail, StayDetail, TableDetail } from '~/contracts/checkout';
import { checkoutAgainHref } from '~/lib/book-again';
import { formatHotelDateWithDay as longDate } from '~/lib/dates';
import { slotLabel } from '~/lib/dining';

/** The booking as its details page shows it. */
export interface CheckoutDisplay {
  eyebrow: string;
  title: string;
  facts: { label: string; value: string }[];
  againHref: string;
}

/** What the words are made from: the kind's details. */
export type Booked =
  | { kind: 'room'; room: StayDetail }
  | { kind: 'table'; table: TableDetail }
  | { kind: 'hall'; hall: HallDetail };

const fact = (label: string, value: string) => ({ label, value });

/** The facts of a booking, by kind: what was booked, when, and for whom (the page puts its reference first). */
export function checkoutDisplay(booked: Booked): CheckoutDisplay {
  if (booked.kind === 'room') {
    const { room } = booked;
    const taken = room.stayPackage;
    return {
      eyebrow: 'Your stay',
      title: room.name,
      facts: [
        ...(taken ? [fact('Package', `${taken.title}: ${taken.inclusions.join(' · ')}`)] : []),
        fact(room.rooms > 1 ? 'Room numbers' : 'Room number', room.roomNumbers.join(', ')),
        fact('Check-in', `${longDate(room.checkInDate)}, from ${room.checkInTime}`),
        fact('Check-out', `${longDate(room.checkOutDate)}, by ${room.checkOutTime}`),
        fact('Nights', String(room.nights)),
        fact('Guests', String(room.numGuests)),
      ],
      againHref: checkoutAgainHref(booked),
    };
  }
  if (booked.kind === 'table') {
    const { table } = booked;
    return {
      eyebrow: 'Your table',
      title: table.menuName,
      facts: [
        fact('Name', table.name),
        fact('Date', longDate(table.date)),
        fact('Time', slotLabel(table.time)),
        fact('Table', table.table),
        fact('Party size', `${table.partySize} ${table.partySize === 1 ? 'guest' : 'guests'}`),
        fact('Phone', table.phone),
      ],
      againHref: checkoutAgainHref(booked),
    };
  }
  const { hall } = booked;
  const dates =
    hall.days === 1
      ? longDate(hall.date)
      : `${longDate(hall.date)} to ${longDate(hall.endDate)} (${hall.days} days)`;
  return {
    eyebrow: 'Your event',
    title: hall.name,
    facts: [
      fact('Event', hall.eventType),
      fact(hall.days === 1 ? 'Date' : 'Dates', dates),
      fact('Time', hall.timeSlotLabel),
      fact('Guests', String(hall.guests)),
      fact('Where', hall.location),
      ...(hall.eventDetails ? [fact('Details', hall.eventDetails)] : []),
    ],
    againHref: checkoutAgainHref(booked),
  };
}
