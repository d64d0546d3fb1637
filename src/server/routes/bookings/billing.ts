import { createRoute } from '@hono/zod-openapi';
import { BillingBody, BookingBilling } from '~/contracts/billing';
import { idParams } from '~/contracts/common';
import { caller, db } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { saveBillingDetails } from '../../services/bookings/checkout';

const billingRoute = createRoute({
  method: 'put',
  path: '/bookings/{id}/billing',
  tags: ['Bookings'],
  summary:
    "Sets the GSTIN, billing name and address of the caller's booking (and their profile), until its tax invoice is issued",
  ...signedIn(),
  request: { params: idParams('booking'), body: jsonBody(BillingBody) },
  responses: { 200: jsonResponse(BookingBilling, 'Saved'), ...refusals(400, 401, 404, 409) },
});

/** The billing details a booking's tax documents are made out to (decision 102). */
export const billingRoutes = newRouter().openapi(billingRoute, async (c) => {
  const billing = await saveBillingDetails(db(c), {
    bookingId: c.req.valid('param').id,
    userId: caller(c).id,
    details: c.req.valid('json'),
    now: c.get('deps').now(),
  });
  return c.json(billing, 200);
});
