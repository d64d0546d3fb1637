// The booking details pages (GET /payments/booking/{id}): one booking of any kind, its bill and its payment.
import { z } from 'zod';
import { HOTEL_ANSWER_STANDINGS } from '~/lib/hall-requests';
import { MEAL_PLAN_CODES } from '~/lib/party';
import { BookingBilling } from './billing';
import { Refund } from './bookings';
import { BookingKindName, BookingStatus, paise, printable } from './common';
import { HallChangeView } from './hall-changes';
import { BookedPackage } from './packages';
import { PaymentStatus } from './payments';
import { Priced } from './pricing';

const StayDetail = z.object({
  name: z.string(),
  image: z.string(),
  roomNumbers: z.array(z.string()),
  rooms: z.number().int(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  checkInTime: z.string().meta({ example: '3:00 PM' }),
  nights: z.number().int(),
  numGuests: z.number().int(),
  pricePerNightPaise: paise(),
  subtotalPaise: paise(),
  discountPaise: paise(),
  offerCode: z.string().nullable(),
  /** The stay package it was booked on, with its inclusions and check-out; null for the room's own rate. */
  stayPackage: BookedPackage.nullable(),
  /** When the guest leaves: the hotel's check-out time, or the package's later one. */
  checkOutTime: z.string().meta({ example: '11:00 AM' }),
  specialRequests: z.string(),
  /** The party: its adults and each child's age (null where it was not given), over all the rooms. */
  adults: z.number().int(),
  childAges: z.array(z.number().int().nullable()),
  /** The meal plan the rooms are booked on, and what it includes, in words. */
  mealPlan: z.enum(MEAL_PLAN_CODES),
  mealPlanWords: z.string().meta({ example: 'Half board (breakfast and lunch or dinner)' }),
  /** The extras booked with the stay, each as sold, by its catalogue id (GET /api/stay-extras). */
  extras: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      quantity: z.number().int(),
      amountPaise: paise(),
      detail: z.string(),
    }),
  ),
});

const TableDetail = z.object({
  menuName: z.string(),
  image: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  table: z.string().meta({ example: 'Table 7' }),
  partySize: z.number().int(),
  name: z.string(),
  phone: z.string(),
  note: z.string(),
  specialRequests: z.string(),
  subtotalPaise: paise(),
  discountPaise: paise(),
  couponCode: z.string().nullable(),
});

const HallDetail = z.object({
  name: z.string(),
  image: z.string(),
  location: z.string(),
  date: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  timeSlot: z.string(),
  timeSlotLabel: z.string(),
  eventType: z.string(),
  guests: z.number().int(),
  eventDetails: z.string(),
  hotelAnswer: z.enum(HOTEL_ANSWER_STANDINGS),
  /** What the hotel wrote with its answer (a decline's reason), or null. */
  hotelNote: z.string().nullable(),
  /** Why the guest cannot pay yet (the hotel has not answered), or null. */
  paymentRefusal: z.string().nullable(),
  /** The guest's latest change request (open, or answered), or null (decision 109). */
  change: HallChangeView.nullable(),
});

const SummaryBase = z.object({
  id: z.uuid(),
  kind: BookingKindName,
  bookingCode: z.string(),
  status: BookingStatus,
  holdExpiresAt: z.string().nullable(),
  /** How long this kind of booking is held unpaid, for the guest's countdown and messages. */
  holdMinutes: z.number().int(),
  /** Supar Coins this booking earns once paid (0 when its kind earns none). */
  rewardCoins: z.number().int(),
  totalPaise: paise(),
  description: z.string(),
  bill: Priced,
  cancellation: z.object({
    allowed: z.boolean(),
    policy: z.string().meta({ example: 'Free cancellation until the day before check-in.' }),
  }),
  /** Whether the guest may change the booking online now (decision 107), and if not, why, in their words. */
  change: z.object({ allowed: z.boolean(), refusal: z.string().nullable() }),
  guest: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string() }).nullable(),
  /** Who the booking's tax documents are made out to (decision 102). */
  billing: BookingBilling,
  /**
   * Supar Coins at this checkout (decision 105): the guest's balance, what a coin is worth, the hotel's cap, the
   * most this booking may take, and the coins it was paid with (returned when it was cancelled).
   */
  coins: z.object({
    balance: z.number().int(),
    valuePaise: z.number().int(),
    maxSharePercent: z.number().int(),
    allowed: z.number().int(),
    spent: z.object({ coins: z.number().int(), coinsPaise: paise(), returned: z.boolean() }).nullable(),
  }),
  /**
   * The booking as its details page says it (issue 42, decision 128: the page carries no date, slot, search,
   * status or time-zone code, nor another kind's words): the heading and picture, the facts' lines by kind (the
   * page puts the reference before them), where "Book again" goes, and the payment panel's and forms' sentences.
   */
  display: z.object({
    eyebrow: z.string().meta({ example: 'Your stay' }),
    title: z.string(),
    /** Its picture, resized by the server's image endpoint: the address and the widths' list. */
    image: z.object({ src: z.string(), srcSet: z.string().optional() }),
    /** A line under the heading (a table's dish), or null. */
    note: z.string().nullable(),
    facts: z.array(z.object({ label: z.string(), value: z.string() })).meta({
      example: [{ label: 'Check-in', value: 'Thu, 24 Dec, 2026, from 2:00 PM' }],
    }),
    againHref: z.string(),
    /** The status badge. */
    status: z.string().meta({ example: "Awaiting the hotel's answer" }),
    /** What a running hold means, where the kind says it in words (an event's 48 hours), or null. */
    holdNote: z.string().nullable(),
    /** Whether it waits to be paid now: pending, and not waiting on the hotel's answer (the hold's clock aside). */
    payable: z.boolean(),
    /**
     * What the panel tells of the booking's money and answer: coins back in the wallet, the hotel's refusal of an
     * event with its note, money given back (news on a booking that stands or was cancelled, else a warning).
     */
    notes: z.array(z.object({ text: z.string(), tone: z.enum(['news', 'sorry', 'warning']) })),
    /** Said once an unpaid hold has lapsed. */
    lapsedNote: z.string().meta({ example: 'Your 15-minute hold has lapsed.' }),
    /** The pay button's words before the amount. */
    payLabel: z.string().meta({ example: 'Pay deposit' }),
    /** What a paid booking's panel says. */
    paidNote: z.string(),
    /** The line under the pay button: the currency, and the coins the booking earns once paid. */
    payNote: z
      .string()
      .meta({ example: 'Secure payment in Indian rupees. Earn 10 Supar Coins when your booking is paid.' }),
    /** What the cancel section says (the kind's policy, and where the money goes), or null when it cannot be cancelled. */
    cancel: z.array(z.string()).nullable(),
    /** The dialog after paying: its heading and its button. */
    success: z.object({ title: z.string(), close: z.string() }),
    /** The guest's special requests and the kind's hint, or null (events go through the events team; cancelled). */
    requests: z.object({ text: z.string(), hint: z.string() }).nullable(),
    /**
     * The change section's heading and what it says: what a change may do, or why it cannot be made online now;
     * null where the section is not shown (an event has its own; an unpaid booking that cannot change).
     */
    change: z.object({ heading: z.string(), text: z.string() }).nullable(),
  }),
  payment: z
    .object({
      status: PaymentStatus,
      orderId: z.string(),
      failureReason: z.string().nullable(),
      /** What becomes of the money once a paid booking was cancelled or could not be confirmed. */
      refund: Refund.nullable(),
    })
    .nullable(),
});

/** Everything a booking details page shows, for the caller's own booking, by kind. */
export const CheckoutSummary = z
  .discriminatedUnion('kind', [
    SummaryBase.extend({ kind: z.literal('room'), room: StayDetail }),
    SummaryBase.extend({ kind: z.literal('table'), table: TableDetail }),
    SummaryBase.extend({ kind: z.literal('hall'), hall: HallDetail }),
  ])
  .meta({ id: 'CheckoutSummary' });
export type CheckoutSummary = z.infer<typeof CheckoutSummary>;
export type StayDetail = z.infer<typeof StayDetail>;
export type TableDetail = z.infer<typeof TableDetail>;
export type HallDetail = z.infer<typeof HallDetail>;

export const SpecialRequestsBody = z
  .object({
    specialRequests: printable(
      z.string().trim().max(1000, 'Keep special requests under 1,000 characters.'),
      'Special requests',
      'lines',
    ),
  })
  .meta({ id: 'SpecialRequests' });
export const SpecialRequestsSaved = z.object({ specialRequests: z.string(), message: z.string() });
