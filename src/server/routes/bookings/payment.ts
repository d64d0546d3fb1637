import { createRoute } from '@hono/zod-openapi';
import { SpecialRequestsBody, SpecialRequestsSaved } from '~/contracts/checkout';
import { idParams } from '~/contracts/common';
import { caller, db } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { saveSpecialRequests } from '../../services/bookings/checkout';
import { verifyPayment, verifyRouteAt } from '../payments/verify';

const specialRequestsRoute = createRoute({
  method: 'put',
  path: '/bookings/{id}/special-requests',
  tags: ['Bookings'],
  summary: "Saves special requests on the caller's booking",
  ...signedIn(),
  request: { params: idParams('booking'), body: jsonBody(SpecialRequestsBody) },
  responses: { 200: jsonResponse(SpecialRequestsSaved, 'Saved'), ...refusals(400, 401, 404, 409) },
});

/** The spec's payment verification under /bookings, and the guest's special requests. */
export const bookingPaymentRoutes = newRouter()
  .openapi(verifyRouteAt('/bookings/verify-payment'), verifyPayment)
  .openapi(specialRequestsRoute, async (c) => {
    const saved = await saveSpecialRequests(db(c), {
      bookingId: c.req.valid('param').id,
      userId: caller(c).id,
      text: c.req.valid('json').specialRequests,
      now: c.get('deps').now(),
    });
    return c.json({ ...saved, message: 'Special requests saved.' }, 200);
  });
