import { createRoute } from '@hono/zod-openapi';
import { ChangeBody, ChangeQuote } from '~/contracts/changes';
import { idParams } from '~/contracts/common';
import { caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { changeBooking, quoteChange } from '../../services/bookings/change';
import { holdLimitsOf } from '../../services/bookings/holds';

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
    "Changes the caller's stay or table held unpaid in place (same reference and hold): the new held before the old is released",
  ...signedIn(),
  request: { params: idParams('booking'), body: jsonBody(ChangeBody) },
  responses: { 200: jsonResponse(ChangeQuote, 'Changed'), ...refusals(400, 401, 404, 409, 429) },
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
    return c.json(await changeBooking(db(c), input, hotelClock(c), limits), 200);
  });
