import { createRoute } from '@hono/zod-openapi';
import { DiningFormPayload, PrivateDiningAccepted, TableSlots, TableSlotsQuery } from '~/contracts/dining';
import { caller, db, hotelClock } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { openTableSlots } from '../../services/bookings/tables/open-slots';
import { requestPrivateDining } from '../../services/private-dining';

const slots = createRoute({
  method: 'get',
  path: '/dining/slots',
  tags: ['Dining'],
  summary: 'The twelve table times for a date and party size, each open or not',
  description:
    'A time is open when a table (or a joined pair) that seats the party is free for its whole sitting: 90 ' +
    'minutes, two hours from seven guests. Today’s times close 30 minutes before they begin, in the hotel’s ' +
    'time zone; a closed day opens none. Book with POST /bookings/create.',
  request: { query: TableSlotsQuery },
  responses: { 200: jsonResponse(TableSlots, 'The slots'), ...refusals(400) },
});

const privateDining = createRoute({
  method: 'post',
  path: '/dining/private-requests',
  tags: ['Dining'],
  summary: 'A /dining form for a party too large for the floor (11 to 20): the hotel answers it',
  ...signedIn(),
  request: { body: jsonBody(DiningFormPayload) },
  responses: {
    202: jsonResponse(PrivateDiningAccepted, 'Sent to the restaurant'),
    ...refusals(400, 401, 403),
  },
});

/** The restaurant's open times, and private-dining requests. */
export const diningRoutes: RouteGroup = {
  prefix: '/dining',
  router: newRouter()
    .openapi(slots, async (c) => {
      return c.json(await openTableSlots(db(c), c.req.valid('query'), hotelClock(c)), 200);
    })
    .openapi(privateDining, async (c) => {
      const { mail, env, now } = c.get('deps');
      const message = await requestPrivateDining(db(c), c.req.valid('json'), caller(c).id, {
        mail,
        staffEmail: env.HOTEL_STAFF_EMAIL,
        now: now(),
      });
      return c.json({ request: true as const, message }, 202);
    }),
};
