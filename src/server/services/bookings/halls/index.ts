import type { HallDetail } from '../../../../contracts/checkout';
import { type HallBooking, HallRequestPayload } from '../../../../contracts/halls';
import { formatHotelDate } from '../../../../lib/dates';
import { hallSlotNamed } from '../../../../lib/hall-slots';
import { hallBookings } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { BookingKind, BookingRef, Clock } from '../kind';
import { statusRefusal } from '../ref';
import { answerHallRequest, awaitsAnswer } from './answer';
import { HALL_HOLD_MINUTES, HALL_TAKEN_MESSAGE, holdHallRequest, pickHall } from './hold';
import { hallNotice } from './notice';
import { hallOrders } from './orders';
import { hallPrice } from './price';
import { type HallRequest, readHallRequest } from './request';
import { findHallBooking, hallBookingViews, hallDetail, hallRow } from './summary';

export { answerHallRequest } from './answer';

/**
 * A banquet hall for an event: a request holds the hall 48 hours while the hotel answers; once the hotel
 * confirms, the guest has 48 hours to pay the deposit (the hall hire), which confirms the booking. No coins.
 */
export const halls: BookingKind<HallRequest, HallBooking, HallDetail> = {
  name: 'hall',
  noun: 'hall',
  label: 'Event',
  couponScope: 'halls',
  holdMinutes: HALL_HOLD_MINUTES,
  reward: null,
  cancellationPolicy: 'A hall request can be withdrawn until the day before the event.',
  table: hallBookings,
  takenRefusal: { code: 'HALL_UNAVAILABLE', message: HALL_TAKEN_MESSAGE },
  payload: HallRequestPayload,
  recognises: (body) => ['hall_Id', 'hallId', 'customerName', 'eventType'].some((key) => key in body),
  readPayload: readHallRequest,
  created: (_body, views) => ({
    message: `Booking confirmed for ${views[0]!.Hall.name}! We'll contact you shortly.`,
    booking: views[0]!,
    data: views[0]!,
  }),
  find: findHallBooking,
  async quote(db, request, clock) {
    return hallPrice(await pickHall(db, request, clock), request);
  },
  async hold(tx, request, clock) {
    const userId = request.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please login first to book the hall.');
    const id = await holdHallRequest(tx, { ...request, userId }, clock);
    return (await findHallBooking(tx, id))!;
  },
  cancellationRefusal(booking: BookingRef, clock: Pick<Clock, 'today'>) {
    if (booking.startsOn > clock.today) return statusRefusal(booking);
    return statusRefusal(booking) ?? 'An event can be cancelled only before its day.';
  },
  async bill(db, booking) {
    const { b, hall } = (await hallRow(db, booking.id))!;
    const slot = hallSlotNamed(b.timeSlot)?.label ?? b.timeSlot;
    const dates =
      b.endDate === b.date
        ? formatHotelDate(b.date)
        : `${formatHotelDate(b.date)} to ${formatHotelDate(b.endDate)}`;
    return {
      lines: [{ label: `${hall.name} hire`, detail: `${slot}, ${dates}`, amountPaise: b.pricePaise }],
      discounts: b.discountPaise ? [{ label: 'Discount', code: '', amountPaise: b.discountPaise }] : [],
      subtotalPaise: b.pricePaise,
      discountPaise: b.discountPaise,
      totalPaise: b.totalPaise,
    };
  },
  detail: hallDetail,
  views: hallBookingViews,
  notice: hallNotice,
  orders: hallOrders,
  async saveSpecialRequests() {
    throw new AppError('VALIDATION_FAILED', 'Special requests for events are taken by our events team.');
  },
  placedNotice: 'hall_request_received',
  async answerStatus(db, booking, status, clock, schedule) {
    if (!(await awaitsAnswer(db, booking.id))) return false;
    if (status === 'confirmed') await answerHallRequest(db, booking.id, 'confirmed', clock, schedule);
    else if (status === 'cancelled') await answerHallRequest(db, booking.id, 'declined', clock, schedule);
    else return false;
    return true;
  },
};
export { hallBookingIdByCode, type PendingHallRequest, pendingHallRequests } from './pending';
