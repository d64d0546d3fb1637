import { createRoute } from '@hono/zod-openapi';
import { idParams } from '../../../contracts/common';
import {
  HallAnswer,
  type HallBooking,
  HallBookingCreated,
  HallBookingList,
  HallRequestPayload,
  HallUserParams,
  OneHallBooking,
} from '../../../contracts/halls';
import { clientIp } from '../../http/client-ip';
import { actor, caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn, staffOnly } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { validationHook } from '../../http/validation';
import { placeBooking } from '../../services/bookings/booking';
import { answerHallRequest, halls } from '../../services/bookings/halls';
import { bookingLimitsOf } from '../../services/bookings/hold-limits';
import { releaseLapsedHolds } from '../../services/bookings/holds';
import { guestBookings } from '../../services/bookings/lists';
import { runOnce } from '../../services/idempotency';
import { noticeScheduleOf } from '../../services/notices/schedule';

const createRequest = createRoute({
  method: 'post',
  path: '/hallbookings/create-booking',
  tags: ['Hall bookings'],
  summary: 'Request a hall: held pending 48 hours while the hotel answers',
  description:
    "The spec's payload; `price` is accepted and ignored (the server prices the hall), `user_id` must be the caller's. " +
    'Without `hall_Id` (the event form) the smallest free hall that seats the guests is chosen. Honours an Idempotency-Key header.',
  ...signedIn(),
  request: { body: jsonBody(HallRequestPayload) },
  responses: {
    201: jsonResponse(HallBookingCreated, 'Requested and held'),
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

/** Hall requests (spec §7 hallbookings): create, the guest's list, and the hotel's answer. */
export const hallBookingRoutes: RouteGroup = {
  prefix: '/hallbookings',
  router: newRouter()
    .openapi(
      createRequest,
      async (c) => {
        const guest = caller(c);
        const { env } = c.get('deps');
        const result = await runOnce(
          db(c),
          {
            key: c.req.header('idempotency-key'),
            userId: guest.id,
            method: 'POST',
            path: '/hallbookings/create-booking',
          },
          async () => {
            const body = await c.req.json();
            const who = { id: guest.id, ip: clientIp(c), limits: bookingLimitsOf(env) };
            const { views } = await placeBooking(
              db(c),
              halls,
              body,
              who,
              hotelClock(c),
              noticeScheduleOf(env),
            );
            return { status: 201, body: halls.created(body, views as HallBooking[]) };
          },
        );
        if (result.replayed) c.header('Idempotent-Replayed', 'true');
        return c.json(result.body as never, 201);
      },
      // Read the payload again so the refusal names the first bad field in the hotel's words.
      (result, c) => {
        if (!result.success) halls.readPayload((result as { data?: unknown }).data, caller(c).id);
        return validationHook(result, c);
      },
    )
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
      await releaseLapsedHolds(db(c), clock.now);
      const { id } = c.req.valid('param');
      await answerHallRequest(
        db(c),
        id,
        c.req.valid('json').status,
        clock,
        noticeScheduleOf(c.get('deps').env),
      );
      const [booking] = await halls.views(db(c), [id], clock);
      return c.json({ booking: booking! }, 200);
    }),
};
