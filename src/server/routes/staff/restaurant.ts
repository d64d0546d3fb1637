import { createRoute } from '@hono/zod-openapi';
import { TableSheet, TableSheetQuery } from '~/contracts/staff-desks';
import { db, hotelClock } from '../../http/clock';
import { jsonResponse, refusals, staffOnly } from '../../http/openapi';
import { newRouter } from '../../http/router';
import { tableSheet } from '../../services/staff/table-sheet';

const sheet = createRoute({
  method: 'get',
  path: '/staff/tables',
  tags: ['Staff console'],
  summary:
    "The restaurant's table sheet for a date (the hotel's today by default): every slot with its tables, covers, names, notes and paid state, and the rules that open a slot",
  ...staffOnly(),
  request: { query: TableSheetQuery },
  responses: { 200: jsonResponse(TableSheet, 'The sheet'), ...refusals(400, 401, 403) },
});

/** The restaurant's table sheet; seating, no-shows and cancelling go through the bookings' staff routes. */
export const restaurantRoutes = newRouter().openapi(sheet, async (c) => {
  const clock = hotelClock(c);
  return c.json(await tableSheet(db(c), c.req.valid('query').date ?? clock.today, clock.now), 200);
});
