import { createRoute } from '@hono/zod-openapi';
import { idParams } from '~/contracts/common';
import {
  BookingRecord,
  BookingSearchQuery,
  BookingSearchResults,
  StaffCancel,
  StaffDone,
} from '~/contracts/staff-desks';
import { actor, db } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { cancelByStaff } from '../../services/bookings/staff';
import { noticeScheduleOf } from '../../services/notices/schedule';
import { searchBookings } from '../../services/staff/booking-search';
import { bookingRecord } from '../../services/staff/bookings';

const search = createRoute({
  method: 'get',
  path: '/staff/bookings',
  tags: ['Staff console'],
  summary:
    'Bookings of every kind by reference, phone number, name or date (YYYY-MM-DD), newest first, at most 50',
  ...staffOnly(),
  request: { query: BookingSearchQuery },
  responses: { 200: jsonResponse(BookingSearchResults, 'Newest first'), ...refusals(400, 401, 403) },
});

const record = createRoute({
  method: 'get',
  path: '/staff/bookings/{id}',
  tags: ['Staff console'],
  summary:
    "A booking's record: its facts, its refund's state, and its history (made, payments, refunds, messages, tax documents, staff actions)",
  ...staffOnly(),
  request: { params: idParams('booking') },
  responses: { 200: jsonResponse(BookingRecord, 'Oldest first'), ...refusals(400, 401, 403, 404) },
});

const cancel = createRoute({
  method: 'post',
  path: '/staff/bookings/{id}/cancel',
  tags: ['Staff console'],
  summary:
    'Cancel a booking for its guest, by its policy or (override) whatever the window, with a reason: refunded, told, audited',
  ...staffOnly(),
  request: { params: idParams('booking'), body: jsonBody(StaffCancel) },
  responses: { 200: jsonResponse(StaffDone, 'Cancelled'), ...refusals(400, 401, 403, 404, 409) },
});

/** The console's bookings: search, a booking's record, and cancelling for the guest. */
export const staffBookingRoutes = newRouter()
  .openapi(search, async (c) => {
    const now = c.get('deps').now();
    return c.json({ bookings: await searchBookings(db(c), c.req.valid('query').q, now) }, 200);
  })
  .openapi(record, async (c) =>
    c.json(await bookingRecord(db(c), c.req.valid('param').id, c.get('deps').now()), 200),
  )
  .openapi(cancel, async (c) => {
    const { payments, logger, env } = c.get('deps');
    const { reason, override } = c.req.valid('json');
    const done = await cancelByStaff(db(c), c.req.valid('param').id, { reason, override }, actor(c), {
      payments,
      logger: c.get('logger') ?? logger,
      schedule: noticeScheduleOf(env),
    });
    const message = done.refund
      ? `${done.booking.code} cancelled. ${done.refund.message}`
      : `${done.booking.code} cancelled.`;
    return c.json({ message, bookingId: done.booking.id }, 200);
  });
