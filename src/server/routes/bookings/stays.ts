import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  Availability,
  AvailabilityRequest,
  DiscountCodeCheck,
  DiscountCodeResult,
  PaymentPagePayload,
  ReservationPayload,
  StayCreated,
} from '../../../contracts/bookings';
import { DiningFormPayload, TableCreated, TablePayload } from '../../../contracts/dining';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { clientIp } from '../../http/client-ip';
import { caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { validationHook } from '../../http/validation';
import { kindOfPayload, placeBooking } from '../../services/bookings/booking';
import { bookingLimitsOf } from '../../services/bookings/hold-limits';
import type { Clock } from '../../services/bookings/kind';
import { availableUnits } from '../../services/bookings/stays/availability';
import { validateDiscountCode } from '../../services/discounts';
import { runOnce } from '../../services/idempotency';
import { noticeScheduleOf } from '../../services/notices/schedule';

const availabilityRoute = (path: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Bookings'],
    summary: 'Free room units of a type for a stay',
    request: { body: jsonBody(AvailabilityRequest) },
    responses: { 200: jsonResponse(Availability, 'Free units, cheapest first'), ...refusals(400) },
  });

const validateCode = createRoute({
  method: 'post',
  path: '/bookings/validate-code',
  tags: ['Bookings'],
  summary: 'Check a promo or group discount code',
  description:
    'A code that does not hold is answered 200 with `valid: false` and the reason; a malformed request is a 400.',
  request: { body: jsonBody(DiscountCodeCheck) },
  responses: { 200: jsonResponse(DiscountCodeResult, 'Whether the code holds'), ...refusals(400) },
});

const createBooking = createRoute({
  method: 'post',
  path: '/bookings/create',
  tags: ['Bookings'],
  summary: 'Book and hold: a stay or a table is held pending for 15 minutes for payment',
  description:
    "Takes any create payload of the spec: a stay as the reservation form's snake_case one (room_id is a unit from availability; answers {booking}) or the payment page's camelCase one (roomId is a listing; answers {data}); a table as the menu page's (date, time, partySize…; answers {booking}) or the /dining form's (a timeSlot seats the party at the first open time of that part of the day). A full time is a 409 naming the open ones. Honours an Idempotency-Key header.",
  ...signedIn(),
  request: {
    body: jsonBody(z.union([PaymentPagePayload, ReservationPayload, TablePayload, DiningFormPayload])),
  },
  responses: {
    201: jsonResponse(z.union([StayCreated, TableCreated]), 'Booked and held'),
    ...refusals(400, 401, 403, 404, 409, 429),
  },
});

/** The spec's availability answer (a read: lapsed holds count as free without being marked). */
async function freeRooms(database: Database, body: z.infer<typeof AvailabilityRequest>, clock: Clock) {
  const roomType = body.room_type === 'all' ? undefined : body.room_type;
  return availableUnits(
    database,
    { checkIn: body.check_in_date, checkOut: body.check_out_date, roomType },
    clock,
  );
}

/** Availability, discount codes and booking creation. */
export const stayRoutes = newRouter()
  .openapi(availabilityRoute('/bookings/availability'), async (c) =>
    c.json(await freeRooms(c.get('deps').database, c.req.valid('json'), hotelClock(c)), 200),
  )
  .openapi(availabilityRoute('/bookings/check-availability'), async (c) =>
    c.json(await freeRooms(c.get('deps').database, c.req.valid('json'), hotelClock(c)), 200),
  )
  .openapi(validateCode, async (c) => {
    try {
      const found = await validateDiscountCode(db(c), c.req.valid('json'), c.get('deps').now());
      return c.json(
        {
          valid: true as const,
          discount_percent: found.discountPercent,
          code: found.code,
          codeType: found.codeType,
        },
        200,
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'DISCOUNT_CODE_INVALID') throw error;
      return c.json({ valid: false as const, message: error.message }, 200);
    }
  })
  .openapi(
    createBooking,
    async (c) => {
      const guest = caller(c);
      const result = await runOnce(
        db(c),
        { key: c.req.header('idempotency-key'), userId: guest.id, method: 'POST', path: '/bookings/create' },
        async () => {
          const body = await c.req.json();
          const kind = kindOfPayload(body);
          const who = { id: guest.id, ip: clientIp(c), limits: bookingLimitsOf(c.get('deps').env) };
          const { views } = await placeBooking(
            db(c),
            kind,
            body,
            who,
            hotelClock(c),
            noticeScheduleOf(c.get('deps').env),
          );
          return { status: 201, body: kind.created(body, views) };
        },
      );
      if (result.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(result.body as never, 201);
    },
    // The union's own message would be vague: each kind reads its payload again to name the bad field.
    (result, c) => {
      const sent = (result as { data?: unknown }).data;
      if (!result.success) kindOfPayload(sent).readPayload(sent, caller(c).id);
      return validationHook(result, c);
    },
  );
