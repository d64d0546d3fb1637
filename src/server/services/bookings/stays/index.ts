import { inArray } from 'drizzle-orm';
import { type RoomBooking, StayPayload } from '../../../../contracts/bookings';
import type { StayDetail } from '../../../../contracts/checkout';
import { roomBookings } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { BookingKind } from '../kind';
import { STAY_CANCELLATION_POLICY, stayCancellationRefusal } from './cancellation';
import { holdStay, STAY_HOLD_MINUTES } from './hold';
import { stayNotice } from './notice';
import { stayOrders } from './orders';
import { NO_ROOMS_MESSAGE, planStay } from './plan';
import { payloadShape, readStayPayload, type StayRequest } from './request';
import { findStay, stayBill, stayDetail } from './summary';
import { roomBookingViews } from './views';

/** A room stay: one or more physical rooms for a run of nights, held 15 minutes for payment. */
export const stays: BookingKind<StayRequest, RoomBooking, StayDetail> = {
  name: 'room',
  noun: 'room',
  label: 'Stay',
  couponScope: 'rooms',
  holdMinutes: STAY_HOLD_MINUTES,
  reward: { description: 'Room booking reward' },
  cancellationPolicy: STAY_CANCELLATION_POLICY,
  table: roomBookings,
  takenRefusal: { code: 'ROOM_UNAVAILABLE', message: NO_ROOMS_MESSAGE },
  payload: StayPayload,
  recognises: (body) => ['roomId', 'room_id', 'checkInDate', 'check_in_date'].some((key) => key in body),
  readPayload: readStayPayload,
  created(body, views) {
    const first = views[0]!;
    return payloadShape(body) === 'payment'
      ? { data: { ...first, bookings: views } }
      : { booking: first, bookings: views };
  },
  find: findStay,
  async quote(db, request, clock) {
    const { price } = await planStay(db, request, clock);
    const { perUnit: _rows, ...priced } = price;
    return priced;
  },
  async hold(tx, request, clock) {
    const userId = request.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please log in to book a room.');
    const [first] = await holdStay(tx, { ...request, userId }, clock);
    return (await findStay(tx, first!))!;
  },
  cancellationRefusal: stayCancellationRefusal,
  bill: stayBill,
  detail: stayDetail,
  views: (db, ids, clock) => roomBookingViews(db, inArray(roomBookings.id, ids), clock.imageUrl),
  notice: stayNotice,
  orders: stayOrders,
  async saveSpecialRequests(tx, booking, text, now) {
    await tx
      .update(roomBookings)
      .set({ specialRequests: text, updatedAt: now })
      .where(inArray(roomBookings.id, booking.rowIds));
  },
};
