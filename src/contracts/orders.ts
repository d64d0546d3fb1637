// The guest's bookings of every kind in one list (spec §3 Orders listing, §7 Orders).
import { z } from 'zod';
import { HOTEL_ANSWER_STANDINGS } from '~/lib/hall-requests';
import { SETTLED_PAYMENT_STATUSES } from '~/lib/payments';
import { MONEY_STANDINGS } from '~/lib/refunds';
import { BookingStatus, isoDate } from './common';
import { BookedPackage } from './packages';
import { Charge } from './pricing';

/** What was paid for an entry (spec §3 Payment). */
export const OrderPayment = z
  .object({
    amount: z.number().meta({ description: 'Rupees' }),
    amountPaise: z.number().int().meta({ description: 'Every payment of the booking added up, in paise' }),
    transaction_id: z.string().nullable(),
    created_at: z.string(),
    payment_method: z.string().meta({
      description:
        'How it was paid, as the provider reported it (card, upi, netbanking…); until it reports one, the provider: "sandbox" for the demo\'s test payments, "razorpay" otherwise. Never null (decision 092)',
    }),
    /** The latest payment's state. */
    status: z.enum(SETTLED_PAYMENT_STATUSES),
    /** Of `amountPaise` (every payment of the booking added up): given back, and on its way back (decision 111). */
    refundedPaise: z.number().int(),
    refundPendingPaise: z.number().int(),
    /** Where the booking's money stands: paid, refunded in part, or refunded (whole; settled or on its way). */
    standing: z.enum(MONEY_STANDINGS),
  })
  .meta({ id: 'OrderPayment' });
export type OrderPayment = z.infer<typeof OrderPayment>;

/** An entry's payment while nothing is paid: `{}`, so that a page reading `payment.amount` reads nothing. */
export const NoOrderPayment = z.strictObject({}).meta({
  id: 'NoOrderPayment',
  description:
    "Nothing paid: an empty object until the booking is paid (never null, as the spec's pages read payment.amount; decision 092)",
});
export type NoOrderPayment = z.infer<typeof NoOrderPayment>;

/** Whether an entry's payment is one (its fields are there), or the empty object of an unpaid booking. */
export const isPaid = (payment: OrderPayment | NoOrderPayment): payment is OrderPayment =>
  'status' in payment;

/** The fields every entry shares: what the list filters, searches and links by. */
const entryBase = {
  id: z.uuid(),
  bookingCode: z.string(),
  status: BookingStatus,
  /** The hotel date and time (HH:MM, hotel's zone) after which the booking is behind the guest. */
  overOn: isoDate(),
  overAt: z.string().regex(/^[0-2][0-9]:[0-5][0-9]$/),
  /** The details page where the guest manages it (pays, cancels). */
  detailsHref: z.string(),
  created_at: z.string(),
  payment: z.union([OrderPayment, NoOrderPayment]),
  /** What the booking is charged: tariff, discount, taxable value, CGST, SGST and the total with GST. */
  charge: Charge,
};

export const OrderRoomBooking = z.object({
  id: z.uuid(),
  bookingCode: z.string(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
  room: z.object({ roomNumber: z.string() }),
  roomNumbers: z.array(z.string()),
  checkInDate: isoDate(),
  checkOutDate: isoDate(),
  nights: z.number().int(),
  numGuests: z.number().int(),
  total: z.number(),
  totalPaise: z.number().int(),
  status: BookingStatus,
  /** The stay package it was booked on, with its inclusions; null for the room's own rate. */
  stayPackage: BookedPackage.nullable(),
});

export const OrderDiningReservation = z.object({
  id: z.uuid(),
  bookingCode: z.string(),
  menuname: z.string(),
  date: isoDate(),
  time: z.string(),
  numberOfGuests: z.number().int(),
  image: z.string(),
  description: z.string(),
  totalPaise: z.number().int(),
  status: BookingStatus,
});

export const OrderHallBooking = z.object({
  id: z.uuid(),
  bookingCode: z.string(),
  date: isoDate(),
  /** The event's last day (the first day for a one-day event). */
  endDate: isoDate(),
  timeSlot: z.string(),
  eventType: z.string(),
  guests: z.number().int(),
  status: BookingStatus,
  /** Where the request stands with the hotel: awaiting its answer, then confirmed (deposit due) or declined. */
  hotelAnswer: z.enum(HOTEL_ANSWER_STANDINGS),
  /** Whether the guest has asked to change the event and the events desk has not answered yet (decision 109). */
  changeRequested: z.boolean(),
  eventDetails: z.string().nullable(),
  payment_id: z.string().nullable(),
  created_at: z.string(),
  totalPaise: z.number().int(),
  Hall: z.object({ name: z.string(), image: z.string(), location: z.string(), price: z.string() }),
});

/** One booking in the guest's list: exactly one of roomBooking, diningReservation or hallBooking. */
export const OrderEntry = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('room'), ...entryBase, roomBooking: OrderRoomBooking }),
    z.object({ kind: z.literal('table'), ...entryBase, diningReservation: OrderDiningReservation }),
    z.object({ kind: z.literal('hall'), ...entryBase, hallBooking: OrderHallBooking }),
  ])
  .meta({ id: 'OrderEntry' });
export type OrderEntry = z.infer<typeof OrderEntry>;

export const OrderListRequest = z
  .object({ user_id: z.uuid('user_id must name your account') })
  .meta({ id: 'OrderListRequest' });

export const OrderList = z
  .object({ success: z.literal(true), orders: z.array(OrderEntry) })
  .meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof OrderList>;
