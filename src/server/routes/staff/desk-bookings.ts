import { createRoute, z } from '@hono/zod-openapi';
import { idParams } from '~/contracts/common';
import {
  DeskBooked,
  DeskBookingBody,
  DeskGuestBody,
  DeskGuestFound,
  DeskGuestQuery,
  DeskGuestSaved,
  GuestTrust,
} from '~/contracts/staff-desk-bookings';
import { caller, db, hotelClock } from '../../http/clock';
import { adminOnly, jsonBody, jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { bookAtDesk } from '../../services/bookings/desk';
import { holdLimitsOf } from '../../services/bookings/holds';
import { noticeScheduleOf } from '../../services/notices/schedule';
import { findDeskGuest, registerDeskGuest, trustGuest } from '../../services/staff/desk-guests';

const findGuest = createRoute({
  method: 'get',
  path: '/staff/desk/guests',
  tags: ['Staff console'],
  summary: 'The guest with this phone number (as sign-in reads it), or null: the desk registers them next',
  ...staffOnly(),
  request: { query: DeskGuestQuery },
  responses: { 200: jsonResponse(DeskGuestFound, 'The guest, or null'), ...refusals(400, 401, 403) },
});

const saveGuest = createRoute({
  method: 'post',
  path: '/staff/desk/guests',
  tags: ['Staff console'],
  summary:
    'Finds the guest by phone or registers them (name, phone, email): the account they can later sign in to with a code to that phone; audited',
  ...staffOnly(),
  request: { body: jsonBody(DeskGuestBody) },
  responses: {
    200: jsonResponse(DeskGuestSaved, 'Already a guest'),
    201: jsonResponse(DeskGuestSaved, 'Registered'),
    ...refusals(400, 401, 403),
  },
});

const trust = createRoute({
  method: 'post',
  path: '/staff/guests/{id}/trust',
  tags: ['Staff console'],
  summary:
    'An admin trusts a guest to pay at the hotel (their desk bookings confirmed without payment), or stops, with a reason; audited',
  ...adminOnly(),
  request: { params: idParams('guest'), body: jsonBody(GuestTrust) },
  responses: {
    200: jsonResponse(DeskGuestSaved.omit({ created: true }), 'Saved'),
    ...refusals(400, 401, 403, 404),
  },
});

const book = createRoute({
  method: 'post',
  path: '/staff/desk/bookings',
  tags: ['Staff console'],
  summary:
    'Books a room, table or hall for a guest at the desk, priced as online, then held to pay at the desk, held with a payment link sent by SMS, or (a trusted guest) confirmed to pay at the hotel; audited',
  description:
    'Honours an Idempotency-Key header: a double submit answers the first booking. DESK_HOLD_MINUTES and PAYMENT_LINK_HOLD_MINUTES set the holds; pay-at-hotel for a guest no admin trusts is a 403, nothing held.',
  ...staffOnly(),
  request: {
    body: jsonBody(DeskBookingBody),
    headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
  },
  responses: {
    200: jsonResponse(DeskBooked, 'The guest already held this booking'),
    201: jsonResponse(DeskBooked, 'Booked'),
    ...refusals(400, 401, 403, 404, 409, 429),
  },
});

/** The desk's new bookings (decision 147): guests found or registered by phone, priced and booked. */
export const deskBookingRoutes = newRouter()
  .openapi(findGuest, async (c) =>
    c.json({ guest: await findDeskGuest(db(c), c.req.valid('query').phone) }, 200),
  )
  .openapi(saveGuest, async (c) => {
    const saved = await registerDeskGuest(
      db(c),
      c.req.valid('json'),
      { id: caller(c).id },
      c.get('deps').now(),
    );
    return saved.created ? c.json(saved, 201) : c.json(saved, 200);
  })
  .openapi(trust, async (c) => {
    const { trusted, reason } = c.req.valid('json');
    const done = await trustGuest(
      db(c),
      c.req.valid('param').id,
      trusted,
      { id: caller(c).id, reason },
      c.get('deps').now(),
    );
    return c.json(done, 200);
  })
  .openapi(book, async (c) => {
    const { env } = c.get('deps');
    const done = await bookAtDesk(db(c), c.req.valid('json'), {
      idempotencyKey: c.req.valid('header')['idempotency-key'],
      by: { id: caller(c).id },
      clock: hotelClock(c),
      schedule: noticeScheduleOf(env),
      limits: holdLimitsOf(env),
      holds: { deskMinutes: env.DESK_HOLD_MINUTES, linkMinutes: env.PAYMENT_LINK_HOLD_MINUTES },
    });
    return done.status === 201 ? c.json(done.body, 201) : c.json(done.body, 200);
  });
