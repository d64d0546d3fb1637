import { createRoute } from '@hono/zod-openapi';
import { idParams } from '~/contracts/common';
import {
  HallAnswer,
  type HallBooking,
  HallBookingCreated,
  HallBookingList,
  HallRequestPayload,
  HallUserParams,
  OneHallBooking,
} from '~/contracts/halls';
import { requireUser } from '../../http/auth';
import { actor, caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn, staffOnly } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { halls } from '../../services/bookings/halls';
import { guestBookings } from '../../services/bookings/lists';
import { answerRequest } from '../../services/bookings/staff';
import { noticeScheduleOf } from '../../services/notices/schedule';
import { bookingCreateHandler } from '../bookings/create';

const createRequest = createRoute({
  method: 'post',
  path: '/hallbookings/create-booking',
  tags: ['Hall bookings'],
  summary: 'Request a hall: held pending 48 hours while the hotel answers',
  description:
    "The spec's payload; `price` is accepted and ignored (the server prices the hall), `user_id` must be the caller's. " +
    "Without `hall_Id` (the event form) the smallest free hall that seats the guests is chosen. A `couponCode` for hall bookings comes off the hire. The same request again (the same hall, days and slot) while the caller's request is pending answers that request, 200, instead of holding a second. Honours an Idempotency-Key header.",
  ...signedIn(),
  request: { body: jsonBody(HallRequestPayload) },
  responses: {
    201: jsonResponse(HallBookingCreated, 'Requested and held'),
    200: jsonResponse(HallBookingCreated, "The caller's pending request this one repeats"),
    ...refusals(400, 401, 403, 404, 409, 429),
  },
});

const byUser = createRoute({
  method: 'get',
  path: '/hallbookings/{userId}',
  tags: ['Hall bookings'],
  summary: "The caller's own hall bookings, newest first",
  ...signedIn(),
  request: { params: HallUserParams },
  responses: { 200: jsonResponse(HallBookingList, 'Newest first'), ...refusals(400, 401, 404) },
});

const answer = createRoute({
  method: 'put',
  path: '/hallbookings/{id}/status',
  tags: ['Hall bookings'],
  summary: "The hotel's answer to a pending request (admin): confirmed (the guest may pay) or declined",
  ...staffOnly(),
  request: { params: idParams('booking'), body: jsonBody(HallAnswer) },
  responses: { 200: jsonResponse(OneHallBooking, 'Answered'), ...refusals(400, 401, 403, 404, 409) },
});

const router = newRouter()
  .openapi(byUser, async (c) => {
    const bookings = (await guestBookings(
      db(c),
      halls,
      c.req.valid('param').userId,
      actor(c),
    )) as HallBooking[];
    return c.json({ bookings, count: bookings.length }, 200);
  })
  .openapi(answer, async (c) => {
    const clock = hotelClock(c);
    const { id } = c.req.valid('param');
    const { status, reason } = c.req.valid('json');
    await answerRequest(db(c), id, status, clock, noticeScheduleOf(c.get('deps').env), {
      id: caller(c).id,
      reason: reason ?? null,
    });
    const [booking] = await halls.views(db(c), [id], clock);
    return c.json({ booking: booking! }, 200);
  });
router.openAPIRegistry.registerPath(createRequest);
router.post(
  '/hallbookings/create-booking',
  requireUser(),
  bookingCreateHandler('/hallbookings/create-booking', () => halls),
);

/** Hall requests (spec §7 hallbookings): create, the guest's list, and the hotel's answer. */
export const hallBookingRoutes: RouteGroup = { prefix: '/hallbookings', router };
