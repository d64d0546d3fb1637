import type { Refund } from '~/contracts/bookings';
import type { BookingKindName, BookingStatus } from '~/contracts/common';
import type { Priced } from '~/contracts/pricing';
import type { HotelMoment } from '~/lib/hotel-time';
import type { TaxDocumentSnapshot } from '~/lib/tax-documents';
import type { DbOrTx } from '../../db/client';
import type { hotelFacts } from '../hotel-facts';

/** The schema.org reservation a booking's messages carry, so mail clients show the booking as a card. */
export type ReservationType = 'LodgingReservation' | 'FoodEstablishmentReservation' | 'EventReservation';

/** What a booking's confirmations, reminders and calendar entry say of it: each kind of booking tells its own. */
export interface BookingNotice {
  /** What was booked, as a heading: "Deluxe King Room", "Table for 4", "Durbar Hall: wedding". */
  title: string;
  /** The booking in a line: "2 rooms, 3 nights", "Dinner, party of 4". */
  summary: string;
  /** When it begins and ends on the hotel's wall clock (a stay: check-in and check-out times). */
  starts: HotelMoment;
  ends: HotelMoment;
  guests: number;
  /** What to know on arrival (the about page's arrival notes). */
  arrivalNote: string;
  /** Where at the hotel: "The Supar Palace", "The palace dining hall", "Durbar Hall". */
  place: string;
  reservationType: ReservationType;
  /** The page that shows this booking to its guest, given `?id=`: "/booking-details". */
  detailsPage: string;
  /** What the hotel wrote to the guest with its answer (a hall request's decline reason), if anything. */
  hotelNote?: string | null;
}

/** Everything a message about one booking says: the kind's facts, the guest, the payment, the hotel. */
export interface NoticeFacts extends BookingNotice {
  /** The id the messages, the calendar UID and the details link name. */
  bookingId: string;
  kind: BookingKindName;
  kindLabel: string;
  code: string;
  /** The booking in a line, as receipts say it: "2 x Deluxe King Room, 3 nights". */
  description: string;
  status: BookingStatus;
  guest: { name: string; phone: string; email: string | null };
  /** What the guest paid, in paise; null while nothing is paid. */
  paidPaise: number | null;
  /** The booking's charge as priced: tariff, discount, taxable value, CGST, SGST and the total with GST. */
  charge: Pick<
    Priced,
    'subtotalPaise' | 'discountPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'totalPaise'
  >;
  refund: Refund | null;
  /** The tax documents issued for the booking so far (decision 102), as issued. */
  documents: TaxDocumentSnapshot[];
  cancellationPolicy: string;
  /** How long a new booking of its kind is held unpaid (a hall request: while the hotel answers). */
  holdMinutes: number;
  /** When its unpaid hold lapses, if it is held unpaid now (a payment link says "pay by", decision 147). */
  holdExpiresAt?: Date | null;
  detailsUrl: string;
  /** The booking's page in the staff console, which the hotel's own emails link to (decision 141). */
  staffUrl: string;
  timeZone: string;
  hotel: typeof hotelFacts;
}

/** Reads the facts of a booking for its messages as they stand now; undefined when there is no such booking. */
export type NoticeFactsReader = (
  db: DbOrTx,
  ref: { kind: BookingKindName; id: string },
  settings: { timeZone: string; siteUrl: string },
) => Promise<NoticeFacts | undefined>;
