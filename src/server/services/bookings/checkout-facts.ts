// What a booking details page says of the booking (spec §3 booking details), by kind: the heading, its picture and
// the facts' lines, where "Book again" goes, and every sentence its payment panel and forms say of where it stands.
// The server sends them with the checkout's summary (`CheckoutSummary.display`), so the page carries no date, slot,
// event-search, status or time-zone code, and none of another kind's words (issue 42, decision 128).

import type { CheckoutSummary, HallDetail, StayDetail, TableDetail } from '~/contracts/checkout';
import { checkoutAgainHref } from '~/lib/book-again';
import type { BookingStatus } from '~/lib/bookings';
import { hallStatusLabel, holdLengthText, holdUntilText, statusLabel } from '~/lib/checkout-summary';
import { formatHotelDateWithDay as longDate } from '~/lib/dates';
import { slotLabel } from '~/lib/dining';
import { resizedImage } from '~/lib/resized-image';
import { guestsWords } from '~/lib/words';

/** The booking as its details page shows it. */
export type CheckoutDisplay = CheckoutSummary['display'];

/** What the booking's facts are: the heading, the picture and the lines (the page puts the reference first). */
type Facts = Pick<CheckoutDisplay, 'eyebrow' | 'title' | 'image' | 'note' | 'facts' | 'againHref'>;

/** What the words are made from: the kind's details. */
export type Booked =
  | { kind: 'room'; room: StayDetail }
  | { kind: 'table'; table: TableDetail }
  | { kind: 'hall'; hall: HallDetail };

const fact = (label: string, value: string) => ({ label, value });

/** The facts of a booking, by kind: what was booked, when, and for whom (the page puts its reference first). */
function factsOf(booked: Booked): Facts {
  if (booked.kind === 'room') {
    const { room } = booked;
    const taken = room.stayPackage;
    return {
      eyebrow: 'Your stay',
      title: room.name,
      image: resizedImage(room.image),
      note: null,
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
      image: resizedImage(table.image),
      note: table.description,
      facts: [
        fact('Name', table.name),
        fact('Date', longDate(table.date)),
        fact('Time', slotLabel(table.time)),
        fact('Table', table.table),
        fact('Party size', guestsWords(table.partySize)),
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
    image: resizedImage(hall.image),
    note: null,
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

/** Where the booking stands, as its details page needs it. */
export interface Standing {
  status: BookingStatus;
  holdExpiresAt: Date | null;
  holdMinutes: number;
  /** The hotel's IANA time zone, in which a long hold's end is said. */
  timeZone: string;
  /** Supar Coins the booking earns once paid (0 for a kind that earns none). */
  rewardCoins: number;
  /** The coins it was paid with, and whether they are back in the wallet, or null. */
  coinsSpent: { coins: number; returned: boolean } | null;
  /** Why the guest cannot change it online now, or null when they can. */
  changeRefusal: string | null;
  /** What becomes of money given back on it, in the guest's words, or null. */
  refund: string | null;
  /** The kind's cancellation policy, when the guest may cancel it now; else null. */
  cancellation: string | null;
  /** Whether its payment was taken (cancelling then refunds it). */
  paid: boolean;
  /** What the front desk or the restaurant marked on it (decision 140), or null. */
  arrival?: 'checked_in' | 'checked_out' | 'no_show' | 'seated' | null;
}

/** Each mark of the desk as the guest's page says it: its status and the line under the payment. */
const ARRIVAL_WORDS = {
  checked_in: { status: 'Checked in', note: 'Paid in full. You are checked in: enjoy your stay.' },
  checked_out: {
    status: 'Checked out',
    note: 'Paid in full. You have checked out: thank you for staying with us.',
  },
  no_show: {
    status: 'Marked a no-show',
    note: 'The hotel marked this booking a no-show: no guest arrived in time. If that is wrong, please call us.',
  },
  seated: { status: 'Seated', note: 'Paid in full. Your party was seated: enjoy your meal.' },
} as const;

type Note = CheckoutDisplay['notes'][number];

/** What each kind asks the guest to tell the hotel, beside the box of special requests. */
const REQUESTS_HINTS = {
  room: 'Early check-in, a cot, dietary needs: tell us and we will prepare.',
  table: 'An occasion, allergies, a quiet corner or high chair: tell us and we will prepare.',
} as const;

/**
 * The change section of a stay or a table (an event's is its own form): what a change may do while it can be made
 * online, or, once paid, why it cannot; an unpaid booking that cannot change has none.
 */
function changeWords(booked: Booked, standing: Standing): CheckoutDisplay['change'] {
  if (booked.kind === 'hall') return null;
  const paid = standing.status === 'confirmed';
  if (standing.changeRefusal !== null && !paid) return null;
  const room = booked.kind === 'room';
  const what = room ? 'move this stay or change its room, rooms or guests' : 'move this table';
  return {
    heading: room ? 'Change dates or rooms' : 'Change date, time or guests',
    text:
      standing.changeRefusal ??
      (paid
        ? `You can ${what}: a dearer change is paid by the difference, and a cheaper one gives the difference back. It keeps its reference.`
        : `Before you pay, you can ${what}. It keeps its reference.`),
  };
}

/** An event's words while its request waits on the hotel or its deposit, and once the hotel declined it. */
function hallWords(hall: HallDetail, standing: Standing) {
  const until =
    standing.status === 'pending' && standing.holdExpiresAt
      ? holdUntilText(standing.holdExpiresAt.toISOString(), standing.timeZone)
      : null;
  return {
    status: hallStatusLabel(standing.status, hall.hotelAnswer),
    holdNote:
      until &&
      (hall.paymentRefusal
        ? `We are holding ${hall.name} for you until ${until} while our events team confirms. ${hall.paymentRefusal}`
        : `The hotel has confirmed your event. Pay the deposit by ${until} to keep ${hall.name}.`),
    declined:
      hall.hotelAnswer === 'declined'
        ? 'We are sorry: the hotel could not host this event. The hall is free for other dates; please call us.' +
          (hall.hotelNote ? ` Our events team wrote: “${hall.hotelNote}”` : '')
        : null,
  };
}

/** Everything the details page says of a booking: its facts, where it stands, and the words of its forms. */
export function checkoutDisplay(booked: Booked, standing: Standing): CheckoutDisplay {
  const hall = booked.kind === 'hall' ? booked.hall : null;
  const table = booked.kind === 'table';
  const requests =
    booked.kind === 'room'
      ? booked.room.specialRequests
      : booked.kind === 'table'
        ? booked.table.specialRequests
        : null;
  const marked = standing.arrival ? ARRIVAL_WORDS[standing.arrival] : null;
  const { declined, ...standingWords } = hall
    ? hallWords(hall, standing)
    : { status: marked?.status ?? statusLabel(standing.status), holdNote: null, declined: null };
  const notes: Note[] = [];
  if (standing.coinsSpent?.returned) {
    const coins = standing.coinsSpent.coins.toLocaleString('en-IN');
    notes.push({ text: `Your ${coins} Supar Coins are back in your wallet.`, tone: 'news' });
  }
  if (declined) notes.push({ text: declined, tone: 'sorry' });
  if (standing.refund) {
    // Money given back on a booking that stands or was cancelled is news; on one a payment could not confirm, a
    // warning.
    const news = standing.status !== 'pending' && standing.status !== 'expired';
    notes.push({ text: standing.refund, tone: news ? 'news' : 'warning' });
  }
  return {
    ...factsOf(booked),
    ...standingWords,
    payable: standing.status === 'pending' && !hall?.paymentRefusal,
    notes,
    lapsedNote: `Your ${holdLengthText(standing.holdMinutes)} hold has lapsed.`,
    payLabel: hall ? 'Pay deposit' : 'Pay',
    payNote:
      'Secure payment in Indian rupees.' +
      (standing.rewardCoins > 0
        ? ` Earn ${standing.rewardCoins} Supar Coins when your booking is paid.`
        : ''),
    paidNote: hall
      ? 'Deposit paid: your event is confirmed. Our events team will call you about menus and décor.'
      : (marked?.note ?? 'Paid in full. We look forward to welcoming you.'),
    success: table
      ? { title: 'Booking Successful!', close: 'Go to Home Page' }
      : { title: 'Booking Confirmed!', close: 'Close' },
    requests:
      requests === null || standing.status === 'cancelled'
        ? null
        : { text: requests, hint: REQUESTS_HINTS[booked.kind as 'room' | 'table'] },
    change: changeWords(booked, standing),
    cancel:
      standing.cancellation === null
        ? null
        : [
            standing.cancellation,
            ...(standing.paid ? ['Your payment is refunded to the card or account you paid from.'] : []),
          ],
  };
}
