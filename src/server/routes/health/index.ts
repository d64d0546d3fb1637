import { createRoute } from '@hono/zod-openapi';
import { Health } from '~/contracts/system';
import { jsonResponse } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Whether the API and its database answer',
  responses: {
    200: jsonResponse(Health, 'Healthy'),
    503: jsonResponse(Health, 'The database does not answer'),
  },
});

/** GET /api/health: checks the database with a query. */
export const healthRoutes: RouteGroup = {
  prefix: '/health',
  router: newRouter().openapi(healthRoute, async (c) => {
    const { database, now } = c.get('deps');
    const up = await database.ping();
    const body = {
      status: up ? ('ok' as const) : ('degraded' as const),
      database: up ? ('up' as const) : ('down' as const),
      driver: database.driver,
      time: now().toISOString(),
    };
    return c.json(body, up ? 200 : 503);
  }),
};
