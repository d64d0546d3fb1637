import { createRoute } from '@hono/zod-openapi';
import { PackageCardList } from '~/contracts/packages';
import { db, hotelClock } from '../../http/clock';
import { jsonResponse } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { packageCards } from '../../services/package-prices';

const list = createRoute({
  method: 'get',
  path: '/packages',
  tags: ['Rooms'],
  summary:
    "The stay packages' prices a night for their party, each set against the room's own price for the same nights (decision 150)",
  responses: { 200: jsonResponse(PackageCardList, "In the offers page's order") },
});

/** GET /api/packages: what the prebuilt offers page fills its package cards with. */
export const packageRoutes: RouteGroup = {
  prefix: '/packages',
  router: newRouter().openapi(list, async (c) =>
    c.json({ packages: await packageCards(db(c), hotelClock(c).today) }, 200),
  ),
};
