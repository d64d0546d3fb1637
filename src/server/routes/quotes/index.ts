import { createRoute } from '@hono/zod-openapi';
import { Quote } from '~/contracts/pricing';
import { optionalUser } from '../../http/auth';
import { bookingBody } from '../../http/booking-body';
import { db, hotelClock } from '../../http/clock';
import { BEARER_AUTH, jsonBody, jsonResponse, refusals } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { quoteBooking } from '../../services/bookings/create';
import { holdLimitsOf } from '../../services/bookings/holds';
import type { AnyBookingKind } from '../../services/bookings/kind';
import { bookingKinds } from '../../services/bookings/registry';

/** POST /quotes/{kind}: takes the kind's own create payload and answers what it would cost now. */
const quoteRoute = (kind: AnyBookingKind) =>
  createRoute({
    method: 'post',
    path: `/quotes/${kind.name}`,
    tags: ['Quotes'],
    summary: `What a ${kind.noun} booking would cost now, by the rule it will be booked with`,
    description:
      'Send the same body as to POST /bookings/create: the total answered is the total the booking will ' +
      'carry, to the paisa. Signing in is needed only to apply a coupon; a signed-in guest also hears whether ' +
      'the hold rules would let them book it now (`holdRefusal`).',
    security: [{}, { [BEARER_AUTH]: [] }],
    request: { body: jsonBody(kind.payload) },
    responses: { 200: jsonResponse(Quote, 'The price'), ...refusals(400, 401, 404, 409) },
  });

const router = newRouter();
for (const kind of bookingKinds) {
  // Documented with the kind's payload; the body is read once and validated by the kind's own reader.
  router.openAPIRegistry.registerPath(quoteRoute(kind));
  router.post(`/quotes/${kind.name}`, optionalUser(), async (c) =>
    c.json(
      await quoteBooking(
        db(c),
        kind,
        await bookingBody(c),
        c.get('user'),
        hotelClock(c),
        holdLimitsOf(c.get('deps').env),
      ),
      200,
    ),
  );
}

/** /api/quotes: one price route per kind of booking, straight from the registry. */
export const quoteRoutes: RouteGroup = { prefix: '/quotes', router };
