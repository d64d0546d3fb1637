import type { HallDetail } from '~/contracts/checkout';
import { type HallBooking, HallRequestPayload } from '~/contracts/halls';
import { HOLD_MINUTES } from '~/lib/hold-rules';
import { BOOKING_KIND_LABELS } from '~/lib/kind-labels';
import { hallBookings } from '~/server/db/schema';
import type { BookingKind } from '../kind';
import { answerHallChangeRows } from './change-request';
import { answerHallRows, hallAwaitsAnswer, hallHeldAlready, hallHeldBy, holdHallRequest } from './hold';
import { hallNotice } from './notice';
import { HALL_TAKEN_MESSAGE, type HallPlan, planHall } from './plan';
import { HALL_CANCELLATION_POLICY, HALL_CANCELLATION_WINDOW, hallCancellationRefusal } from './policy';
import { type HallRequest, hallCreated, readHallRequest } from './request';
import {
  findHallBooking,
  hallBill,
  hallBookingViews,
  hallDetail,
  hallOrders,
  saveHallRequests,
} from './views';

/**
 * A banquet hall for an event: a request holds the hall 48 hours while the hotel answers; once the hotel
 * confirms, the guest has 48 hours to pay the deposit (the hall hire), which confirms the booking. No coins.
 */
export const halls: BookingKind<HallRequest, HallPlan, HallBooking, HallDetail> = {
  name: 'hall',
  noun: 'hall',
  label: BOOKING_KIND_LABELS.hall,
  couponScope: 'halls',
  bookingPages: ['/events-booking', '/events'],
  holdMinutes: HOLD_MINUTES.hall,
  reward: null,
  table: hallBookings,
  takenRefusal: { code: 'HALL_UNAVAILABLE', message: HALL_TAKEN_MESSAGE },
  payload: HallRequestPayload,
  recognisedBy: [['hall_Id'], ['hallId'], ['customerName'], ['eventType']],
  readPayload: readHallRequest,
  created: hallCreated,
  plan: planHall,
  heldBy: hallHeldBy,
  heldAlready: hallHeldAlready,
  hold: holdHallRequest,
  answerRows: answerHallRows,
  awaitsAnswer: hallAwaitsAnswer,
  answerChangeRows: answerHallChangeRows,
  cancellationPolicy: HALL_CANCELLATION_POLICY,
  cancellationWindow: HALL_CANCELLATION_WINDOW,
  cancellationRefusal: hallCancellationRefusal,
  find: findHallBooking,
  bill: hallBill,
  detail: hallDetail,
  views: hallBookingViews,
  orders: hallOrders,
  saveSpecialRequests: saveHallRequests,
  notice: hallNotice,
  placedNotice: 'hall_request_received',
};
