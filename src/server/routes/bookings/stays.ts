import { createRoute, z } from '@hono/zod-openapi';
import { toRupees } from '../../../lib/money';
import { stayProblem } from '../../../lib/stay';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { requireUser } from '../../http/auth';
import { caller, hotelClock } from '../../http/clock';
import { errorResponses, newRouter } from '../../http/router';
import { freeUnits } from '../../services/availability';
import { validateDiscountCode } from '../../services/discounts';
import { releaseLapsedHolds } from '../../services/holds';
import { runOnce } from '../../services/idempotency';
import { bookStay } from '../../services/room-bookings';
import { readBookingPayload } from './payload';
import { AvailabilityBody, AvailabilityResult, BookingSchema, ValidateCodeBody } from './schemas';

const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const availabilityRoute = (path: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Bookings'],
    summary: 'Free room units of a type for a stay',
    request: { body: jsonBody(AvailabilityBody) },
    responses: { 200: json(AvailabilityResult, 'Free units, cheapest first'), 400: errorResponses[400] },
  });

const validateCode = createRoute({
  method: 'post',
  path: '/bookings/validate-code',
  tags: ['Bookings'],
  summary: 'Check a promo or group discount code',
  request: { body: jsonBody(ValidateCodeBody) },
  responses: {
    200: json(
      z.object({
        valid: z.literal(true),
        discount_percent: z.number().int(),
        code: z.string(),
        codeType: z.string(),
      }),
      'The code holds',
    ),
    400: errorResponses[400],
  },
});

const createBooking = createRoute({
  method: 'post',
  path: '/bookings/create',
  tags: ['Bookings'],
  summary: 'Book a stay, held pending for 15 minutes for payment',
  description:
    "Takes either payload of the spec: the reservation form's snake_case one (room_id is a unit from availability; answers {booking}) or the payment page's camelCase one (roomId is a listing; answers {data}). Honours an Idempotency-Key header.",
  middleware: [requireUser()] as const,
  request: {
    body: jsonBody(
      z.record(z.string(), z.unknown()).openapi({
        example: {
          room_id: '6f1c…',
          check_in_date: '2026-12-24',
          check_out_date: '2026-12-27',
          num_guests: 2,
          offer_code: null,
        },
      }),
    ),
  },
  responses: {
    201: json(
      z.union([
        z.object({ booking: BookingSchema, bookings: z.array(BookingSchema) }),
        z.object({ data: BookingSchema.extend({ bookings: z.array(BookingSchema) }) }),
      ]),
      'Booked and held',
    ),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

/** The spec's availability answer: free units of a type for a stay, cheapest first. */
async function availableUnits(
  db: Db,
  body: z.infer<typeof AvailabilityBody>,
  clock: { now: Date; today: string },
): Promise<z.infer<typeof AvailabilityResult>> {
  const problem = stayProblem(body.check_in_date, body.check_out_date, clock.today);
  if (problem) throw new AppError('VALIDATION_FAILED', `${problem.field}: ${problem.message}`);
  await releaseLapsedHolds(db, clock.now);
  const units = await freeUnits(db, {
    checkIn: body.check_in_date,
    checkOut: body.check_out_date,
    roomType: body.room_type === 'all' ? undefined : body.room_type,
  });
  const rooms = units.map((u) => ({
    id: u.id,
    roomNumber: u.roomNumber,
    type: u.roomType,
    price: toRupees(u.pricePaise),
    pricePaise: u.pricePaise,
    roomId: u.roomId,
    name: u.roomName,
    maxGuests: u.maxGuests,
  }));
  return { available: rooms.length > 0, rooms };
}

/** Availability, discount codes and booking creation. */
export const stayRoutes = newRouter()
  .openapi(availabilityRoute('/bookings/availability'), async (c) =>
    c.json(await availableUnits(c.get('deps').database.db, c.req.valid('json'), hotelClock(c)), 200),
  )
  .openapi(availabilityRoute('/bookings/check-availability'), async (c) =>
    c.json(await availableUnits(c.get('deps').database.db, c.req.valid('json'), hotelClock(c)), 200),
  )
  .openapi(validateCode, async (c) => {
    const found = await validateDiscountCode(
      c.get('deps').database.db,
      c.req.valid('json'),
      c.get('deps').now(),
    );
    return c.json(
      {
        valid: true as const,
        discount_percent: found.discountPercent,
        code: found.code,
        codeType: found.codeType,
      },
      200,
    );
  })
  .openapi(createBooking, async (c) => {
    const guest = caller(c);
    const db = c.get('deps').database.db;
    const result = await runOnce(
      db,
      { key: c.req.header('idempotency-key'), userId: guest.id, method: 'POST', path: '/bookings/create' },
      async () => {
        const { shape, request } = readBookingPayload(await c.req.json(), guest.id);
        const bookings = await bookStay(db, request, hotelClock(c));
        const first = bookings[0]!;
        const body = shape === 'payment' ? { data: { ...first, bookings } } : { booking: first, bookings };
        return { status: 201, body };
      },
    );
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(result.body as never, 201);
  });
