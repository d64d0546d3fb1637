import type { ZodType } from 'zod';
import type { BookingKindName, BookingStatus } from '../../../contracts/common';
import type { CouponScope } from '../../../contracts/coupons';
import type { OrderEntry } from '../../../contracts/orders';
import type { Priced } from '../../../contracts/pricing';
import type { IsoDate } from '../../../lib/dates';
import type { HotelMoment } from '../../../lib/hotel-time';
import type { Db, DbOrTx } from '../../db/client';
import type { hallBookings, roomBookings, tableBookings } from '../../db/schema';
import type { ErrorCode } from '../../errors';
import type { NoticeEvent, NoticeSchedule } from '../notices/schedule';

/** The hotel's clock for one request: the instant, the hotel's date, and how image keys become URLs. */
export interface Clock {
  now: Date;
  today: IsoDate;
  /** The hotel's IANA time zone (HOTEL_TIMEZONE): table slots are wall-clock times in it. */
  timeZone: string;
  imageUrl: (key: string) => string;
}

/** The tables that hold bookings; they share the columns the lifecycle needs (status, hold, user). */
export type BookingTable = typeof roomBookings | typeof tableBookings | typeof hallBookings;

/** A booking as the kind-neutral parts of the server see it: payments, holds, coupons, rewards, lists. */
export interface BookingRef {
  kind: BookingKindName;
  id: string;
  userId: string;
  code: string;
  status: BookingStatus;
  holdExpiresAt: Date | null;
  totalPaise: number;
  /** Every row booked and paid together (the rooms of a group stay share one payment). */
  rowIds: string[];
  /** One line for receipts and the payment dialog: "2 × Deluxe King Room, 3 nights". */
  description: string;
  /** The hotel date the booking begins: arrival, the table's date, the event's first day. */
  startsOn: IsoDate;
  /** The instant it begins, where the kind books a time of day (a table's sitting). */
  startsAt?: Date;
  /** Why the booking cannot be paid yet though it is pending (a hall request the hotel has not confirmed). */
  paymentRefusal?: string | null;
}

/** The schema.org reservation a kind's messages carry, so mail clients show the booking as a card. */
export type ReservationType = 'LodgingReservation' | 'FoodEstablishmentReservation' | 'EventReservation';

/** What a kind's confirmations, reminders and calendar entry say of one booking (services/notices). */
export interface KindNotice {
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
}

/**
 * One kind of booking (a stay, a table, a hall): everything payments, the hold sweep, coupons, rewards,
 * cancellation and the details pages need, so that none of them names a kind. A kind lives in its own
 * folder under services/bookings/ and is listed once in registry.ts.
 */
export interface BookingKind<Request = unknown, View = unknown, Detail = unknown> {
  /** Stored in payments.booking_kind and coupon_redemptions.booking_kind. */
  readonly name: BookingKindName;
  /** What the guest books, in a sentence: "the room was booked by another guest". */
  readonly noun: string;
  /** What the guest calls such a booking in a list: "Stay", "Table", "Event". */
  readonly label: string;
  /** Which coupons apply to it. */
  readonly couponScope: CouponScope;
  /** How long a new booking is held unpaid. */
  readonly holdMinutes: number;
  /** The wallet line a paid booking earns (the amount is the hotel's one reward rule), or null for none. */
  readonly reward: { description: string } | null;
  /** The cancellation policy, in the guest's words. */
  readonly cancellationPolicy: string;
  /** The rows of this kind: every kind keeps status, hold_expires_at and its own no-overlap constraint. */
  readonly table: BookingTable;
  /** The refusal when what a booking held was taken by someone else (the no-overlap constraint said so). */
  readonly takenRefusal: { code: ErrorCode; message: string };

  /** The create (and quote) body of this kind, for validation and the OpenAPI document; null while guests cannot book it online. */
  readonly payload: ZodType | null;
  /** Whether a create body sent to the shared /bookings/create is one of this kind's payloads. */
  recognises(body: object): boolean;
  /** Reads a body into this kind's request for the caller (null when quoting signed out); 400 naming the field. */
  readPayload(body: unknown, callerId: string | null): Request;
  /** The create answer in the spec's shape for the payload the client sent. */
  created(body: object, views: View[]): Record<string, unknown>;

  /** A booking of this kind by id, whoever owns it; undefined when no booking of this kind has that id. */
  find(db: DbOrTx, id: string): Promise<BookingRef | undefined>;
  /** What the request would cost now, by this kind's one price rule: the figures hold() will store. */
  quote(db: Db, request: Request, clock: Clock): Promise<Priced>;
  /**
   * Books and holds it, inside the caller's transaction: `pending`, lapsing after holdMinutes. The database's
   * no-overlap constraint settles races (the caller retries a lost one, when the kind picks what to hold).
   */
  hold(tx: DbOrTx, request: Request, clock: Clock): Promise<BookingRef>;
  /** Why the booking cannot be cancelled now, or null when it can. */
  cancellationRefusal(booking: BookingRef, clock: Clock): string | null;
  /** The stored bill: lines, discounts and total, as they were priced. */
  bill(db: DbOrTx, booking: BookingRef): Promise<Priced>;
  /** The kind's part of the booking details page. */
  detail(db: DbOrTx, booking: BookingRef, clock: Clock): Promise<Detail>;
  /** The rows as the spec's pages read this kind of booking. */
  views(db: DbOrTx, ids: string[], clock: Clock): Promise<View[]>;
  /** What the booking's messages and calendar entry say of it, with times on the hotel's wall clock in `timeZone`. */
  notice(db: DbOrTx, booking: BookingRef, timeZone: string): Promise<KindNotice>;
  /** The guest's bookings of this kind for their bookings list (lapsed holds and removed ones aside), newest first. */
  orders(db: DbOrTx, userId: string, clock: Clock): Promise<OrderEntry[]>;
  /** Stores the guest's special requests on every row of the booking. */
  saveSpecialRequests(tx: DbOrTx, booking: BookingRef, text: string, now: Date): Promise<void>;
  /**
   * For a kind the hotel answers (a hall request): takes a staff status change as that answer (confirmed: the
   * guest may pay; cancelled: declined) and returns true, or false to let the status be set as for any kind.
   */
  answerStatus?(
    db: Db,
    booking: BookingRef,
    status: BookingStatus,
    clock: Clock,
    schedule: NoticeSchedule,
  ): Promise<boolean>;
  /** The notice a new booking of this kind owes at once, before any payment (a hall request: the hotel must answer). */
  placedNotice?: NoticeEvent;
}

/** A kind of any request, view and detail: what the registry holds. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds kinds of different request types.
export type AnyBookingKind = BookingKind<any, any, any>;
