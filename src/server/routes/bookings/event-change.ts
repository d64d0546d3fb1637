import { createRoute } from '@hono/zod-openapi';
import { idParams } from '~/contracts/common';
import { HallChangeAsked, HallChangeBody, HallChangeQuote } from '~/contracts/hall-changes';
import { caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { askEventChange, quoteEventChange, withdrawEventChange } from '../../services/bookings/hall-change';

const quoteRoute = createRoute({
  method: 'post',
  path: '/bookings/{id}/change-request/quote',
  tags: ['Bookings'],
  summary:
    "What changing the caller's event (date, last day, slot, guests) would cost, with GST; nothing is written",
  ...signedIn(),
  request: { params: idParams('booking'), body: jsonBody(HallChangeBody) },
  responses: { 200: jsonResponse(HallChangeQuote, 'The changed price'), ...refusals(400, 401, 404, 409) },
});

const askRoute = createRoute({
  method: 'post',
  path: '/bookings/{id}/change-request',
  tags: ['Bookings'],
  summary:
    "Asks the events desk to change the caller's event; the event stays as it is until the answer (one open request)",
  ...signedIn(),
  request: { params: idParams('booking'), body: jsonBody(HallChangeBody) },
  responses: { 201: jsonResponse(HallChangeAsked, 'Sent'), ...refusals(400, 401, 404, 409) },
});

const withdrawRoute = createRoute({
  method: 'delete',
  path: '/bookings/{id}/change-request',
  tags: ['Bookings'],
  summary: "Withdraws the caller's open change request of an event",
  ...signedIn(),
  request: { params: idParams('booking') },
  responses: { 200: jsonResponse(HallChangeAsked, 'Withdrawn'), ...refusals(401, 404, 409) },
});

/** A guest asks the events desk to change their event (issue 34, decision 109). */
export const eventChangeRoutes = newRouter()
  .openapi(quoteRoute, async (c) => {
    const input = { userId: caller(c).id, bookingId: c.req.valid('param').id, body: c.req.valid('json') };
    return c.json(await quoteEventChange(db(c), input, hotelClock(c)), 200);
  })
  .openapi(askRoute, async (c) => {
    const input = { userId: caller(c).id, bookingId: c.req.valid('param').id, body: c.req.valid('json') };
    return c.json(await askEventChange(db(c), input, hotelClock(c)), 201);
  })
  .openapi(withdrawRoute, async (c) => {
    const input = { userId: caller(c).id, bookingId: c.req.valid('param').id };
    return c.json(await withdrawEventChange(db(c), input, hotelClock(c)), 200);
  });
