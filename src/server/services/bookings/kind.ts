import type { ZodType } from 'zod';
import type { CodeType } from '~/contracts/bookings';
import type { ChangeBody } from '~/contracts/changes';
import type { BookingKindName, BookingStatus } from '~/contracts/common';
import type { CouponScope } from '~/contracts/coupons';
import type { OrderEntry } from '~/contracts/orders';
import type { Priced } from '~/contracts/pricing';
import type { CancellationWindow } from '~/lib/cancellation-words';
import type { IsoDate } from '~/lib/dates';
import type { HoldQuestion } from '~/lib/hold-rules';
import type { DbOrTx } from '../../db/client';
import type { hallBookings, roomBookings, tableBookings } from '../../db/schema';
import type { ErrorCode } from '../../errors';
import type { BookingCodes, UsableCoupon } from '../discounts';
import type { BookingNotice } from '../notices/facts';
import type { NoticeEvent } from '../notices/schedule';
import type { TaxedPrice } from '../tax';

export type { CancellationWindow };

/** The hotel's clock for one request: the instant, the hotel's date, and how image keys become URLs. */
export interface Clock {
  now: Date;
  today: IsoDate;
  /** The hotel's IANA time zone (HOTEL_TIMEZONE): table slots are wall-clock times in it. */
  timeZone: string;
  imageUrl: (key: string) => string;
}

/** The tables that hold bookings; they share the columns the life cycle needs (status, hold, user). */
export type BookingTable = typeof roomBookings | typeof tableBookings | typeof hallBookings;

/** A booking as the kind-neutral parts of the server see it: payments, holds, coupons, rewards, lists. */
export interface BookingRef {
  kind: BookingKindName;
  id: string;
  userId: string;
  code: string;
  status: BookingStatus;
  holdExpiresAt: Date | null;
  /** The amount charged: the total with GST, as priced when the booking was made (decision 099). */
  totalPaise: number;
  /** The CGST and SGST in that total, for a refund's share of them. */
  cgstPaise: number;
  sgstPaise: number;
  /** Every row booked and paid together (the rooms of a group stay share one payment). */
  rowIds: string[];
  /** One line for receipts and the payment dialog: "2 × Deluxe King Room, 3 nights". */
  description: string;
  /** The hotel date the booking begins: arrival, the table's date, the event's first day. */
  startsOn: IsoDate;
  /** Nights, for a room stay. */
  nights?: number;
  /** The instant it begins, where the kind books a time of day (a table's sitting). */
  startsAt?: Date;
  /** Why the booking cannot be paid yet though it is pending (a hall request the hotel has not confirmed). */
  paymentRefusal?: string | null;
  /** The stay package it was booked on: after the package's last day it cannot be paid (decision 100). */
  onPackage?: { id: string };
}

/**
 * What every kind's request carries besides its own fields: who books (null for a signed-out quote), a checkout
 * coupon, and a reservation-form discount code (promo or group; only the room forms send one).
 */
export interface BookingRequest {
  userId: string | null;
  couponCode: string | null;
  offerCode?: string | null;
  codeType?: CodeType;
}

/**
 * What every kind's plan carries: its price by the kind's one rule with its GST (the total is what is charged),
 * and the coupon, when it took something off.
 */
export interface BookingPlan {
  price: TaxedPrice;
  coupon: (UsableCoupon & { discountPaise: number }) | null;
  /** For a change of a booking: the rows it gives up for this plan (they neither clash with it nor count twice). */
  replacing?: readonly string[];
}

import type { HotelAnswer } from '~/lib/hall-requests';

/**
 * One kind of booking (a stay, a table, a hall). Each lives in a folder under services/bookings/ with the same
 * files (request, plan, hold, policy, views, notice, and index.ts to assemble them) and is listed once in
 * registry.ts. The kind knows its rows; what a status change means (coupon uses, rewards, refunds, notices) is
 * decided in transitions/ for every kind alike.
 */
export interface BookingKind<
  Request extends BookingRequest = BookingRequest,
  Plan extends BookingPlan = BookingPlan,
  View = unknown,
  Detail = unknown,
> {
  /** Stored in payments.booking_kind and coupon_redemptions.booking_kind. */
  readonly name: BookingKindName;
  /** What the guest books, in a sentence: "the room was booked by another guest". */
  readonly noun: string;
  /** What the guest calls such a booking in a list: "Stay", "Table", "Event". */
  readonly label: string;
  /** Which coupons apply to it: a coupon is looked up for this scope, and refused outside it. */
  readonly couponScope: CouponScope;
  /** The site's pages on which a guest books it: a coupon asked from one of them without a scope is for it. */
  readonly bookingPages: readonly string[];
  /** How long a new booking is held unpaid (lib/hold-rules.ts). */
  readonly holdMinutes: number;
  /** The wallet line a paid booking earns (the amount is the hotel's one reward rule), or null for none. */
  readonly reward: { description: string } | null;
  /** The rows of this kind: every kind keeps status, hold_expires_at and its own no-overlap constraint. */
  readonly table: BookingTable;
  /** The refusal when what a booking held was taken by someone else (the no-overlap constraint said so). */
  readonly takenRefusal: { code: ErrorCode; message: string };

  // request.ts
  /** The create (and quote) body of this kind, for validation and the OpenAPI document. */
  readonly payload: ZodType;
  /**
   * The fields that make a create body sent to the shared /bookings/create one of this kind's payloads: the body
   * is this kind's when it has every field of one of the groups.
   */
  readonly recognisedBy: readonly (readonly string[])[];
  /** Reads a body into this kind's request for the caller (null when quoting signed out); 400 naming the field. */
  readPayload(body: unknown, callerId: string | null): Request;
  /** The create answer in the spec's shape for the payload the client sent. */
  created(body: object, views: View[]): Record<string, unknown>;

  // plan.ts
  /**
   * Works the request out as it would be booked now: its dates checked against the hotel's calendar, what it
   * takes (units, a table, a hall), and its price by the kind's one rule with the codes given (the coupon already
   * found usable for this kind's scope). A quote shows this plan; a booking holds it in the same transaction.
   */
  plan(db: DbOrTx, request: Request, codes: BookingCodes, clock: Clock): Promise<Plan>;

  // hold.ts
  /**
   * What the guest already holds unpaid of what the plan takes, at the moment the two overlap most (and, for a
   * kind that counts them, the room-nights): what the hold rules look at.
   */
  heldBy(
    tx: DbOrTx,
    userId: string,
    plan: Plan,
    clock: Clock,
  ): Promise<Pick<HoldQuestion, 'share' | 'roomNights'>>;
  /**
   * The guest's own live unpaid booking that the request repeats, if any (decision 092): the same stay (listing or
   * unit, dates, rooms), table (date, one of the times asked, party, dish) or hall request (hall, days, slot). Asked
   * under the guest's lock, so of identical requests at once one holds and the others find its booking.
   */
  heldAlready(tx: DbOrTx, userId: string, request: Request, clock: Clock): Promise<BookingRef | undefined>;
  /**
   * Inserts the plan's rows `pending`, lapsing after holdMinutes, inside the caller's transaction. The database's
   * no-overlap constraint settles races: the caller retries a lost one, which plans again.
   */
  hold(tx: DbOrTx, userId: string, request: Request, plan: Plan, clock: Clock): Promise<BookingRef>;
  /**
   * For a kind the hotel answers (a hall request): records the answer on the locked, unanswered request, with the
   * hotel's note to the guest (confirmed: a fresh hold to pay; declined: the `answered` transition cancels it, as
   * only the transitions write a status). Refuses a request already answered or lapsed.
   */
  answerRows?(
    tx: DbOrTx,
    booking: BookingRef,
    answer: HotelAnswer,
    now: Date,
    note: string | null,
  ): Promise<void>;
  /** Whether a pending booking of this kind still waits for the hotel's answer. */
  awaitsAnswer?(db: DbOrTx, booking: BookingRef): Promise<boolean>;
  /**
   * For a kind whose changes the hotel answers (a hall, decision 109): the answer to one change request, once, on
   * the locked request and booking (confirmed: the booking moved onto it in place). The facts before and after.
   */
  answerChangeRows?(
    tx: DbOrTx,
    booking: BookingRef,
    changeId: string,
    answer: HotelAnswer,
    clock: Pick<Clock, 'now' | 'today' | 'timeZone'>,
    note: string | null,
  ): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }>;

  // policy.ts
  /** The cancellation policy, in the guest's words. */
  readonly cancellationPolicy: string;
  /** How long before it begins the guest may still cancel (the figure `cancellationRefusal` applies). */
  readonly cancellationWindow: CancellationWindow;
  /** Why the guest cannot cancel the booking now, or null when they can. */
  cancellationRefusal(booking: BookingRef, clock: Clock): string | null;

  // views.ts
  /** A booking of this kind by id, whoever owns it; undefined when no booking of this kind has that id. */
  find(db: DbOrTx, id: string): Promise<BookingRef | undefined>;
  /** The stored bill: lines, discounts and total, as they were priced. */
  bill(db: DbOrTx, booking: BookingRef): Promise<Priced>;
  /** The kind's part of the booking details page. */
  detail(db: DbOrTx, booking: BookingRef, clock: Clock): Promise<Detail>;
  /** The rows as the spec's pages read this kind of booking. */
  views(db: DbOrTx, ids: string[], clock: Clock): Promise<View[]>;
  /** The guest's bookings of this kind for their bookings list (lapsed holds and removed ones aside), newest first. */
  orders(db: DbOrTx, userId: string, clock: Clock): Promise<OrderEntry[]>;
  /** Stores the guest's special requests on every row of the booking. */
  saveSpecialRequests(tx: DbOrTx, booking: BookingRef, text: string, now: Date): Promise<void>;

  // change.ts (a kind a guest may change online)
  /**
   * The booking as it would be asked for with the change (a body of this kind's shape, else a 400 naming what to
   * send): its own rows free to it, its codes and requests kept.
   */
  changeRequest?(tx: DbOrTx, booking: BookingRef, body: ChangeBody): Promise<Request>;
  /** Moves the booking onto the plan in place (same id and reference), inside the caller's transaction. */
  changeInPlace?(
    tx: DbOrTx,
    booking: BookingRef,
    request: Request,
    plan: Plan,
    now: Date,
  ): Promise<BookingRef>;

  // notice.ts
  /** What the booking's messages and calendar entry say of it, with times on the hotel's wall clock in `timeZone`. */
  notice(db: DbOrTx, booking: BookingRef, timeZone: string): Promise<BookingNotice>;
  /** The notice a new booking of this kind owes at once, before any payment (a hall request: the hotel must answer). */
  readonly placedNotice?: NoticeEvent;
}

/** A kind of any request, plan, view and detail: what the registry holds. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds kinds of different request and plan types.
export type AnyBookingKind = BookingKind<any, any, any, any>;
