import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import {
  Availability,
  AvailabilityRequest,
  DiscountCodeCheck,
  DiscountCodeResult,
} from '~/contracts/bookings';
import { factsAsked } from '~/lib/code-conditions';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals } from '../../http/openapi';
import { newRouter } from '../../http/router';
import type { Clock } from '../../services/bookings/kind';
import { availableUnits } from '../../services/bookings/stays/availability';
import { validateDiscountCode } from '../../services/discounts';

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

/** The spec's availability answer (a read: lapsed holds count as free without being marked). */
async function freeRooms(database: Database, body: z.infer<typeof AvailabilityRequest>, clock: Clock) {
  const roomType = body.room_type === 'all' ? undefined : body.room_type;
  return availableUnits(
    database,
    { checkIn: body.check_in_date, checkOut: body.check_out_date, roomType },
    clock,
  );
}

/** Availability and discount codes. */
export const availabilityRoutes = newRouter()
  .openapi(availabilityRoute('/bookings/availability'), async (c) =>
    c.json(await freeRooms(c.get('deps').database, c.req.valid('json'), hotelClock(c)), 200),
  )
  .openapi(availabilityRoute('/bookings/check-availability'), async (c) =>
    c.json(await freeRooms(c.get('deps').database, c.req.valid('json'), hotelClock(c)), 200),
  )
  .openapi(validateCode, async (c) => {
    try {
      const body = c.req.valid('json');
      const found = await validateDiscountCode(
        db(c),
        { code: body.code, codeType: body.codeType, facts: factsAsked(body) },
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
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'DISCOUNT_CODE_INVALID') throw error;
      return c.json({ valid: false as const, discount_percent: 0 as const, message: error.message }, 200);
    }
  });
