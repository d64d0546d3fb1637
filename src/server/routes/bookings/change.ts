import { createRoute } from '@hono/zod-openapi';
import { ChangeAnswer, ChangeBody, ChangeQuote } from '~/contracts/changes';
import { idParams } from '~/contracts/common';
import { caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { changeBooking, quoteChange } from '../../services/bookings/change';
import { holdLimitsOf } from '../../services/bookings/holds';
import { noticeScheduleOf } from '../../services/notices/schedule';

const quoteRoute = createRoute({
  method: 'post',
  path: '/bookings/{id}/change/quote',
  tags: ['Bookings'],
  summary:
    "What changing the caller's stay (dates, room, rooms, guests) or table (date, time, party) would cost now; nothing is held",
  ...signedIn(),
  request: { params: idParams('booking'), body: jsonBody(ChangeBody) },
  responses: { 200: jsonResponse(ChangeQuote, 'The changed price'), ...refusals(400, 401, 404, 409) },
});

const changeRoute = createRoute({
  method: 'post',
  path: '/bookings/{id}/change',
  tags: ['Bookings'],
  summary:
    "Changes the caller's stay or table in place (same reference): held unpaid, or paid while it could be cancelled for nothing",
  description:
    'The new nights or sitting are held before the old are released, in one transaction. A paid booking whose change costs the same or less changes at once and gets the difference back (Supar Coins first, then money to the card or account it was paid with). A dearer change of a paid booking changes nothing yet: the answer carries the order for the difference (`payment`), paid through the checkout and verified as any payment; the booking changes when it is captured, or the payment is refunded if the change can no longer be made.',
  ...signedIn(),
  request: { params: idParams('booking'), body: jsonBody(ChangeBody) },
  responses: {
    200: jsonResponse(ChangeAnswer, 'Changed, or the order for the difference'),
    ...refusals(400, 401, 404, 409, 429, 502),
  },
});

/** A guest changes their own booking (issue 34, decision 107). */
export const changeRoutes = newRouter()
  .openapi(quoteRoute, async (c) => {
    const input = { userId: caller(c).id, bookingId: c.req.valid('param').id, body: c.req.valid('json') };
    const limits = holdLimitsOf(c.get('deps').env);
    return c.json(await quoteChange(db(c), input, hotelClock(c), limits), 200);
  })
  .openapi(changeRoute, async (c) => {
    const input = { userId: caller(c).id, bookingId: c.req.valid('param').id, body: c.req.valid('json') };
    const limits = holdLimitsOf(c.get('deps').env);
    const { payments, logger, env } = c.get('deps');
    const money = { payments, logger, schedule: noticeScheduleOf(env) };
    return c.json(await changeBooking(db(c), input, hotelClock(c), limits, money), 200);
  });
