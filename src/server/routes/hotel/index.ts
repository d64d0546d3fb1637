import { createRoute } from '@hono/zod-openapi';
import { HotelRules } from '~/contracts/hotel';
import { jsonResponse } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { hotelRules } from '../../services/bookings/rules';

const rulesRoute = createRoute({
  method: 'get',
  path: '/hotel/rules',
  tags: ['Hotel'],
  summary: "The hotel's time zone, check-in and check-out times, and each kind's hold, reward and policy",
  responses: { 200: jsonResponse(HotelRules, 'The house rules') },
});

/** GET /api/hotel/rules: what pages and other clients show instead of typing the rules again. */
export const hotelRoutes: RouteGroup = {
  prefix: '/hotel',
  router: newRouter().openapi(rulesRoute, (c) => c.json(hotelRules(c.get('deps').env.HOTEL_TIMEZONE), 200)),
};
