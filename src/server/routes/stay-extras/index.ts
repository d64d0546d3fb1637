import { createRoute } from '@hono/zod-openapi';
import { StayExtraList } from '~/contracts/stay-extras';
import { db } from '../../http/clock';
import { jsonResponse } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { activeExtras } from '../../services/stay-extras';

const list = createRoute({
  method: 'get',
  path: '/stay-extras',
  tags: ['Rooms'],
  summary:
    'The extras a stay may add before payment (a transfer, a boat ride, a spa treatment…), each with its price and basis',
  responses: { 200: jsonResponse(StayExtraList, "In the catalogue's order") },
});

/** GET /api/stay-extras: what the booking pages offer with a room. */
export const stayExtraRoutes: RouteGroup = {
  prefix: '/stay-extras',
  router: newRouter().openapi(list, async (c) => c.json({ extras: await activeExtras(db(c)) }, 200)),
};
