import { inArray } from 'drizzle-orm';
import type { TableDetail } from '../../../../contracts/checkout';
import { DiningFormPayload, type TableBooking, TablePayload } from '../../../../contracts/dining';
import { tableBookings } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { BookingKind } from '../kind';
import { TABLE_CANCELLATION_POLICY, tableCancellationRefusal } from './cancellation';
import { holdTable, TABLE_HOLD_MINUTES } from './hold';
import { tableNotice } from './notice';
import { tableOrders } from './orders';
import { planTable } from './plan';
import { isTableBody, readTablePayload, type TableRequest } from './request';
import { findTable, tableBill, tableDetail } from './summary';
import { tableViewsOf } from './views';

/** A table in the palace dining hall at one of the restaurant's twelve slots, held 15 minutes for payment. */
export const tables: BookingKind<TableRequest, TableBooking, TableDetail> = {
  name: 'table',
  noun: 'table',
  label: 'Table',
  couponScope: 'dining',
  holdMinutes: TABLE_HOLD_MINUTES,
  reward: { description: 'Dining booking reward' },
  cancellationPolicy: TABLE_CANCELLATION_POLICY,
  table: tableBookings,
  takenRefusal: {
    code: 'TABLE_UNAVAILABLE',
    message: 'That table was just booked by another guest. Please choose another time.',
  },
  payload: TablePayload.or(DiningFormPayload),
  recognises: isTableBody,
  readPayload: readTablePayload,
  created: (_body, views) => ({ booking: views[0]! }),
  find: findTable,
  async quote(db, request, clock) {
    return (await planTable(db, request, clock)).price;
  },
  async hold(tx, request, clock) {
    const userId = request.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please login first to book a table.');
    const id = await holdTable(tx, { ...request, userId }, clock);
    return (await findTable(tx, id))!;
  },
  cancellationRefusal: tableCancellationRefusal,
  bill: tableBill,
  detail: tableDetail,
  views: tableViewsOf,
  notice: tableNotice,
  orders: tableOrders,
  async saveSpecialRequests(tx, booking, text, now) {
    await tx
      .update(tableBookings)
      .set({ specialRequests: text, updatedAt: now })
      .where(inArray(tableBookings.id, booking.rowIds));
  },
};
