import { type RoomBooking, StayPayload } from '~/contracts/bookings';
import type { StayDetail } from '~/contracts/checkout';
import { HOLD_MINUTES } from '~/lib/hold-rules';
import { BOOKING_KIND_LABELS } from '~/lib/kind-labels';
import { roomBookings } from '~/server/db/schema';
import type { BookingKind } from '../kind';
import { changeStayInPlace, stayChangeRequest } from './change';
import { holdStay, stayHeldAlready, stayHeldBy } from './hold';
import { stayNotice } from './notice';
import { NO_ROOMS_MESSAGE, planStay, type StayPlan } from './plan';
import { STAY_CANCELLATION_POLICY, STAY_CANCELLATION_WINDOW, stayCancellationRefusal } from './policy';
import { readStayPayload, type StayRequest, stayCreated } from './request';
import { findStay, saveStayRequests, stayBill, stayDetail, stayOrders, stayViews } from './views';

/** A room stay: one or more physical rooms for a run of nights, held 15 minutes for payment. */
export const stays: BookingKind<StayRequest, StayPlan, RoomBooking, StayDetail> = {
  name: 'room',
  noun: 'room',
  label: BOOKING_KIND_LABELS.room,
  couponScope: 'rooms',
  bookingPages: ['/room-booking', '/booknow', '/booking-confirmation'],
  holdMinutes: HOLD_MINUTES.room,
  reward: { description: 'Room booking reward' },
  table: roomBookings,
  takenRefusal: { code: 'ROOM_UNAVAILABLE', message: NO_ROOMS_MESSAGE },
  payload: StayPayload,
  recognisedBy: [['roomId'], ['room_id'], ['checkInDate'], ['check_in_date']],
  readPayload: readStayPayload,
  created: stayCreated,
  plan: planStay,
  heldBy: stayHeldBy,
  heldAlready: stayHeldAlready,
  hold: holdStay,
  cancellationPolicy: STAY_CANCELLATION_POLICY,
  cancellationWindow: STAY_CANCELLATION_WINDOW,
  cancellationRefusal: stayCancellationRefusal,
  find: findStay,
  bill: stayBill,
  detail: stayDetail,
  views: stayViews,
  orders: stayOrders,
  saveSpecialRequests: saveStayRequests,
  changeRequest: stayChangeRequest,
  changeInPlace: changeStayInPlace,
  notice: stayNotice,
};
