import type { TableDetail } from '~/contracts/checkout';
import { DiningFormPayload, type TableBooking, TablePayload } from '~/contracts/dining';
import { HOLD_MINUTES } from '~/lib/hold-rules';
import { BOOKING_KIND_LABELS } from '~/lib/kind-labels';
import { tableBookings } from '~/server/db/schema';
import type { BookingKind } from '../kind';
import { changeTableInPlace, tableChangeRequest } from './change';
import { holdTable, tableHeldAlready, tableHeldBy } from './hold';
import { tableNotice } from './notice';
import { planTable, type TablePlan } from './plan';
import { TABLE_CANCELLATION_POLICY, TABLE_CANCELLATION_WINDOW, tableCancellationRefusal } from './policy';
import { readTablePayload, type TableRequest, tableCreated } from './request';
import { findTable, saveTableRequests, tableBill, tableDetail, tableOrders, tableViewsOf } from './views';

/** A table in the palace dining hall at one of the restaurant's twelve slots, held 15 minutes for payment. */
export const tables: BookingKind<TableRequest, TablePlan, TableBooking, TableDetail> = {
  name: 'table',
  noun: 'table',
  label: BOOKING_KIND_LABELS.table,
  couponScope: 'dining',
  bookingPages: ['/dining-menu', '/dining', '/menu-booking-details'],
  holdMinutes: HOLD_MINUTES.table,
  reward: { description: 'Dining booking reward' },
  table: tableBookings,
  takenRefusal: {
    code: 'TABLE_UNAVAILABLE',
    message: 'That table was just booked by another guest. Please choose another time.',
  },
  payload: TablePayload.or(DiningFormPayload),
  // The menu page's body (spec §3 Table booking sent), or the /dining form's.
  recognisedBy: [['partySize', 'time'], ['fullName'], ['timeSlot']],
  readPayload: readTablePayload,
  created: tableCreated,
  plan: planTable,
  heldBy: tableHeldBy,
  heldAlready: tableHeldAlready,
  hold: holdTable,
  cancellationPolicy: TABLE_CANCELLATION_POLICY,
  cancellationWindow: TABLE_CANCELLATION_WINDOW,
  cancellationRefusal: tableCancellationRefusal,
  find: findTable,
  bill: tableBill,
  detail: tableDetail,
  views: tableViewsOf,
  orders: tableOrders,
  saveSpecialRequests: saveTableRequests,
  changeRequest: tableChangeRequest,
  changeInPlace: changeTableInPlace,
  notice: tableNotice,
};
