import { createRoute } from '@hono/zod-openapi';
import { idParams, Message } from '~/contracts/common';
import { OrderList, OrderListRequest } from '~/contracts/orders';
import { actor, db } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { guestOrders, hideCancelledOrder } from '../../services/bookings/orders';

const listRoute = createRoute({
  method: 'post',
  path: '/orders/orderlistdetails',
  tags: ['Orders'],
  summary: "The caller's bookings of every kind in one list (another guest's user_id is a 404)",
  ...signedIn(),
  request: { body: jsonBody(OrderListRequest) },
  responses: { 200: jsonResponse(OrderList, 'Newest first'), ...refusals(400, 401, 404) },
});

const hideRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/hide',
  tags: ['Orders'],
  summary: "'Remove' a cancelled booking from the caller's list (the booking is kept)",
  ...signedIn(),
  request: { params: idParams('booking') },
  responses: { 200: jsonResponse(Message, 'Removed from the list'), ...refusals(400, 401, 404, 409) },
});

/** /api/orders: the guest's bookings list (spec §7 Orders) and its 'Remove'. */
export const orderRoutes: RouteGroup = {
  prefix: '/orders',
  router: newRouter()
    .openapi(listRoute, async (c) => {
      const orders = await guestOrders(db(c), c.req.valid('json').user_id, actor(c));
      return c.json({ success: true as const, orders }, 200);
    })
    .openapi(hideRoute, async (c) => {
      await hideCancelledOrder(db(c), c.req.valid('param').id, actor(c));
      return c.json({ message: 'Booking removed from your list.' }, 200);
    }),
};
