import { createRoute } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import { Quote } from '../../../contracts/pricing';
import { optionalUser } from '../../http/auth';
import { db, hotelClock } from '../../http/clock';
import { BEARER_AUTH, jsonBody, jsonResponse, refusals } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { validationHook } from '../../http/validation';
import { quoteBooking } from '../../services/bookings/booking';
import type { AnyBookingKind } from '../../services/bookings/kind';
import { bookingKinds } from '../../services/bookings/registry';

/** POST /quotes/{kind}: takes the kind's own create payload and answers what it would cost now. */
const quoteRoute = (kind: AnyBookingKind & { payload: ZodType }) =>
  createRoute({
    method: 'post',
    path: `/quotes/${kind.name}`,
    tags: ['Quotes'],
    summary: `What a ${kind.noun} booking would cost now, by the rule it will be booked with`,
    description:
      'Send the same body as to POST /bookings/create: the total answered is the total the booking will ' +
      'carry, to the paisa. Signing in is needed only to apply a coupon.',
    middleware: [optionalUser()],
    security: [{}, { [BEARER_AUTH]: [] }],
    request: { body: jsonBody(kind.payload) },
    responses: { 200: jsonResponse(Quote, 'The price'), ...refusals(400, 401, 404, 409) },
  });

const router = newRouter();
for (const kind of bookingKinds) {
  if (!kind.payload) continue;
  router.openapi(
    quoteRoute({ ...kind, payload: kind.payload }),
    async (c) =>
      c.json(await quoteBooking(db(c), kind, await c.req.json(), c.get('user'), hotelClock(c)), 200),
    // The kind reads its payload again to name the bad field (a union's own message would be vague).
    (result, c) => {
      if (!result.success) kind.readPayload((result as { data?: unknown }).data, c.get('user')?.id ?? null);
      return validationHook(result, c);
    },
  );
}

/** /api/quotes: one price route per kind of booking, straight from the registry. */
export const quoteRoutes: RouteGroup = { prefix: '/quotes', router };
