import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../../http/router';

const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    time: z.string(),
  })
  .openapi('Health');

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Whether the API and its database answer',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: HealthSchema } } },
    503: {
      description: 'The database does not answer',
      content: { 'application/json': { schema: HealthSchema } },
    },
  },
});

/** GET /api/health: checks the database with a query. */
export const healthRoutes = newRouter().openapi(healthRoute, async (c) => {
  const { database, now } = c.get('deps');
  const up = await database.ping();
  const body = {
    status: up ? ('ok' as const) : ('degraded' as const),
    database: up ? ('up' as const) : ('down' as const),
    driver: database.driver,
    time: now().toISOString(),
  };
  return c.json(body, up ? 200 : 503);
});
