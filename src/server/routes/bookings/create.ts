import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { PaymentPagePayload, ReservationPayload, StayCreated } from '~/contracts/bookings';
import { DiningFormPayload, TableCreated, TablePayload } from '~/contracts/dining';
import { requireUser } from '../../http/auth';
import { bookingBody } from '../../http/booking-body';
import { clientIp } from '../../http/client-ip';
import { caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter } from '../../http/router';
import type { AppEnv } from '../../http/types';
import { createBooking, kindOfPayload } from '../../services/bookings/create';
import { holdLimitsOf } from '../../services/bookings/holds';
import type { AnyBookingKind } from '../../services/bookings/kind';
import { noticeScheduleOf } from '../../services/notices/schedule';

/**
 * The one create handler of every booking path: the body is read once and given to the kind it is (`kindOf`),
 * which validates it; an Idempotency-Key makes a retry answer the first booking. The path's route is documented
 * in the OpenAPI registry with the payloads it takes.
 */
export function bookingCreateHandler(path: string, kindOf: (body: unknown) => AnyBookingKind) {
  return async (c: Context<AppEnv>) => {
    const { env } = c.get('deps');
    const guest = caller(c);
    const result = await createBooking(db(c), {
      path,
      body: await bookingBody(c),
      idempotencyKey: c.req.header('idempotency-key'),
      kindOf,
      guest: { id: guest.id, ip: clientIp(c), limits: holdLimitsOf(env) },
      clock: hotelClock(c),
      schedule: noticeScheduleOf(env),
    });
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(result.body as object, result.status);
  };
}

/** The OpenAPI entry of a create path: every path takes every kind's payloads. */
const createDoc = (path: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Bookings'],
    summary:
      path === '/bookings/create'
        ? 'Book and hold: a stay or a table is held pending for 15 minutes for payment'
        : 'The same as POST /bookings/create, under the other name spec §7 gives it',
    description:
      "Takes any create payload of the spec: a stay as the reservation form's snake_case one (answers {booking}) or the payment page's camelCase one (answers {data}); either's room_id or roomId may be a unit from availability (that unit) or a listing from getrooms (a free unit of it); a table as the menu page's (date, time, partySize…; answers {booking}) or the /dining form's (a timeSlot seats the party at the first open time of that part of the day). A full time is a 409 naming the open ones. The same request again while the caller's booking of it is held (the same room and dates, or the same table date, time and party) answers that booking, 200, instead of holding a second. Honours an Idempotency-Key header.",
    ...signedIn(),
    request: {
      body: jsonBody(z.union([PaymentPagePayload, ReservationPayload, TablePayload, DiningFormPayload])),
    },
    responses: {
      201: jsonResponse(z.union([StayCreated, TableCreated]), 'Booked and held'),
      200: jsonResponse(
        z.union([StayCreated, TableCreated]),
        "The caller's held booking this request repeats",
      ),
      ...refusals(400, 401, 403, 404, 409, 429),
    },
  });

/** The spec's two create paths (§7 `POST /bookings/create` and `POST bookings/createbooking`), one handler. */
const CREATE_PATHS = ['/bookings/create', '/bookings/createbooking'] as const;

/** POST /bookings/create and /bookings/createbooking: a booking of whichever kind the payload is. */
export const createRoutes = newRouter();
for (const path of CREATE_PATHS) {
  createRoutes.openAPIRegistry.registerPath(createDoc(path));
  createRoutes.post(path, requireUser(), bookingCreateHandler(path, kindOfPayload));
}
